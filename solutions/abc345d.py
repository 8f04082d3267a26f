"""AtCoder ABC345 D Tiling - some of N rectangles, each turned or not, tile the H x W grid.

Problem: N H W, then N lines A_i B_i (N <= 7; H, W, A_i, B_i <= 10); Yes if some of the
  tiles, each turned or not, cover the grid exactly, else No. Bad input: a line, exit 1.
Model: a primary column per cell, a secondary column per tile, a row per placement; equal
  tiles' rows side by side; no tile set of area H*W: No at once; a needed lone tile is
  primary; one lone tile keeps one placement per symmetry orbit (docs/abc345d.md).
Core: variant of solutions/template.py
  search: twin-skip
  Measured: 7 tiles 3 x 3 on 7 x 9: 1,989 link updates, 296,667 by the template's search.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: python3 abc345d.py < tiles.txt   (AtCoder: "Python (CPython 3.13.7)" passes)
Time: hardest input found 0.44 s [abc345d/hardest-found-no-8x10/cpython3.13] in CPython
  3.13, 0.16 s [abc345d/hardest-found-no-8x10/pypy3] in PyPy3 (limit 2 s).
Status: samples; 2,400 random inputs against refs/abc345d_dfs.py, every tiling met once
  (tests/test_abc345d.py), CPython and PyPy3.
"""
import sys


def build(ncols, rows, nprimary=None):
    """The linked matrix (L, R, U, D, C, ROW, S); rows[i] lists the columns of row i."""
    if nprimary is None:
        nprimary = ncols
    L = [nprimary] + list(range(ncols))
    R = list(range(1, ncols + 1)) + [0]
    R[nprimary] = 0
    for c in range(nprimary + 1, ncols + 1):
        L[c] = R[c] = c             # a secondary column: a ring of its own
    U = list(range(ncols + 1))
    D = list(range(ncols + 1))
    C = list(range(ncols + 1))
    ROW = [0] * (ncols + 1)
    S = [0] * (ncols + 1)
    for i, cols in enumerate(rows):
        first = len(C)
        for c in cols:
            x = len(C)
            L.append(x - 1)
            R.append(x + 1)
            U.append(U[c])
            D.append(c)
            D[U[c]] = x
            U[c] = x
            C.append(c)
            ROW.append(i)
            S[c] += 1
        if cols:
            L[first] = len(C) - 1
            R[-1] = first
    return L, R, U, D, C, ROW, S


def cover(M, c):
    """Take column c out of the ring, and every row of c out of the other columns."""
    L, R, U, D, C, ROW, S = M
    L[R[c]] = L[c]
    R[L[c]] = R[c]
    i = D[c]
    while i != c:
        j = R[i]
        while j != i:
            U[D[j]] = U[j]
            D[U[j]] = D[j]
            S[C[j]] -= 1
            j = R[j]
        i = D[i]


def uncover(M, c):
    """Undo cover(M, c): the same links, relinked in the reverse order."""
    L, R, U, D, C, ROW, S = M
    i = U[c]
    while i != c:
        j = L[i]
        while j != i:
            S[C[j]] += 1
            U[D[j]] = j
            D[U[j]] = j
            j = L[j]
        i = U[i]
    L[R[c]] = c
    R[L[c]] = c


def search(M, key):
    """Yield every exact cover as the list of its chosen nodes (one list, reused);
    after a row, the rows next to it with the same key (key[ROW[x]]) are not tried."""
    L, R, U, D, C, ROW, S = M
    chosen = []                     # chosen[k]: the node of the row tried at level k
    while True:
        c = R[0]
        if c:                       # a column with the fewest rows
            j = R[c]
            while j:
                if S[j] < S[c]:
                    c = j
                j = R[j]
            cover(M, c)
            r = D[c]
        else:
            yield chosen            # every primary column covered
            r = c                   # nothing covered at this level: backtrack
        while r == c:               # no row of c left: leave this level
            if c:
                uncover(M, c)
            if not chosen:
                return
            r = chosen.pop()
            j = L[r]
            while j != r:
                uncover(M, C[j])
                j = L[j]
            c = C[r]
            k = key[ROW[r]]
            r = D[r]
            while r != c and key[ROW[r]] == k:
                r = D[r]            # the same placement with another copy: tried already
        chosen.append(r)            # try row r: cover its other columns
        j = R[r]
        while j != r:
            cover(M, C[j])
            j = R[j]


def least_used(h, w, tiles):
    """{kind: the fewest tiles of that kind in any set of tiles of total area h * w}, or
    None when no set has that area. A kind is (short side, long side)."""
    kinds = [(min(a, b), max(a, b)) for a, b in tiles]
    least = None
    for subset in range(1 << len(tiles)):
        chosen = [kinds[i] for i in range(len(tiles)) if subset >> i & 1]
        if sum(a * b for a, b in chosen) == h * w:
            counts = {k: chosen.count(k) for k in kinds}
            least = counts if least is None else {k: min(least[k], counts[k]) for k in kinds}
    return least


def model(h, w, tiles, symmetric=True, primary=True):
    """(ncols, nprimary, rows, key) of the exact cover, or None when no set of tiles has
    area h * w. key[i] numbers row i's placement (equal tiles share one per position).
    symmetric=False, primary=False leave out those parts (for tests and measurements)."""
    least = least_used(h, w, tiles)
    if least is None:
        return None
    kinds = {}                          # kind -> how many tiles of it
    for a, b in tiles:
        kinds[min(a, b), max(a, b)] = kinds.get((min(a, b), max(a, b)), 0) + 1
    # A tile that every set of area h * w uses, the only one of its kind, gets a primary
    # column: the search may then branch on where it goes. (Not for equal tiles: a
    # branch on one copy's column would meet each tiling once per copy.)
    primary = [k for k in kinds if kinds[k] == 1 and least[k]] if primary else []
    order = primary + [k for k in kinds if k not in primary]
    copies = {}                         # kind -> its columns, one per tile (the primary first)
    ncols = h * w
    for k in order:
        copies[k] = list(range(ncols + 1, ncols + 1 + kinds[k]))
        ncols += kinds[k]
    # The grid's symmetries map a tiling to a tiling: one tile alone of its size (a
    # primary one if there is one, the one with fewest placements) keeps one placement of
    # each orbit, and every tiling still has an image that the search can find.
    lone = [k for k in order if kinds[k] == 1]
    fixed = None
    if symmetric and lone:
        fixed = min(lone, key=lambda k: (k not in primary, len(placements(h, w, k))))
    rows = []
    key = []
    place = 0
    for k in order:
        for cells in placements(h, w, k):
            if k == fixed and cells != min(images(h, w, cells)):
                continue
            for column in copies[k]:            # copies of one placement side by side
                rows.append(cells + [column])
                key.append(place)
            place += 1
    return ncols, h * w + len(primary), rows, key


def placements(h, w, kind):
    """Each placement of a tile of the kind on the grid: its cells' columns, sorted."""
    a, b = kind
    return [[1 + (i + di) * w + j + dj for di in range(p) for dj in range(q)]
            for p, q in sorted({(a, b), (b, a)})     # p rows by q columns
            for i in range(h - p + 1) for j in range(w - q + 1)]


def images(h, w, cells):
    """The cells' images under the grid's symmetries (mirrors, half turn; quarter turns and
    the diagonal mirrors too when the grid is square), each sorted."""
    points = [divmod(c - 1, w) for c in cells]
    maps = [lambda i, j: (i, j), lambda i, j: (h - 1 - i, j), lambda i, j: (i, w - 1 - j),
            lambda i, j: (h - 1 - i, w - 1 - j)]
    if h == w:
        maps += [lambda i, j: (j, i), lambda i, j: (w - 1 - j, i), lambda i, j: (j, h - 1 - i),
                 lambda i, j: (w - 1 - j, h - 1 - i)]
    return [sorted(1 + y * w + x for y, x in (f(i, j) for i, j in points)) for f in maps]


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def main():
    data = words()
    try:
        numbers = [int(x) for x in data]
    except ValueError:
        fail('abc345d: expected integers only')
    if len(numbers) < 3 or len(numbers) != 3 + 2 * numbers[0] or min(numbers) < 1:
        fail('abc345d: expected N H W, then N lines A B, all positive integers')
    n, h, w = numbers[:3]
    tiles = [(numbers[3 + 2 * i], numbers[4 + 2 * i]) for i in range(n)]
    found = model(h, w, tiles)
    if found is not None:
        ncols, nprimary, rows, key = found
        found = next(search(build(ncols, rows, nprimary), key), None)
    sys.stdout.write('No\n' if found is None else 'Yes\n')


if __name__ == '__main__':
    main()
