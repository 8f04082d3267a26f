"""The reference for ABC345 D "Tiling": the contest's usual search, no DLX.

The first empty cell in row-major order must be the top-left corner of the tile that
covers it, so the search fills that cell with each unused tile in each orientation, as
long as the tile fits on empty cells, and stops when no cell is empty. The grid is one
int (cell (i, j) is bit i * W + j); equal tiles are tried once per level, so every
tiling (a set of placed rectangles) is met exactly once. Reads the problem's input from
stdin, prints Yes or No. tiles_fit() and tilings() are what the tests call.
"""
import sys


def tilings(h, w, tiles, limit=None):
    """The number of tilings of the h x w grid by some of the tiles (a, b), each turned or
    not, counted up to limit (None: all)."""
    full = (1 << h * w) - 1
    kinds = [(min(a, b), max(a, b)) for a, b in tiles]
    left = {k: kinds.count(k) for k in kinds}       # tiles of each kind not yet used

    def block(p, q):
        line = (1 << q) - 1
        return sum(line << i * w for i in range(p))

    def fill(grid):
        if grid == full:
            return 1
        free = ~grid & full
        cell = (free & -free).bit_length() - 1
        i, j = divmod(cell, w)
        found = 0
        for k in sorted(left):
            if not left[k]:
                continue
            left[k] -= 1
            for p, q in sorted({k, k[::-1]}):
                if i + p <= h and j + q <= w:
                    m = block(p, q) << cell
                    if not grid & m:
                        found += fill(grid | m)
                        if limit is not None and found >= limit:
                            break
            left[k] += 1
            if limit is not None and found >= limit:
                break
        return found

    return fill(0)


def tiles_fit(h, w, tiles):
    """True when some of the tiles, each turned or not, cover the h x w grid exactly."""
    return tilings(h, w, tiles, 1) > 0


def main():
    data = sys.stdin.buffer.read().split()
    n, h, w = int(data[0]), int(data[1]), int(data[2])
    tiles = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(n)]
    print('Yes' if tiles_fit(h, w, tiles) else 'No')


if __name__ == '__main__':
    main()
