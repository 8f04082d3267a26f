"""Make hard 16x16 sudoku grids for samples/sp1110 and bench/bench_sp1110.py.

    pypy3 bench/sp1110_grids.py SEED COUNT KEEP > grids.txt

For each of COUNT random full grids (tests/sp1110_ref.py's random_full_grid, seeded
SEED, SEED+1, ...), givens are removed in random order while the solution stays unique,
giving a minimal puzzle; uniqueness is decided by the solution's DLX (count up to 2), for
speed. The KEEP puzzles whose first solution took the most DLX nodes are printed (the
SPOJ form: K, then the grids), each then checked by the independent reference: exactly
one solution (tests/sp1110_ref.py), else the script fails. Progress on stderr.
"""
import importlib.util
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.sp1110_ref import random_full_grid, rows_of, solutions  # noqa: E402

spec = importlib.util.spec_from_file_location('sp1110', str(ROOT / 'solutions' / 'sp1110.py'))
SP = importlib.util.module_from_spec(spec)
spec.loader.exec_module(SP)


def count(grid, limit=2):
    """(solutions up to limit, DLX nodes to the first solution) by the solution's core."""
    made = SP.matrix(grid)
    if made is None:
        return 0, 0
    M = made[0]
    L, R, U, D, C, ROW, S = M
    nodes = found = 0
    first = None
    for _ in SP.search(M):
        found += 1
        if found >= limit:
            break
    # nodes to the first solution: search again, counting rows tried
    made = SP.matrix(grid)
    M = made[0]
    orig = SP.cover
    calls = [0]

    def counting(M, c):
        calls[0] += 1
        orig(M, c)
    SP.cover = counting
    try:
        next(SP.search(M), None)
    finally:
        SP.cover = orig
    return found, calls[0]


def minimal(rng):
    grid = random_full_grid(rng)
    order = list(range(256))
    rng.shuffle(order)
    for p in order:
        v = grid[p]
        grid[p] = 0
        if count(grid)[0] != 1:
            grid[p] = v
    return grid


def main():
    seed, number, keep = (int(a) for a in sys.argv[1:4])
    found = []
    for s in range(seed, seed + number):
        grid = minimal(random.Random(s))
        covers = count(grid)[1]
        print(f'seed {s}: {sum(1 for v in grid if v)} givens, {covers} covers', file=sys.stderr, flush=True)
        found.append((covers, s, grid))
    found.sort(reverse=True)
    out = [str(keep)]
    for covers, s, grid in found[:keep]:
        if len(solutions(grid, 2)) != 1:
            raise SystemExit(f'seed {s}: the reference does not find exactly one solution')
        out.append('\n'.join(rows_of(grid)))
    print('\n\n'.join(out))


if __name__ == '__main__':
    main()
