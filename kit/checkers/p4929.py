"""Special judge for Luogu P4929 (exact cover): any exact cover is right.

The output is read as tokens. It is right when it is exactly `No Solution!` and no
cover exists, or a list of row numbers (1-based, any order, each at most once) whose
rows hold exactly one 1 in every column (an all-zero row may be among them: it changes
nothing). Whether a cover exists is taken from the answer file: a cover there proves
one does. Its `No Solution!` cannot be checked cheaply (exact cover is NP-complete), so
it is trusted until the output itself is a valid cover: then the answer file is proved
wrong, and that is the checker's failure (it raises: FAIL), not the program's.
"""
NO = ['No', 'Solution!']


def _integer(t):
    """An optional '-' and ASCII digits only (int() would take '٣' or '1_0')."""
    return t.isascii() and (t[1:] if t[:1] == '-' else t).isdigit()


def read_matrix(input_text):
    """(n, m, rows) from a valid input, rows[i] the set of 1-based columns of row i+1."""
    tokens = input_text.split()
    n, m = int(tokens[0]), int(tokens[1])
    cells = tokens[2:]
    if not (n >= 1 and m >= 1) or len(cells) != n * m or not set(cells) <= {'0', '1'}:
        raise ValueError(f'bad input: N={n} M={m}, {len(cells)} cells')
    return n, m, [{j + 1 for j in range(m) if cells[i * m + j] == '1'} for i in range(n)]


def cover_error(tokens, n, m, rows):
    """None if tokens name rows that cover every column exactly once, else why not."""
    if not tokens:
        return 'empty output'
    chosen = []
    for t in tokens:
        if not _integer(t):
            return f'{t[:20]!r} is not a row number'
        k = int(t) if len(t) <= 12 else 0  # a huge int() would raise, not say WA
        if not 1 <= k <= n:
            return f'row {t[:20]} is out of range 1..{n}'
        chosen.append(k)
    seen = set()
    owner = {}  # column -> the row that covered it
    for k in chosen:
        if k in seen:
            return f'row {k} is printed twice'
        seen.add(k)
        for c in rows[k - 1]:
            if c in owner:
                return f'column {c} is covered by both row {owner[c]} and row {k}'
            owner[c] = k
    if len(owner) != m:
        missing = min(set(range(1, m + 1)) - set(owner))
        return f'column {missing} is not covered ({m - len(owner)} columns uncovered)'
    return None


def longest(input_text, answer_text):
    """Bytes of the longest valid output: N distinct row numbers of at most 12 characters
    (cover_error reads no longer one), each with a blank; or No Solution!."""
    tokens = input_text.split(None, 1)
    n = int(tokens[0]) if tokens and tokens[0].isdigit() and len(tokens[0]) < 10 else 0
    return 13 * n + 16


def check(input_text, output_text, answer_text):
    n, m, rows = read_matrix(input_text)
    answer = answer_text.split()
    if answer == NO:
        solvable = False
    else:
        why = cover_error(answer, n, m, rows)
        if why:
            raise ValueError(f'the answer file is not a cover: {why}')
        solvable = True
    output = output_text.split()
    if output == NO:
        if solvable:
            return 'WA', 'printed No Solution! but a cover exists'
        return 'AC', 'No Solution!'
    why = cover_error(output, n, m, rows)
    if why:
        return 'WA', why
    if not solvable:
        raise ValueError('the output is a valid cover but the answer file says No Solution!')
    return 'AC', f'an exact cover by {len(output)} rows'


if __name__ == '__main__':
    from testlib import main    # run as a script: kit/checkers is on sys.path
    main(check, longest)
