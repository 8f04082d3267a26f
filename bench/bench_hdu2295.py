"""HDU 2295 / AcWing 2724 Radar at the largest size (T = 20, N = M = 50) against 1 s.

AcWing judges Python (CPython: no PyPy option found), so the targets are half the limit
in PyPy3 and the limit in CPython 3.13. Inputs (bench/radar_inputs.py):
- hard: the case of data/radar/radar_climbed_bits.case as 20 cases (its 8 symmetries,
  shuffled orders), the slowest found for this solution (hill-climbed against it,
  tools/climb_radar.py; docs/radar.md);
- hard for the linked core: data/radar/radar_climbed.case the same way, the slowest found
  for the former solution;
- lattice: cities and stations on one 7 x 7 lattice, K = 1..20;
- random: 20 random cases, K spread over 1..50 (seed 1).
On the two hard inputs the former solution on the linked repeated-cover core
(refs/hdu2295_dlx.py) is the reference, run interleaved with this one in the same process
loop (best of REPEAT each on the first, of 1 on the second), so the ratio holds on a busy
machine. Each row is a whole run (start-up included). The hard inputs' answers are checked
against samples/hdu2295/hard_climbed_bits.out and hard_climbed.out (refs/cover_brute.py's),
the others across interpreters. The note gives the search counts of one PyPy3 run
(--stats): probes, searches, search nodes. CPython 3.11 (the runner's python3) runs only
under --full (make bench-full).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, PYPY, ROOT, best_of, interleaved, report, solution, with_cpython313  # noqa: E402
from bench.radar_inputs import radar_hard, radar_lattice, radar_random  # noqa: E402
from bench.radar_stats import search_counts  # noqa: E402
from kit.paths import samples  # noqa: E402

LIMIT = 1.0
REPEAT = 2
FORMER = str(ROOT / 'refs' / 'hdu2295_dlx.py')


def main():
    folder = samples('hdu2295')
    inputs = [('hard (20 cases)', radar_hard(), (folder / 'hard_climbed_bits.out').read_bytes() * 20, REPEAT),
              ('hard for the linked core (20 cases)', radar_hard(name='radar_climbed.case'),
               (folder / 'hard_climbed.out').read_bytes() * 20, 1),
              ('lattice 7x7 (K = 1..20)', radar_lattice(), None, 0),
              ('random (20 cases, seed 1)', radar_random(1), None, 0)]
    for name, stdin, want, with_ref in inputs:
        note = search_counts(PYPY + [solution('hdu2295')], stdin) if PYPY else ''
        for interp, cmd in with_cpython313():
            if interp == 'cpython' and not FULL:
                continue
            limit = LIMIT / 2 if interp == 'pypy3' else LIMIT
            if with_ref:
                best, ref = interleaved([cmd + [solution('hdu2295')], cmd + [FORMER]], stdin,
                                        REPEAT if FULL else with_ref, want)
                report('hdu2295', name, interp, best, limit, reference='hdu2295_dlx.py', ref_cpu=ref, note=note)
                continue
            best, out = best_of(cmd + [solution('hdu2295')], stdin, REPEAT, want)
            if want is None:
                want = out
            report('hdu2295', name, interp, best, limit, note=note)


if __name__ == '__main__':
    main()
