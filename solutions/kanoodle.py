"""Kanoodle - the 12-piece, 5 x 11 board puzzle toy, solved and counted by Dancing Links.

Problem: 5 lines of 11: '.' an empty cell, A-L a cell of a piece already placed. Place
  the other pieces (rotated or mirrored) to fill the board; print it, or "No Solution!".
  --count: the number of completions (progress on stderr at a terminal); --all: every
  one, blank-line separated; --jobs N: processes for --count. A malformed board: one
  line on stderr, exit 1; bad arguments: a usage line, exit 2.
Model: a column per empty cell, then per piece to place (55 + 12 = 67 on the empty board),
  a row per placement (1,789). Symmetry: a piece with no symmetry of the board's keeps one
  placement per orbit of the board's symmetries H; count = |H| x the restricted count.
Core: canonical (solutions/template.py's build, cover, uncover, search, verbatim).
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: python3 kanoodle.py [--count [--jobs N] | --all] < board
Time: challenges take milliseconds; the empty board's --count (371,020) searches 6.5
  million nodes: 35.5 s [kanoodle/empty-board-count-2-jobs/pypy3] CPU in PyPy3 (`make
  bench`; CPython's count: `make bench-full`).
Status: placement and completion counts against independent brute force, the symmetry
  reduction against plain counts, found boards judged by the checker (tests/test_kanoodle.py).
"""
import os
import sys

HEIGHT, WIDTH = 5, 11
PIECES = (('A', '01/01/11'), ('B', '01/11/11'), ('C', '01/01/01/11'), ('D', '01/01/11/01'),
          ('E', '01/01/11/10'), ('F', '10/11'), ('G', '001/001/111'), ('H', '001/011/110'),
          ('I', '101/111'), ('J', '1111'), ('K', '11/11'), ('L', '010/111/010'))
# The piece to restrict by symmetry: the first that qualifies. Restricting A gave the fewest
# nodes on the empty board (6.48 million; F 7.07 million, the worst of the six).
RESTRICT_ORDER = 'ABCDEF'


class BoardError(Exception):
    pass


def normalize(cells):
    r0 = min(r for r, c in cells)
    c0 = min(c for r, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def orientations(bitmap):
    """The distinct shapes of a piece under rotation and mirroring, each normalized."""
    cells = [(r, c) for r, line in enumerate(bitmap.split('/')) for c, ch in enumerate(line) if ch == '1']
    shapes = set()
    for _ in range(4):
        cells = [(c, -r) for r, c in cells]                  # a quarter turn
        shapes.add(normalize(cells))
        shapes.add(normalize([(r, -c) for r, c in cells]))   # and its mirror image
    return sorted(shapes)


SHAPES = dict((letter, orientations(bitmap)) for letter, bitmap in PIECES)
# The board's symmetries, as maps of a cell index r * WIDTH + c.
SYMMETRIES = (
    lambda i: i,
    lambda i: HEIGHT * WIDTH - 1 - i,                                       # half turn
    lambda i: (HEIGHT - 1 - i // WIDTH) * WIDTH + i % WIDTH,                # top <-> bottom
    lambda i: i // WIDTH * WIDTH + WIDTH - 1 - i % WIDTH,                   # left <-> right
)


def parse(rows):
    """The board (its lines) as a list of 55 characters, checked; raises BoardError saying
    what is wrong."""
    if len(rows) != HEIGHT or any(len(row) != WIDTH for row in rows):
        raise BoardError('expected %d lines of %d characters, got %s' % (
            HEIGHT, WIDTH, ' '.join(str(len(row)) for row in rows) or 'nothing'))
    board = []
    for r, row in enumerate(rows):
        for c, byte in enumerate(row.upper()):
            ch = chr(byte)
            if ch != '.' and ch not in SHAPES:
                raise BoardError('unknown character %r at line %d, column %d' % (ch, r + 1, c + 1))
            board.append(ch)
    for letter, bitmap in PIECES:
        cells = [(i // WIDTH, i % WIDTH) for i, ch in enumerate(board) if ch == letter]
        size = bitmap.count('1')
        if cells and len(cells) != size:
            raise BoardError('piece %s covers %d cells, its shape has %d%s' % (
                letter, len(cells), size, ' (used twice?)' if len(cells) > size else ''))
        if cells and normalize(cells) not in SHAPES[letter]:
            raise BoardError('the cells of piece %s are not its shape in any orientation' % letter)
    return board


def placements(board):
    """Every placement of an unplaced piece on empty cells, as (letter, sorted cell indices)."""
    found = []
    for letter, bitmap in PIECES:
        if letter in board:
            continue
        for shape in SHAPES[letter]:
            h = max(r for r, c in shape) + 1
            w = max(c for r, c in shape) + 1
            for r in range(HEIGHT - h + 1):
                for c in range(WIDTH - w + 1):
                    cells = tuple((r + dr) * WIDTH + c + dc for dr, dc in shape)
                    if all(board[i] == '.' for i in cells):
                        found.append((letter, cells))
    return found


def symmetry_reduce(board, found):
    """(the board's symmetries, placements with one piece kept to one per orbit of them)."""
    group = [g for g in SYMMETRIES if all(board[g(i)] == board[i] for i in range(len(board)))]
    if len(group) == 1:
        return group, found
    for letter in RESTRICT_ORDER:
        own = [cells for piece, cells in found if piece == letter]
        orbits = [set(tuple(sorted(map(g, cells))) for g in group) for cells in own]
        if own and all(len(orbit) == len(group) for orbit in orbits):
            keep = [p for p in found if p[0] != letter or p[1] == min(orbits[own.index(p[1])])]
            return group, keep
    return SYMMETRIES[:1], found


def matrix(board, found):
    """Rows of column numbers: a column per empty cell, then per piece to place."""
    col = {}
    for i, ch in enumerate(board):
        if ch == '.':
            col[i] = len(col) + 1
    for letter, bitmap in PIECES:
        if letter not in board:
            col[letter] = len(col) + 1
    return len(col), [[col[letter]] + [col[i] for i in cells] for letter, cells in found]


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


def search(M):
    """Yield every exact cover as the list of its chosen nodes (one list, reused)."""
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
            r = D[r]
        chosen.append(r)            # try row r: cover its other columns
        j = R[r]
        while j != r:
            cover(M, C[j])
            j = R[j]


def solutions(board, found):
    """Yield each completion of board using only the placements found, as a list of 55 letters."""
    M = build(*matrix(board, found))
    ROW = M[5]
    for chosen in search(M):
        full = list(board)
        for x in chosen:
            letter, cells = found[ROW[x]]
            for i in cells:
                full[i] = letter
        yield full


def count(board, found):
    n = 0
    for _ in search(build(*matrix(board, found))):
        n += 1
    return n


def branches(board, found, depth):
    """Split the search as DLX would branch: a list of (board, placements) whose counts add up."""
    if depth == 0 or not found:
        return [(board, found)]
    ncols, rows = matrix(board, found)
    if ncols == 0:
        return [(board, found)]
    size = [0] * (ncols + 1)
    for cols in rows:
        for c in cols:
            size[c] += 1
    if 0 in size[1:]:
        return []
    best = size.index(min(size[1:]), 1)
    parts = []
    for (letter, cells), cols in zip(found, rows):
        if best in cols:
            taken = set(cells)
            sub = list(board)
            for i in cells:
                sub[i] = letter
            rest = [p for p in found if p[0] != letter and taken.isdisjoint(p[1])]
            parts.extend(branches(sub, rest, depth - 1))
    return parts


def _count_part(part):
    return count(*part)


def parallel_count(board, found, jobs, progress=None):
    parts = branches(board, found, 2)
    total = 0
    if jobs <= 1 or len(parts) <= 1:
        for k, part in enumerate(parts, 1):
            total += count(*part)
            if progress:
                progress('%d/%d branches, %d completions' % (k, len(parts), total))
        return total
    import multiprocessing
    pool = multiprocessing.Pool(min(jobs, len(parts)), _ignore_ctrl_c)
    try:
        for k, n in enumerate(pool.imap_unordered(_count_part, parts), 1):
            total += n
            if progress:
                progress('%d/%d branches, %d completions' % (k, len(parts), total))
    except BaseException:       # Ctrl-C: stop the workers now, not after the parts left
        pool.terminate()
        pool.join()
        raise
    pool.close()
    pool.join()
    return total


def _ignore_ctrl_c():
    """A worker leaves Ctrl-C to the parent, which ends the whole pool (a worker that died
    of it would be replaced, its part lost, and the parent would wait forever)."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def render(full):
    return '\n'.join(''.join(full[r * WIDTH:(r + 1) * WIDTH]) for r in range(HEIGHT))


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def main():
    args = sys.argv[1:]
    mode, jobs = 'solve', os.cpu_count() or 1
    while args:
        arg = args.pop(0)
        if arg in ('--count', '--all'):
            mode = arg[2:]
        elif arg == '--jobs' and args and args[0].isdigit():
            jobs = int(args.pop(0))
        else:
            sys.stderr.write('usage: kanoodle.py [--count [--jobs N] | --all] < board\n')
            sys.exit(2)
    try:
        board = parse(words())
    except BoardError as e:
        fail('kanoodle: malformed board: %s' % e)
    group, found = symmetry_reduce(board, placements(board))
    if mode == 'solve':
        full = next(solutions(board, found), None)
        sys.stdout.write((render(full) if full else 'No Solution!') + '\n')
    elif mode == 'all':
        out = sys.stdout
        first = True
        for full in solutions(board, found):
            for g in group:
                image = [None] * len(full)
                for i, ch in enumerate(full):
                    image[g(i)] = ch
                out.write(('' if first else '\n') + render(image) + '\n')
                first = False
    else:
        progress = None
        if sys.stderr.isatty():
            def progress(message):
                sys.stderr.write('\r%s (x%d by symmetry)  ' % (message, len(group)))
                sys.stderr.flush()
        total = len(group) * parallel_count(board, found, jobs, progress)
        if progress:
            sys.stderr.write('\n')
        sys.stdout.write('%d\n' % total)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:   # Ctrl-C: no traceback, the shell's status for SIGINT
        sys.stderr.write('\ninterrupted\n')
        sys.exit(130)
