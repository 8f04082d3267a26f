"""Find P4929's hardest random inputs at every density: a sweep over seeds, by search nodes.

Families, all 500 rows (N at its cap), at most 5000 ones (a seed over it is skipped):
  rand     M columns, each row LO..HI distinct random columns: usually no cover at the
           densities that are hard;
  planted  the same, but the columns shuffled and cut into rows of LO..HI ones (the last
           piece shorter if need be) put at random places: always a cover.
For M = 50, 100, ..., 500 and the windows LO-HI in WINDOWS (rows of 1-12 ones), each
seed's input is searched by the solution's CPython engine (search_bits) in this process;
the nodes (rows tried) and the CPU seconds of the search are printed, then, per family,
M and window, the hardest seed. A search over --cap CPU seconds is stopped and shown as
`>cap`. The inputs are built by bench_p4929.family_rows, so a seed found here is the seed
a benchmark row names.

Usage: python3 -S bench/p4929_sweep.py [--seeds A-B] [--m 50,100] [--cap 5] [--json FILE]
(CPython 3.10+; the machine's load shows in the seconds, not in the nodes).
"""
import argparse
import importlib.util
import json
import signal
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_p4929 import WINDOWS, family_rows  # noqa: E402


class Capped(Exception):
    pass


def load_solution():
    spec = importlib.util.spec_from_file_location('p4929_solution', ROOT / 'solutions' / 'p4929.py')
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def on_cap(signum, frame):
    raise Capped


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--seeds', default='0-9')
    ap.add_argument('--m', default=','.join(str(m) for m in range(50, 501, 50)))
    ap.add_argument('--families', default='rand,planted')
    ap.add_argument('--windows', default=','.join(f'{lo}-{hi}' for lo, hi in WINDOWS))
    ap.add_argument('--cap', type=float, default=5.0)
    ap.add_argument('--json', help='write every run as JSON lines to this file')
    args = ap.parse_args()
    if not hasattr(int, 'bit_count'):
        sys.exit('p4929_sweep: needs CPython 3.10+ (int.bit_count)')
    lo_seed, _, hi_seed = args.seeds.partition('-')
    seeds = range(int(lo_seed), int(hi_seed or lo_seed) + 1)
    sol = load_solution()
    signal.signal(signal.SIGPROF, on_cap)
    out = open(args.json, 'w') if args.json else None
    hardest = {}
    for family in args.families.split(','):
        for m in map(int, args.m.split(',')):
            for window in args.windows.split(','):
                lo, hi = map(int, window.split('-'))
                for seed in seeds:
                    rows = family_rows(family, seed, m, lo, hi)
                    if rows is None:
                        continue
                    stats = {}
                    t = time.process_time()
                    signal.setitimer(signal.ITIMER_PROF, args.cap)
                    try:
                        found = sol.search_bits(m, rows, stats=stats)
                        covered = bool(found)
                    except Capped:
                        covered = None
                    finally:
                        signal.setitimer(signal.ITIMER_PROF, 0)
                    cpu = time.process_time() - t
                    nodes = stats.get('nodes', float('inf'))
                    run = {'family': family, 'm': m, 'window': window, 'seed': seed,
                           'nodes': nodes if covered is not None else None, 'cpu': round(cpu, 4),
                           'cover': covered}
                    if out:
                        out.write(json.dumps(run) + '\n')
                        out.flush()
                    key = (family, m, window)
                    if key not in hardest or (nodes, cpu) > (hardest[key]['nodes'] or float('inf'), hardest[key]['cpu']):
                        hardest[key] = dict(run, nodes=nodes if covered is not None else float('inf'))
                best = hardest.get((family, m, window))
                if best:
                    shown = '>cap' if best['cover'] is None else f"{best['nodes']:,} nodes"
                    print(f"{family:8} M={m:<4} rows {window:5}  hardest seed {best['seed']:<4} "
                          f"{shown:>16}  {best['cpu']:.3f} s  cover: {best['cover']}", flush=True)


if __name__ == '__main__':
    main()
