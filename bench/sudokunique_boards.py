"""Build data/sudokunique/hard100.txt, Kattis sudokunique boards hard for the solution (run
by hand; about 15 minutes of PyPy3 on a shared machine; progress on stderr):

    nice pypy3 bench/sudokunique_boards.py > data/sudokunique/hard100.txt

How: a board's cost is the rows solutions/sudokunique.py's count_to_two tries on it (a
count, not a time: the machine is shared), capped at 1,000,000. Seeds: the 60 costliest
of data/'s 2,522 public boards (top1465, 17clue_1000, top95, hardest, inkala, tdoku's),
the 100 boards of data/sudokunique/hard100-turns.txt (the hardest found for the former
solver, refs/sudokunique_turns.py), and 40 boards made the statement's way (a random full
grid, 20-30 cells kept). Each is hill-climbed: a random change (a given erased, a cell
given a digit that clashes with nothing, a given's digit changed) is kept when the cost
does not fall; 4,000 changes each (seeds 0-199). Then the 30 costliest boards climbed
again, 3,000 changes each. Printed: the 100 costliest boards of all, one line of 81
characters each ('.' empty); their cost and count go to stderr. The tests check the
counts against refs/sudoku_bitmask.py.

`--boards FILE` prints each board of FILE (one a line) with its cost and count instead.
"""
import random
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from refs.sudoku_bitmask import random_grid  # noqa: E402

TICK = 'chosen.append(r)'
CAP = 1000000                   # rows: a board costing more is not searched further
CHANGES, AGAIN, AGAIN_CHANGES = 4000, 30, 3000   # the climbs: see the docstring


class Unsettled(Exception):
    pass


def counted_solution():
    """solutions/sudokunique.py loaded with a counter: COUNT[0] the rows tried; past CAP
    the search raises Unsettled."""
    text = (ROOT / 'solutions' / 'sudokunique.py').read_text()
    if text.count(TICK) != 1:
        raise SystemExit('bench/sudokunique_boards.py: the solution has no single "%s"' % TICK)
    text = text.replace(TICK, TICK + '; tick()')
    module = types.ModuleType('sudokunique_counted')
    module.COUNT = [0]

    def tick():
        module.COUNT[0] += 1
        if module.COUNT[0] > CAP:
            raise Unsettled
    module.tick = tick
    exec(compile(text, 'sudokunique_counted', 'exec'), module.__dict__)
    return module


SOL = counted_solution()
BOX = [r // 3 * 3 + c // 3 for r in range(9) for c in range(9)]


def cost(grid):
    """(rows tried, count capped at 2); a board still unsettled past CAP rows gets CAP and
    count -1."""
    SOL.COUNT[0] = 0
    try:
        count = SOL.count_to_two(grid)[0]
    except Unsettled:
        return CAP, -1
    return SOL.COUNT[0], count


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


def board(text):
    return [0 if ch in '.0' else int(ch) for ch in text[:81]]


def climb(grid, rng, changes):
    best = cost(grid)
    for _ in range(changes):
        other = change(grid, rng)
        c = cost(other)
        if c[0] >= best[0]:
            grid, best = other, c
    return grid, best


def main():
    if sys.argv[1:2] == ['--boards']:
        for text in Path(sys.argv[2]).read_text().split():
            print('%s %d rows, count %d' % (text[:81], *cost(board(text))))
        return
    pool = {}
    for name in ('top1465.txt', '17clue_1000.txt', 'top95.txt', 'hardest.txt', 'inkala.txt',
                 'tdoku_test_puzzles_with_counts.txt'):
        for text in (ROOT / 'data' / name).read_text().split():
            grid = board(text.split(':')[0])
            pool[line(grid)] = cost(grid)
    print('data: %d boards, costliest %d' % (len(pool), max(pool.values())[0]), file=sys.stderr)
    seeds = sorted(pool, key=pool.get, reverse=True)[:60]
    seeds += (ROOT / 'data' / 'sudokunique' / 'hard100-turns.txt').read_text().split()
    for k in range(40):
        rng = random.Random(1000 + k)
        full = random_grid(rng)
        keep = set(rng.sample(range(81), rng.randint(20, 30)))
        seeds.append(line([full[p] if p in keep else 0 for p in range(81)]))
    for k, seed in enumerate(seeds):
        grid, best = climb(board(seed), random.Random(k), CHANGES)
        pool[line(grid)] = best
        print('seed %d: %d, count %d' % (k, best[0], best[1]), file=sys.stderr, flush=True)
    again = sorted(pool, key=pool.get, reverse=True)[:AGAIN]
    for k, seed in enumerate(again):
        grid, best = climb(board(seed), random.Random(10000 + k), AGAIN_CHANGES)
        pool[line(grid)] = best
        print('again %d: %d, count %d' % (k, best[0], best[1]), file=sys.stderr, flush=True)
    for text in sorted(pool, key=pool.get, reverse=True)[:100]:
        print(text)
        print('%s %d, count %d' % (text, *pool[text]), file=sys.stderr)


if __name__ == '__main__':
    main()
