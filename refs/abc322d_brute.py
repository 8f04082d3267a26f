"""The reference for ABC322 D "Polyomino": the contest's brute force, no DLX.

Each piece's 4 x 4 picture is turned a quarter at a time as a picture (row r of the
turned picture is column r of the old one read bottom to top), and every turned picture
is slid by -3..3 rows and columns; the shifts that keep every '#' on the grid are the
piece's placements, as 16-bit masks. Three nested loops then look for one placement of
each piece with disjoint masks whose union is the whole grid. Reads the problem's input
from stdin, prints Yes or No. fits() is what the tests call.
"""
import sys


def turned(picture):
    """The picture turned a quarter clockwise."""
    return [''.join(picture[3 - c][r] for c in range(4)) for r in range(4)]


def masks(picture):
    """Every placement of the piece (any of its 4 turns, any shift) as a 16-bit mask."""
    found = set()
    for _ in range(4):
        picture = turned(picture)
        cells = [(r, c) for r in range(4) for c in range(4) if picture[r][c] == '#']
        for dr in range(-3, 4):
            for dc in range(-3, 4):
                moved = [(r + dr, c + dc) for r, c in cells]
                if all(0 <= r < 4 and 0 <= c < 4 for r, c in moved):
                    found.add(sum(1 << (4 * r + c) for r, c in moved))
    return found


def fits(pictures):
    """pictures: three lists of 4 strings. True when the pieces tile the 4 x 4 grid."""
    first, second, third = (masks(p) for p in pictures)
    for a in first:
        for b in second:
            if a & b:
                continue
            if 0xFFFF ^ (a | b) in third:
                return True
    return False


def main():
    lines = sys.stdin.read().split()
    print('Yes' if fits([lines[0:4], lines[4:8], lines[8:12]]) else 'No')


if __name__ == '__main__':
    main()
