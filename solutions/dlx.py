"""Exact cover in Knuth's DLX1/DLX2 input format: secondary items, colours; all, count, min.

Problem: Knuth's format on stdin (docs/dlx-format.md): `|` comments, the item line (primary,
  then `|` and secondary items), an option a line, `name:c` colours a secondary item. Print
  one solution's options as written, or "No Solution!"; --all (blank-line separated),
  --count, --limit N, --min (size, then a smallest solution), --stats (on stderr).
Model: items are columns (primary first), options rows; an option without a primary item
  is dropped (a note on stderr). A chosen coloured node purifies its column (Knuth's
  DLX2): rows of another colour or none are hidden, rows of its colour marked -1.
Core: variant of solutions/template.py
  search: colours, min-size, node-count, early-fail
  search_colours: search + colours, min-size, node-count
  search_plain: search + early-fail
  purify, unpurify: part of colours
  counting, progress_reporter: reads
  Measured: 6 x 10 pentomino count, PyPy3: 30.7 s [dlx/pentominoes-6x10-count-9356/pypy3]
  vs 44.5 s [dlx/pentominoes-6x10-count-9356-template-core/pypy3] with the template's
  search (refs/dlx_template_core.py); xcover 10.7 s
  [dlx/pentominoes-6x10-count-9356/xcover].
  build, cover, uncover verbatim; search_colours commits a row's nodes (cover or purify)
  under a size bound; input without colours takes search_plain.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047); colours: Knuth's DLX2.
Usage: python3 dlx.py [--all | --count | --min] [--limit N] [--stats] < input
Time: exponential; 6 x 10 pentominoes --count: 3.6 M nodes (2.4 M fail at once); but
  Kanoodle's empty board --count: PyPy3 187 s [dlx/kanoodle-empty-count-371020/pypy3], 134 s
  [dlx/kanoodle-empty-count-371020-template-core/pypy3] with the template's search
  (NOTES.md).
Status: 400 random coloured instances against brute force over option subsets in every
  mode, search_plain against the template on 400 larger ones; queens, pentomino and
  Knuth's counts; malformed input (tests/test_dlx.py).
"""
import sys

USAGE = 'usage: dlx.py [--all | --count | --min] [--limit N] [--stats] < input\n'


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


def purify(M, COL, p):
    """Node p (colour COL[p] > 0) chosen: hide the rows of its column with another colour
    or none; mark the rows of the same colour -1 (already agreed: commit nothing)."""
    L, R, U, D, C, ROW, S = M
    k = COL[p]
    c = C[p]
    i = D[c]
    while i != c:
        if COL[i] == k:
            COL[i] = -1
        else:
            j = R[i]
            while j != i:
                U[D[j]] = U[j]
                D[U[j]] = D[j]
                S[C[j]] -= 1
                j = R[j]
        i = D[i]


def unpurify(M, COL, p):
    """Undo purify(M, COL, p), in the reverse order."""
    L, R, U, D, C, ROW, S = M
    k = COL[p]
    c = C[p]
    i = U[c]
    while i != c:
        if COL[i] < 0:
            COL[i] = k
        else:
            j = L[i]
            while j != i:
                S[C[j]] += 1
                U[D[j]] = j
                D[U[j]] = j
                j = L[j]
        i = U[i]


def search_colours(M, COL, chosen, bound=None, tally=None, cover=cover, purify=purify):
    """search(M) with colours: yield every solution as chosen (the caller's list, reused).

    A chosen row commits each other node j: cover(C[j]) if COL[j] == 0, purify if
    COL[j] > 0, nothing if COL[j] < 0 (its column already has j's colour). bound: None,
    or [b]: no solution of b rows or more is sought (--min lowers b as it finds them).
    tally: None, or a list whose [0] gets the nodes (rows tried). cover and purify may be
    replaced by counting versions (--stats)."""
    L, R, U, D, C, ROW, S = M
    nodes = 0
    while True:
        c = R[0]
        if c and bound is not None and len(chosen) + 1 >= bound[0]:
            c = r = 0               # a cut: nothing covered at this level
        elif c:                     # a column with the fewest rows
            j = R[c]
            while j:
                if S[j] < S[c]:
                    c = j
                j = R[j]
            cover(M, c)
            r = D[c]
        else:
            if tally is not None:
                tally[0] = nodes
            yield chosen            # every primary column covered
            r = c                   # nothing covered at this level: backtrack
        while r == c:               # no row of c left: leave this level
            if c:
                uncover(M, c)
            if not chosen:
                if tally is not None:
                    tally[0] = nodes
                return
            r = chosen.pop()
            j = L[r]
            while j != r:
                k = COL[j]
                if k == 0:
                    uncover(M, C[j])
                elif k > 0:
                    unpurify(M, COL, j)
                j = L[j]
            c = C[r]
            r = D[r]
        chosen.append(r)            # try row r: commit its other nodes
        nodes += 1
        j = R[r]
        while j != r:
            k = COL[j]
            if k == 0:
                cover(M, C[j])
            elif k > 0:
                purify(M, COL, j)
            j = R[j]


def search_plain(M, nprimary, chosen):
    """search(M) for inputs without colours, with the z-trick: when covering a row's
    columns empties a primary column of the ring outside that row, the row fails at once
    (its later columns are not covered, the next level's scan is not made)."""
    L, R, U, D, C, ROW, S = M
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
            r = c
        while True:
            while r == c:           # no row of c left: leave this level
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
            j = R[r]                # try row r: cover its other columns
            while j != r:
                x = C[j]
                L[R[x]] = L[x]
                R[L[x]] = R[x]
                z = 0
                i = D[x]
                while i != x:
                    k = R[i]
                    while k != i:
                        u = U[k]
                        d = D[k]
                        D[u] = d
                        U[d] = u
                        if u == d:
                            z = u   # k was its column's last row
                        S[C[k]] -= 1
                        k = R[k]
                    i = D[i]
                if z and z <= nprimary and R[L[z]] == z:
                    k = R[j]        # emptied, still to cover: r's own later column?
                    while k != r and C[k] != z:
                        k = R[k]
                    if k == r:
                        break       # a dead end: r fails at once
                j = R[j]
            if j == r:
                chosen.append(r)
                break
            while j != r:           # undo the covers made, right to left
                uncover(M, C[j])
                j = L[j]
            r = D[r]


class InputError(Exception):
    pass


def bad_name(name):
    """Why name cannot be an item's (or a colour's) name, or None."""
    if len(name) > 8:
        return 'is longer than 8 characters'
    if ':' in name:
        return "holds ':'"
    if '|' in name:
        return "holds '|'"
    return None


def parse(text):
    """(primary, secondary, options, notes): options as (line text, [(item, colour)]), colour
    None or a string; options without a primary item are left out, a note for each."""
    lines = text.split('\n')
    primary = secondary = None
    options = []
    notes = []
    index = {}
    for number, line in enumerate(lines, 1):
        words = line.split()
        if not words or words[0][0] == '|':
            continue                # blank, or a comment
        if primary is None:         # the item line
            if words.count('|') > 1:
                raise InputError("line %d: '|' twice in the item line" % number)
            cut = words.index('|') if '|' in words else len(words)
            primary, secondary = words[:cut], words[cut + 1:]
            for name in primary + secondary:
                why = bad_name(name)
                if why:
                    raise InputError("line %d: item name '%s' %s" % (number, name, why))
                if name in index:
                    raise InputError("line %d: item '%s' named twice" % (number, name))
                index[name] = len(index)
            continue
        items = []
        seen = set()
        for word in words:
            name, colon, colour = word.partition(':')
            if name not in index:
                why = bad_name(name) or ('is empty' if not name else 'is not in the item line')
                raise InputError("line %d: item '%s' %s" % (number, name, why))
            if name in seen:
                raise InputError("line %d: item '%s' twice in one option" % (number, name))
            seen.add(name)
            if colon:
                if index[name] < len(primary):
                    raise InputError("line %d: colour on primary item '%s'" % (number, name))
                why = 'is empty' if not colour else bad_name(colour)
                if why:
                    raise InputError("line %d: colour '%s' of item '%s' %s"
                                     % (number, colour, name, why))
            items.append((index[name], colour if colon else None))
        if any(i < len(primary) for i, _ in items):
            options.append((' '.join(words), items))
        else:
            notes.append('line %d: option without a primary item dropped' % number)
    if primary is None:             # the line after the last one
        end = text.count('\n') + (not text.endswith('\n')) if text else 0
        raise InputError('line %d: no item line (the input is empty)' % (end + 1))
    return primary, secondary, options, notes


def matrix(primary, secondary, options):
    """(M, COL): the linked matrix and the colour of every node (0: none, then 1, 2, ...)."""
    colours = {}
    rows = []
    COL = [0] * (len(primary) + len(secondary) + 1)
    for _, items in options:
        rows.append([i + 1 for i, _ in items])
        for _, colour in items:
            COL.append(colours.setdefault(colour, len(colours) + 1) if colour else 0)
    return build(len(primary) + len(secondary), rows, len(primary)), COL


def counting(M, COL, tally):
    """cover and purify that add their link updates (rows hidden x nodes) to tally[1]."""
    L, R, U, D, C, ROW, S = M

    def hidden(c, keep):
        n = 0
        i = D[c]
        while i != c:
            if COL[i] != keep:
                j = R[i]
                while j != i:
                    n += 1
                    j = R[j]
            i = D[i]
        return n

    def cover_counted(M, c):
        tally[1] += 1 + hidden(c, None)
        cover(M, c)

    def purify_counted(M, COL, p):
        tally[1] += hidden(C[p], COL[p])
        purify(M, COL, p)
    return cover_counted, purify_counted


def progress_reporter(M, chosen, found):
    """Every second, on stderr: time, solutions so far and the share of the tree done
    (each level's row as a fraction of its column's rows). Returns a stop function."""
    import signal
    import time
    D, C, S = M[3], M[4], M[6]
    start = time.time()
    shown = [False]

    def show(signum, frame):
        done, width = 0.0, 1.0
        for r in list(chosen[:12]):
            c = C[r]
            k, i = 0, D[c]
            while i != r and i != c and k <= S[c]:
                k += 1
                i = D[i]
            width /= max(S[c], 1)
            done += k * width
        sys.stderr.write('\r%.0f s, %d solutions, level %d, about %.3f%% done  '
                         % (time.time() - start, found[0], len(chosen), 100 * done))
        sys.stderr.flush()
        shown[0] = True

    if not hasattr(signal, 'setitimer'):
        return lambda: None         # no interval timer here (Windows): no progress
    signal.signal(signal.SIGALRM, show)
    signal.setitimer(signal.ITIMER_REAL, 1.0, 1.0)

    def stop():
        signal.setitimer(signal.ITIMER_REAL, 0)
        if shown[0]:
            sys.stderr.write('\n')
    return stop


def arguments(args):
    """(mode, limit, stats) from the command line; usage line and exit 2 if they are wrong."""
    mode, limit, stats = 'first', None, False
    args = list(args)
    while args:
        arg = args.pop(0)
        value = None
        if arg.startswith('--limit='):
            arg, value = '--limit', arg[len('--limit='):]
        elif arg == '--limit' and args:
            value = args.pop(0)
        if arg in ('-h', '--help'):
            sys.stdout.write(USAGE)
            sys.exit(0)
        if arg in ('--all', '--count', '--min') and mode == 'first':
            mode = arg[2:]
        elif arg == '--stats' and not stats:
            stats = True
        elif arg == '--limit' and limit is None and value is not None and value.isdigit() \
                and value.isascii() and int(value) > 0:
            limit = int(value)
        else:
            sys.stderr.write(USAGE)
            sys.exit(2)
    if mode == 'min' and limit is not None:
        sys.stderr.write(USAGE)
        sys.exit(2)
    return mode, limit, stats


def main():
    mode, limit, stats = arguments(sys.argv[1:])
    try:
        primary, secondary, options, notes = parse(
            sys.stdin.buffer.read().decode('utf-8', 'surrogateescape'))
    except InputError as e:
        sys.stderr.write('dlx.py: %s\n' % e)
        sys.exit(1)
    for note in notes:
        sys.stderr.write('dlx.py: note: %s\n' % note)
    M, COL = matrix(primary, secondary, options)
    ROW = M[5]
    chosen = []
    tally = [0, 0]                  # nodes, link updates
    bound = [len(options) + 1] if mode == 'min' else None
    found = [0]
    if stats:
        cover_, purify_ = counting(M, COL, tally)
        solutions = search_colours(M, COL, chosen, bound, tally, cover_, purify_)
    elif bound is None and not any(COL):
        solutions = search_plain(M, len(primary), chosen)
    else:
        solutions = search_colours(M, COL, chosen, bound, tally)
    stop = progress_reporter(M, chosen, found) if sys.stderr.isatty() else None
    out = []
    best = None
    for solution in solutions:
        found[0] += 1
        if mode == 'count':
            pass
        elif mode == 'min':
            best = sorted(ROW[x] for x in solution)
            bound[0] = len(best)
        else:
            if out:
                out.append('')
            out.extend(options[i][0] for i in sorted(ROW[x] for x in solution))
            if mode == 'first':
                break
        if found[0] == limit:
            break
    if stop:
        stop()
    if stats:
        sys.stderr.write('dlx.py: %d nodes, %d updates, %d solutions\n'
                         % (tally[0], tally[1], found[0]))
    if mode == 'count':
        out = [str(found[0])]
    elif mode == 'min' and best is not None:
        out = [str(len(best))] + [options[i][0] for i in best]
    elif not found[0]:
        out = ['No Solution!']
    sys.stdout.buffer.write(('\n'.join(out) + '\n').encode('utf-8', 'surrogateescape'))


if __name__ == '__main__':
    main()
