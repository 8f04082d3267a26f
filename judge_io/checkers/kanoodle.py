"""Kanoodle special judge: any legal completion of the given board is right.

A legal completion: 5 lines of 11 letters A-L, every cell given in the input unchanged, and
each of the 12 letters covering exactly the cells of its piece in some rotation or mirror
image. "No Solution!" is right exactly when the answer says so too; a legal board where
the answer says there is none means the answer is wrong: the checker fails (raises).
The pieces' shapes are written out here again, not imported from the solution, so that a
wrong shape in either one shows.
"""
HEIGHT, WIDTH = 5, 11
PIECES = {'A': '01/01/11', 'B': '01/11/11', 'C': '01/01/01/11', 'D': '01/01/11/01',
          'E': '01/01/11/10', 'F': '10/11', 'G': '001/001/111', 'H': '001/011/110',
          'I': '101/111', 'J': '1111', 'K': '11/11', 'L': '010/111/010'}
NONE = ['No', 'Solution!']


def _canonical(cells):
    """The cells shifted to the origin, sorted: equal for equal shapes in equal orientation."""
    r0 = min(r for r, c in cells)
    c0 = min(c for r, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def _shapes(bitmap):
    cells = [(r, c) for r, line in enumerate(bitmap.split('/')) for c, bit in enumerate(line) if bit == '1']
    images = set()
    for a, b, c, d in ((1, 0, 0, 1), (0, -1, 1, 0), (-1, 0, 0, -1), (0, 1, -1, 0),
                       (1, 0, 0, -1), (-1, 0, 0, 1), (0, 1, 1, 0), (0, -1, -1, 0)):
        images.add(_canonical([(a * r + b * c_, c * r + d * c_) for r, c_ in cells]))
    return images


SHAPES = {letter: _shapes(bitmap) for letter, bitmap in PIECES.items()}


def _given(text):
    """The challenge's board: 5 rows of 11 characters, '.' or a letter (lowercase allowed)."""
    rows = text.split()
    if len(rows) != HEIGHT or any(len(row) != WIDTH for row in rows):
        raise ValueError('the input is not a 5 x 11 board')
    return [row.upper() for row in rows]


def _problem(tokens, given):
    """Why tokens are not a legal completion of given, or None if they are."""
    if len(tokens) != HEIGHT or any(len(t) != WIDTH for t in tokens):
        return 'expected %d lines of %d letters, got %d tokens (lengths %s)' % (
            HEIGHT, WIDTH, len(tokens), ' '.join(str(len(t)) for t in tokens[:8]))
    cells = {}
    for r in range(HEIGHT):
        for c in range(WIDTH):
            ch = tokens[r][c]
            if ch == '.':
                return 'cell at line %d, column %d is left empty' % (r + 1, c + 1)
            if ch not in PIECES:
                return 'unknown character %r at line %d, column %d' % (ch, r + 1, c + 1)
            if given[r][c] != '.' and given[r][c] != ch:
                return 'cell at line %d, column %d was %s in the challenge, output has %s' % (
                    r + 1, c + 1, given[r][c], ch)
            cells.setdefault(ch, []).append((r, c))
    missing = sorted(set(PIECES) - set(cells))
    if missing:
        return 'piece%s %s missing' % ('s' if len(missing) > 1 else '', ', '.join(missing))
    for letter in sorted(PIECES):
        size = PIECES[letter].count('1')
        if len(cells[letter]) != size:
            return 'piece %s covers %d cells, it has %d' % (letter, len(cells[letter]), size)
        if _canonical(cells[letter]) not in SHAPES[letter]:
            return 'the cells of piece %s are not its shape in any orientation' % letter
    return None


def check(input_text, output_text, answer_text):
    given = _given(input_text)
    tokens = output_text.split()
    answer = answer_text.split()
    if answer != NONE:
        bad = _problem(answer, given)
        if bad:
            raise ValueError('the answer file is not a legal completion: ' + bad)
    if tokens == NONE:
        if answer == NONE:
            return 'AC', 'no solution, as expected'
        return 'WA', 'output says No Solution!, but the board has a completion'
    bad = _problem(tokens, given)
    if bad:
        return 'WA', bad
    if answer == NONE:
        raise ValueError('the output is a legal completion, but the answer says No Solution!')
    return 'AC', 'a legal completion'


if __name__ == '__main__':
    from judge_io.checkers import run_as_testlib
    run_as_testlib(check)
