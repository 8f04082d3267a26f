"""HDU 2295 / AcWing 2724 Radar at the largest size (T = 20, N = M = 50) against 1 s.

AcWing judges Python (CPython: no PyPy option found), so the targets are half the limit
in PyPy3 and the limit in CPython 3.13. Inputs (bench/radar_inputs.py):
- hard: the hill-climbed case of data/radar/ as 20 cases (its 8 symmetries, shuffled
  orders), the slowest input found (docs/radar.md says how it was searched for);
- lattice: cities and stations on one 7 x 7 lattice, K = 1..20;
- random: 20 random cases, K spread over 1..50 (seed 1).
Each row is a whole run (start-up included), the least of REPEAT (of 1 for the hard
input unless --full); the hard input's
answers are all checked against samples/hdu2295/hard_climbed.out (refs/cover_brute.py's),
the others across interpreters. The note gives the search counts of one PyPy3 run
(--stats): the binary search's probes, those without a cover, and the DLX nodes.
CPython 3.11 (the runner's python3) runs only under --full (make bench-full).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, PYPY, cpu_run, report, solution, with_cpython313  # noqa: E402
from bench.radar_inputs import radar_hard, radar_lattice, radar_random  # noqa: E402
from bench.radar_stats import search_counts  # noqa: E402
from kit.paths import samples  # noqa: E402

LIMIT = 1.0
REPEAT = 2


def main():
    hard_answer = (samples('hdu2295') / 'hard_climbed.out').read_bytes()
    inputs = [('hard (20 cases)', radar_hard(), hard_answer * 20),
              ('lattice 7x7 (K = 1..20)', radar_lattice(), None),
              ('random (20 cases, seed 1)', radar_random(1), None)]
    for name, stdin, want in inputs:
        note = search_counts(PYPY + [solution('hdu2295')], stdin) if PYPY else ''
        for interp, cmd in with_cpython313():
            if interp == 'cpython' and not FULL:
                continue
            best = float('inf')
            for _ in range(REPEAT if FULL or not name.startswith('hard') else 1):
                cpu, out = cpu_run(cmd + [solution('hdu2295')], stdin)
                best = min(best, cpu)
            if want is None:
                want = out
            if out != want:
                raise SystemExit(f'hdu2295 {name} {interp}: the answers differ')
            report('hdu2295', name, interp, best, LIMIT / 2 if interp == 'pypy3' else LIMIT, note=note)


if __name__ == '__main__':
    main()
