"""Sudoku: the checker (kit/checkers/sudoku.py), the samples, and the three solutions
(poj2676, poj3074, p1784) stress-tested against the independent reference in
refs/sudoku_bitmask.py (plain backtracking on bitmasks), under CPython and PyPy3.

The checker is tested on hand-made wrong outputs and against the reference's own
validity test on random mutations. The solutions get random full grids with random
cells removed (unique and many-solution puzzles, classified by the reference's count
of up to two solutions), minimal unique puzzles, tdoku's test puzzles with known
counts (0, 1, many), hand-made unsolvable ones, and whitespace variants. A unique
puzzle's answer must be the reference's grid; any other puzzle's a valid grid; an
unsolvable one's exactly `No Solution!`.
"""
import random

import pytest

from kit.checkers import sudoku
from kit.checkers.sudoku import (Malformed, check, check_format, grid_error, judge, read_answers,
                                      read_puzzles)
from refs.sudoku_bitmask import (from_line, is_valid_solution, random_grid, random_puzzle, solve, to_line,
                              to_rows)
from tests.util import PYTHONS, checker, checker_exit_codes, data, references, samples, solution_output

NO = 'No Solution!'
PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]

STATEMENT = ['103000509', '002109400', '000704000', '300502006', '060000050',
             '700803004', '000401000', '009205800', '804000107']
ANSWER = ['143628579', '572139468', '986754231', '391542786', '468917352',
          '725863914', '237481695', '619275843', '854396127']
STATEMENT_IN = '1\n' + '\n'.join(STATEMENT) + '\n'
ANSWER_OUT = '\n'.join(ANSWER) + '\n'

CLASH_ROW = from_line('55' + '.' * 79)
CLASH_COLUMN = from_line('7' + '.' * 8 + '7' + '.' * 71)
CLASH_BOX = from_line('1.........1' + '.' * 70)
# no two givens clash, but r1c1 has no candidate: row 1 holds 1-8, column 1 holds 9
NO_CANDIDATE = from_line('.12345678' + '9' + '.' * 71)
UNSOLVABLE = [CLASH_ROW, CLASH_COLUMN, CLASH_BOX, NO_CANDIDATE]


def tdoku():
    rows = [line.split(':') for line in data('tdoku_test_puzzles_with_counts.txt').read_text().split()]
    return [(from_line(r[0]), int(r[1])) for r in rows]


def poj2676_in(puzzles, newline='\n'):
    return newline.join([str(len(puzzles))] + [row for p in puzzles for row in to_rows(p)]) + newline


def poj3074_in(puzzles, newline='\n', empty='.', end=True):
    lines = [to_line(p).replace('0', empty) for p in puzzles]
    return newline.join(lines + (['end'] if end else [])) + newline


def p1784_in(puzzle):
    return '\n'.join(to_rows(puzzle, ' ')) + '\n'


def lines_of(text):
    """Lines as Luogu compares them: line-end spaces and trailing blank lines ignored."""
    lines = [line.rstrip() for line in text.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return lines


# ---- the checker on hand-made outputs ------------------------------------------------

def swapped(rows, r, c1, c2):
    rows = [row[:] for row in rows]
    rows[r][c1], rows[r][c2] = rows[r][c2], rows[r][c1]
    return rows


def text_of(rows):
    return '\n'.join(''.join(map(str, row)) for row in rows) + '\n'


ANSWER_ROWS = [[int(ch) for ch in row] for row in ANSWER]


def test_checker_accepts_the_statement_answer():
    assert check(STATEMENT_IN, ANSWER_OUT, ANSWER_OUT)[0] == 'AC'


@pytest.mark.parametrize('output', [
    ' '.join(ANSWER),                                 # all on one line
    ANSWER_OUT.replace('\n', '\r\n'),
    '\n\n' + '\n\n'.join(ANSWER) + '\n\n\n',
    '\t'.join(ANSWER),                                # no final newline, tabs
])
def test_checker_reads_tokens_whatever_the_whitespace(output):
    assert check(STATEMENT_IN, output, ANSWER_OUT)[0] == 'AC'


def test_checker_accepts_another_solution_of_a_many_solution_puzzle():
    puzzle = [0] * 81
    other = [(r * 3 + r // 3 + c) % 9 + 1 for r in range(9) for c in range(9)]   # the textbook grid
    assert is_valid_solution(puzzle, other)
    answer = solve(puzzle, 1)[1]
    assert answer != other
    inp = poj2676_in([puzzle])
    assert check(inp, '\n'.join(to_rows(other)), '\n'.join(to_rows(answer)))[0] == 'AC'


def wa(output, inp=STATEMENT_IN, answer=ANSWER_OUT):
    verdict, message = check(inp, output, answer)
    assert verdict == 'WA', message
    return message


def test_checker_rejects_a_swapped_pair():
    # r1c5 and r1c6 are both empty in the puzzle: the row stays a permutation, two columns break
    assert STATEMENT[0][4] == STATEMENT[0][5] == '0'
    message = wa(text_of(swapped(ANSWER_ROWS, 0, 4, 5)))
    assert 'column' in message or 'box' in message


def test_checker_rejects_a_changed_given():
    # swapping r1c1 (a given) with r1c2 keeps every row; the given changes
    message = wa(text_of(swapped(ANSWER_ROWS, 0, 0, 1)))
    assert 'given' in message


def test_checker_rejects_a_duplicate_in_a_box_only():
    latin = [[(r + c) % 9 + 1 for c in range(9)] for r in range(9)]   # rows, columns fine; boxes not
    inp = poj2676_in([[0] * 81])
    message = wa(text_of(latin), inp, '\n'.join(to_rows(solve([0] * 81, 1)[1])))
    assert 'box' in message


@pytest.mark.parametrize('output', [
    '',
    '\n'.join(ANSWER[:8]),                                # too few lines
    '\n'.join(ANSWER + ['143628579']),                    # too many
    ANSWER_OUT.replace('143628579', '14362857'),          # a short row
    ANSWER_OUT.replace('143628579', '1436285790'),        # a long row
    ANSWER_OUT.replace('143628579', '14362857x'),         # garbage
    ANSWER_OUT.replace('572139468', '572130468'),         # a 0 left in
    ' '.join(' '.join(row) for row in ANSWER),            # digits one by one
    'hello world',
    NO,                                                   # claims none, there is one
    'No Solution',
    'No',
])
def test_checker_rejects_malformed_or_wrong_output(output):
    wa(output)


def test_checker_no_solution_answers():
    inp = poj2676_in([CLASH_ROW, from_line(''.join(STATEMENT))])
    answer = NO + '\n' + ANSWER_OUT
    assert check(inp, answer, answer)[0] == 'AC'
    assert check(inp, NO + '   ' + ' '.join(ANSWER), answer)[0] == 'AC'
    assert check(inp, ANSWER_OUT + ANSWER_OUT, answer)[0] == 'WA'        # a grid breaking the givens
    assert check(inp, ANSWER_OUT, answer)[0] == 'WA'                     # one answer short
    assert 'case 2' in check(inp, NO + '\n' + NO, answer)[1]


def test_checker_fails_when_the_answer_file_is_proved_wrong():
    inp = STATEMENT_IN
    with pytest.raises(AssertionError):          # the output solves what the answer calls unsolvable
        check(inp, ANSWER_OUT, NO + '\n')
    with pytest.raises(AssertionError):          # the answer file's grid is not a solution
        check(inp, ANSWER_OUT, text_of(swapped(ANSWER_ROWS, 0, 4, 5)))
    with pytest.raises(Malformed):               # the answer file is not a grid
        check(inp, ANSWER_OUT, 'nonsense')


def test_checker_names_the_wrong_case():
    inp = poj2676_in([from_line(''.join(STATEMENT))] * 3)
    out = ANSWER_OUT + text_of(swapped(ANSWER_ROWS, 0, 4, 5)) + ANSWER_OUT
    assert check(inp, ANSWER_OUT * 3, ANSWER_OUT * 3)[0] == 'AC'
    assert 'case 2' in check(inp, out, ANSWER_OUT * 3)[1]


def test_checker_command_line_exit_codes(tmp_path):
    files = {'in': STATEMENT_IN, 'good': ANSWER_OUT, 'bad': text_of(swapped(ANSWER_ROWS, 0, 4, 5)),
             'none': NO + '\n'}
    runs = (('good', 'good'), ('bad', 'good'), ('good', 'none'))
    assert checker_exit_codes('sudoku', tmp_path, files, runs) == (0, 1, 3)


def test_grid_error_agrees_with_the_reference_on_random_mutations():
    rng = random.Random(7)
    bad = 0
    for _ in range(400):
        puzzle, full = random_puzzle(rng, rng.randint(20, 81))
        grid = list(full)
        kind = rng.randrange(4)
        if kind == 0:
            i, j = rng.sample(range(81), 2)
            grid[i], grid[j] = grid[j], grid[i]
        elif kind == 1:
            grid[rng.randrange(81)] = rng.randint(1, 9)
        elif kind == 2:                          # a digit relabelling: valid unless it moves a given
            perm = list(range(1, 10))
            rng.shuffle(perm)
            grid = [perm[d - 1] for d in grid]
        ok = grid_error(puzzle, grid) is None
        assert ok == is_valid_solution(puzzle, grid), (to_line(puzzle), to_line(grid))
        bad += not ok
    assert 100 < bad < 400                       # both kinds of case were exercised


# ---- the format helpers (POJ 3074, P1784) --------------------------------------------

def test_poj3074_input_variants_read_alike():
    puzzles = [from_line(line) for line in data('top95.txt').read_text().split()[:3]]
    plain = poj3074_in(puzzles)
    assert read_puzzles('poj3074', plain) == puzzles
    for variant in (poj3074_in(puzzles, '\r\n'), poj3074_in(puzzles, empty='0'), poj3074_in(puzzles, end=False),
                    poj3074_in(puzzles, end=False).rstrip('\n'), '\n\n' + plain.replace('\n', '\n \n') + '\n\n',
                    plain + to_line(puzzles[0]) + '\n'):    # a line after `end` is not a puzzle
        assert read_puzzles('poj3074', variant) == puzzles


def test_poj3074_and_p1784_answers_are_read_by_lines():
    grid = from_line(''.join(ANSWER))
    assert read_answers('poj3074', ''.join(ANSWER) + '  \r\n\n', 1) == [grid]
    assert read_answers('p1784', '\n'.join(to_rows(grid, ' ')) + ' \n', 1) == [grid]
    assert read_answers('p1784', NO + '\n', 1) == [None]
    for fmt, text in (('poj3074', ' '.join(ANSWER)), ('poj3074', ''.join(ANSWER)[:80]),
                      ('p1784', ' '.join(to_rows(grid, ' '))), ('p1784', '\n'.join(ANSWER)),
                      ('p1784', '\n'.join(to_rows(grid, ' ')[:8])), ('poj3074', ''.join(ANSWER) + '\nx')):
        with pytest.raises(Malformed):
            read_answers(fmt, text, 1)


def test_check_format_on_p1784_statement():
    inp = (samples('p1784') / 'statement.in').read_text()
    out = (samples('p1784') / 'statement.out').read_text()
    assert check_format('p1784', inp, out) == ('AC', '1 puzzle solved')
    assert check_format('p1784', inp, out.replace('8 1 2', '8 2 1'))[0] == 'WA'


# ---- the samples ----------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize('problem', ['poj2676', 'poj3074', 'p1784'])
def test_samples_answers_are_right(problem):
    """Every .out is a right answer to its .in (any valid grid for POJ 2676; for the
    others the unique grid, which the generator proved, so validity is what can drift)."""
    folder = samples(problem)
    names = sorted(folder.glob('*.in'))
    assert len(names) >= 3
    none = []                                   # (file, puzzle) answered "no solution"
    for path in names:
        inp = path.read_text()
        out = path.with_suffix('.out').read_text()
        puzzles = read_puzzles(problem, inp)
        answers = read_answers(problem, out, len(puzzles), 'answer')
        for puzzle, answer in zip(puzzles, answers):
            if answer is None:
                none.append((path.name, puzzle))
            else:
                assert is_valid_solution(puzzle, answer), path.name
    found = references('refs.sudoku_bitmask', 'solve', [(puzzle, 1) for _, puzzle in none])
    for (name, _), (count, _) in zip(none, found):
        assert count == 0, name


# ---- the solutions: stress ------------------------------------------------------------

@pytest.fixture(scope='module')
def random_batch(once):
    """(puzzle, full grid it came from, unique?) for random puzzles of every density: made
    once per run, however many test processes use it (seconds of solve())."""
    return once('sudoku-random-batch', make_random_batch)


def make_random_batch():
    rng = random.Random(2024)
    batch = []
    for holes in [rng.randint(20, 64) for _ in range(240)] + [rng.randint(65, 81) for _ in range(30)]:
        puzzle, full = random_puzzle(rng, holes)
        batch.append((puzzle, full, solve(puzzle, 2)[0] == 1))
    for _ in range(20):                           # minimal unique puzzles: harder searches
        full = random_grid(rng)
        puzzle = list(full)
        for i in rng.sample(range(81), 81):
            digit, puzzle[i] = puzzle[i], 0
            if solve(puzzle, 2)[0] != 1:
                puzzle[i] = digit
        batch.append((puzzle, full, True))
    batch.append(([0] * 81, None, False))
    uniques = sum(1 for _, _, u in batch if u)
    assert 60 < uniques < len(batch) - 60        # both kinds are there
    return batch


def assert_right(problem, puzzles, outputs, uniques, fulls):
    """Each output right: exact for unique puzzles (the full grid they came from)."""
    for k, (puzzle, got, unique, full) in enumerate(zip(puzzles, outputs, uniques, fulls), 1):
        assert got is not None, f'{problem} case {k}: No Solution! for {to_line(puzzle)}'
        assert is_valid_solution(puzzle, got), f'{problem} case {k}: {to_line(puzzle)} -> {to_line(got)}'
        if unique:
            assert got == full, f'{problem} case {k}: unique puzzle, another grid'


run_ok = solution_output


@pytest.mark.slow
@pytest.mark.timeout(600)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_poj3074_random_batch(python, random_batch):
    puzzles = [p for p, _, _ in random_batch]
    out = run_ok('poj3074', poj3074_in(puzzles), python)
    assert check_format('poj3074', poj3074_in(puzzles), out)[0] == 'AC'
    outputs = read_answers('poj3074', out, len(puzzles))
    assert_right('poj3074', puzzles, outputs, [u for _, _, u in random_batch], [f for _, f, _ in random_batch])
    # the whitespace variants give the same lines
    for variant in (poj3074_in(puzzles, '\r\n'), poj3074_in(puzzles, empty='0'), poj3074_in(puzzles, end=False),
                    poj3074_in(puzzles, end=False).rstrip('\n'),
                    '\n' + poj3074_in(puzzles).replace('\n', '\n\n', 50) + '\n\n'):
        assert lines_of(run_ok('poj3074', variant, python)) == lines_of(out)


@pytest.mark.timeout(600)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_poj2676_random_batch(python, random_batch):
    puzzles = [p for p, _, _ in random_batch]
    for newline in ('\n', '\r\n'):
        inp = poj2676_in(puzzles, newline)
        out = run_ok('poj2676', inp, python)
        assert check_format('poj2676', inp, out)[0] == 'AC'
        outputs = read_answers('poj2676', out, len(puzzles))
        assert_right('poj2676', puzzles, outputs, [u for _, _, u in random_batch], [f for _, f, _ in random_batch])


@pytest.mark.timeout(600)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_p1784_random_puzzles(python, random_batch):
    uniques = [(p, f) for p, f, u in random_batch if u]
    others = [(p, f) for p, f, u in random_batch if not u]
    for puzzle, full in uniques[:6] + uniques[-4:]:          # the last ones are minimal puzzles
        out = run_ok('p1784', p1784_in(puzzle), python)
        assert lines_of(out) == to_rows(full, ' '), to_line(puzzle)
    for puzzle, _ in others[:3] + others[-2:]:                # the very last: the empty grid
        out = run_ok('p1784', p1784_in(puzzle), python)
        assert check_format('p1784', p1784_in(puzzle), out)[0] == 'AC', to_line(puzzle)


@pytest.mark.slow
@pytest.mark.timeout(600)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_tdoku_puzzles_with_counts(python):
    """tdoku's test set: 0 solutions -> No Solution!, 1 -> its solution, many -> a valid grid."""
    cases = tdoku()
    puzzles = [p for p, _ in cases]
    lines = [line.split(':') for line in data('tdoku_test_puzzles_with_counts.txt').read_text().split()]
    known = [from_line(r[2]) if len(r) > 2 else None for r in lines]
    for problem, inp in (('poj3074', poj3074_in(puzzles)), ('poj2676', poj2676_in(puzzles))):
        outputs = read_answers(problem, run_ok(problem, inp, python), len(puzzles))
        for k, ((puzzle, count), got, solution) in enumerate(zip(cases, outputs, known), 1):
            if count == 0:
                assert got is None, f'{problem} tdoku line {k}: a grid for an unsolvable puzzle'
            else:
                assert got is not None and is_valid_solution(puzzle, got), f'{problem} tdoku line {k}'
                if count == 1:
                    assert got == solution, f'{problem} tdoku line {k}'
    zero = [p for p, count in cases if count == 0]
    for puzzle in zero[:2]:
        assert lines_of(run_ok('p1784', p1784_in(puzzle), python)) == [NO]


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_unsolvable_puzzles_give_no_solution(python):
    assert all(solve(p, 1)[0] == 0 for p in UNSOLVABLE)
    statement = from_line(''.join(STATEMENT))
    answer = from_line(''.join(ANSWER))
    # interleaved with solvable ones, so the answers must stay in step
    puzzles = [UNSOLVABLE[0], statement, UNSOLVABLE[1], UNSOLVABLE[2], statement, UNSOLVABLE[3]]
    expected = [None, answer, None, None, answer, None]
    out = run_ok('poj3074', poj3074_in(puzzles), python)
    assert lines_of(out) == [NO if g is None else to_line(g) for g in expected]
    out = run_ok('poj2676', poj2676_in(puzzles), python)
    assert lines_of(out) == [line for g in expected for line in ([NO] if g is None else to_rows(g))]
    inp = poj2676_in(puzzles)
    assert check(inp, out, out) == ('AC', '6 puzzles solved')
    for puzzle in UNSOLVABLE:
        assert lines_of(run_ok('p1784', p1784_in(puzzle), python)) == [NO]


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_edge_inputs(python):
    assert lines_of(run_ok('poj3074', 'end\n', python)) == []
    assert lines_of(run_ok('poj3074', '', python)) == []
    assert lines_of(run_ok('poj2676', '0\n', python)) == []
    # P1784 with tabs, CRLF and a missing final newline; POJ 2676 rows with spaces around
    puzzle = from_line(''.join(STATEMENT))
    text = '\r\n'.join('\t'.join(row) for row in grid_rows_text(puzzle))
    assert lines_of(run_ok('p1784', text, python)) == to_rows(from_line(''.join(ANSWER)), ' ')
    out = run_ok('poj2676', '  1 \n' + '\n'.join('  ' + row + '  ' for row in STATEMENT), python)
    assert lines_of(out) == ANSWER


def grid_rows_text(grid):
    return [[str(d) for d in grid[r * 9:r * 9 + 9]] for r in range(9)]


def test_module_is_its_own_special_judge():
    """POJ 2676's .problem.json names this checker."""
    from kit.catalogue import PROBLEMS
    assert PROBLEMS['poj2676'].checker == checker('sudoku')
    assert callable(sudoku.check) and judge([], []) == ('AC', '0 puzzles solved')
