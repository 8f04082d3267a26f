"""Build the HDU 4069 boards of data/hdu4069/ (run by hand, PyPy3, progress on stderr):

    pypy3 bench/hdu4069_boards.py > data/hdu4069/hard25.txt
    pypy3 bench/hdu4069_boards.py --minimal > data/hdu4069/minimal500.txt
    pypy3 bench/hdu4069_boards.py --wdeg > data/hdu4069/hard25-wdeg.txt

How: 40 random layouts (refs/squiggly_bitmask.random_layout, seeds 0-39), a random full
grid on each, and a minimal puzzle cut from it (givens erased in random order while the
solution stays unique); each puzzle is hill-climbed (seed k):
a random change (a given erased, a cell given a digit that clashes with nothing in its
row, column or region, a given's digit changed) is kept when the cost does not fall,
600 changes each. The cost is the rows the former solutions/hdu4069.py's three searches
(refs/hdu4069_turns.py, the solver when the boards were made) try (capped at 2,000,000),
a count, not a time. The 25 costliest boards are written as one input
(T = 25); bench/bench_hdu4069.py makes T = 2500 of them by relabelling the digits.
--minimal: 500 minimal puzzles, unselected (layout seeds 10000-10499), one input.
--wdeg: the same climb against the current solutions/hdu4069.py (dom/wdeg, one search):
layout seeds 200-239, the cost the rows its search tries (a copy of the file with a
counter after each row is chosen).
"""
import importlib.util
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from refs.squiggly_bitmask import encode, random_layout, solve  # noqa: E402

_spec = importlib.util.spec_from_file_location('hdu4069_turns', ROOT / 'refs' / 'hdu4069_turns.py')
SOL = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(SOL)


CAP = 2000000                   # rows: a board costing more is not searched further


def cost(grid, region):
    """(rows tried, count capped at 2): count_to_two's turns, with the rows counted; a
    board still unsettled past CAP rows gets CAP and count -1."""
    runs = []
    for k in range(3):
        links = SOL.build(grid, region, k, SOL.LINKS[k])
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


def change(grid, region, rng):
    grid = list(grid)
    given = [p for p in range(81) if grid[p]]
    empty = [p for p in range(81) if not grid[p]]

    def free(p, v):
        return not any(grid[q] == v and q != p and (q // 9 == p // 9 or q % 9 == p % 9 or region[q] == region[p])
                       for q in range(81))
    k = rng.random()
    if k < 0.35 and given:
        grid[rng.choice(given)] = 0
    elif k < 0.7 and empty:
        p = rng.choice(empty)
        digits = [v for v in range(1, 10) if free(p, v)]
        if digits:
            grid[p] = rng.choice(digits)
    elif given:
        p = rng.choice(given)
        digits = [v for v in range(1, 10) if v != grid[p] and free(p, v)]
        if digits:
            grid[p] = rng.choice(digits)
    return grid


def minimal_puzzle(rng):
    """(grid, layout, regions): a random layout's random full grid, givens erased in a
    random order while the puzzle stays unique."""
    while True:
        layout = random_layout(rng, 200)
        full = solve([0] * 81, layout, 1, rng)[1]
        if full:
            break
    region = SOL.regions(encode([0] * 81, layout))
    grid = list(full)
    for p in rng.sample(range(81), 81):
        grid[p] = 0
        if cost(grid, region)[1] != 1:
            grid[p] = full[p]
    return grid, layout, region


def main(seeds=range(40), cost_of=cost):
    found = []
    for k in seeds:
        rng = random.Random(k)
        grid, layout, region = minimal_puzzle(rng)
        best = cost_of(grid, region)
        for _ in range(600):
            other = change(grid, region, rng)
            c = cost_of(other, region)
            if c[0] >= best[0]:
                grid, best = other, c
        found.append((best, grid, layout))
        print('layout %d: %d rows, count %d' % (k, best[0], best[1]), file=sys.stderr, flush=True)
    found.sort(key=lambda f: f[0][0], reverse=True)
    write([encode(grid, layout) for _, grid, layout in found[:25]])


def wdeg_cost():
    """cost(grid, region) for the current solution: (rows its search tries, count)."""
    source = (ROOT / 'solutions' / 'hdu4069.py').read_text()
    counted = source.replace('        chosen.append(r)\n', '        chosen.append(r)\n        ROWS[0] += 1\n')
    if counted == source:
        raise SystemExit('hdu4069_boards: no "chosen.append(r)" line to count rows at')
    module = {'__name__': 'hdu4069_counted', 'ROWS': [0]}
    exec(compile(counted, 'hdu4069_counted', 'exec'), module)

    def rows(grid, region):
        module['ROWS'][0] = 0
        n = module['count_to_two'](grid, region)[0]
        return module['ROWS'][0], n
    return rows


def write(cases):
    print(len(cases))
    for values in cases:
        print('\n'.join(' '.join(map(str, values[r:r + 9])) for r in range(0, 81, 9)))
        print()


def minimal_puzzles():
    cases = []
    for k in range(10000, 10500):
        grid, layout, _ = minimal_puzzle(random.Random(k))
        cases.append(encode(grid, layout))
    write(cases)


if __name__ == '__main__':
    if sys.argv[1:] == ['--minimal']:
        minimal_puzzles()
    elif sys.argv[1:] == ['--wdeg']:
        main(range(200, 240), wdeg_cost())
    else:
        main()
