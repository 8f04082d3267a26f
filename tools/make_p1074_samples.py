"""Write samples/p1074: the statement's two samples and hand-made cases.

Run from the repository root (PyPy3: about a minute; CPython takes several):
    pypy3 tools/make_p1074_samples.py
Every answer comes from the independent enumerator in refs/p1074_enumerate.py (all
completions, the best score), never from the solution under test; the completion count
each case claims (one, thousands, none) is asserted from the same enumeration. The
statement samples are written verbatim from the statement, with its answers checked too.
Puzzles are cut from random full grids (refs/sudoku_bitmask.py) drawn from fixed seeds.
"""
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from refs.p1074_enumerate import best_score, format_grid, parse  # noqa: E402
from refs.sudoku_bitmask import random_grid, solve  # noqa: E402
from kit.paths import samples  # noqa: E402

STATEMENT_1 = ('7 0 0 9 0 0 0 0 1\n1 0 0 0 0 5 9 0 0\n0 0 0 2 0 0 0 8 0\n0 0 5 0 2 0 0 0 3\n'
               '0 0 0 0 0 0 6 4 8\n4 1 3 0 0 0 0 0 0\n0 0 7 0 0 2 0 9 0\n2 0 1 0 6 0 8 0 4\n'
               '0 8 0 5 0 4 0 1 2\n')
STATEMENT_2 = ('0 0 0 7 0 2 4 5 3\n9 0 0 0 0 8 0 0 0\n7 4 0 0 0 5 0 1 0\n1 9 5 0 8 0 0 0 0\n'
               '0 7 0 0 0 0 0 2 5\n0 3 0 5 7 9 1 0 8\n0 0 0 6 0 1 0 0 0\n0 6 0 9 0 0 0 0 1\n'
               '0 0 0 0 0 0 0 0 6\n')
MANY = '700009020200008090009002380072000400401005000000001000000004000100003000300057040'


def cut(seed, givens, scoring_free=False):
    """A full grid from seed with all but `givens` random cells emptied (the same draw
    as bench/bench_p1074.py): (puzzle, full grid)."""
    rng = random.Random(seed)
    full = random_grid(rng)
    pool = [p for p in range(81) if not scoring_free or p not in SCORING]
    keep = set(rng.sample(pool, givens))
    return [full[p] if p in keep else 0 for p in range(81)], full


RING = [max(abs(p // 9 - 4), abs(p % 9 - 4)) for p in range(81)]
SCORING = {p for p in range(81) if RING[p] in (0, 2) or p in (0, 8, 72, 80)}


def unique_puzzle(seed):
    """Cells emptied one by one, in a random order, while the completion stays unique."""
    rng = random.Random(seed)
    grid = random_grid(rng)
    for p in rng.sample(range(81), 81):
        keep = grid[p]
        grid[p] = 0
        if solve(grid, 2)[0] != 1:
            grid[p] = keep
    return grid


def thousands_puzzle():
    """The first seed whose 28-given cut has between 1,000 and 9,999 completions."""
    for seed in range(1000):
        puzzle = cut(seed, 28)[0]
        if 1000 <= solve(puzzle, 10000)[0] < 10000:
            return puzzle
    raise SystemExit('no puzzle with thousands of completions found')


def write(name, text, expect_count=None, check=None):
    puzzle = parse(text)
    best, count = best_score(puzzle)
    if expect_count is not None:
        assert expect_count(count), (name, count)
    if check is not None:
        assert best == check, (name, best, check)
    folder = samples('p1074')
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f'{name}.in').write_bytes(text.encode())
    (folder / f'{name}.out').write_text(f'{best}\n')
    print(f'{name}: {best} ({count} completions)', flush=True)


def main():
    write('statement-1', STATEMENT_1, check=2829)
    write('statement-2', STATEMENT_2, check=2852)

    unique = unique_puzzle(7)
    write('one-completion', format_grid(unique), expect_count=lambda n: n == 1)
    write('thousands', format_grid(thousands_puzzle()), expect_count=lambda n: 1000 <= n < 10000)
    # 24 givens, 312,738 completions (the most of 500 random 24-given cuts tried)
    write('24-givens-312738', format_grid([int(ch) for ch in MANY]), expect_count=lambda n: n == 312738)

    # no completion, though no two givens clash: one given of the unique puzzle changed
    for p in range(81):
        for d in range(1, 10):
            broken = list(unique)
            if not broken[p] or d == broken[p]:
                continue
            broken[p] = d
            if best_score(broken)[1] == 0 and all(
                    broken[q] != d for q in range(81) if q != p and (
                        q // 9 == p // 9 or q % 9 == p % 9 or
                        (q // 27, q % 9 // 3) == (p // 27, p % 9 // 3))):
                break
        else:
            continue
        break
    write('no-completion', format_grid(broken), expect_count=lambda n: n == 0)

    clash = parse(STATEMENT_1)
    clash[10] = 7               # r1c1 is 7: r2c2 = 7 sees it in box 1 only
    write('clash-box', format_grid(clash), check=-1)
    clash = parse(STATEMENT_2)
    clash[80] = 3               # column 9 holds 3 in row 1 already
    write('clash-column', format_grid(clash), check=-1)

    full = cut(3, 81)[1]
    write('full-grid', format_grid(full), expect_count=lambda n: n == 1)

    write('crlf', STATEMENT_2.replace('\n', '\r\n'), check=2852)
    write('trailing-spaces', format_grid(parse(STATEMENT_1), sep=' ', newline=' \n') + '\n\n', check=2829)
    write('no-final-newline', STATEMENT_2.rstrip('\n'), check=2852)
    write('one-line-tabs', '\t'.join(STATEMENT_1.split()) + '\n', check=2829)


if __name__ == '__main__':
    main()
