"""The 12 pentominoes on a rectangle, in Knuth's format: python3 docs/examples/pentominoes.py 6 10

Items, all primary: the 12 pieces F I L N P T U V W X Y Z (each used once) and the cells
rRcC of the H x W board (each filled once). Options: one per placement of a piece in one
of its orientations (turned and flipped), named by the piece and its five cells. A board
of 60 cells: 6 x 10 has 9,356 solutions (2,339 up to symmetry), 5 x 12 4,040, 4 x 15
1,472, 3 x 20 8. Another area has none.

--weights adds a cost to each option (Knuth's DLX5 `|n`): the piece's value (F = 1, I = 2,
..., Z = 12) times the weight of the cells it covers, cell (r, c) weighing (7r + 3c) mod
10. `dlx.py --cost` then finds the tiling that puts the valuable pieces on light cells:
  python3 docs/examples/pentominoes.py 5 12 --weights | pypy3 solutions/dlx.py --cost
"""
import sys

PIECES = {                  # each piece drawn once; '#' is a cell
    'F': ['.##', '##.', '.#.'], 'I': ['#####'], 'L': ['####', '#...'],
    'N': ['###.', '..##'], 'P': ['###', '##.'], 'T': ['###', '.#.', '.#.'],
    'U': ['#.#', '###'], 'V': ['#..', '#..', '###'], 'W': ['#..', '##.', '.##'],
    'X': ['.#.', '###', '.#.'], 'Y': ['####', '.#..'], 'Z': ['##.', '.#.', '.##'],
}


def orientations(picture):
    """The distinct orientations of a piece, each as a sorted tuple of (row, column) cells."""
    cells = [(r, c) for r, line in enumerate(picture) for c, ch in enumerate(line) if ch == '#']
    found = set()
    for _ in range(4):
        cells = [(c, -r) for r, c in cells]                 # a quarter turn
        for shape in (cells, [(r, -c) for r, c in cells]):  # and its mirror image
            r0 = min(r for r, c in shape)
            c0 = min(c for r, c in shape)
            found.add(tuple(sorted((r - r0, c - c0) for r, c in shape)))
    return sorted(found)


def pentominoes(height, width, weights=False):
    cell = lambda r, c: 'r%dc%d' % (r, c)  # noqa: E731
    value = {piece: n for n, piece in enumerate(PIECES, 1)}
    lines = ['| the 12 pentominoes on a %d x %d board' % (height, width),
             ' '.join(PIECES) + ' ' + ' '.join(cell(r, c) for r in range(height) for c in range(width))]
    for piece, picture in PIECES.items():
        for shape in orientations(picture):
            for r in range(height - max(y for y, x in shape)):
                for c in range(width - max(x for y, x in shape)):
                    line = piece + ' ' + ' '.join(cell(r + y, c + x) for y, x in shape)
                    if weights:
                        line += ' |%d' % (value[piece] * sum((7 * (r + y) + 3 * (c + x)) % 10
                                                             for y, x in shape))
                    lines.append(line)
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    args = [a for a in sys.argv[1:] if a != '--weights']
    if len(args) != 2 or not all(a.isdigit() and int(a) > 0 for a in args):
        sys.exit('usage: pentominoes.py HEIGHT WIDTH [--weights]  (e.g. 6 10: the 12 pentominoes'
                 ' on 6 x 10; --weights: costs)')
    sys.stdout.write(pentominoes(int(args[0]), int(args[1]), '--weights' in sys.argv))
