"""Build data/sudokunique/hard100.txt, Kattis sudokunique boards hard for the solution (run
by hand; about an hour of PyPy3 on a shared machine; progress on stderr):

    pypy3 bench/sudokunique_boards.py > data/sudokunique/hard100.txt

How: every puzzle of data/ (2,522 boards: top1465, 17clue_1000, top95, hardest, inkala,
tdoku's) is counted to two by solutions/sudokunique.py's own turns (build, the three
searches), and its cost is the rows they try (a count, not a time: the machine is
shared), capped at 2,000,000. The 40 costliest, and 20 boards made the statement's way
(a random full grid, 20-30 cells kept), are then hill-climbed: a random change (a given
erased, a cell given a digit that clashes with nothing, a given's digit changed) is kept
when the cost does not fall; 1,000 changes each (seeds 0-59). Printed: the 100 costliest
boards of all, one line of 81 characters each ('.' empty); their cost and count go to
stderr. The tests check the counts against refs/sudoku_bitmask.py.
"""
import importlib.util
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from refs.sudoku_bitmask import random_grid  # noqa: E402

_spec = importlib.util.spec_from_file_location('sudokunique', ROOT / 'solutions' / 'sudokunique.py')
SOL = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(SOL)
BOX = [r // 3 * 3 + c // 3 for r in range(9) for c in range(9)]


CAP = 2000000                   # rows: a board costing more is not searched further


def cost(grid):
    """(rows tried, count capped at 2): count_to_two's turns, with the rows counted; a
    board still unsettled past CAP rows gets CAP and count -1."""
    runs = []
    for k in range(3):
        links = SOL.build(grid, k, SOL.LINKS[k])
        if links is None:
            return 0, 0
        budget = [0]
        runs.append((SOL.search(*links[:5], budget, SOL.LAST[k]), budget, [0]))
    rows, k, turn = 0, 0, SOL.HEAD_START
    while rows <= CAP:
        covers, budget, found = runs[k]
        budget[0] = turn
        for chosen in covers:
            if chosen is None:
                break
            found[0] += 1
            if found[0] == 2:
                return rows + turn - budget[0], 2
        else:
            return rows + turn - budget[0], found[0]
        rows += turn + 1
        k, turn = (k + 1) % 3, SOL.TURN
    return CAP, -1


def clashes(grid, p, v):
    return any(grid[q] == v and q != p and (q // 9 == p // 9 or q % 9 == p % 9 or BOX[q] == BOX[p])
               for q in range(81))


def change(grid, rng):
    grid = list(grid)
    given = [p for p in range(81) if grid[p]]
    empty = [p for p in range(81) if not grid[p]]
    k = rng.random()
    if k < 0.35 and given:
        grid[rng.choice(given)] = 0
    elif k < 0.7 and empty:
        p = rng.choice(empty)
        digits = [v for v in range(1, 10) if not clashes(grid, p, v)]
        if digits:
            grid[p] = rng.choice(digits)
    elif given:
        p = rng.choice(given)
        digits = [v for v in range(1, 10) if v != grid[p] and not clashes(grid, p, v)]
        if digits:
            grid[p] = rng.choice(digits)
    return grid


def line(grid):
    return ''.join(str(v) if v else '.' for v in grid)


def main():
    pool = {}
    for name in ('top1465.txt', '17clue_1000.txt', 'top95.txt', 'hardest.txt', 'inkala.txt',
                 'tdoku_test_puzzles_with_counts.txt'):
        for text in (ROOT / 'data' / name).read_text().split():
            grid = [0 if ch in '.0' else int(ch) for ch in text.split(':')[0][:81]]
            pool[line(grid)] = cost(grid)
    print('data: %d boards, costliest %d rows' % (len(pool), max(pool.values())[0]), file=sys.stderr)
    seeds = sorted(pool, key=pool.get, reverse=True)[:40]
    for k in range(20):
        rng = random.Random(1000 + k)
        full = random_grid(rng)
        keep = set(rng.sample(range(81), rng.randint(20, 30)))
        seeds.append(line([full[p] if p in keep else 0 for p in range(81)]))
    for k, seed in enumerate(seeds):
        rng = random.Random(k)
        grid = [0 if ch == '.' else int(ch) for ch in seed]
        best = cost(grid)
        for _ in range(1000):
            other = change(grid, rng)
            c = cost(other)
            if c[0] >= best[0]:
                grid, best = other, c
        pool[line(grid)] = best
        print('seed %d: %d rows, count %d' % (k, best[0], best[1]), file=sys.stderr, flush=True)
    for board in sorted(pool, key=pool.get, reverse=True)[:100]:
        print(board)
        print('%s %d rows, count %d' % (board, *pool[board]), file=sys.stderr)


if __name__ == '__main__':
    main()
