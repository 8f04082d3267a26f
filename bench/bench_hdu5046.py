"""HDU 5046 Airport at the largest size (T = 100, N = 60) against HDU's 1.5 s (model
coverage: HDU takes no Python, so the target is the limit in PyPy3).

Inputs (bench/radar_inputs.py):
- hard: the hill-climbed case of data/radar/ as 100 cases (its 8 symmetries, shuffled
  orders), the slowest input found (docs/radar.md);
- random: 100 random cases, coordinates up to 10^9 in size, K = 1..60 in turn (seed 1).
Each row is a whole run (start-up included), the least of REPEAT (of 1 for the hard
input, and for CPython, unless --full); the hard input's
answers are all checked against samples/hdu5046/hard_climbed.out (refs/cover_brute.py's),
the random one's across interpreters. The note gives the search counts of one PyPy3 run.
CPython runs the hard input only under --full (make bench-full: about 20 s in 3.13).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, PYPY, cpu_run, report, solution, with_cpython313  # noqa: E402
from bench.radar_inputs import airport_hard, airport_random  # noqa: E402
from bench.radar_stats import search_counts  # noqa: E402
from kit.paths import samples  # noqa: E402

LIMIT = 1.5
REPEAT = 2


def main():
    answer = (samples('hdu5046') / 'hard_climbed.out').read_text().split(': ')[1]
    hard_answers = ''.join(f'Case #{t}: {answer}' for t in range(1, 101)).encode()
    inputs = [('hard (100 cases)', airport_hard(), hard_answers, True),
              ('random (100 cases, seed 1)', airport_random(1), None, False)]
    for name, stdin, want, slow in inputs:
        note = search_counts(PYPY + [solution('hdu5046')], stdin) if PYPY else ''
        for interp, cmd in with_cpython313():
            if interp == 'cpython' and not FULL or slow and interp != 'pypy3' and not FULL:
                continue
            best = float('inf')
            for _ in range(REPEAT if FULL or interp == 'pypy3' and not slow else 1):
                cpu, out = cpu_run(cmd + [solution('hdu5046')], stdin)
                best = min(best, cpu)
            if want is None:
                want = out
            if out != want:
                raise SystemExit(f'hdu5046 {name} {interp}: the answers differ')
            report('hdu5046', name, interp, best, LIMIT, note=note)


if __name__ == '__main__':
    main()
