"""Exact cover in Knuth's format (DLX1-DLX3, DLX5): colours, multiplicities, costs, k best.

Problem: an instance in Knuth's format (docs/dlx-format.md): `|` comments, the item line
  (primary items, `a:b|name` or `b|name` bounds, then `|` and secondary items), an option
  a line (`name:c` colours a secondary item, `|n` adds n to its cost). Print one solution,
  --all, --count, --limit N, --min (fewest options), --cost, --best K, --budget N.
Model: items are columns (primary first), options rows (an option without a primary item
  is dropped, a note on stderr). A coloured node purifies its column (Knuth's DLX2); a
  primary item covered a..b times is Knuth's Algorithm M (DLX3: branch on the smallest
  branching degree, tweak the rows of an item that may take more).
Core: variant of solutions/template.py
  search: multiplicities, colours, branch-and-bound, min-size, early-fail
  search_m: search + multiplicities, colours, branch-and-bound, min-size, node-count
  tweak, untweak: part of multiplicities
  purify, unpurify: part of colours
  dance: search + early-fail, node-count
  Measured: build, cover, uncover verbatim; the template's search replaced by three engines
  that search one tree (a test compares them node for node): search_m (bounds, --min,
  --cost, --best; colours under PyPy) with a cost bound from Knuth's taxes and shares
  (weighted 5 x 12 --cost: 1,394,695 nodes vs 2,050,102 without it); dance (plain input;
  PyPy with array links, CPython < 3.10) with early-fail; bits (CPython 3.10+): the same
  tree on Python ints as bitsets, no links. 6 x 10 pentominoes: 3,637,260 nodes in each.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047); DLX2 colours, DLX3
  multiplicities (Algorithm M), DLX5 costs: Knuth's programs (TAOCP 7.2.2.1).
Usage: python3 dlx.py [FILE] [--all | --count | --min | --cost | --best K] [--limit N]
  [--budget N] [--seed S] [--stats] (--help); or import it: solve(primary, options, ...).
  Counting big (docs/counting.md): --estimate, --jobs N, --journal FILE, --progress,
  --scheduler ADDRESS|local (Dask, imported only then), --verify K, --depth D.
Time: exponential. --count, CPU s (make bench-full, beside a C DLX1-style anchor and
  xcover): see README.md's dlx table; 6 x 10 pentominoes 3,637,260 nodes, Langford 12
  2,831,064, the same in every engine.
Status: brute force over option subsets (multiplicities, colours, costs, k best, ties) on
  random instances; Knuth's DLX3 example; the engines' trees compared node for node;
  malformed input; budget; Ctrl-C through a pty (tests/test_dlx.py). Split counts equal
  serial ones, SIGKILL and resume, Dask, the estimate (tests/test_dlx_scale.py).
"""
import sys

ESTIMATE_PATHS = 10000              # --estimate's random paths (6 x 10 pentominoes: within 2x)
USAGE = ('usage: dlx.py [FILE] [--all | --count | --min | --cost | --best K | --estimate]'
         ' [--limit N] [--budget N] [--seed S] [--stats] [--engine E] [--jobs N]'
         ' [--journal FILE] [--scheduler ADDRESS] [--verify K] [--depth D] [--progress]')
HELP = USAGE + '''

Solve an exact cover problem written in Knuth's format (his DLX1, DLX2, DLX3 and DLX5
input), read from FILE, or from standard input when FILE is - or missing.

The input (docs/dlx-format.md has the whole of it):
  | a comment               a line whose first non-blank character is |
  A B 2|C 0:3|D | x y       the item line: primary items, then | and secondary ones;
                            2|C: C is covered exactly 2 times, 0:3|D: 0 to 3 times
  A x:red |5                an option a line: its items; x:red gives secondary item x
                            the colour red; |5 adds 5 to the option's cost

A solution is a set of options (each at most once) that covers every primary item as
often as its bounds say (once by default) and every secondary item at most once, or
several times with one and the same colour.

Modes (one at most; without any, the first solution found):
  --all        every solution, blank lines between them
  --count      the number of solutions
  --limit N    stop after N solutions (with the first, --all or --count)
  --min        a solution with the fewest options: its size, then its options
  --cost       a cheapest solution: its total cost, then its options
  --best K     the K cheapest solutions, cheapest first, each opening with its cost
               (ties count as separate solutions)
Search:
  --budget N   give up after N nodes (options tried): print "Search stopped: ..."
               and exit with status 3, so "no solution" and "not proved" differ
  --seed S     shuffle the options and the order of the items (an integer S), to
               sample different first solutions
  --stats      on stderr: the engine that ran, nodes, solutions, CPU seconds
  --engine E   choose the engine: dance, bits or m (for experiments; the default
               picks the fastest that can solve the input)
Counting big (docs/counting.md):
  --estimate   no search: Knuth's estimate of the tree (random root-to-leaf paths,
               --estimate=N of them, default %d; --seed S repeats one) and the time
               it implies, from a short timed sample of the count
  --jobs N     split --count or --all into subproblems (a prefix of choices each, at
               a depth chosen from the estimate) and count them in N processes
  --journal F  append each finished subproblem to file F (prefix, count, nodes); run
               again with the same F and input to go on where a killed run stopped
  --progress   the fraction of the tree done (Knuth's DLX1 measure) and an ETA on
               stderr (shown on a terminal without asking; splits the count)
  --scheduler ADDRESS   the subproblems as tasks of Dask distributed (a scheduler's
               address, or local: a LocalCluster of --jobs workers, default 2);
               pip install "dask[distributed]". --worker-python P: the interpreter of
               each task (default auto: pypy3 where the worker has it)
  --verify K   recount K random subproblems with another engine, compare (exit 4)
  --depth D    split at depth D (0: one subproblem) instead of the estimate's choice
--min, --cost and --best always run serially (with a note under --jobs).
A solution prints its options as written in the input, in input order, or
"No Solution!". Exit status: 0 done, 1 malformed input, 2 bad arguments, 3 stopped
by --budget, 4 --verify found a difference, 130 interrupted (Ctrl-C).
''' % ESTIMATE_PATHS
BIG = 1 << 62


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


def tweak(M, x, block):
    """Algorithm M's tweak: take row x out of its column's list (the column keeps its
    other rows and stays open); block: out of its other columns' lists too."""
    L, R, U, D, C, ROW, S = M
    if block:
        j = R[x]
        while j != x:
            U[D[j]] = U[j]
            D[U[j]] = D[j]
            S[C[j]] -= 1
            j = R[j]
    U[D[x]] = U[x]
    D[U[x]] = D[x]
    S[C[x]] -= 1


def untweak(M, c, first, block):
    """Undo the tweaks of column c's rows from first down to its present top, in the
    order they were made (Knuth's untweak: each tweaked row still points to the next)."""
    L, R, U, D, C, ROW, S = M
    top = D[c]
    D[c] = first
    above = c
    x = first
    n = 0
    while x != top:
        U[x] = above
        n += 1
        if block:
            j = R[x]
            while j != x:
                S[C[j]] += 1
                U[D[j]] = j
                D[U[j]] = j
                j = R[j]
        above = x
        x = D[x]
    U[top] = above
    S[c] += n


class Stopped(Exception):
    """solve(..., budget=N): the search used its N nodes before it ended. .found holds
    what it had found (as solve would return it), .nodes the nodes it searched."""


def search_m(M, COL, BOUND, SLACK, nprimary, chosen, tally, COST=None, SHARE=None, TAX=None,
             cut=None, budget=BIG):
    """Knuth's Algorithm M with colours: yield chosen (the caller's list of the chosen
    rows' nodes, reused) at every solution. BOUND[c] is how many more rows primary
    column c may take, SLACK[c] its upper bound less its lower one. Branch on the column
    of smallest branching degree S + min(SLACK, BOUND) - BOUND + 1 (ties: less slack,
    then more rows); when it can take more rows than it must, try each row in turn with
    the rows above it tweaked away, and last the null move (the column takes no more).
    COST, SHARE, TAX (scaled integers; rows sorted by SHARE): yield only solutions
    cheaper than cut[0] (the caller lowers it), and cut a node whose cost so far plus a
    lower bound reaches cut[0]. Each row's cost is split as Knuth's taxes (TAX[c] on each
    of its primary columns) plus a net cost, shared out among its primary columns
    (SHARE); a column that still needs n rows will cost at least n x (its tax + the
    smallest share left in its list), and the bound is the sum of those.
    tally[0] gets the nodes (rows tried and null moves), tally[1] the solution's cost."""
    L, R, U, D, C, ROW, S = M
    items = []                      # per level: the column branched on
    trying = []                     # per level: the row tried (the column: null move)
    firsts = []                     # per level: the first row tweaked, 0 when covered
    spent = []                      # per level: the cost before its row
    cost = 0
    nodes = 0
    try:
        while True:
            best = 0                # forward: choose a column, or see a solution
            score = BIG
            bs = bl = 0
            bound = 0
            k = R[0]
            while k:
                b = BOUND[k]
                s = SLACK[k]
                if s > b:
                    s = b
                t = S[k] + s - b + 1
                if t < score or (t == score and (s < bs or (s == bs and S[k] > bl))):
                    best, score, bs, bl = k, t, s, S[k]
                if COST is not None and b > SLACK[k] and S[k]:
                    bound += (b - SLACK[k]) * (TAX[k] + SHARE[ROW[D[k]]])
                k = R[k]
            back = True
            if not best:
                if COST is None or cost < cut[0]:
                    tally[0] = nodes
                    tally[1] = cost
                    yield chosen
            elif score > 0 and (COST is None or cost + bound < cut[0]):
                c = best
                BOUND[c] -= 1
                if BOUND[c] == 0:
                    cover(M, c)
                items.append(c)
                trying.append(D[c])
                firsts.append(D[c] if (BOUND[c] or SLACK[c]) else 0)
                spent.append(cost)
                back = False
            while True:
                if back:                # back down to the level above
                    if not items:
                        tally[0] = nodes
                        return
                    c = items[-1]
                    x = trying[-1]
                    cost = spent[-1]
                    if x == c:          # it was the null move, the last one
                        if BOUND[c]:
                            L[R[c]] = c
                            R[L[c]] = c
                        x = -1
                    else:
                        j = L[x]
                        while j != x:
                            k = C[j]
                            if k <= nprimary:
                                if BOUND[k] == 0:
                                    uncover(M, k)
                                BOUND[k] += 1
                            elif COL[j] == 0:
                                uncover(M, k)
                            elif COL[j] > 0:
                                unpurify(M, COL, j)
                            j = L[j]
                        chosen.pop()
                        x = D[x]
                    back = False
                else:
                    c = items[-1]
                    x = trying[-1]
                first = firsts[-1]
                if x >= 0:              # is x off limits? (else tweak it away)
                    if not first:
                        if x == c:
                            x = -1
                    elif S[c] <= BOUND[c] - SLACK[c]:
                        x = -1
                    elif x != c:
                        tweak(M, x, BOUND[c])
                if x < 0:               # back up: restore column c, leave the level
                    if first:
                        untweak(M, c, first, BOUND[c])
                        if not BOUND[c]:
                            uncover(M, c)
                    else:
                        uncover(M, c)
                    BOUND[c] += 1
                    items.pop()
                    trying.pop()
                    firsts.pop()
                    spent.pop()
                    back = True
                    continue
                if x != c and COST is not None and cost + COST[ROW[x]] >= cut[0]:
                    trying[-1] = D[x]   # too dear: on to the next row
                    continue
                trying[-1] = x
                nodes += 1
                if nodes > budget:
                    raise Stopped(nodes - 1)
                if x == c:              # the null move: c takes no more rows
                    if BOUND[c]:
                        L[R[c]] = L[c]
                        R[L[c]] = R[c]
                else:                   # commit row x's other nodes
                    j = R[x]
                    while j != x:
                        k = C[j]
                        if k <= nprimary:
                            BOUND[k] -= 1
                            if BOUND[k] == 0:
                                cover(M, k)
                        elif COL[j] == 0:
                            cover(M, k)
                        elif COL[j] > 0:
                            purify(M, COL, j)
                        j = R[j]
                    chosen.append(x)
                    if COST is not None:
                        cost += COST[ROW[x]]
                break
    except KeyboardInterrupt:
        tally[0] = nodes
        raise


def dance(M, nprimary, chosen, tally, budget=BIG):
    """Algorithm X for exact cover without colours or bounds, with early-fail: while a
    row's columns are covered one by one, a hide that empties a primary column still in
    the ring (and not one of the row's later columns) fails the row at once, after the
    row being hidden (the rest is not hidden, the next level's scan is not made). The same tree as
    search(M) of the template (branch on the first column with the fewest rows), but a
    node that empties a column ends there. Yields chosen (node of each row) at every
    solution; tally[0] gets the nodes (rows tried)."""
    L, R, U, D, C, ROW, S = M
    nodes = 0
    c = R[0]
    while c:                        # a primary column without rows: no solution
        if not S[c]:
            tally[0] = 0
            return
        c = R[c]
    try:
        while True:
            c = R[0]
            if c:                       # the first column with the fewest rows
                s = S[c]
                j = R[c]
                while j and s > 1:
                    if S[j] < s:
                        c = j
                        s = S[j]
                    j = R[j]
                L[R[c]] = L[c]          # cover(M, c), written out
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
            else:
                tally[0] = nodes
                yield chosen
                r = c
            while True:
                while r == c:           # no row of c left: leave this level
                    if c:
                        i = U[c]        # uncover(M, c), written out
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
                        tally[0] = nodes
                        return
                    r = chosen.pop()
                    j = L[r]            # uncover r's columns, right to left
                    while j != r:
                        x = C[j]
                        i = U[x]
                        while i != x:
                            k = L[i]
                            while k != i:
                                S[C[k]] += 1
                                U[D[k]] = k
                                D[U[k]] = k
                                k = L[k]
                            i = U[i]
                        L[R[x]] = x
                        R[L[x]] = x
                        j = L[j]
                    c = C[r]
                    r = D[r]
                nodes += 1
                if nodes > budget:
                    raise Stopped(nodes - 1)
                dead = 0
                j = R[r]                # try row r: cover its columns one by one
                while j != r:
                    x = C[j]
                    L[R[x]] = L[x]
                    R[L[x]] = R[x]
                    i = D[x]
                    while i != x:
                        k = R[i]
                        while k != i:
                            u = U[k]
                            d = D[k]
                            D[u] = d
                            U[d] = u
                            S[C[k]] -= 1
                            if u == d and u <= nprimary and R[L[u]] == u:
                                y = R[j]    # an open primary column emptied:
                                while y != r and C[y] != u:
                                    y = R[y]
                                if y == r:  # not one of r's later columns
                                    dead = 1
                            k = R[k]
                        if dead:
                            break
                        i = D[i]
                    if dead:
                        break
                    j = R[j]
                if not dead:
                    chosen.append(r)
                    break
                while i != x:           # r fails: unhide the rows hidden, upwards
                    k = L[i]
                    while k != i:
                        S[C[k]] += 1
                        U[D[k]] = k
                        D[U[k]] = k
                        k = L[k]
                    i = U[i]
                L[R[x]] = x
                R[L[x]] = x
                j = L[j]
                while j != r:           # and the columns before, right to left
                    x = C[j]
                    i = U[x]
                    while i != x:
                        k = L[i]
                        while k != i:
                            S[C[k]] += 1
                            U[D[k]] = k
                            D[U[k]] = k
                            k = L[k]
                        i = U[i]
                    L[R[x]] = x
                    R[L[x]] = x
                    j = L[j]
                r = D[r]
    except KeyboardInterrupt:
        tally[0] = nodes
        raise


def bits(OPT, KEEP, NPRI, order, chosen, tally, budget=BIG, live=None):
    """Algorithm X on Python ints as bitsets (CPython 3.10+): bit o of `live` is option
    o. OPT[i]: the options of primary item i; KEEP[o]: the options compatible with
    option o (no primary item shared, secondary items agreeing on a colour); NPRI[o]: its
    primary items. A node costs an AND and a bit count per open item (C loops via map).
    The same tree as dance: the first open item (in `order`) with the fewest options,
    options tried in index order, a row that empties an open item fails at once.
    Yields chosen (option indices) at every solution; tally[0] gets the nodes. live: the
    options still possible at the start (default all; a subproblem's node of the Tree)."""
    from itertools import compress
    count = int.bit_count
    nodes = 0
    if live is None:
        live = (1 << len(KEEP)) - 1
    opts = [OPT[i] for i in order]
    try:
        if not opts:
            tally[0] = 0
            yield chosen
            return
        sizes = list(map(count, map(live.__and__, opts)))
        if 0 in sizes:
            tally[0] = 0
            return
        m = sizes.index(min(sizes))
        lives = [live]
        optss = [opts]
        tries = [live & opts[m]]
        while tries:
            todo = tries[-1]
            if not todo:                # this level is done
                tries.pop()
                lives.pop()
                optss.pop()
                if chosen:
                    chosen.pop()
                continue
            low = todo & -todo
            tries[-1] = todo ^ low
            o = low.bit_length() - 1
            nodes += 1
            if nodes > budget:
                raise Stopped(nodes - 1)
            live = lives[-1] & KEEP[o]
            opts = optss[-1]
            sizes = list(map(count, map(live.__and__, opts)))
            zeros = sizes.count(0)
            if zeros != NPRI[o]:        # an open item emptied: o fails at once
                continue
            chosen.append(o)
            if zeros == len(sizes):     # every primary item covered
                tally[0] = nodes
                yield chosen
                chosen.pop()
                continue
            opts = list(compress(opts, sizes))
            sizes = list(filter(None, sizes))
            m = sizes.index(min(sizes))
            lives.append(live)
            optss.append(opts)
            tries.append(live & opts[m])
        tally[0] = nodes
    except KeyboardInterrupt:
        tally[0] = nodes
        raise


# ---------------------------------------------------------------- the Python interface

IS_PYPY = sys.implementation.name == 'pypy'
HAS_BIT_COUNT = hasattr(int, 'bit_count')
ENGINES = ('dance', 'bits', 'm')
BITS_MAX_OPTIONS = 16384            # bits keeps an int of this many bits per option


def solve(primary, options, secondary=(), bounds=None, costs=None, count=False, limit=None,
          best=None, budget=None, seed=None, stats=None, engine=None):
    """Solve an exact cover problem and return its solutions.

    primary, secondary: item names. options: one list of item names per option, where
      'x:c' gives secondary item x the colour c. bounds: {name: (lo, hi)} for primary
      items covered lo..hi times (default 1..1). costs: one integer >= 0 per option.
    Returns the solutions, each the sorted list of its option indices (the first `limit`
      found, or all); count=True: their number instead; best=K: the K cheapest as
      (cost, indices) pairs, cheapest first, ties as separate solutions (costs default
      to 1 an option: the fewest options).
    budget: search at most this many nodes (options tried), else raise Stopped with
      .found (what was found so far). seed: shuffle the options and the item order.
    stats: a dict that gets 'engine', 'nodes', 'solutions', 'seconds' (also when the
      search is interrupted). engine: 'dance', 'bits' or 'm' (default: the fastest
      that applies). Options without a primary item can never be chosen.
    """
    import random
    import time
    items = {}
    for name in list(primary) + list(secondary):
        if name in items:
            raise ValueError('item %r named twice' % (name,))
        items[name] = len(items)
    npri = len(primary)
    lo_hi = [(1, 1)] * npri
    for name, bound in (bounds or {}).items():
        if items.get(name, npri) >= npri:
            raise ValueError('bounds for %r, which is not a primary item' % (name,))
        lo, hi = (bound, bound) if isinstance(bound, int) else bound
        if not 0 <= lo <= hi or hi < 1:
            raise ValueError('bounds %r of item %r: want 0 <= lo <= hi, hi >= 1' % (bound, name))
        lo_hi[items[name]] = (lo, hi)
    rows = []                       # per usable option: [(item, colour or None)]
    kept = []                       # its index in options
    colours = {}
    for number, option in enumerate(options):
        row = []
        for word in option:
            name, colon, colour = word.partition(':')
            if name not in items:
                raise ValueError('option %d: unknown item %r' % (number, name))
            k = items[name]
            if colon and k < npri:
                raise ValueError('option %d: colour on primary item %r' % (number, name))
            if any(k == j for j, _ in row):
                raise ValueError('option %d: item %r twice' % (number, name))
            row.append((k, colours.setdefault(colour, len(colours) + 1) if colon else 0))
        if any(k < npri for k, _ in row):
            rows.append(row)
            kept.append(number)
    if costs is not None:
        costs = list(costs)
        if len(costs) != len(options) or any(not isinstance(c, int) or c < 0 for c in costs):
            raise ValueError('costs: one integer >= 0 per option')
    multi = any(b != (1, 1) for b in lo_hi)
    if best is not None and best < 1:
        raise ValueError('best must be >= 1')
    if engine is None:
        if best is not None or multi:
            engine = 'm'
        elif HAS_BIT_COUNT and not IS_PYPY and len(rows) <= BITS_MAX_OPTIONS:
            engine = 'bits'
        elif colours:
            engine = 'm'
        else:
            engine = 'dance'
    if engine not in ENGINES:
        raise ValueError('engine %r: one of %s' % (engine, ', '.join(ENGINES)))
    if engine != 'm' and (best is not None or multi):
        raise ValueError('engine %r solves plain exact cover only (no bounds, no --best)' % engine)
    if engine == 'dance' and colours:
        raise ValueError("engine 'dance' takes no colours")
    if engine == 'bits' and not HAS_BIT_COUNT:
        raise ValueError("engine 'bits' needs int.bit_count (CPython 3.10+)")

    order = list(range(len(rows)))  # the engine's rows, in this order
    cols = list(range(npri))        # the primary items, in the ring's order
    if seed is not None:
        rng = random.Random(seed)
        rng.shuffle(order)
        rng.shuffle(cols)
    scale = 1
    if best is not None:            # costs in units of 1/scale, and each row's share
        unit = [1] * len(options) if costs is None else costs
        sizes = [sum(k < npri for k, _ in row) for row in rows]
        for p in set(sizes):
            scale = scale * p // gcd(scale, p)
        if scale > 10 ** 7:
            scale = 720720
        cost_of = [unit[kept[r]] * scale for r in range(len(rows))]
        net = list(cost_of)         # Knuth's taxes: each item taxed its cheapest option
        tax = [0] * npri
        holding = [[] for _ in range(npri)]
        for r, row in enumerate(rows):
            for k, _ in row:
                if k < npri:
                    holding[k].append(r)
        for k in range(npri):
            if holding[k]:
                tax[k] = min(net[r] for r in holding[k])
                for r in holding[k]:
                    net[r] -= tax[k]
        share_of = [net[r] // sizes[r] for r in range(len(rows))]
        order.sort(key=share_of.__getitem__)
    column = [0] * (len(items))     # item -> its column (1-based)
    for place, k in enumerate(cols):
        column[k] = place + 1
    for k in range(npri, len(items)):
        column[k] = k + 1
    tally = [0, 0]
    if stats is None:
        stats = {}
    stats.update(engine=engine, nodes=0, solutions=0, seconds=0.0)
    found = []                      # solutions (lists), or (cost, seq, list) heap entries
    number = [0]
    budget = BIG if budget is None else budget
    start = time.process_time()

    if engine == 'bits':
        OPT = [0] * npri
        secondary_of = {}           # (item, colour) -> options
        for n, r in enumerate(order):
            for k, colour in rows[r]:
                if k < npri:
                    OPT[k] |= 1 << n
                else:
                    secondary_of.setdefault(k, []).append((n, colour))
        everything = (1 << len(order)) - 1
        KEEP = []
        for n, r in enumerate(order):
            clash = 1 << n
            for k, colour in rows[r]:
                if k < npri:
                    clash |= OPT[k]
                else:
                    for m, other in secondary_of[k]:
                        if not colour or other != colour:
                            clash |= 1 << m
            KEEP.append(everything & ~clash)
        NPRI = [sum(k < npri for k, _ in rows[r]) for r in order]
        chosen = []
        generator = bits(OPT, KEEP, NPRI, cols, chosen, tally, budget)
        solution_of = lambda: sorted(kept[order[o]] for o in chosen)  # noqa: E731
    else:
        matrix_rows = [sorted(column[k] for k, _ in rows[r]) for r in order]
        M = build(len(items), matrix_rows, npri)
        ROW = M[5]
        if engine == 'dance':
            if IS_PYPY:             # typed arrays: faster links under PyPy, slower in CPython
                from array import array
                M = tuple(array('i', part) for part in M)
            generator = dance(M, npri, [], tally, budget)
        else:
            COL = [0] * (len(items) + 1)
            for r in order:
                for k, colour in sorted(rows[r], key=lambda kc: column[kc[0]]):
                    COL.append(colour)
            BOUND = [0] * (len(items) + 1)
            SLACK = [0] * (len(items) + 1)
            for k in range(npri):
                BOUND[column[k]] = lo_hi[k][1]
                SLACK[column[k]] = lo_hi[k][1] - lo_hi[k][0]
            cut = [BIG]
            if best is None:
                generator = search_m(M, COL, BOUND, SLACK, npri, [], tally, budget=budget)
            else:
                COST = [cost_of[r] for r in order]
                SHARE = [share_of[r] for r in order]
                TAX = [0] * (len(items) + 1)
                for k in range(npri):
                    TAX[column[k]] = tax[k]
                generator = search_m(M, COL, BOUND, SLACK, npri, [], tally, COST, SHARE, TAX,
                                     cut, budget)
        chosen = None
        solution_of = lambda: sorted(kept[order[ROW[x]]] for x in chosen)  # noqa: E731

    def finish():
        stats.update(nodes=tally[0], solutions=number[0], seconds=time.process_time() - start)

    import heapq
    try:
        for found_now in generator:
            chosen = found_now
            number[0] += 1
            if best is not None:
                heapq.heappush(found, (-tally[1], number[0], solution_of()))
                if len(found) > best:
                    heapq.heappop(found)
                if len(found) == best:
                    cut[0] = -found[0][0]
            elif not count:
                found.append(solution_of())
            if number[0] == limit:
                break
    except (Stopped, KeyboardInterrupt) as e:
        if isinstance(e, Stopped):
            tally[0] = e.args[0]
        finish()
        if isinstance(e, Stopped):
            stopped = Stopped('search stopped after %d nodes' % e.args[0])
            stopped.nodes = e.args[0]
            stopped.found = number[0] if count else _best_list(found, scale) if best else found
            raise stopped
        raise
    finish()
    if count:
        return number[0]
    if best is not None:
        return _best_list(found, scale)
    return found


def _best_list(heap, scale):
    return [(-cost // scale, solution) for cost, _, solution in
            sorted(heap, key=lambda entry: (-entry[0], entry[1]))]


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


# ---------------------------------------------------------------- the file format

class InputError(Exception):
    pass


def bad_name(name):
    """Why name cannot be an item's (or a colour's) name, or None."""
    if not name:
        return 'is empty'
    if len(name) > 8:
        return 'is longer than 8 characters'
    if ':' in name:
        return "holds ':'"
    if '|' in name:
        return "holds '|'"
    return None


def parse_bound(word, number):
    """(lo, hi, name) of an item-line word `lo:hi|name`, `hi|name` or `name`."""
    if '|' not in word:
        spec, colon, _ = word.partition(':')
        if colon and spec.isdigit() and spec.isascii():
            raise InputError("line %d: lower bound without an upper bound in '%s' (write lo:hi|name)"
                             % (number, word))
        return 1, 1, word
    spec, _, name = word.partition('|')
    lo, colon, hi = spec.rpartition(':')
    for part in ((lo, hi) if colon else (hi,)):
        if not (part.isdigit() and part.isascii()):
            raise InputError("line %d: bound '%s' of item '%s' is not a number"
                             % (number, part, name))
    hi = int(hi)
    lo = int(lo) if colon else hi
    if hi == 0:
        raise InputError("line %d: upper bound of item '%s' is zero" % (number, name))
    if lo > hi:
        raise InputError("line %d: lower bound %d of item '%s' exceeds its upper bound %d"
                         % (number, lo, name, hi))
    return lo, hi, name


def parse(text):
    """The instance in Knuth's format: (primary, bounds, secondary, options, notes).
    bounds: {name: (lo, hi)} where not 1..1; options: (line text, [item words], cost)
    for the options that hold a primary item (a note for each other one)."""
    primary = secondary = None
    bounds = {}
    options = []
    notes = []
    index = {}
    for number, line in enumerate(text.split('\n'), 1):
        words = line.split()
        if not words or words[0][0] == '|':
            continue                # blank, or a comment
        if primary is None:         # the item line
            primary, secondary = [], []
            names = primary
            for word in words:
                if word[0] == '|':  # Knuth's separator (a name may follow it at once)
                    if names is secondary:
                        raise InputError("line %d: '|' twice in the item line" % number)
                    names = secondary
                    word = word[1:]
                    if not word:
                        continue
                lo, hi, name = parse_bound(word, number)
                if (lo, hi) != (1, 1) or '|' in word:
                    if names is secondary:
                        raise InputError("line %d: bound on secondary item '%s' (bounds are for "
                                         "primary items)" % (number, name))
                    bounds[name] = (lo, hi)
                why = bad_name(name)
                if why:
                    raise InputError("line %d: item name '%s' %s" % (number, name, why))
                if name in index:
                    raise InputError("line %d: item '%s' named twice" % (number, name))
                index[name] = names is primary
                names.append(name)
            for name, (lo, hi) in list(bounds.items()):
                if (lo, hi) == (1, 1):
                    del bounds[name]
            continue
        items = []
        cost = 0
        seen = set()
        for word in words:
            if word[0] == '|':      # a cost, |n
                if not (word[1:].isdigit() and word[1:].isascii()):
                    raise InputError("line %d: cost '%s' is not a nonnegative integer (write |n)"
                                     % (number, word))
                cost += int(word[1:])
                continue
            name, colon, colour = word.partition(':')
            if name not in index:
                why = bad_name(name) or 'is not in the item line'
                raise InputError("line %d: item '%s' %s" % (number, name, why))
            if name in seen:
                raise InputError("line %d: item '%s' twice in one option" % (number, name))
            seen.add(name)
            if colon:
                if index[name]:
                    raise InputError("line %d: colour on primary item '%s'" % (number, name))
                why = bad_name(colour)
                if why:
                    raise InputError("line %d: colour '%s' of item '%s' %s"
                                     % (number, colour, name, why))
            items.append(word)
        if any(index[word.partition(':')[0]] for word in items):
            options.append((' '.join(words), items, cost))
        else:
            notes.append('line %d: option without a primary item dropped' % number)
    if primary is None:             # the line after the last one
        end = text.count('\n') + (not text.endswith('\n')) if text else 0
        raise InputError('line %d: no item line (the input is empty)' % (end + 1))
    return primary, bounds, secondary, options, notes


# ---------------------------------------------------------------- the command line

class UsageError(Exception):
    pass


def arguments(args):
    """{mode, limit, best, budget, seed, stats, engine, file, and issue 29's progress,
    jobs, journal, scheduler, verify, depth, worker_python, task} from the command line."""
    got = {'mode': None, 'limit': None, 'budget': None, 'seed': None, 'stats': False,
           'engine': None, 'file': None, 'progress': False, 'jobs': None, 'journal': None,
           'scheduler': None, 'verify': None, 'depth': None, 'worker_python': None,
           'task': False}
    takes = {'--limit': 'a positive integer', '--best': 'a positive integer',
             '--budget': 'a positive integer', '--seed': 'an integer',
             '--engine': 'one of ' + ', '.join(ENGINES), '--jobs': 'a positive integer',
             '--verify': 'a positive integer', '--depth': 'an integer >= 0',
             '--journal': 'a file name', '--scheduler': "an address, or 'local'",
             '--worker-python': "an interpreter, 'auto' or 'inprocess'"}
    words = ('--journal', '--scheduler', '--worker-python')
    args = list(args)
    while args:
        arg = args.pop(0)
        value = None
        if arg.startswith('--') and '=' in arg:
            arg, value = arg.split('=', 1)
        if arg in ('-h', '--help'):
            sys.stdout.write(HELP)
            sys.exit(0)
        if arg == '--estimate':     # a mode, its number of paths optional: --estimate=N
            if value is not None and not (value.isdigit() and value.isascii() and int(value)):
                raise UsageError('--estimate=%s: want a positive number of paths' % value)
            key, value = 'mode', ('estimate', int(value) if value else ESTIMATE_PATHS)
        elif arg in takes:
            if value is None:
                if not args:
                    raise UsageError('%s needs %s' % (arg, takes[arg]))
                value = args.pop(0)
            if arg == '--engine':
                if value not in ENGINES:
                    raise UsageError('--engine %s: want %s' % (value, takes[arg]))
            elif arg in words:
                if not value:
                    raise UsageError('%s needs %s' % (arg, takes[arg]))
            else:
                text = value[1:] if arg == '--seed' and value[:1] == '-' else value
                low = 0 if arg == '--depth' else 1
                if not (text.isdigit() and text.isascii()) or (arg != '--seed' and int(value) < low):
                    raise UsageError('%s %s: want %s' % (arg, value, takes[arg]))
                value = int(value)
            key = arg[2:].replace('-', '_')
            if key == 'best':
                key, value = 'mode', ('best', value)
            elif got[key] is not None:
                raise UsageError('%s given twice' % arg)
        elif value is not None:
            raise UsageError('%s takes no value' % arg)
        elif arg in ('--all', '--count', '--min', '--cost'):
            key, value = 'mode', arg[2:]
        elif arg in ('--stats', '--progress', '--task'):
            key, value = arg[2:], True
            if got[key]:
                raise UsageError('%s given twice' % arg)
        elif arg.startswith('-') and arg != '-':
            raise UsageError("unknown option '%s' (dlx.py --help lists them)" % arg)
        else:
            if got['file'] is not None:
                raise UsageError("two input files: '%s' and '%s'" % (got['file'], arg))
            key, value = 'file', arg
        if key == 'mode' and got['mode'] is not None:
            name = lambda m: '--' + m[0] if isinstance(m, tuple) else '--' + m  # noqa: E731
            raise UsageError('%s and %s: choose one mode' % (name(got['mode']), name(value)))
        got[key] = value
    if got['limit'] is not None and got['mode'] not in (None, 'all', 'count'):
        raise UsageError('--limit goes with the first solution, --all or --count only')
    if got['engine'] and got['engine'] != 'm' and got['mode'] not in (None, 'all', 'count') \
            and not (isinstance(got['mode'], tuple) and got['mode'][0] == 'estimate'):
        raise UsageError('--engine %s solves plain exact cover: not with --min, --cost, --best'
                         % got['engine'])
    for name in ('journal', 'verify', 'depth'):
        if got[name] is not None and got['mode'] not in ('all', 'count'):
            raise UsageError('--%s goes with --count or --all' % name)
    if got['journal'] and got['mode'] != 'count':
        raise UsageError('--journal keeps counts: it goes with --count')
    if got['worker_python'] and not got['scheduler']:
        raise UsageError('--worker-python goes with --scheduler')
    got['split'] = got['mode'] in ('all', 'count') and bool(
        got['jobs'] or got['scheduler'] or got['journal'] or got['verify']
        or got['depth'] is not None or got['progress'])
    if got['split']:
        for name in ('limit', 'budget', 'seed'):
            if got[name] is not None:
                raise UsageError('--%s does not go with a split count (--jobs, --scheduler, '
                                 '--journal, --verify, --depth, --progress)' % name)
    if got['worker_python'] is None:
        got['worker_python'] = 'auto'
    return got


def progress_reporter(stats, found):
    """Every second, on stderr: time, solutions so far. Returns a stop function."""
    import signal
    import time
    start = time.time()
    shown = [False]

    def show(signum, frame):
        sys.stderr.write('\r%.0f s, %d solutions so far (%s)  '
                         % (time.time() - start, found[0], stats.get('engine', '')))
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
            shown[0] = False
    return stop


ENGINE_NAMES = {'dance': 'dance (links, early-fail%s)', 'bits': 'bits (Python ints as bitsets)',
                'm': 'm (Algorithm M: links, tweaks, colours, costs)',
                'none': 'none (every subproblem read from the journal)'}


def stats_line(stats):
    name = ENGINE_NAMES[stats['engine']]
    if stats['engine'] == 'dance':
        name %= ', array(\'i\')' if stats.get('pypy', IS_PYPY) else ', lists'
    return ('dlx.py: engine %s: %d nodes, %d solutions, %.2f s CPU\n'
            % (name, stats['nodes'], stats['solutions'], stats['seconds']))


# ---------------------------------------------------------------- counting big (issue 29)
# One tree, shared by --estimate and the split: each node branches on the open primary
# item of smallest degree (Algorithm M's score; on plain exact cover the engines' rule,
# the first item with the fewest options), options as bits of a Python int. A child is
# "option x taken, the item's options before x left out" or, where the item may take
# no more, the null move. A node is a prefix of such choices; its subtree is the
# instance reduced by the prefix, which any engine counts.

def _popcount(x):
    return bin(x).count('1')


if HAS_BIT_COUNT:
    _popcount = int.bit_count       # noqa: F811


class Tree:
    """The search tree of an instance (primary names, bounds {name: (lo, hi)}, secondary
    names, options as lists of item words, as parse() gives them)."""

    def __init__(self, primary, bounds, secondary, options):
        self.primary, self.secondary, self.options = list(primary), list(secondary), options
        items = {name: k for k, name in enumerate(self.primary + self.secondary)}
        npri = self.npri = len(self.primary)
        self.LO = [bounds.get(name, (1, 1))[0] for name in self.primary]
        self.HI = [bounds.get(name, (1, 1))[1] for name in self.primary]
        self.kept = []              # tree option -> index in options
        self.PRI = []               # tree option -> its primary items
        OPT = self.OPT = [0] * npri
        uses = {}                   # secondary item -> [(tree option, colour)]
        for number, words in enumerate(options):
            pri = []
            sec = []
            for word in words:
                name, _, colour = word.partition(':')
                k = items[name]
                (pri if k < npri else sec).append((k, colour))
            if not pri:
                continue
            o = len(self.kept)
            self.kept.append(number)
            self.PRI.append([k for k, _ in pri])
            for k, _ in pri:
                OPT[k] |= 1 << o
            for k, colour in sec:
                uses.setdefault(k, []).append((o, colour))
        n = len(self.kept)
        self.ALL = (1 << n) - 1
        KEEP = self.KEEP = [self.ALL & ~(1 << o) for o in range(n)]
        for group in uses.values():     # secondary clashes: no colour, or another one
            for o, colour in group:
                clash = 0
                for p, other in group:
                    if not colour or other != colour:
                        clash |= 1 << p
                KEEP[o] &= ~clash

    def root(self):
        """A node: (live options, lo, hi, open items in ring order)."""
        return self.ALL, list(self.LO), list(self.HI), list(range(self.npri))

    def branch(self, node):
        """(item, candidate options, null move allowed) of a node; item None: a solution."""
        live, lo, hi, open_ = node
        best = None
        for k in open_:
            size = _popcount(live & self.OPT[k])
            slack = hi[k] - lo[k]
            s = hi[k] if slack > hi[k] else slack
            t = size + s - hi[k] + 1
            if best is None or t < score or (t == score and (s < bs or (s == bs and size > bl))):
                best, score, bs, bl = k, t, s, size
        if best is None:
            return None, [], False
        k = best
        mine = live & self.OPT[k]
        first = []
        for _ in range(max(0, score - (lo[k] == 0))):
            low = mine & -mine
            first.append(low.bit_length() - 1)
            mine ^= low
        return k, first, lo[k] == 0

    def child(self, node, k, x):
        """The node after option x (None: the null move) on item k."""
        live, lo, hi, open_ = node
        if x is None:
            return live & ~self.OPT[k], lo, hi, [j for j in open_ if j != k]
        lo = list(lo)
        hi = list(hi)
        live &= self.KEEP[x] & ~(self.OPT[k] & ((1 << x) - 1))
        closed = []
        for j in self.PRI[x]:
            hi[j] -= 1
            if lo[j]:
                lo[j] -= 1
            if not hi[j]:
                live &= ~self.OPT[j]
                closed.append(j)
        if closed:
            open_ = [j for j in open_ if j not in closed]
        return live, lo, hi, open_

    def walk(self, prefix):
        """The node at a prefix (its words: option numbers, 1-based in the input, or '-'
        for a null move), and the options it takes; ValueError when it is no node."""
        node = self.root()
        taken = []
        for word in prefix.split():
            k, first, null = self.branch(node)
            if k is None:
                raise ValueError("prefix '%s' goes below a leaf" % prefix)
            if word == '-':
                if not null:
                    raise ValueError("prefix '%s': no null move there" % prefix)
                node = self.child(node, k, None)
                continue
            want = int(word) - 1 if word.isdigit() else -1
            x = [o for o in first if self.kept[o] == want]
            if not x:
                raise ValueError("prefix '%s': option %s is not tried there" % (prefix, word))
            node = self.child(node, k, x[0])
            taken.append(self.kept[x[0]])
        return node, taken

    def reduced(self, node):
        """The instance of a node's subtree: (primary, bounds, secondary, option indices)."""
        live, lo, hi, open_ = node
        primary = [self.primary[k] for k in open_]
        bounds = {self.primary[k]: (lo[k], hi[k]) for k in open_ if (lo[k], hi[k]) != (1, 1)}
        rows = []
        while live:
            low = live & -live
            rows.append(self.kept[low.bit_length() - 1])
            live ^= low
        return primary, bounds, self.secondary, rows

    def frontier(self, depth):
        """The nodes at this depth and the leaves above it, in search order, as (prefix,
        weight, node): weight 1/(d1 x d2 ...), the share of DLX1's progress measure.
        Also .above: the nodes above the depth (counted as nodes of the search)."""
        out = []
        above = [0]

        def down(node, prefix, weight, level):
            if level == depth:
                out.append((' '.join(prefix), weight, node))
                return
            k, first, null = self.branch(node)
            d = len(first) + null
            if k is None or not d:
                out.append((' '.join(prefix), weight, node))
                return
            above[0] += d
            for x in first:
                prefix.append(str(self.kept[x] + 1))
                down(self.child(node, k, x), prefix, weight / d, level + 1)
                prefix.pop()
            if null:
                prefix.append('-')
                down(self.child(node, k, None), prefix, weight / d, level + 1)
                prefix.pop()

        down(self.root(), [], 1.0, 0)
        self.above = above[0]
        return out

    def estimate(self, paths, rng):
        """Knuth's estimate (1975): paths random root-to-leaf walks, each the product of
        the degrees met. Returns {nodes, solutions, errors (their standard errors),
        levels: estimated nodes at each depth, paths}."""
        import math
        total = [0.0, 0.0]
        squares = [0.0, 0.0]
        levels = []
        for _ in range(paths):
            node = self.root()
            product = 1.0
            nodes = 0.0
            solutions = 0.0
            depth = 0
            while True:
                k, first, null = self.branch(node)
                if k is None:
                    solutions = product
                    break
                d = len(first) + null
                if not d:
                    break
                product *= d
                nodes += product
                depth += 1
                if len(levels) < depth:
                    levels.append(0.0)
                levels[depth - 1] += product
                pick = rng.randrange(d)
                node = self.child(node, k, first[pick] if pick < len(first) else None)
            for i, value in enumerate((nodes, solutions)):
                total[i] += value
                squares[i] += value * value
        mean = [t / paths for t in total]
        spread = [math.sqrt(max(0.0, s / paths - m * m) / max(1, paths - 1)) if paths > 1 else 0.0
                  for s, m in zip(squares, mean)]
        return {'nodes': mean[0], 'solutions': mean[1], 'nodes_error': spread[0],
                'solutions_error': spread[1], 'levels': [v / paths for v in levels],
                'paths': paths}

    def depth_for(self, levels, target):
        """The shallowest depth whose estimated nodes reach target (levels from estimate)."""
        for depth, nodes in enumerate(levels, 1):
            if nodes >= target:
                return depth
        return len(levels)


class Prepared:
    """A worker's engine, built once for the whole instance (dance's links, or bits'
    bitsets), that counts a subproblem from its node of the Tree without building its
    reduced instance anew: bits starts from the node's live options and open items;
    dance covers the prefix's columns as its own search would, counts, uncovers them.
    The same tree as the reduced instance's (the same item ring, the options in the
    same order). Plain exact cover (dance) or no bounds (bits) only."""

    def __init__(self, tree, engine):
        self.tree = tree
        self.engine = engine
        items = {name: k for k, name in enumerate(tree.primary + tree.secondary)}
        self.cols = []              # tree option -> its columns (1-based), sorted
        for number in tree.kept:
            self.cols.append(sorted(items[w.partition(':')[0]] + 1 for w in tree.options[number]))
        if engine == 'bits':
            self.KEEP = []
            for o, pri in enumerate(tree.PRI):
                clash = 0
                for k in pri:
                    clash |= tree.OPT[k]
                self.KEEP.append(tree.KEEP[o] & ~clash)
            self.NPRI = [len(pri) for pri in tree.PRI]
        else:
            M = build(len(items), self.cols, tree.npri)
            if IS_PYPY:
                from array import array
                M = tuple(array('i', part) for part in M)
            self.M = M
            self.ROW = M[5]
            self.tree_option = {number: o for o, number in enumerate(tree.kept)}

    def count(self, prefix, want_all, stats):
        """(count, or the solutions as lists of tree options; the options the prefix
        takes) below a prefix; stats as solve's. ValueError when the prefix is no node."""
        import time
        tree = self.tree
        tally = [0, 0]
        found = []
        number = 0
        start = time.process_time()
        if self.engine == 'bits':
            node, taken = tree.walk(prefix)
            chosen = []
            for _ in bits(tree.OPT, self.KEEP, self.NPRI, node[3], chosen, tally, live=node[0]):
                number += 1
                if want_all:
                    found.append(list(chosen))
        else:
            # the prefix's columns covered in dance's order: at each level the first open
            # column with the fewest rows (Tree.branch's item; no Tree.walk, whose bit
            # counts of long ints cost PyPy ~0.5 ms a subproblem), then the option's
            # other columns, left to right
            S = self.M[6]
            open_ = list(range(1, tree.npri + 1))
            covered = []
            taken = []
            try:
                for word in prefix.split():
                    o = self.tree_option.get(int(word) - 1) if word.isdigit() else None
                    c = min(open_, key=S.__getitem__) if open_ else 0
                    if o is None or c not in self.cols[o] or not S[c]:
                        raise ValueError("prefix '%s': option %s is not tried there" % (prefix, word))
                    cols = self.cols[o]
                    i = cols.index(c)
                    for c in cols[i:] + cols[:i]:
                        cover(self.M, c)
                        covered.append(c)
                        if c <= tree.npri:
                            open_.remove(c)
                    taken.append(tree.kept[o])
                for chosen in dance(self.M, tree.npri, [], tally):
                    number += 1
                    if want_all:
                        found.append([self.ROW[x] for x in chosen])
            finally:
                for c in reversed(covered):
                    uncover(self.M, c)
        stats.update(engine=self.engine, nodes=tally[0], solutions=number,
                     seconds=time.process_time() - start)
        return (found if want_all else number), taken


def prepared_engine(tree, engine):
    """The engine a Prepared counts with (as solve() would choose for the whole
    instance), or None: bounds, or colours without bits, go through solve()."""
    if any(b != (1, 1) for b in zip(tree.LO, tree.HI)):
        return None
    if engine is None:
        engine = 'bits' if HAS_BIT_COUNT and not IS_PYPY and len(tree.kept) <= BITS_MAX_OPTIONS \
            else 'dance'
    if engine == 'bits' and HAS_BIT_COUNT:
        return 'bits'
    colours = any(':' in w for number in tree.kept for w in tree.options[number])
    return 'dance' if engine == 'dance' and not colours else None


def count_node(tree, prefix, want_all=False, engine=None):
    """Count (or list, want_all) the solutions below a prefix: a dict of prefix, count,
    nodes, seconds (CPU) and, want_all, solutions (sorted option indices). The tree
    keeps a Prepared engine where one applies (built at its first subproblem)."""
    cache = tree.__dict__.setdefault('prepared', {})
    if engine not in cache:
        kind = prepared_engine(tree, engine)
        cache[engine] = Prepared(tree, kind) if kind else None
    if cache[engine] is not None:
        stats = {}
        result, taken = cache[engine].count(prefix, want_all, stats)
        done = {'prefix': prefix, 'nodes': stats['nodes'], 'seconds': stats['seconds'],
                'engine': stats['engine'], 'pypy': IS_PYPY}
        if want_all:
            done['solutions'] = [sorted(taken + [tree.kept[o] for o in found]) for found in result]
            done['count'] = len(result)
        else:
            done['count'] = result
        return done
    node, taken = tree.walk(prefix)
    primary, bounds, secondary, rows = tree.reduced(node)
    stats = {}
    if engine == 'bits' and not HAS_BIT_COUNT:
        engine = None
    if engine in ('dance', 'bits') and bounds:
        engine = 'm'
    result = solve(primary, [tree.options[i] for i in rows], secondary, bounds,
                   count=not want_all, stats=stats, engine=engine)
    done = {'prefix': prefix, 'nodes': stats['nodes'], 'seconds': stats['seconds'],
            'engine': stats['engine'], 'pypy': IS_PYPY}
    if want_all:
        done['solutions'] = [sorted(taken + [rows[i] for i in found]) for found in result]
        done['count'] = len(result)
    else:
        done['count'] = result
    return done


_WORK = {}                          # a worker's tree, built once


def run_tasks(text, prefixes, want_all=False, engine=None):
    """A worker's batch: the instance's text, the prefixes to count; a list of results."""
    if _WORK.get('text') != text:
        primary, bounds, secondary, options, _ = parse(text)
        _WORK['tree'] = Tree(primary, bounds, secondary, [words for _, words, _ in options])
        _WORK['text'] = text
    return [count_node(_WORK['tree'], prefix, want_all, engine) for prefix in prefixes]


def _pool_init(text, want_all, engine, tree):
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)    # Ctrl-C is the parent's to handle
    _WORK['job'] = (text, want_all, engine)
    if tree is not None:            # forked: the parent's tree, parsed once for all
        _WORK['tree'] = tree
        _WORK['text'] = text


def _pool_task(prefixes):
    text, want_all, engine = _WORK['job']
    return run_tasks(text, prefixes, want_all, engine)


def guided(prefixes, jobs):
    """The prefixes in batches of at most 1/16 of them per worker, and at the end a
    quarter of what is left per worker (at least one): few messages between the
    processes (each costs PyPy's parent ~1.4 ms of CPU), little lost to a kill, and
    the last batches small, so that the workers end together."""
    batches = []
    most = max(1, len(prefixes) // (16 * jobs))
    i = 0
    while i < len(prefixes):
        size = max(1, min(most, (len(prefixes) - i) // (4 * jobs)))
        batches.append(prefixes[i:i + size])
        i += size
    return batches


def local_results(text, prefixes, jobs, want_all, engine, tree=None):
    """Results as they finish: in this process (jobs 1) or in a pool of jobs processes
    (forked where the system can: each worker starts with this process's tree)."""
    if jobs <= 1 or len(prefixes) <= 1:
        if tree is not None:
            _WORK['tree'] = tree
            _WORK['text'] = text
        for prefix in prefixes:
            yield run_tasks(text, [prefix], want_all, engine)[0]
        return
    import multiprocessing
    methods = multiprocessing.get_all_start_methods()
    fork = 'fork' in methods
    context = multiprocessing.get_context('fork' if fork else None)
    pool = context.Pool(jobs, _pool_init, (text, want_all, engine, tree if fork else None))
    try:
        for batch in pool.imap_unordered(_pool_task, guided(prefixes, jobs)):
            for done in batch:
                yield done
        pool.close()
    finally:
        pool.terminate()
        pool.join()


# Run on a Dask worker: compiled from this text on the client (so that the function is
# shipped by value, whatever this file is called), it runs the batch in PyPy3 through a
# subprocess where one is found (python 'auto'), or in the worker's own interpreter.
DASK_TASK = '''
def dlx_task(prefixes, payload):
    import hashlib, json, os, shutil, subprocess, sys, tempfile, types
    source, text, want_all, engine, python = payload
    key = 'dlx_task_' + hashlib.sha256(source.encode()).hexdigest()[:16]
    exe = shutil.which('pypy3') if python == 'auto' else None if python == 'inprocess' else python
    if exe:
        path = os.path.join(tempfile.gettempdir(), key + '.py')
        if not os.path.exists(path):
            handle, temporary = tempfile.mkstemp(suffix='.py')
            with os.fdopen(handle, 'w') as f:
                f.write(source)
            os.replace(temporary, path)
        # one dlx.py --task process a worker thread, kept while the instance is the same
        # (its digest): it parses the instance and warms its JIT once, then answers a
        # line of JSON for each batch; it ends when its stdin closes (the worker ends)
        import threading
        servers = sys.modules.setdefault(key + '_servers', types.ModuleType(key + '_servers'))
        digest = hashlib.sha256(text.encode('utf-8', 'surrogateescape')).hexdigest()
        mine = servers.__dict__.get(threading.get_ident())
        if mine is not None and (mine[0] != (exe, digest) or mine[1].poll() is not None):
            mine[1].kill()
            mine[1].wait()
            mine[2].close()
            mine = None
        if mine is None:
            errors = tempfile.TemporaryFile()
            proc = subprocess.Popen([exe, path, '--task'], stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, stderr=errors)
            proc.stdin.write((json.dumps({'text': text}) + '\\n').encode())
            mine = servers.__dict__[threading.get_ident()] = ((exe, digest), proc, errors)
        proc = mine[1]
        try:
            proc.stdin.write((json.dumps({'prefixes': prefixes, 'all': want_all,
                                          'engine': engine}) + '\\n').encode())
            proc.stdin.flush()
            line = proc.stdout.readline()
        except OSError:
            line = b''
        if not line:
            proc.kill()
            proc.wait()
            del servers.__dict__[threading.get_ident()]
            mine[2].seek(0)
            raise RuntimeError('%s dlx.py --task: %s' % (exe, mine[2].read().decode()[-300:]))
        return json.loads(line)
    module = sys.modules.get(key)
    if module is None:
        module = types.ModuleType(key)
        exec(compile(source, 'dlx.py', 'exec'), module.__dict__)
        sys.modules[key] = module
    return module.run_tasks(text, prefixes, want_all, engine)
'''


def dask_results(address, workers, text, prefixes, want_all, engine, python, say):
    """Results as they finish, from Dask distributed: a scheduler's address, or 'local'
    for a LocalCluster of `workers` processes. Batches of prefixes are the tasks."""
    import logging
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise UsageError('--scheduler needs Dask distributed: pip install "dask[distributed]"')
    cluster = None
    if address == 'local':
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                               dashboard_address=None, silence_logs=logging.ERROR)
        client = Client(cluster)
    else:
        try:
            client = Client(address, timeout=30)
        except (OSError, ValueError) as e:
            raise UsageError('--scheduler %s: %s' % (address, e))
    try:
        with open(__file__, encoding='utf-8') as f:
            source = f.read()
        namespace = {'__name__': '__main__'}
        exec(DASK_TASK, namespace)
        total = max(1, sum(client.nthreads().values()))
        size = max(1, len(prefixes) // (8 * total))
        batches = [prefixes[i:i + size] for i in range(0, len(prefixes), size)]
        say('%d subproblems in %d tasks on %d Dask worker threads' % (len(prefixes), len(batches), total))
        payload = client.scatter((source, text, want_all, engine, python), broadcast=True)
        futures = client.map(namespace['dlx_task'], batches, payload=payload, pure=False)
        for future in as_completed(futures):
            for done in future.result():
                yield done
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


class Journal:
    """--journal FILE: a header (the input's sha256, the split depth), then a line a
    finished subproblem: prefix, count, nodes and a CRC-32 of the three, each line one
    O_APPEND write, fsynced. A torn last line (a kill inside write) is cut off."""

    def __init__(self, path):
        self.path = path
        self.fd = None

    def read(self, digest):
        """(depth, {prefix: (count, nodes)}) of an existing journal, or (None, {})."""
        import os
        import zlib
        try:
            with open(self.path, 'rb') as f:
                data = f.read()
        except FileNotFoundError:
            return None, {}
        except OSError as e:
            raise UsageError("--journal '%s': %s" % (self.path, e.strerror or e))
        if not data:
            return None, {}
        if b'\n' not in data:       # the header is written whole (a rename), so not ours
            raise UsageError("--journal '%s' is not a dlx.py journal" % self.path)
        cut = data.rfind(b'\n') + 1
        if cut < len(data):
            os.truncate(self.path, cut)
        lines = data[:cut].decode('utf-8', 'replace').split('\n')[:-1]
        head = lines[0].split()
        if len(head) != 7 or head[:4] != ['dlx.py', 'journal', '1', 'sha256'] or head[5] != 'depth':
            raise UsageError("--journal '%s' is not a dlx.py journal" % self.path)
        if head[4] != digest:
            raise UsageError("--journal '%s' belongs to another input (sha256 %s..., this one %s...)"
                             % (self.path, head[4][:12], digest[:12]))
        done = {}
        for number, line in enumerate(lines[1:], 2):
            parts = line.split('\t')
            if (len(parts) != 4 or '%08x' % zlib.crc32('\t'.join(parts[:3]).encode()) != parts[3]
                    or parts[0] in done):
                raise UsageError("--journal '%s': line %d is damaged or repeated" % (self.path, number))
            done[parts[0]] = (int(parts[1]), int(parts[2]))
        return int(head[6]), done

    def start(self, digest, depth, fresh):
        import os
        import tempfile
        if fresh:
            folder = os.path.dirname(os.path.abspath(self.path))
            handle, temporary = tempfile.mkstemp(dir=folder, prefix='.journal-')
            os.write(handle, ('dlx.py journal 1 sha256 %s depth %d\n' % (digest, depth)).encode())
            os.fsync(handle)
            os.close(handle)
            os.replace(temporary, self.path)
        self.fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)

    def add(self, prefix, count, nodes):
        import os
        import zlib
        body = '%s\t%d\t%d' % (prefix, count, nodes)
        os.write(self.fd, ('%s\t%08x\n' % (body, zlib.crc32(body.encode()))).encode())
        os.fsync(self.fd)

    def close(self):
        if self.fd is not None:
            import os
            os.close(self.fd)
            self.fd = None


def other_engine(engine, colours):
    """The engine a --verify recount uses beside the one that ran."""
    if engine == 'bits':
        return 'm' if colours else 'dance'
    if HAS_BIT_COUNT:
        return 'bits'
    return 'm' if engine == 'dance' else 'dance' if not colours else None


def split_count(got, text, digest, tree, colours, stats):
    """--count or --all split into subproblems (--jobs, --scheduler, --journal, --verify,
    --depth, --progress): (count, solutions in search order or None)."""
    import random
    import time
    want_all = got['mode'] == 'all'
    quiet = not (got['progress'] or sys.stderr.isatty())
    start = time.time()
    cpu = time.process_time()

    def say(line):
        if not quiet:
            sys.stderr.write('dlx.py: %s\n' % line)

    bounded = any(b != (1, 1) for b in zip(tree.LO, tree.HI))
    if got['verify'] and (bounded or other_engine('m', colours) is None):
        raise UsageError('--verify: this input has one engine here (%s: engine m only)'
                         % ('bounds' if bounded else 'colours, no int.bit_count'))
    journal = Journal(got['journal']) if got['journal'] else None
    depth, done = journal.read(digest) if journal else (None, {})
    if depth is not None and got['depth'] is not None and got['depth'] != depth:
        raise UsageError('--depth %d: the journal was split at depth %d' % (got['depth'], depth))
    fresh = depth is None
    if depth is None:
        depth = got['depth']
    workers = got['jobs'] or (2 if got['scheduler'] == 'local' else 1)
    if depth is None:               # from the estimate: some 512 subproblems a worker
        guess = tree.estimate(200, random.Random(1))
        target = max(1024, 512 * workers) * (4 if got['scheduler'] else 1)
        depth = tree.depth_for(guess['levels'], target)
    frontier = tree.frontier(depth)
    weight = {prefix: w for prefix, w, _ in frontier}
    if set(done) - set(weight):
        raise UsageError("--journal '%s' holds prefixes of another split" % got['journal'])
    if journal:
        journal.start(digest, depth, fresh)
    todo = [prefix for prefix, _, _ in frontier if prefix not in done]
    say('depth %d: %d subproblems, %d of them done before' % (depth, len(frontier), len(done)))
    results = {prefix: {'count': c, 'nodes': n} for prefix, (c, n) in done.items()}
    finished = [sum(weight[p] for p in done), sum(c for c, _ in done.values())]
    shown = [time.time()]
    ended = [False]

    def show(final=False):
        now = time.time()
        if quiet or (now - shown[0] < 1 and not final):
            return
        shown[0] = now
        f = finished[0]
        spent = now - start
        eta = ' ETA %s,' % clock(spent * (1 - f) / f) if 0 < f < 0.9999 else ''
        line = ('dlx.py: %5.1f%% of the tree (DLX1 measure), %d of %d subproblems, %d solutions, '
                '%s,%s' % (100 * f, len(results), len(frontier), finished[1], clock(spent), eta))
        sys.stderr.write(('\r%s  ' if sys.stderr.isatty() else '%s\n') % line.rstrip(','))
        if final and sys.stderr.isatty():
            sys.stderr.write('\n')
        sys.stderr.flush()

    if got['scheduler']:
        source = dask_results(got['scheduler'], workers, text, todo, want_all, got['engine'],
                              got['worker_python'], say)
    else:
        source = local_results(text, todo, workers, want_all, got['engine'], tree)
    elsewhere = got['scheduler'] or workers > 1     # else the tasks' CPU is this process's
    seconds = 0.0
    stats['engine'] = 'none'
    try:
        for result in source:
            results[result['prefix']] = result
            seconds += result['seconds'] if elsewhere else 0.0
            stats['engine'] = result['engine']
            stats['pypy'] = result.get('pypy', IS_PYPY)     # where the task ran
            finished[0] += weight[result['prefix']]
            finished[1] += result['count']
            if journal:
                journal.add(result['prefix'], result['count'], result['nodes'])
            show()
    finally:
        if journal:
            journal.close()
        stats.update(nodes=tree.above + sum(r['nodes'] for r in results.values()),
                     solutions=finished[1], seconds=time.process_time() - cpu + seconds)
    show(final=True)
    ended[0] = True
    if got['verify']:
        verify(got['verify'], tree, frontier, results, colours, stats, want_all, say)
    if want_all:
        solutions = [s for prefix, _, _ in frontier for s in results[prefix]['solutions']]
        return len(solutions), solutions
    return sum(results[prefix]['count'] for prefix, _, _ in frontier), None


class VerifyError(Exception):
    pass


def verify(k, tree, frontier, results, colours, stats, want_all, say):
    """--verify K: recount K random subproblems with another engine; VerifyError on a
    difference (counts, and nodes: the engines search one tree)."""
    import random
    engine = stats.get('engine', 'm')
    other = other_engine(engine, colours)
    prefixes = [prefix for prefix, _, _ in frontier]
    picked = random.Random().sample(prefixes, min(k, len(prefixes)))
    for prefix in picked:
        again = count_node(tree, prefix, want_all, other)
        was = results[prefix]
        if again['count'] != was['count'] or again['nodes'] != was['nodes']:
            raise VerifyError("--verify: subproblem '%s': engine %s %d solutions, %d nodes; "
                              "engine %s %d solutions, %d nodes" % (
                                  prefix, was.get('engine', engine), was['count'], was['nodes'],
                                  other, again['count'], again['nodes']))
    sys.stderr.write('dlx.py: verify: %d subproblems recounted by engine %s: the same counts '
                     'and nodes\n' % (len(picked), other))


def clock(seconds):
    if seconds < 10:
        return '%.1f s' % seconds
    if seconds < 100:
        return '%.0f s' % seconds
    if seconds < 6000:
        return '%.0f min' % (seconds / 60)
    if seconds < 48 * 3600:
        return '%.1f h' % (seconds / 3600)
    return '%.1f days' % (seconds / 86400)


def estimate_lines(tree, paths, rng, engine):
    """--estimate: Knuth's estimate and a time from a short timed sample (stdout lines)."""
    import time
    found = tree.estimate(paths, rng)
    stats = {}
    primary, bounds, secondary, rows = tree.reduced(tree.root())
    options = [tree.options[i] for i in rows]
    limit = 0.3                     # the timed sample: nodes searched in about this CPU time
    budget = 2000
    exact = None
    while True:
        try:
            counted = solve(primary, options, secondary, bounds, count=True, budget=budget,
                            stats=stats, engine=engine)
            exact = counted
            break
        except Stopped:
            if stats['seconds'] >= limit or budget >= 1 << 40:
                break
            budget *= 4
    per = stats['seconds'] / max(1, stats['nodes'])
    lines = ['nodes: %.3g (standard error %.2g)' % (found['nodes'], found['nodes_error']),
             'solutions: %.3g (standard error %.2g)' % (found['solutions'], found['solutions_error'])]
    if exact is not None:
        lines.append('time: %s CPU with engine %s, the whole count done in the sample '
                     '(%d solutions, %d nodes)' % (clock(stats['seconds']), stats['engine'],
                                                   exact, stats['nodes']))
    else:
        lines.append('time: %s CPU with engine %s in this interpreter (%.3g s a node over '
                     '%d nodes timed)' % (clock(found['nodes'] * per), stats['engine'], per,
                                          stats['nodes']))
    lines.append('from %d random paths (Knuth 1975); nodes per depth: %s'
                 % (paths, ' '.join('%.3g' % v for v in found['levels'])))
    return lines


def main():
    stats = {}
    wanted = None
    try:
        try:
            got = arguments(sys.argv[1:])
        except UsageError as e:
            sys.stderr.write('dlx.py: %s\n' % e)
            sys.exit(2)
        wanted = got['stats']
        if got['task']:             # a Dask worker's PyPy3 subprocess: the instance in a
            import json             # line of JSON, then a line in, a line out a batch
            text = json.loads(sys.stdin.buffer.readline())['text']
            for line in sys.stdin.buffer:
                job = json.loads(line)
                done = run_tasks(text, job['prefixes'], job['all'], job['engine'])
                sys.stdout.write(json.dumps(done) + '\n')
                sys.stdout.flush()
            return
        try:
            if got['file'] in (None, '-'):
                data = sys.stdin.buffer.read()
            else:
                with open(got['file'], 'rb') as f:
                    data = f.read()
        except OSError as e:
            sys.stderr.write("dlx.py: cannot read '%s': %s\n" % (got['file'], e.strerror or e))
            sys.exit(2)
        try:
            if data[:3] == b'\xef\xbb\xbf':     # a UTF-8 byte order mark: skipped
                data = data[3:]
            primary, bounds, secondary, options, notes = parse(
                data.decode('utf-8', 'surrogateescape'))
        except InputError as e:
            sys.stderr.write('dlx.py: %s\n' % e)
            sys.exit(1)
        for note in notes:
            sys.stderr.write('dlx.py: note: %s\n' % note)
        mode = got['mode']
        estimate = isinstance(mode, tuple) and mode[0] == 'estimate'
        best = None
        costs = None
        if estimate:
            pass
        elif mode == 'min':
            best = 1
        elif mode == 'cost':
            best, costs = 1, [cost for _, _, cost in options]
        elif isinstance(mode, tuple):
            best, costs = mode[1], [cost for _, _, cost in options]
        limit = got['limit'] if got['limit'] is not None else 1 if mode is None else None
        if got['engine'] == 'dance' and any(':' in w for _, words, _ in options for w in words):
            sys.stderr.write("dlx.py: --engine dance takes no colours (this input has some)\n")
            sys.exit(2)
        if got['engine'] in ('dance', 'bits') and bounds:
            sys.stderr.write('dlx.py: --engine %s takes no bounds (this input has some)\n'
                             % got['engine'])
            sys.exit(2)
        if got['engine'] == 'bits' and not HAS_BIT_COUNT:
            sys.stderr.write('dlx.py: --engine bits needs CPython 3.10 or later\n')
            sys.exit(2)
        found = [0]
        text = [line for line, _, _ in options]
        stopped = None
        words = [words for _, words, _ in options]
        if estimate or got['split']:
            import random
            tree = Tree(primary, bounds, secondary, words)
            colours = any(':' in w for option in words for w in option)
        if estimate:
            rng = random.Random(got['seed'])
            for line in estimate_lines(tree, mode[1], rng, got['engine']):
                sys.stdout.write(line + '\n')
            return
        if (got['jobs'] or got['scheduler']) and not got['split']:
            sys.stderr.write('dlx.py: note: %s runs serially (--jobs and --scheduler split '
                             '--count and --all)\n' % ('--' + mode[0] if isinstance(mode, tuple)
                                                       else '--' + (mode or 'limit')))
        if got['split']:
            import hashlib
            try:
                result, listed = split_count(got, data.decode('utf-8', 'surrogateescape'),
                                             hashlib.sha256(data).hexdigest(), tree, colours,
                                             stats)
            except UsageError as e:
                sys.stderr.write('dlx.py: %s\n' % e)
                sys.exit(2)
            except VerifyError as e:
                if wanted:
                    sys.stderr.write(stats_line(stats))
                sys.stderr.write('dlx.py: %s\n' % e)
                sys.exit(4)
            if listed is not None:
                result = listed
        else:
            stop = progress_reporter(stats, found) if sys.stderr.isatty() or got['progress'] \
                else None
            try:
                result = solve(primary, words, secondary, bounds,
                               costs, count=mode == 'count', limit=limit, best=best,
                               budget=got['budget'], seed=got['seed'], stats=stats,
                               engine=got['engine'])
            except Stopped as e:
                stopped, result = e, e.found
            if stop:
                stop()
        if mode == 'count':
            shown = [] if stopped else [str(result)]
        elif best is not None:      # not proved the cheapest when stopped: only the stop line
            shown = [] if stopped else ['\n'.join([str(cost)] + [text[i] for i in solution])
                                        for cost, solution in result]
        else:
            shown = ['\n'.join(text[i] for i in solution) for solution in result]
        if not shown and not stopped and mode != 'count':
            shown = ['No Solution!']
        if stopped:
            shown.append('Search stopped: the budget of %d nodes ran out (%d solution%s found'
                         ' so far; not proved)' % (got['budget'], stats['solutions'],
                                                   '' if stats['solutions'] == 1 else 's'))
        if wanted:
            sys.stderr.write(stats_line(stats))
        sys.stdout.buffer.write(('\n\n'.join(shown) + '\n').encode('utf-8', 'surrogateescape'))
        sys.stdout.flush()
        if stopped:
            sys.exit(3)
    except KeyboardInterrupt:
        if wanted and stats:
            sys.stderr.write(stats_line(stats).replace('dlx.py: ', 'dlx.py: interrupted: ', 1))
        sys.stderr.write('dlx.py: interrupted\n')
        sys.exit(130)


if __name__ == '__main__':
    main()
