"""HDU 5046 Airport - K airports among N cities, the largest distance to one as small as can be.

Problem: T cases; each N K, then N cities x y (|x|, |y| <= 10^9). Choose K cities for
  airports so that the largest Manhattan distance from a city to its nearest airport
  is least; print per case "Case #t: D". Input is read as a stream of numbers.
Model: repeated cover with a depth bound - a column per city, a row per candidate
  airport (the cities within D); is there a cover by <= K rows? D is one of the
  pairwise distances (0 included), searched as in hdu2295.py (Python ints: the
  distances reach 4 * 10^9, past 32 bits; nogoods kept from probe to probe).
Core: variant of solutions/template.py
  build, cover, uncover, search: bit-masks
  Measured: the hardest input found (100 cases, climbed against the former file),
  PyPy3 1.05 s [hdu5046/hard-100-cases/pypy3] where the linked core of repcover.py
  (refs/hdu5046_dlx.py) takes 2.69 s [hdu5046/hard-100-cases/pypy3 ref] (search nodes
  102172, then 38157 with swapped_pair, 25370 with nogoods); the linked core's own
  hardest 0.65 s [hdu5046/hard-for-the-linked-core-100-cases/pypy3] where it takes
  2.08 s [hdu5046/hard-for-the-linked-core-100-cases/pypy3 ref]. The functions are
  hdu2295.py's (a test keeps the copies identical); main is its own.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047), whose repeated-cover
  search this replaces on bit masks; the model as in HDU 5046.
Usage: python3 hdu5046.py < in; --stats writes probes, searches, search nodes and
  swaps per case to stderr.
Time: the hardest inputs found (100 hill-climbed cases): PyPy3 1.05 s
  [hdu5046/hard-100-cases/pypy3]; climbed again after swapped_pair 1.19 s
  [hdu5046/hard-climbed-again-100-cases/pypy3], within HDU's limit (0.79 of it, the 0.75
  aimed at not met); the linked core's hardest 0.65 s
  [hdu5046/hard-for-the-linked-core-100-cases/pypy3]; 100 random cases of N = 60:
  CPython 3.13 0.70 s [hdu5046/random-100-cases-seed-1/cpython3.13], PyPy3 0.51 s
  [hdu5046/random-100-cases-seed-1/pypy3].
Status: stress-tested against a brute force over airport subsets (tests/test_hdu5046.py).
  Model coverage: HDU takes no Python; the kit's tests and hidden data judge it here.
"""
import sys
from bisect import bisect_left, bisect_right


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


CELLS = sys.implementation.name == 'pypy'     # smallest_radius's rows at a radius: each where faster


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


def greedy_masks(masks, full, k):
    """Rows (indices) of a cover of full by at most k rows built greedily (each time a row
    with most uncovered columns), or None if the greedy cover needs more."""
    chosen, left = [], full
    while left:
        best, most = 0, 0
        for i, m in enumerate(masks):
            n = popcount(m & left)
            if n > most:
                best, most = i, n
        if not most or popcount(left) > (k - len(chosen)) * most:
            return None                 # no k - len(chosen) rows of at most most columns finish it
        chosen.append(best)
        left &= ~masks[best]
    return chosen


def at_most(masks, full, k, stats, prefer=(), nogoods=None, learn=False):
    """Rows (indices into masks) covering full, at most k of them, or None if none do: a
    greedy cover, else search() on build()'s matrix, the rows of prefer tried first.
    stats[0] counts search nodes, stats[1] the searches. nogoods: a list of masks over
    the indices of masks, sets of rows in no cover within k rows (search() drops a row
    completing one); learn: a cover found by the search appends those it proved on its
    way (each row tried before the one taken, with the rows taken above it), which hold
    for every radius at most this one."""
    chosen = greedy_masks(masks, full, k)
    if chosen is not None:
        return chosen
    matrix = build(masks, full)
    if matrix is None:
        return None
    ids, rows, colrows, crows = matrix
    stats[1] += 1
    first = 0
    for r, i in enumerate(ids):
        if i in prefer:
            first |= 1 << r
    if not nogoods and not learn:
        found = search(rows, colrows, crows, k, stats, first)
        return None if found is None else [ids[r] for r in found]
    bit = [0] * len(masks)              # a row of masks: its bit in rows (0: not there)
    for r, i in enumerate(ids):
        bit[i] = 1 << r
    mine = []
    for n in nogoods or ():
        m = 0
        while n:
            low = n & -n
            n ^= low
            b = bit[low.bit_length() - 1]
            if not b:
                break                   # a row without a column of full: never taken
            m |= b
        else:
            mine.append(m)
    trail = [] if learn else None
    found = search(rows, colrows, crows, k, stats, first, mine, trail)
    if found is None:
        return None
    above = 0
    for tried, r in reversed(trail or ()):
        while tried:
            low = tried & -tried
            tried ^= low
            nogoods.append(above | 1 << ids[low.bit_length() - 1])
        above |= 1 << ids[r]
    return [ids[r] for r in found]


def swapped(cover, masks, full):
    """A cover of full by at most len(cover) rows of masks that differs from cover by one
    row (one row swapped for another, or left out), or None."""
    n = len(cover)
    after = [0] * (n + 1)               # after[i]: the union of cover[i:]
    for i in range(n - 1, -1, -1):
        after[i] = after[i + 1] | masks[cover[i]]
    before = 0
    for i in range(n):
        miss = full & ~(before | after[i + 1])
        if not miss:
            return cover[:i] + cover[i + 1:]
        for s, m in enumerate(masks):
            if not miss & ~m:
                return cover[:i] + [s] + cover[i + 1:]
        before |= masks[cover[i]]
    return None


def swapped_pair(cover, masks, full):
    """A cover of full by at most len(cover) rows of masks that differs from cover by two
    rows (two rows swapped for at most two others), or None."""
    n = len(cover)
    after = [0] * (n + 1)               # after[i]: the union of cover[i:]
    for i in range(n - 1, -1, -1):
        after[i] = after[i + 1] | masks[cover[i]]
    holding = {}                        # a column (its bit): the rows holding it
    before = 0
    for i in range(n):
        between = 0                     # the union of cover[i + 1:j]
        for j in range(i + 1, n):
            miss = full & ~(before | between | after[j + 1])
            if not miss:
                return cover[:i] + cover[i + 1:j] + cover[j + 1:]
            low = miss & -miss
            if low not in holding:
                holding[low] = [s for s, m in enumerate(masks) if m & low]
            for a in holding[low]:
                rest = miss & ~masks[a]
                if not rest:
                    return cover[:i] + cover[i + 1:j] + cover[j + 1:] + [a]
                b = rest & -rest
                if b not in holding:
                    holding[b] = [s for s, m in enumerate(masks) if m & b]
                for s in holding[b]:
                    if not rest & ~masks[s]:
                        return cover[:i] + cover[i + 1:j] + cover[j + 1:] + [a, s]
            between |= masks[cover[j]]
        before |= masks[cover[i]]
    return None


def smallest_radius(dist, k, stats, skip=1, pairs=None):
    """The least r such that at most k rows cover every column, where row s covers column
    c when dist[s][c] <= r: a search over the sorted distinct distances (exact).

    The answer lies in values[lo:hi + 1]: values[lo - 1] fails (at first: a column has no
    row), values[hi] has a cover. First a binary search on greedy covers only (cheap): a
    probe the greedy fails moves soft up, not lo. Then every probe searches, at values[hi
    - skip] (not below lo). A cover found moves hi to its own radius (the farthest column
    from its nearest chosen row), then lower while swapped() (or swapped_pair(), once
    the searches took more than pairs nodes) finds a cover at values[hi - 1]; the next
    search tries the last cover's rows first. A probe without a cover moves
    lo above it, and from there the probes walk up one value at a time with a window:
    values[lo - 1] fails, so a cover at values[lo] reaches some column at exactly that
    distance, one more column held by the rows with such a distance (with few ties, one
    or two rows: a cheap search). skip = 1 is a plain descent (Airport: its Manhattan
    distances tie so often that windows are weak); Radar takes 3 (docs/radar.md).
    pairs: Airport's hard cases, whose covers one value lower often differ by two rows
    (easy cases, which search little, skip the cost). Each search that finds a cover
    (but a window's) keeps the sets of rows it proved in no cover (nogoods); every later
    search is at a smaller radius, where they still hold, and drops a row completing one:
    less work for the covers just above the answer and the proof just below it.
    The rows at a radius (masks_at): in PyPy3 the cells (row, column) sorted once by
    distance as packed ints and masks moved cell by cell from the last radius; in CPython
    each row's columns sorted by distance (a key sort, in C) and a bisection per row.
    stats[2] counts the probes, stats[3] the swaps that paid."""
    ncols = len(dist[0])
    full = (1 << ncols) - 1
    window = 1 << ncols
    flat = []
    for row in dist:
        flat += row
    values = sorted(set(flat))
    if CELLS:
        rank = {}
        for i, v in enumerate(values):
            rank[v] = i
        shift = max(len(dist), ncols).bit_length()
        ones = (1 << shift) - 1
        cells = []                  # (rank, s, c) packed: the rank of dist[s][c] in values
        for s, row in enumerate(dist):
            cells += [(rank[d] << shift | s) << shift | c for c, d in enumerate(row)]
        cells.sort()
        masks = [0] * len(dist)     # the rows at the radius of the last masks_at(): cells[:at]
        at = 0

        def masks_at(to):
            """The rows at radius values[to] (this list, moved: the cells between toggled)."""
            nonlocal at
            bound = to + 1 << shift << shift
            i = at
            while i < len(cells) and cells[i] < bound:
                x = cells[i]
                masks[x >> shift & ones] ^= 1 << (x & ones)
                i += 1
            while i and cells[i - 1] >= bound:
                i -= 1
                x = cells[i]
                masks[x >> shift & ones] ^= 1 << (x & ones)
            at = i
            return masks

        def union_at(to, cover):
            """The columns the rows of cover hold at radius values[to]."""
            rows = masks_at(to)
            union = 0
            for s in cover:
                union |= rows[s]
            return union
    else:
        near, prefix = [], []       # per row: its distances sorted, the masks of the nearest
        for row in dist:
            order = sorted(range(ncols), key=row.__getitem__)
            near.append([row[c] for c in order])
            m, masks = 0, [0]
            for c in order:
                m |= 1 << c
                masks.append(m)
            prefix.append(masks)

        def masks_at(to):
            """The rows at radius values[to] (a new list)."""
            r = values[to]
            return [pm[bisect_right(ds, r)] for ds, pm in zip(near, prefix)]

        def union_at(to, cover):
            """The columns the rows of cover hold at radius values[to]."""
            r = values[to]
            union = 0
            for s in cover:
                union |= prefix[s][bisect_right(near[s], r)]
            return union

    def reach(cover, top):
        """The index in values of the radius of cover (the farthest column from its nearest
        row), a cover at values[top]: galloping down from top, then halving (lo is below)."""
        a, b, step = lo, top, 1     # the radius is in values[a:b + 1]
        while a < b:
            m = max(a, b - step) if step else (a + b) // 2
            if union_at(m, cover) == full:
                b = m
                step *= 2
            else:
                a = m + 1
                step = 0
        return b

    lo = bisect_left(values, max(map(min, zip(*dist))))    # every column its nearest row
    hi = bisect_left(values, min(map(max, dist)))           # one row covering all
    soft = lo
    walking = False
    cover = []
    nogoods = []
    while lo < hi:
        if soft < hi:
            mid = (soft + hi) // 2
        else:
            mid = lo if walking else max(lo, hi - skip)
        if mid == lo and lo:        # the window: the rows with a column at exactly values[mid]
            below = masks_at(mid - 1)[:]
            rows = [m | window if m != n else m for m, n in zip(masks_at(mid), below)]
        else:
            rows = masks_at(mid)
        stats[2] += 1
        if soft < hi:
            found = greedy_masks(rows, full, k)
            if found is None:
                soft = mid + 1
                continue
        else:
            found = at_most(rows, full | window if mid == lo and lo else full, k, stats, cover,
                            nogoods, not (mid == lo and lo))
            if found is None:
                lo = mid + 1
                walking = True
                continue
        cover = found
        hi = reach(cover, mid)
        while hi > lo:
            rows = masks_at(hi - 1)
            found = swapped(cover, rows, full)
            if found is None and pairs is not None and stats[0] > pairs:
                found = swapped_pair(cover, rows, full)
            if found is None:
                break
            stats[3] += 1
            cover = found
            hi = reach(cover, hi - 1)
    return values[hi]


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
        t, pos = int(data[0]), 1
        cases = []
        for _ in range(t):
            n, k = int(data[pos]), int(data[pos + 1])
            pos += 2
            xy = [int(v) for v in data[pos:pos + 2 * n]]
            if n < 1 or k < 1 or len(xy) != 2 * n:
                raise ValueError
            pos += 2 * n
            cases.append((k, xy))
    except (ValueError, IndexError):
        fail('hdu5046: expected T, then per case N K (N, K >= 1) and N points x y')
    verbose = '--stats' in sys.argv[1:]
    out = []
    for case, (k, xy) in enumerate(cases, 1):
        xs, ys = xy[0::2], xy[1::2]
        dist = [[0] * len(xs) for _ in xs]
        for i, row in enumerate(dist):  # symmetric: each pair once
            ax, ay = xs[i], ys[i]
            for j in range(i):
                row[j] = dist[j][i] = abs(xs[j] - ax) + abs(ys[j] - ay)
        stats = [0, 0, 0, 0]
        out.append('Case #%d: %d\n' % (case, smallest_radius(dist, k, stats, pairs=64)))
        if verbose:
            sys.stderr.write('case %d: %d probes, %d searches, %d nodes, %d swaps\n'
                             % (case, stats[2], stats[1], stats[0], stats[3]))
    sys.stdout.write(''.join(out))


if __name__ == "__main__":
    main()
