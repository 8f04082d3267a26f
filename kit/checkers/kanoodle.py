"""Kanoodle special judge: any legal completion of the given board is right.

A legal completion: 5 lines of 11 letters A-L, every cell given in the input unchanged, and
each of the 12 letters covering exactly the cells of its piece in some rotation or mirror
image. "No Solution!" is right exactly when the answer says so too; a legal board where
the answer says there is none means the answer is wrong: the checker fails (raises).
The pieces are drawn here as pictures and compared as pictures (turned and mirrored as
strings), independently of the solution's bitmaps and coordinates, so that a wrong shape
in either one shows.
"""
HEIGHT, WIDTH = 5, 11
# Each piece drawn as in the toy's booklet, '#' a ball: another notation than the
# solution's bitmaps, and compared as pictures, not as normalised coordinates.
PICTURES = {
    'A': ('.#', '.#', '##'), 'B': ('.#', '##', '##'), 'C': ('.#', '.#', '.#', '##'),
    'D': ('.#', '.#', '##', '.#'), 'E': ('.#', '.#', '##', '#.'), 'F': ('#.', '##'),
    'G': ('..#', '..#', '###'), 'H': ('..#', '.##', '##.'), 'I': ('#.#', '###'),
    'J': ('####',), 'K': ('##', '##'), 'L': ('.#.', '###', '.#.'),
}
PIECES = {letter: ''.join(rows).count('#') for letter, rows in PICTURES.items()}   # sizes
NONE = ['No', 'Solution!']


def _turned(rows):
    """The picture turned a quarter clockwise."""
    return tuple(''.join(column) for column in zip(*reversed(rows)))


def _images(rows):
    """The picture in its 4 turns, each also mirrored left to right."""
    images = set()
    for _ in range(4):
        rows = _turned(rows)
        images.add(rows)
        images.add(tuple(row[::-1] for row in rows))
    return images


IMAGES = {letter: _images(rows) for letter, rows in PICTURES.items()}


def _picture(cells):
    """The picture of a set of (row, column) cells, cropped to its bounding box."""
    top, left = min(r for r, c in cells), min(c for r, c in cells)
    height = max(r for r, c in cells) - top + 1
    width = max(c for r, c in cells) - left + 1
    return tuple(''.join('#' if (top + r, left + c) in cells else '.' for c in range(width))
                 for r in range(height))


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
        size = PIECES[letter]
        if len(cells[letter]) != size:
            return 'piece %s covers %d cells, it has %d' % (letter, len(cells[letter]), size)
        if _picture(set(cells[letter])) not in IMAGES[letter]:
            return 'the cells of piece %s are not its shape in any orientation' % letter
    return None


def longest(input_text, answer_text):
    """Bytes of the longest valid output: 5 lines of 11 letters, or No Solution!."""
    return HEIGHT * (WIDTH + 1) + 16


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
    from testlib import main    # run as a script: kit/checkers is on sys.path
    main(check, longest)
