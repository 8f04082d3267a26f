"""Kanoodle - the 12-piece, 5 x 11 board puzzle toy, solved and counted by Dancing Links.

Problem: a 5 x 11 board, 5 lines of 11 characters: '.' an empty cell, a letter A-L a cell
  of that piece, already placed (lowercase is read as uppercase). Place the other pieces
  (any rotation or mirror image) to fill the board; print it, 5 lines of 11 letters, or
  exactly "No Solution!". `--count`: the number of completions (371,020 for the empty
  board), with progress on stderr when stderr is a terminal; `--all`: every completion,
  separated by blank lines; `--jobs N`: processes for --count (default: every core).
  A malformed board (size, character, a letter whose cells are not its piece in some
  orientation, or fewer or more cells than the piece has: more is a letter used twice)
  is one line on stderr and exit status 1; bad arguments, a usage line and status 2.
Model: exact cover. A column per empty cell, then one per piece still to place (cells
  first: 1.7% fewer link updates than pieces first, measured), a row per placement of
  such a piece on empty cells: 55 + 12 = 67 columns and 1,789 rows on the empty board
  (orientations: A-E 8 each, F-I 4, J 2, K 1, L 1).
Symmetry: the board's group is {identity, half turn, the two mirrors}; H is the part of it
  that maps the given board onto itself. A piece none of whose placements is fixed by a
  member of H other than the identity (A-E have no symmetry at all, F none of the board's)
  keeps one placement per orbit of H, so every orbit of completions (|H| of them: the
  piece's placement differs in each) is met exactly once: count = |H| x restricted count,
  and --all prints the |H| images of each. Exact whatever the board.
Parallel: --count hands out the subtrees under the first two branching levels (chosen as
  DLX would: fewest rows; 279 of them on the empty board) to a multiprocessing pool; each
  worker counts its own matrix. CPU as one process (within 7%); it saves wall time where a
  second core is free.
DLX: the core of p4929.py (flat lists L R U D C ROW S, iterative, branching on the
  column with the fewest rows) without its tie-break by row length: on --count of the
  empty board in PyPy3 it measured no gain beyond noise. ROW holds the placement's index.
Time: exponential in general; the empty board's whole search, reduced by symmetry, is
  6.5 million nodes and 1.37e9 link updates: about 14 s CPU in PyPy3, 160-190 s in CPython
  (bench/bench_kanoodle.py). Challenges take milliseconds: the slowest of all 1,789
  boards with one piece placed took 0.17 s in CPython to its first completion.
Status: orientation and placement counts, and counts of boards with 3-7 pieces to place,
  checked against independent brute force in tests/test_kanoodle.py; the reduction
  against a plain count on symmetric boards; random challenges cut from found solutions
  solved again and judged by judge_io/checkers/kanoodle.py; --all on the empty board gives
  371,020 distinct boards in 92,755 orbits of four; --count gives 371,020 in the benchmark.
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


def parse(data):
    """The board as a list of 55 characters, checked; raises BoardError saying what is wrong."""
    rows = data.split()
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


def build(ncols, rows, numbers):
    """The linked matrix of columns 1..ncols; rows[i] lists its columns, numbers[i] names it."""
    L = [ncols] + list(range(ncols))
    R = list(range(1, ncols + 1)) + [0]
    U = list(range(ncols + 1))
    D = list(range(ncols + 1))
    C = list(range(ncols + 1))
    ROW = [0] * (ncols + 1)
    S = [0] * (ncols + 1)
    for cols, number in zip(rows, numbers):
        first = len(C)
        for x, c in enumerate(cols, first):
            L.append(x - 1)
            R.append(x + 1)
            U.append(U[c])
            D.append(c)
            D[U[c]] = x
            U[c] = x
            C.append(c)
            ROW.append(number)
            S[c] += 1
        if cols:
            L[first] = len(C) - 1
            R[-1] = first
    return L, R, U, D, C, ROW, S


def search(L, R, U, D, C, S):
    """Yield every exact cover as the list of its chosen nodes (one list, reused: copy to keep)."""
    chosen = []
    while True:
        c = R[0]
        if c == 0:                  # every column covered: a solution
            yield chosen
            r = c                   # then backtrack as if the column were exhausted
        else:
            s = S[c]                # the column with the fewest rows
            j = R[c]
            while j:
                if S[j] < s:
                    c = j
                    s = S[j]
                j = R[j]
            L[R[c]] = L[c]          # cover c
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
            r = D[c]
        while r == c:               # no rows left to try here: backtrack
            if c:                   # uncover c
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
            if not chosen:
                return
            r = chosen.pop()
            j = L[r]                # uncover the other columns of r, right to left
            while j != r:
                c = C[j]
                i = U[c]
                while i != c:
                    k = L[i]
                    while k != i:
                        S[C[k]] += 1
                        U[D[k]] = k
                        D[U[k]] = k
                        k = L[k]
                    i = U[i]
                L[R[c]] = c
                R[L[c]] = c
                j = L[j]
            c = C[r]
            r = D[r]
        j = R[r]                    # cover the other columns of r, left to right
        while j != r:
            c = C[j]
            L[R[c]] = L[c]
            R[L[c]] = R[c]
            i = D[c]
            while i != c:
                k = R[i]
                while k != i:
                    U[D[k]] = U[k]
                    D[U[k]] = D[k]
                    S[C[k]] -= 1
                    k = R[k]
                i = D[i]
            j = R[j]
        chosen.append(r)


def solutions(board, found):
    """Yield each completion of board using only the placements found, as a list of 55 letters."""
    ncols, rows = matrix(board, found)
    L, R, U, D, C, ROW, S = build(ncols, rows, range(len(rows)))
    for chosen in search(L, R, U, D, C, S):
        full = list(board)
        for x in chosen:
            letter, cells = found[ROW[x]]
            for i in cells:
                full[i] = letter
        yield full


def count(board, found):
    ncols, rows = matrix(board, found)
    L, R, U, D, C, ROW, S = build(ncols, rows, range(len(rows)))
    n = 0
    for _ in search(L, R, U, D, C, S):
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
    pool = multiprocessing.Pool(min(jobs, len(parts)))
    try:
        for k, n in enumerate(pool.imap_unordered(_count_part, parts), 1):
            total += n
            if progress:
                progress('%d/%d branches, %d completions' % (k, len(parts), total))
    finally:
        pool.close()
        pool.join()
    return total


def render(full):
    return '\n'.join(''.join(full[r * WIDTH:(r + 1) * WIDTH]) for r in range(HEIGHT))


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
        board = parse(sys.stdin.buffer.read())
    except BoardError as e:
        sys.stderr.write('malformed board: %s\n' % e)
        sys.exit(1)
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
    main()
