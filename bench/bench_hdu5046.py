"""HDU 5046 Airport at the largest size (T = 100, N = 60) against HDU's 1.5 s (model
coverage: HDU takes no Python, so the target is the limit in PyPy3).

Inputs (bench/radar_inputs.py):
- hard: data/radar/airport_climbed_bits.case as 100 cases (its 8 symmetries, shuffled
  orders), the slowest found for this solution (hill-climbed against it,
  tools/climb_radar.py; docs/radar.md);
- hard, climbed again: data/radar/airport_climbed_pair.case the same way, climbed against
  this solution once it had swapped_pair() (the slowest found since);
- hard for the linked core: data/radar/airport_climbed.case the same way, the slowest
  found for the former solution;
- random: 100 random cases, coordinates up to 10^9 in size, K = 1..60 in turn (seed 1).
On the three hard inputs the former solution on the linked repeated-cover core
(refs/hdu5046_dlx.py) is the reference, run interleaved with this one (one run each, best
of REPEAT under --full), so the ratio holds on a busy machine. Each row is
a whole run (start-up included). The hard inputs' answers are checked against
samples/hdu5046/hard_climbed_bits.out, hard_climbed_pair.out and hard_climbed.out
(refs/cover_brute.py's), the random one's across interpreters. The note gives the search counts of one PyPy3 run.
CPython runs the hard inputs only under --full (make bench-full).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, PYPY, ROOT, best_of, interleaved, report, solution, with_cpython313  # noqa: E402
from bench.radar_inputs import airport_hard, airport_random  # noqa: E402
from bench.radar_stats import search_counts  # noqa: E402
from kit.paths import samples  # noqa: E402

LIMIT = 1.5
REPEAT = 2
FORMER = str(ROOT / 'refs' / 'hdu5046_dlx.py')


def repeated(name):
    """The answer of a one-case sample, as the 100 cases of its benchmark input print it."""
    answer = (samples('hdu5046') / name).read_text().split(': ')[1]
    return ''.join(f'Case #{t}: {answer}' for t in range(1, 101)).encode()


def main():
    inputs = [('hard (100 cases)', airport_hard(), repeated('hard_climbed_bits.out'), 1),
              ('hard, climbed again (100 cases)', airport_hard(name='airport_climbed_pair.case'),
               repeated('hard_climbed_pair.out'), 1),
              ('hard for the linked core (100 cases)', airport_hard(name='airport_climbed.case'),
               repeated('hard_climbed.out'), 1),
              ('random (100 cases, seed 1)', airport_random(1), None, 0)]
    for name, stdin, want, with_ref in inputs:
        note = search_counts(PYPY + [solution('hdu5046')], stdin) if PYPY else ''
        for interp, cmd in with_cpython313():
            if interp == 'cpython' and not FULL or with_ref and interp != 'pypy3' and not FULL:
                continue
            if with_ref:
                best, ref = interleaved([cmd + [solution('hdu5046')], cmd + [FORMER]], stdin,
                                        REPEAT if FULL else with_ref, want)
                report('hdu5046', name, interp, best, LIMIT, reference='hdu5046_dlx.py', ref_cpu=ref, note=note)
                continue
            best, out = best_of(cmd + [solution('hdu5046')], stdin, REPEAT, want)
            if want is None:
                want = out
            report('hdu5046', name, interp, best, LIMIT, note=note)


if __name__ == '__main__':
    main()
