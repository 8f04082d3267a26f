"""Run every benchmark (bench/bench_*.py) and print one table. `make bench` calls this.

    python3 bench/run.py [--full] [NAME ...]

--full (`make bench-full`) adds the long measurements, each benchmark deciding which
(bench.common.FULL); without it the whole table takes about 6 minutes on 2 cores
(358 s, 2026-11-25); the last line gives each benchmark's wall time.
NAME limits the run to bench/bench_NAME.py.
Each row is also recorded in bench/results/NAME.json (merged: a run replaces its own rows
only); at the end README's figures and the headers' stale figures are regenerated from
those files (bench/figures.py).
"""
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import print_header  # noqa: E402


def main():
    args = sys.argv[1:]
    full = ['--full'] if '--full' in args else []
    only = set(args) - {'--full'}
    print_header()
    failed, walls = [], []
    start = time.perf_counter()
    for script in sorted(Path(__file__).parent.glob('bench_*.py')):
        name = script.stem[len('bench_'):]
        if only and name not in only:
            continue
        began = time.perf_counter()
        if subprocess.run([sys.executable, str(script), *full]).returncode != 0:
            failed.append(name)
        walls.append((time.perf_counter() - began, name))
    print(f'({"bench-full" if full else "bench"}: {time.perf_counter() - start:.0f} s wall; '
          + ', '.join(f'{n} {w:.0f} s' for w, n in sorted(walls, reverse=True)) + ')')
    if subprocess.run([sys.executable, str(Path(__file__).parent / 'figures.py')]).returncode != 0:
        failed.append('figures')
    if failed:
        print(f'benchmarks that failed: {", ".join(failed)}', file=sys.stderr)
        sys.exit(1)


if __name__ == '__main__':
    main()
