"""UVA 1603 / POJ 1084 Square Destroyer - the fewest sticks to take so no square stays.

Problem: T cases; each is n (1..5) and "k s1..sk", the sticks already taken, numbered
  left to right and top to bottom (n top sticks, n + 1 verticals, n, ..., n bottom).
  Print per case the fewest further sticks whose removal leaves no square of any size
  intact. Input is read as a stream of numbers (any whitespace).
Model: repeated cover - a column per intact square (all 4s sticks present), a row per
  present stick, holding the squares it borders: at most 55 columns and 60 rows.
Core: variant of solutions/template.py
  build, cover, uncover, search: bit-masks
  Measured: the ten distinct hardest n = 5 grids found for this file, CPython 3.13
  0.73 s [uva1603/ten-distinct-hardest-n5/cpython3.13] (the linked core of repcover.py
  on its own ten hardest: about 1.5 times that, JOURNAL.md). popcount, build and search
  are hdu2295.py's text (a test keeps the copies identical); the rest is this file's.
  destroy runs search()'s depth bounds down from one below restarts()'s cover (a greedy
  from each first stick); a grid whose symmetries carry one stick of a square onto all
  its sticks costs 1 + the grid without it; main answers a case equal to an earlier one
  up to the 8 symmetries from a memo.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047), whose repeated-cover
  search this replaces on bit masks; the model as in POJ 1084.
Status: tested against a brute force over stick subsets (n <= 3) and an independent
  branch and bound (n <= 5, symmetric grids too; complete grids n = 1..5: 1 3 6 9 14).
  The ten hardest grids in PyPy3 0.37 s [uva1603/ten-distinct-hardest-n5/pypy3]: both
  interpreters within the 1 s limit.
"""
import sys


def popcount(x):
    """The number of 1 bits of x >= 0 (int.bit_count where it exists: CPython 3.10+)."""
    n = 0
    while x:
        n += BITS[x & 0xffff]
        x >>= 16
    return n


if hasattr(int, 'bit_count'):
    popcount = int.bit_count    # noqa: F811
else:                           # PyPy3, CPython 3.8-3.9: a table of 16-bit counts
    BITS = [0] * 65536
    for i in range(1, 65536):
        BITS[i] = BITS[i >> 1] + (i & 1)


def build(masks, full):
    """The rows of masks on the columns of full, as search() takes them: (ids, rows,
    colrows, crows), or None if a column of full is in no row.

    Columns are renumbered by weight (the sizes of their rows, summed), heaviest first as
    bit 0: the search's fewest-rows ties and its dual go to columns in large rows first.
    rows[r]: row r's columns (bits), ids[r] its index in masks; colrows[c]: column c's
    rows (bits), crows[c] the same as a list."""
    weight = [0] * full.bit_length()    # per column (its bit's index): the sizes of its rows
    for m in masks:
        x = m & full
        size = popcount(x)
        while x:
            low = x & -x
            weight[low.bit_length() - 1] += size
            x ^= low
    order = []
    x = full
    while x:
        low = x & -x
        x ^= low
        c = low.bit_length() - 1
        if not weight[c]:
            return None
        order.append(-weight[c] << 16 | c)  # heaviest first, then by index (ints sort fast)
    order.sort()
    number = weight                     # now per column: its bit in the rows built
    for i, w in enumerate(order):
        number[w & 0xffff] = 1 << i
    ids, rows = [], []
    for i, m in enumerate(masks):
        x = m & full
        if x:
            bits = 0
            while x:
                low = x & -x
                bits |= number[low.bit_length() - 1]
                x ^= low
            ids.append(i)
            rows.append(bits)
    colrows = [0] * len(order)
    crows = [[] for _ in order]
    for r, x in enumerate(rows):
        while x:
            low = x & -x
            x ^= low
            c = low.bit_length() - 1
            colrows[c] |= 1 << r
            crows[c].append(r)
    return ids, rows, colrows, crows


def search(rows, colrows, crows, k, stats, prefer=0, nogoods=(), trail=None):
    """Rows (numbers) covering every column, at most k of them, or None if there are none.

    A branch and bound on bit masks (rows and columns as Python ints, no links). At every
    node, until none applies: a column with one row left takes it; a column holding all
    the rows of another column is dropped (covering that one covers it); a row within
    another row left, on the columns left, is dropped. Then the bound: a dual y (y >= 0,
    each row's y-sum at most 1) inherited from the parent and raised where rows have
    slack; sum(y) > k cuts the node, and a row whose slack passes k - sum(y) is in no cover
    within k rows. Then the column with fewest rows left is branched on: its rows without
    slack first (complementary slackness: what the LP would take), then those in prefer
    (bits), then the largest; each is dropped once tried. A reduction is rechecked only
    where something changed (touched rows, columns that lost a row). stats[0] counts the
    nodes.

    nogoods: masks of rows no cover within k rows holds all of (a row is dropped at a node
    whose rows taken hold all of a nogood but that row). trail: if a list, a cover found
    appends (tried, r) per branching on its way, deepest first: r the row taken, tried
    the rows tried there before it (bits), each in no cover with the rows taken above."""
    def node(U, A, k, t, y, res, touched, gone, have):
        """U: the columns to cover, A: the rows left, k: how many may be taken; y, res: the
        dual (t its sum over U) and the rows' slack, this node's own copies; touched: rows
        whose columns left shrank (dominance to recheck); gone: columns that lost a row
        (forced to recheck; with those of touched rows, where the dual may rise); have: the
        rows taken above (bits)."""
        stats[0] += 1
        chosen = []
        for n in nogoods:               # a row completing a nogood is dropped
            d = n & ~have
            if d & A and not d & (d - 1):
                A ^= d
                gone |= rows[d.bit_length() - 1]
        slack = gone
        while U:
            g = checked = gone & U
            gone = take = 0
            while g:
                low = g & -g
                g ^= low
                s = colrows[low.bit_length() - 1] & A
                if s & (s - 1) == 0:
                    if not s:
                        return None
                    take |= s
            while take:                 # a column with one row left: that row is taken
                low = take & -take
                take ^= low
                r = low.bit_length() - 1
                A ^= low
                x = rows[r] & U
                U ^= x
                chosen.append(r)
                have |= low
                while x:
                    b = x & -x
                    x ^= b
                    c = b.bit_length() - 1
                    touched |= colrows[c]
                    v = y[c]
                    if v:
                        t -= v
                        for q in crows[c]:
                            res[q] += v
            g = checked & U
            while g:                    # a column holding all the rows of another is dropped
                low = g & -g
                g ^= low
                s = colrows[low.bit_length() - 1] & A
                x = U ^ low             # the columns in every row of low's column
                while s and x:
                    b = s & -s
                    s ^= b
                    x &= rows[b.bit_length() - 1]
                U ^= x                  # covering low's column covers them
                g &= ~x
                while x:
                    b = x & -x
                    x ^= b
                    c = b.bit_length() - 1
                    touched |= colrows[c]
                    v = y[c]
                    if v:
                        t -= v
                        for q in crows[c]:
                            res[q] += v
            touched &= A
            while touched:              # a row within another row left is dropped
                low = touched & -touched
                touched ^= low
                x = rows[low.bit_length() - 1] & U
                slack |= x
                if not x:
                    A ^= low
                    continue
                s = colrows[x.bit_length() - 1] & A ^ low       # the rows of its lightest column
                while s:
                    b = s & -s
                    s ^= b
                    if not x & ~rows[b.bit_length() - 1]:
                        A ^= low
                        gone |= x
                        break
            if not gone:
                break
            slack |= gone
        k -= len(chosen)
        if k < 0:
            return None
        if not U:
            return chosen
        if not k:
            return None
        s = slack & U                   # raise the dual where the rows have slack
        while s:
            low = s & -s
            s ^= low
            c = low.bit_length() - 1
            v = 2.0
            for q in crows[c]:
                if res[q] < v and A >> q & 1:
                    v = res[q]
            if v > 1e-12:
                for q in crows[c]:
                    res[q] -= v
                y[c] += v
                t += v
        if t > k + 1e-9:
            return None
        cut = k - t + 1e-9
        c1 = c2 = c3 = 0                # the columns with at least 1, 2, 3 rows left
        a = A
        while a:
            low = a & -a
            a ^= low
            r = low.bit_length() - 1
            x = rows[r]
            if res[r] > cut:            # in no cover within k rows
                A ^= low
                gone |= x
            else:
                c3 |= c2 & x
                c2 |= c1 & x
                c1 |= x
        if U & ~c1:
            return None
        best = U & ~c2 or U & ~c3
        if best:
            best &= -best
        else:
            fewest = len(rows) + 1
            u = U
            while u:
                low = u & -u
                u ^= low
                n = popcount(colrows[low.bit_length() - 1] & A)
                if n < fewest:
                    best, fewest = low, n
        s = colrows[best.bit_length() - 1] & A
        branch = []
        while s:
            low = s & -s
            s ^= low
            r = low.bit_length() - 1
            branch.append(((res[r] > 1e-9) << 1 | (~prefer >> r & 1)) << 32
                          | (0xffff - popcount(rows[r] & U)) << 16 | r)
        branch.sort()                   # no slack first, then prefer, then the largest (ints sort fast)
        tried = 0
        for r in branch:
            r &= 0xffff
            A ^= 1 << r
            x = rows[r] & U
            y2 = y[:]
            res2 = res[:]
            t2 = t
            touch = 0
            while x:
                b = x & -x
                x ^= b
                c = b.bit_length() - 1
                touch |= colrows[c]
                v = y2[c]
                if v:
                    t2 -= v
                    for q in crows[c]:
                        res2[q] += v
            found = node(U & ~rows[r], A, k - 1, t2, y2, res2, touch & A, gone, have | 1 << r)
            if found is not None:
                if trail is not None:
                    trail.append((tried, r))
                return chosen + [r] + found
            gone |= rows[r]
            tried |= 1 << r
        return None

    ncols = len(colrows)
    y = [0.0] * ncols                   # the root's dual: water-filling, columns in order
    res = [1.0] * len(rows)
    left = [popcount(x) for x in rows]
    t = 0.0
    for c in range(ncols):
        v = 2.0
        for r in crows[c]:
            if res[r] < v * left[r]:
                v = res[r] / left[r]
        for r in crows[c]:
            res[r] -= v
            left[r] -= 1
        y[c] = v
        t += v
    U = (1 << ncols) - 1
    A = (1 << len(rows)) - 1
    return node(U, A, k, t, y, res, A, U, 0)


def squares(n, present):
    """The stick sets of the intact squares of an n x n grid; present[s] for stick s."""
    width = 2 * n + 1                   # the sticks of a horizontal line and the verticals below it
    found = []
    for size in range(1, n + 1):
        for i in range(n - size + 1):
            for j in range(n - size + 1):
                sticks = []
                for t in range(size):
                    sticks.append(i * width + j + t + 1)                 # top
                    sticks.append((i + size) * width + j + t + 1)        # bottom
                    sticks.append((i + t) * width + n + j + 1)           # left
                    sticks.append((i + t) * width + n + j + size + 1)    # right
                if all(present[s] for s in sticks):
                    found.append(sticks)
    return found


def destroy(n, removed):
    """The fewest sticks to take from the grid without the removed sticks."""
    total = 2 * n * (n + 1)
    present = [True] * (total + 1)
    for s in removed:
        present[s] = False
    intact = squares(n, present)
    masks = [0] * total                 # masks[s - 1]: the squares stick s borders, as bits
    for col, sticks in enumerate(intact):
        for s in sticks:
            masks[s - 1] |= 1 << col
    if not intact:
        return 0
    # Symmetry: if the grid's symmetries map one stick of an intact square onto each of its
    # sticks, some smallest answer takes that stick (map any answer's stick of the square
    # back onto it), so the grid costs one grid with that stick gone (the complete grid:
    # the centre square's top stick).
    gone = set(removed)
    group = [m for m in stick_maps(n) if {m[s] for s in gone} == gone]
    if len(group) > 1:
        for sticks in intact:
            orbit = {m[sticks[0]] for m in group}
            if all(s in orbit for s in sticks):
                return 1 + destroy(n, sorted(gone) + [sticks[0]])
    # search()'s depth bounds, run down from one below the multi-start greedy's cover
    # (often already smallest): the bound that finds a cover is seldom searched, and the
    # first that fails (its LP bound often at once) ends it.
    full = (1 << len(intact)) - 1
    best = len(restarts(masks, full))
    ids, rows, colrows, crows = build(masks, full)
    stats = [0]
    while best > 1:
        found = search(rows, colrows, crows, best - 1, stats)
        if found is None:
            break
        best = len(found)
    return best


def restarts(masks, full):
    """A small cover of full's bits by masks: for each first mask, the greedy (most new bits
    next), redundant masks then dropped; the smallest of these covers, as mask indices."""
    best = None
    for first in range(len(masks)):
        if not masks[first]:
            continue
        left = full & ~masks[first]
        pick = [first]
        while left:
            most = 0
            for r, m in enumerate(masks):
                k = popcount(m & left)
                if k > most:
                    b, most = r, k
            pick.append(b)
            left &= ~masks[b]
        if best is None or len(pick) <= len(best):
            for i in range(len(pick) - 1, -1, -1):
                rest = 0
                for j in pick:
                    if j != pick[i]:
                        rest |= masks[j]
                if rest & full == full:
                    del pick[i]
            if best is None or len(pick) < len(best):
                best = pick
    return best


def stick_maps(n):
    """The grid's 8 rotations and reflections, each as a list: m[s] is stick s's image."""
    width = 2 * n + 1
    total = 2 * n * (n + 1)
    maps = []
    for f in (lambda i, j: (i, j), lambda i, j: (j, n - i), lambda i, j: (n - i, n - j),
              lambda i, j: (n - j, i), lambda i, j: (i, n - j), lambda i, j: (n - i, j),
              lambda i, j: (j, i), lambda i, j: (n - j, n - i)):
        m = [0]
        for s in range(1, total + 1):   # stick s's two lattice points (row, column), mapped
            q, r = divmod(s - 1, width)
            a, b = ((q, r), (q, r + 1)) if r < n else ((q, r - n), (q + 1, r - n))
            (i1, j1), (i2, j2) = f(*a), f(*b)
            if i1 == i2:                # horizontal: row i1, from column min(j1, j2)
                m.append(i1 * width + min(j1, j2) + 1)
            else:                       # vertical: from row min(i1, i2), column j1
                m.append(min(i1, i2) * width + n + j1 + 1)
        maps.append(m)
    return maps


def canonical(n, removed):
    """The least of the removed sticks' 8 images under the grid's rotations and reflections
    (each a sorted tuple): cases equal up to symmetry get one key."""
    sticks = set(removed)
    return min(tuple(sorted(m[s] for s in sticks)) for m in stick_maps(n))


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
        nums = [int(t) for t in data]
        t, pos = nums[0], 1
        cases = []
        for _ in range(t):
            n, k = nums[pos], nums[pos + 1]
            removed = nums[pos + 2:pos + 2 + k]
            if not 1 <= n <= 5 or len(removed) != k or not all(1 <= s <= 2 * n * (n + 1) for s in removed):
                raise ValueError
            cases.append((n, removed))
            pos += 2 + k
    except (ValueError, IndexError):
        fail('uva1603: expected T, then per case n (1..5) and k s1..sk (1..2n(n+1))')
    known = {}                          # (n, canonical(...)): the answer, for a case seen again
    out = []
    for n, removed in cases:
        key = (n, canonical(n, removed))
        if key not in known:
            known[key] = destroy(n, removed)
        out.append('%d\n' % known[key])
    sys.stdout.write(''.join(out))


if __name__ == "__main__":
    main()
