"""FZU 1686 神龙的难题 on 15 x 15 boards against FZU's 1 s (model coverage: the target
is the limit in PyPy3). The statement gives no number of cases: 20 a file here.

Inputs (bench/radar_inputs.py):
- hard: the hill-climbed board of data/radar/ as 20 cases (turned and mirrored, the
  rectangle with it), the slowest board found (docs/radar.md);
- random: 20 random boards, monsters at density 0.2-0.8, rectangles 1..5 x 1..5 (seed 1);
- checkerboard (issue 27's adversarial family): 60 15 x 15 checkerboards, the rectangle
  cycling through 2-3 x 2-3 (the slowest sizes, by a sweep of 1..5 x 1..5), and 60
  through every size 1..5 x 1..5.
Each row is a whole run (start-up included), the least of REPEAT; the hard input's
answers are all checked against samples/fzu1686/hard_climbed.out (refs/cover_brute.py's),
the random one's across interpreters.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import cpu_run, report, solution, with_cpython313  # noqa: E402
from bench.radar_inputs import fzu_checkerboard, fzu_hard, fzu_random  # noqa: E402
from kit.paths import samples  # noqa: E402

LIMIT = 1.0
REPEAT = 2


def main():
    inputs = [('hard (20 boards)', fzu_hard(), (samples('fzu1686') / 'hard_climbed.out').read_bytes() * 20),
              ('random (20 boards, seed 1)', fzu_random(1), None),
              ('checkerboard (60 boards, 2-3 x 2-3)', fzu_checkerboard(((3, 3), (2, 3), (3, 2), (2, 2))), None),
              ('checkerboard (60 boards, 1-5 x 1-5)',
               fzu_checkerboard([(a, b) for a in range(1, 6) for b in range(1, 6)]), None)]
    for name, stdin, want in inputs:
        for interp, cmd in with_cpython313():
            best = float('inf')
            for _ in range(REPEAT):
                cpu, out = cpu_run(cmd + [solution('fzu1686')], stdin)
                best = min(best, cpu)
            if want is None:
                want = out
            if out != want:
                raise SystemExit(f'fzu1686 {name} {interp}: the answers differ')
            report('fzu1686', name, interp, best, LIMIT, note='answers ' + ' '.join(out.decode().split()[:6]) + ' ...')


if __name__ == '__main__':
    main()
