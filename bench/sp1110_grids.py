"""Make hard 16x16 sudoku grids for samples/sp1110 and bench/bench_sp1110.py.

    pypy3 bench/sp1110_grids.py SEED COUNT KEEP [CORE] > grids.txt

For each of COUNT random full grids (refs/sp1110_bitmask.py's random_full_grid, seeded
SEED, SEED+1, ...), givens are removed in random order while the solution stays unique,
giving a minimal puzzle; uniqueness is decided by solutions/sp1110.py's DLX (all its
covers, up to 2), for speed. The KEEP puzzles whose solve took the most CPU are printed
(the SPOJ form: K, then the grids), each checked first by the independent reference
(exactly one solution, refs/sp1110_bitmask.py), else the script fails. CORE, a path, times
another solver file with the same build/search/solve instead (e.g. one with the
template's core, to find the grids hard for it). Progress on stderr.
"""
import importlib.util
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from refs.sp1110_bitmask import random_full_grid, rows_of, solutions  # noqa: E402


def load(path):
    spec = importlib.util.spec_from_file_location('sp1110', str(path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SP = load(ROOT / 'solutions' / 'sp1110.py')


def unique(grid):
    links = SP.build(grid)
    if links is None:
        return False
    found = 0
    for _ in SP.search(*links[:5]):
        found += 1
        if found > 1:
            return False
    return found == 1


def minimal(rng):
    grid = random_full_grid(rng)
    order = list(range(256))
    rng.shuffle(order)
    for p in order:
        v = grid[p]
        grid[p] = 0
        if not unique(grid):
            grid[p] = v
    return grid


def cpu(solver, grid):
    best = None
    for _ in range(3):
        t = time.process_time()
        solver.solve(grid)
        t = time.process_time() - t
        best = t if best is None else min(best, t)
    return best


def main():
    seed, number, keep = (int(a) for a in sys.argv[1:4])
    timed = load(sys.argv[4]) if len(sys.argv) > 4 else SP
    found = []
    for s in range(seed, seed + number):
        grid = minimal(random.Random(s))
        t = cpu(timed, grid)
        print(f'seed {s}: {sum(1 for v in grid if v)} givens, {t * 1000:.1f} ms', file=sys.stderr, flush=True)
        found.append((t, s, grid))
    found.sort(reverse=True)
    out = [str(keep)]
    for t, s, grid in found[:keep]:
        if len(solutions(grid, 2)) != 1:
            raise SystemExit(f'seed {s}: the reference does not find exactly one solution')
        out.append('\n'.join(rows_of(grid)))
    print('\n\n'.join(out))


if __name__ == '__main__':
    main()
