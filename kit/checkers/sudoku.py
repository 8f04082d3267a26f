"""Sudoku special judge: POJ 2676 (Luogu P10481), and the same check for the other formats.

A right answer to a puzzle is a 9x9 grid of digits 1-9 whose every row, column and 3x3
box holds each digit once and which keeps every given. Any such grid is accepted (POJ
2676 puzzles may have many). A puzzle without a solution has the one-line answer
`No Solution!` (the kit's documented answer; the judges' data has none): where the
answer file says so, the output must say exactly that, and an output that gives a
valid grid there proves the answer file wrong, which is a checker failure (raise).

Three formats (fmt below), each read by small pure functions the tests reuse:
  'poj2676'  input: T, then per puzzle 9 tokens of 9 digits (0 empty); output: per
             puzzle 9 tokens of 9 digits, read as tokens as testlib does.
  'poj3074'  input: lines of 81 chars ('.' or '0' empty) up to a line `end` (optional),
             blank lines and CRLF allowed; output: one line of 81 digits per puzzle.
  'p1784'    input: 81 numbers (0 empty); output: 9 lines of 9 numbers.
The last two are judged by line comparison on Luogu; their readers here are line-aware
(line-end spaces and blank lines ignored), so they check what that comparison needs
except for the single right grid, which the tests compare separately.
A grid is a list of 81 ints, row by row; 0 is an empty cell of a puzzle.
"""
NO_SOLUTION = 'No Solution!'
FORMATS = ('poj2676', 'poj3074', 'p1784')


class Malformed(ValueError):
    """The text is not in the format: for an output that is WA, for input or answer FAIL."""


def _digits(token, allow_empty, where):
    ok = '0123456789.' if allow_empty else '123456789'
    if not all(ch in ok for ch in token):
        raise Malformed(f'{where}: {_show(token)} is not made of {"digits" if allow_empty else "digits 1-9"}')
    return [0 if ch in '.0' else ord(ch) - 48 for ch in token]


def _show(token, width=30):
    return repr(token if len(token) <= width else token[:width] + '...')


# ---- puzzles (the input file) -------------------------------------------------------

def read_puzzles(fmt, text):
    """The puzzles of an input file in format fmt; raises Malformed if it is not one."""
    if fmt == 'poj2676':
        tokens = text.split()
        if not tokens or not tokens[0].isdigit():
            raise Malformed('input: the first token is not the number of cases')
        count = int(tokens[0])
        if len(tokens) != 1 + 9 * count:
            raise Malformed(f'input: {count} cases need {9 * count} rows, found {len(tokens) - 1}')
        return [_rows(tokens[1 + 9 * k:10 + 9 * k], True, f'input case {k + 1}') for k in range(count)]
    if fmt == 'poj3074':
        puzzles = []
        for n, line in enumerate(text.splitlines(), 1):
            line = line.strip()
            if line == 'end':
                break
            if line:
                if len(line) != 81:
                    raise Malformed(f'input line {n}: {len(line)} characters, not 81')
                puzzles.append(_digits(line, True, f'input line {n}'))
        return puzzles
    if fmt == 'p1784':
        tokens = text.split()
        if len(tokens) != 81 or any(len(t) != 1 for t in tokens):
            raise Malformed(f'input: {len(tokens)} tokens, not 81 single digits')
        return [_digits(''.join(tokens), True, 'input')]
    raise ValueError(f'unknown format {fmt!r}')


def _rows(tokens, allow_empty, where):
    grid = []
    for r, token in enumerate(tokens, 1):
        if len(token) != 9:
            raise Malformed(f'{where} row {r}: {_show(token)} is not 9 digits')
        grid += _digits(token, allow_empty, f'{where} row {r}')
    return grid


# ---- answers (the output, or the answer file) -----------------------------------------

def read_answers(fmt, text, count, who='output'):
    """count answers from text: each a grid (81 ints) or None for `No Solution!`.

    Raises Malformed (message names the case) when text is short, malformed or has
    anything after the last answer.
    """
    answers = []
    if fmt == 'poj2676':
        tokens = text.split()
        pos = 0
        for k in range(1, count + 1):
            where = f'{who} case {k}'
            if pos < len(tokens) and tokens[pos] == 'No':
                if tokens[pos + 1:pos + 2] != ['Solution!']:
                    raise Malformed(f'{where}: "No" not followed by "Solution!"')
                answers.append(None)
                pos += 2
                continue
            rows = tokens[pos:pos + 9]
            if len(rows) < 9:
                raise Malformed(f'{where}: {len(rows)} rows, the {who} ends there')
            answers.append(_rows(rows, False, where))
            pos += 9
        rest = tokens[pos:]
    else:
        lines = [line.split() for line in text.splitlines()]
        lines = [tokens for tokens in lines if tokens]
        pos = 0
        for k in range(1, count + 1):
            where = f'{who} case {k}'
            if pos < len(lines) and lines[pos] == ['No', 'Solution!']:
                answers.append(None)
                pos += 1
                continue
            if pos >= len(lines):
                raise Malformed(f'{where}: missing, the {who} ends there')
            if fmt == 'poj3074':
                if len(lines[pos]) != 1 or len(lines[pos][0]) != 81:
                    raise Malformed(f'{where}: {_show(" ".join(lines[pos]))} is not one word of 81 digits')
                answers.append(_digits(lines[pos][0], False, where))
                pos += 1
            elif fmt == 'p1784':
                grid = []
                for r, tokens in enumerate(lines[pos:pos + 9], 1):
                    if len(tokens) != 9 or any(len(t) != 1 for t in tokens):
                        raise Malformed(f'{where} row {r}: {_show(" ".join(tokens))} is not 9 single digits')
                    grid += _digits(''.join(tokens), False, f'{where} row {r}')
                if len(grid) != 81:
                    raise Malformed(f'{where}: {len(grid) // 9} rows, the {who} ends there')
                answers.append(grid)
                pos += 9
            else:
                raise ValueError(f'unknown format {fmt!r}')
        rest = [' '.join(tokens) for tokens in lines[pos:]]
    if rest:
        raise Malformed(f'{who}: extra text after case {count}: {_show(rest[0])}')
    return answers


# ---- the rules ------------------------------------------------------------------------

def grid_error(puzzle, grid):
    """None if grid is a full valid sudoku keeping puzzle's givens, else what is wrong."""
    for i in range(81):
        if not 1 <= grid[i] <= 9:
            return f'row {i // 9 + 1} column {i % 9 + 1} holds {grid[i]}'
        if puzzle[i] and puzzle[i] != grid[i]:
            return f'row {i // 9 + 1} column {i % 9 + 1}: the given {puzzle[i]} became {grid[i]}'
    for name, cells in _UNITS:
        seen = set()
        for i in cells:
            if grid[i] in seen:
                return f'{name} holds {grid[i]} twice'
            seen.add(grid[i])
    return None


_UNITS = ([(f'row {r + 1}', [r * 9 + c for c in range(9)]) for r in range(9)]
          + [(f'column {c + 1}', [r * 9 + c for r in range(9)]) for c in range(9)]
          + [(f'box {b + 1} (rows {b // 3 * 3 + 1}-{b // 3 * 3 + 3}, columns {b % 3 * 3 + 1}-{b % 3 * 3 + 3})',
              [(b // 3 * 3 + r) * 9 + b % 3 * 3 + c for r in range(3) for c in range(3)]) for b in range(9)])


def judge(puzzles, outputs, expected=None):
    """(verdict, message) for outputs against puzzles; expected (the answer file's answers,
    or None) only says which puzzles have no solution. Raises if expected is proved wrong."""
    for k, (puzzle, got) in enumerate(zip(puzzles, outputs), 1):
        want_none = expected is not None and expected[k - 1] is None
        if expected is not None and not want_none:
            wrong = grid_error(puzzle, expected[k - 1])
            if wrong:
                raise AssertionError(f'answer file case {k} is not a solution: {wrong}')
        if got is None:
            if not want_none:
                return 'WA', f'case {k}: "{NO_SOLUTION}" for a puzzle that has a solution'
            continue
        wrong = grid_error(puzzle, got)
        if wrong:
            return 'WA', f'case {k}: {wrong}'
        if want_none:
            raise AssertionError(f'answer file case {k} says "{NO_SOLUTION}" but the output solves it')
    return 'AC', f'{len(puzzles)} puzzle{"s" * (len(puzzles) != 1)} solved'


def check_format(fmt, input_text, output_text, answer_text=None):
    """The checker for any of the three formats; answer_text None: every puzzle is solvable."""
    puzzles = read_puzzles(fmt, input_text)
    expected = None if answer_text is None else read_answers(fmt, answer_text, len(puzzles), 'answer')
    try:
        outputs = read_answers(fmt, output_text, len(puzzles))
    except Malformed as e:
        return 'WA', str(e)
    return judge(puzzles, outputs, expected)


def longest(input_text, answer_text):
    """Bytes of the longest valid POJ 2676 output: 9 rows of 9 digits a puzzle, each with
    a blank, for the T puzzles of the input; or No Solution! for one."""
    tokens = input_text.split(None, 1)
    count = int(tokens[0]) if tokens and tokens[0].isdigit() and len(tokens[0]) < 10 else 0
    return 90 * count + 16


def check(input_text, output_text, answer_text):
    """POJ 2676's special judge (the contract in kit.checkers)."""
    return check_format('poj2676', input_text, output_text, answer_text)


if __name__ == '__main__':
    from testlib import main    # run as a script: kit/checkers is on sys.path
    main(check, longest)
