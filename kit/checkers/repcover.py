"""Special judge for repeated cover: the fewest rows with a 1 in every column; any such set.

The output is read as tokens: k, then k row numbers (1-based, any order, each at most
once) whose rows hold a 1 in every column; or exactly `No Solution!`. Whether a cover
exists needs no answer file (it does iff no column is all 0), and neither does the
validity of a row list; only the optimum k is taken from the answer file, which must
itself hold a cover of k rows. An output with a valid cover of fewer rows than the
answer's proves the answer file wrong: the checker then raises (FAIL), blaming no one.
"""

NO = ['No', 'Solution!']


def _digits(t):
    """ASCII digits only (int() would take '٣' or '1_0')."""
    return t.isascii() and t.isdigit()


def read_matrix(input_text):
    """(n, m, rows) from a valid input, rows[i] the set of 1-based columns of row i+1."""
    tokens = input_text.split()
    n, m = int(tokens[0]), int(tokens[1])
    cells = tokens[2:]
    if not (n >= 0 and m >= 0) or len(cells) != n * m or not set(cells) <= {'0', '1'}:
        raise ValueError(f'bad input: N={n} M={m}, {len(cells)} cells')
    return n, m, [{j + 1 for j in range(m) if cells[i * m + j] == '1'} for i in range(n)]


def read_cover(tokens, n, m, rows):
    """(k, None) if tokens are k and k distinct rows covering every column, else (None, why)."""
    if not tokens:
        return None, 'empty output'
    for t in tokens:
        if not _digits(t):
            return None, f'{t[:20]!r} is not a number'
    if len(tokens[0]) > 12:
        return None, f'k = {tokens[0][:20]}... is out of range'
    k = int(tokens[0])
    if len(tokens) != k + 1:
        return None, f'k = {k} but {len(tokens) - 1} row numbers follow'
    seen = set()
    hit = set()
    for t in tokens[1:]:
        r = int(t) if len(t) <= 12 else 0  # a huge int() would raise, not say WA
        if not 1 <= r <= n:
            return None, f'row {t[:20]} is out of range 1..{n}'
        if r in seen:
            return None, f'row {r} is printed twice'
        seen.add(r)
        hit |= rows[r - 1]
    if len(hit) != m:
        missing = min(set(range(1, m + 1)) - hit)
        return None, f'column {missing} is not covered ({m - len(hit)} columns uncovered)'
    return k, None


def longest(input_text, answer_text):
    """Bytes of the longest valid output: k and at most N distinct row numbers, each of at
    most 12 characters (read_cover reads no longer one) with a blank; or No Solution!."""
    tokens = input_text.split(None, 1)
    n = int(tokens[0]) if tokens and tokens[0].isdigit() and len(tokens[0]) < 10 else 0
    return 13 * (n + 1) + 16


def check(input_text, output_text, answer_text):
    n, m, rows = read_matrix(input_text)
    solvable = set().union(*rows) == set(range(1, m + 1)) if rows else m == 0
    answer = answer_text.split()
    if answer == NO:
        if solvable:
            raise ValueError('the answer file says No Solution! but every column has a 1')
        best = None
    else:
        best, why = read_cover(answer, n, m, rows)
        if why:
            raise ValueError(f'the answer file is not a cover: {why}')
    output = output_text.split()
    if output == NO:
        if solvable:
            return 'WA', 'printed No Solution! but every column has a 1'
        return 'AC', 'No Solution!'
    k, why = read_cover(output, n, m, rows)
    if why:
        return 'WA', why
    if k > best:
        return 'WA', f'a cover by {k} rows, but {best} rows are enough'
    if k < best:
        raise ValueError(f'the output covers with {k} rows, fewer than the answer file\'s {best}')
    return 'AC', f'a cover by {k} row{"" if k == 1 else "s"}, the fewest'


if __name__ == '__main__':
    from testlib import main    # run as a script: kit/checkers is on sys.path
    main(check, longest)
