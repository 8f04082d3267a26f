"""Write the sudoku samples: samples/poj2676, samples/poj3074, samples/p1784.

Run from the repository root (PyPy3 is much faster; CPython takes minutes):
    pypy3 tools/make_sudoku_samples.py
Every answer comes from the independent reference in refs/sudoku_bitmask.py, never from
the solutions under test. For the exact-compare problems (POJ 3074, P1784) each puzzle
is first proved to have exactly one solution (the search counts up to two); POJ 2676's
answers are any solution, and its special judge accepts any. Unsolvable puzzles
(the kit's documented answer `No Solution!`) are proved so by the same count.
The statement samples are written verbatim from the problems' statements.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from refs.sudoku_bitmask import from_line, is_valid_solution, solve, to_line, to_rows  # noqa: E402
from kit.paths import data, samples  # noqa: E402

NO = 'No Solution!'

STATEMENT_2676 = ['103000509', '002109400', '000704000', '300502006', '060000050',
                  '700803004', '000401000', '009205800', '804000107']
ANSWER_2676 = ['143628579', '572139468', '986754231', '391542786', '468917352',
               '725863914', '237481695', '619275843', '854396127']
STATEMENT_3074 = ['.2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.',
                  '......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.']
ANSWER_3074 = ['527389416819426735436751829375692184194538267268174593643217958951843672782965341',
               '416837529982465371735129468571298643293746185864351297647913852359682714128574936']
STATEMENT_1784 = ['8 0 0 0 0 0 0 0 0', '0 0 3 6 0 0 0 0 0', '0 7 0 0 9 0 2 0 0',
                  '0 5 0 0 0 7 0 0 0', '0 0 0 0 4 5 7 0 0', '0 0 0 1 0 0 0 3 0',
                  '0 0 1 0 0 0 0 6 8', '0 0 8 5 0 0 0 1 0', '0 9 0 0 0 0 4 0 0']
ANSWER_1784 = ['8 1 2 7 5 3 6 4 9', '9 4 3 6 8 2 1 7 5', '6 7 5 4 9 1 2 8 3',
               '1 5 4 2 3 7 8 9 6', '3 6 9 8 4 5 7 2 1', '2 8 7 1 6 9 5 3 4',
               '5 2 1 9 7 4 3 6 8', '4 3 8 5 2 6 9 1 7', '7 9 6 3 1 8 4 5 2']
HINT_1784 = ('9 0 0 8 0 0 0 0 0 / 0 0 0 0 0 0 5 0 0 / 0 0 0 0 0 0 0 0 0 / 0 2 0 0 1 0 0 0 3 / '
             '0 1 0 0 0 0 0 6 0 / 0 0 0 4 0 0 0 7 0 / 7 0 8 6 0 0 0 0 0 / 0 0 0 0 3 0 1 0 0 / '
             '4 0 0 0 0 0 2 0 0')
HINT_1784_ANSWER = '972853614 146279538 583146729 624718953 817395462 359462871 798621345 265934187 431587296'

# Two equal givens in one row: no solution, and any solver sees it before searching.
CLASH = from_line('55' + '.' * 79)
# A clash only through a box: 1 at r1c1 and r2c2.
BOX_CLASH = from_line('1.........1' + '.' * 70)


def lines_of(name):
    return [line.strip() for line in data(name).read_text().splitlines() if line.strip()]


def grid_of(text):
    return [int(ch) for ch in text if ch.isdigit()]


def unique(puzzle):
    count, grid = solve(puzzle, 2)
    assert count == 1, f'not unique ({count}): {to_line(puzzle)}'
    return grid


def any_solution(puzzle):
    count, grid = solve(puzzle, 1)
    assert count == 1, f'no solution: {to_line(puzzle)}'
    return grid


def no_solution(puzzle):
    assert solve(puzzle, 1)[0] == 0, f'has a solution: {to_line(puzzle)}'
    return None


def write(problem, name, text_in, text_out):
    folder = samples(problem)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f'{name}.in').write_bytes(text_in.encode())
    (folder / f'{name}.out').write_bytes(text_out.encode())
    print(f'samples/{problem}/{name}: {len(text_in)} bytes in')


def tdoku():
    rows = [line.split(':') for line in lines_of('tdoku_test_puzzles_with_counts.txt')]
    return [(from_line(r[0]), int(r[1])) for r in rows]


_SCORES = {}


def hardest_for_reference(puzzles, k):
    """The k puzzles on which the reference search visits the most nodes, in input order."""
    key = id(puzzles)
    if key not in _SCORES:
        _SCORES[key] = []
        for n, p in enumerate(puzzles):
            stats = {}
            solve(p, 2, stats=stats)
            _SCORES[key].append((stats['nodes'], n))
    scored = _SCORES[key]
    keep = sorted(n for _, n in sorted(scored, reverse=True)[:k])
    return [puzzles[n] for n in keep]


# ---- POJ 2676: T, then 9 rows of 9 digits; any solution (special judge) -------------

def poj2676_text(puzzles):
    return '\n'.join([str(len(puzzles))] + [row for p in puzzles for row in to_rows(p)]) + '\n'


def poj2676_answer(grids):
    return ''.join(NO + '\n' if g is None else '\n'.join(to_rows(g)) + '\n' for g in grids)


def make_poj2676(td, hardest, inkala):
    statement = grid_of(''.join(STATEMENT_2676))
    answer = grid_of(''.join(ANSWER_2676))
    assert is_valid_solution(statement, answer) and unique(statement) == answer
    write('poj2676', 'statement', poj2676_text([statement]), '\n'.join(ANSWER_2676) + '\n')
    write('poj2676', 'statement_crlf', poj2676_text([statement]).replace('\n', '\r\n'),
          '\n'.join(ANSWER_2676) + '\n')
    empty = [0] * 81
    write('poj2676', 'empty_grid', poj2676_text([empty]), poj2676_answer([any_solution(empty)]))
    multi = [p for p, count in td if count > 1]
    for p in multi:
        assert solve(p, 2)[0] == 2
    write('poj2676', 'multi_solution', poj2676_text(multi), poj2676_answer([any_solution(p) for p in multi]))
    # several kinds in one file: unique, many-solution, empty, hard
    few_givens = from_line('1........' + '.' * 72)   # one given: very many solutions
    mixed = [statement, empty, multi[0], few_givens, hardest[0], inkala[1], multi[-1], statement]
    write('poj2676', 'mixed', poj2676_text(mixed), poj2676_answer([any_solution(p) for p in mixed]))
    zero = [p for p, count in td if count == 0]
    cases = [statement, CLASH, zero[0], multi[0], BOX_CLASH, zero[-1]]
    answers = [any_solution(p) if p in (statement, multi[0]) else no_solution(p) for p in cases]
    write('poj2676', 'no_solution', poj2676_text(cases), poj2676_answer(answers))


# ---- POJ 3074: 81-char lines until `end`; the unique solution, compared exactly --------

def make_poj3074(td, top95, top1465, hardest, inkala, clue17):
    puzzles = [from_line(line) for line in STATEMENT_3074]
    answers = [from_line(line) for line in ANSWER_3074]
    assert [unique(p) for p in puzzles] == answers
    body = '\n'.join(STATEMENT_3074)
    out = '\n'.join(ANSWER_3074) + '\n'
    write('poj3074', 'statement', body + '\nend\n', out)
    write('poj3074', 'statement_crlf', (body + '\nend\n').replace('\n', '\r\n'), out)
    write('poj3074', 'no_end', body, out)                      # no `end`, no final newline
    write('poj3074', 'no_end_newline', body + '\n', out)
    write('poj3074', 'blank_lines', '\n\n' + STATEMENT_3074[0] + '  \n\n\r\n' + STATEMENT_3074[1]
          + '\n\nend\n\n', out)
    write('poj3074', 'zeros_for_empty', '\n'.join(s.replace('.', '0') for s in STATEMENT_3074) + '\nend\n', out)

    def one_file(name, puzzles):
        grids = [unique(p) for p in puzzles]
        write('poj3074', name, '\n'.join(map(to_line, puzzles)) + '\nend\n',
              '\n'.join(map(to_line, grids)) + '\n')

    one_file('top95', top95)
    one_file('top1465_hard150', hardest_for_reference(top1465, 150))
    one_file('hardest', hardest)
    one_file('inkala', inkala)
    one_file('clue17_100', clue17[:100])
    one_file('tdoku_unique', [p for p, count in td if count == 1])
    zero = [p for p, count in td if count == 0]
    cases = [puzzles[0], CLASH, zero[0], BOX_CLASH, puzzles[1], zero[-1]]
    grids = [unique(p) if p in puzzles else no_solution(p) for p in cases]
    write('poj3074', 'no_solution', '\n'.join(map(to_line, cases)) + '\nend\n',
          '\n'.join(NO if g is None else to_line(g) for g in grids) + '\n')


# ---- P1784: 9 lines of 9 spaced numbers; the unique solution, compared by lines ---------

def p1784_text(grid):
    return '\n'.join(to_rows(grid, ' ')) + '\n'


def make_p1784(top95, top1465, hardest, inkala):
    statement = grid_of(' '.join(STATEMENT_1784))
    answer = grid_of(' '.join(ANSWER_1784))
    assert unique(statement) == answer
    # verbatim: lines 1-8 end with a space, the last has no newline after it
    text = ''.join(line + ' \n' for line in STATEMENT_1784[:8]) + STATEMENT_1784[8] + '\n'
    write('p1784', 'statement', text, '\n'.join(ANSWER_1784) + '\n')
    write('p1784', 'statement_crlf', text.replace('\n', '\r\n'), '\n'.join(ANSWER_1784) + '\n')
    hint = grid_of(HINT_1784)
    assert sum(1 for d in hint if d) == 17 and len(hint) == 81
    assert unique(hint) == grid_of(HINT_1784_ANSWER)
    write('p1784', 'hint17', p1784_text(hint), p1784_text(grid_of(HINT_1784_ANSWER)))
    hard = [('inkala2012', inkala[1]), ('hardest1', hardest[0]),
            ('top95_hardest', hardest_for_reference(top95, 1)[0]),
            ('top1465_hardest', hardest_for_reference(top1465, 1)[0])]
    for name, p in hard:
        write('p1784', name, p1784_text(p), p1784_text(unique(p)))
    no_solution(CLASH)
    write('p1784', 'no_solution', p1784_text(CLASH), NO + '\n')


def main():
    td = tdoku()
    top95 = [from_line(line) for line in lines_of('top95.txt')]
    top1465 = [from_line(line) for line in lines_of('top1465.txt')]
    hardest = [from_line(line) for line in lines_of('hardest.txt')]
    inkala = [from_line(line) for line in lines_of('inkala.txt')]
    clue17 = [from_line(line) for line in lines_of('17clue_1000.txt')]
    make_poj2676(td, hardest, inkala)
    make_poj3074(td, top95, top1465, hardest, inkala, clue17)
    make_p1784(top95, top1465, hardest, inkala)


if __name__ == '__main__':
    main()
