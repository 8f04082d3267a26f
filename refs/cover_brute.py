"""Independent references for the repeated-cover family (tests and benchmarks), sharing
nothing with solutions/: no DLX, no reduction, no bounds, no binary search.

- radius_by_subsets(dist, k): HDU 2295 Radar and HDU 5046 Airport straight from their
  definition. dist[s][c] is the distance from station (or airport) s to city c; every
  set of min(k, stations) stations is tried, its radius being the largest distance from
  a city to its nearest member, and the least of those is the answer. (A larger set
  never needs a larger radius, so sets of exactly min(k, stations) suffice.)
- fewest_rectangles(board, n1, m1): FZU 1686, a breadth-first search over the sets of
  monsters hit so far (bit masks), one more n1 x m1 rectangle a level; the first level
  holding the set of all monsters is the answer. Rectangles lie inside the board.
- radius_by_search(dist, k): Radar and Airport for inputs too large for subsets: a
  bisection over the distances, each tested by covers_within(), a plain depth-first
  search on bit masks with a packing bound (slow, but shares nothing with the DLX).
- fewest_by_search(masks, full): the least k for which covers_within() holds (FZU 1686
  boards with too many monsters for the breadth-first search).
- fewest_by_subsets(masks, full): the same least k, every set of k masks tried in turn
  (None when even all of them miss a bit of full): for the reductions' small tests.
As a program, `python3 refs/cover_brute.py hdu2295|hdu5046|fzu1686 < input` prints the
judge's expected output (a --brute for `judge-io stress`).
"""
import itertools


def radius_by_subsets(dist, k):
    stations, cities = len(dist), len(dist[0])
    best = None
    for chosen in itertools.combinations(range(stations), min(k, stations)):
        radius = max(min(dist[s][c] for s in chosen) for c in range(cities))
        if best is None or radius < best:
            best = radius
    return best


def fewest_by_subsets(masks, full):
    for k in range(len(masks) + 1):
        for rows in itertools.combinations(masks, k):
            union = 0
            for mask in rows:
                union |= mask
            if union & full == full:
                return k
    return None


def squared_distances(cities, stations):
    return [[(cx - sx) ** 2 + (cy - sy) ** 2 for cx, cy in cities] for sx, sy in stations]


def manhattan_distances(points):
    return [[abs(x - ax) + abs(y - ay) for x, y in points] for ax, ay in points]


def fewest_rectangles(board, n1, m1):
    """board: a list of strings or lists of 0/1 (rows); the fewest rectangles hitting every 1."""
    n, m = len(board), len(board[0])
    monsters = [(i, j) for i in range(n) for j in range(m) if int(board[i][j]) == 1]
    every = (1 << len(monsters)) - 1
    if not monsters:
        return 0
    hits = set()
    for top in range(n - n1 + 1):
        for left in range(m - m1 + 1):
            hits.add(sum(1 << b for b, (i, j) in enumerate(monsters)
                          if top <= i < top + n1 and left <= j < left + m1))
    hits.discard(0)
    level, seen, steps = {0}, {0}, 0
    while level:
        steps += 1
        after = set()
        for done in level:
            for h in hits:
                now = done | h
                if now == every:
                    return steps
                if now not in seen:
                    seen.add(now)
                    after.add(now)
        level = after
    return None


def covers_within(masks, full, k):
    """Do at most k of masks (bit sets) together hold every bit of full? Depth-first:
    the uncovered bit held by fewest masks is hit by each of its masks in turn; a branch
    stops when its uncovered bits need more masks than are left, counted by packing bits
    that no one mask holds together (each then needs a mask of its own)."""
    masks = [m & full for m in masks]
    holders = {}
    for b in range(full.bit_length()):
        if full >> b & 1:
            holders[b] = [m for m in masks if m >> b & 1]
            if not holders[b]:
                return False

    def fits(left, k):
        if not left:
            return True
        if k == 0:
            return False
        packed, reach = 0, 0
        for b in holders:
            if left >> b & 1 and not reach >> b & 1:
                packed += 1
                for m in holders[b]:
                    reach |= m
        if packed > k:
            return False
        b = min((b for b in holders if left >> b & 1), key=lambda b: len(holders[b]))
        return any(fits(left & ~m, k - 1) for m in holders[b])
    return fits(full, k)


def radius_by_search(dist, k):
    """The least distance r at which at most k rows of dist (rows within r of a column)
    cover every column (k >= 1): bisection over the candidates, which are the distances."""
    cities = len(dist[0])
    full = (1 << cities) - 1
    values = sorted(set(d for row in dist for d in row))
    lo, hi = 0, len(values) - 1            # values[hi]: any one row covers every column
    while lo < hi:
        mid = (lo + hi) // 2
        masks = [sum(1 << c for c in range(cities) if row[c] <= values[mid]) for row in dist]
        if covers_within(masks, full, k):
            hi = mid
        else:
            lo = mid + 1
    return values[lo]


def fewest_by_search(masks, full):
    """The fewest masks holding every bit of full (None if some bit is in none)."""
    if any(not any(m >> b & 1 for m in masks) for b in range(full.bit_length()) if full >> b & 1):
        return None
    k = 0
    while not covers_within(masks, full, k):
        k += 1
    return k


def answer(problem, text):
    """The judge's expected output for a whole input of HDU 2295, HDU 5046 or FZU 1686."""
    import math
    from fractions import Fraction
    tokens = text.split()
    out = []
    if problem == 'fzu1686':
        pos = 0
        while pos < len(tokens):
            n, m = int(tokens[pos]), int(tokens[pos + 1])
            cells = tokens[pos + 2:pos + 2 + n * m]
            n1, m1 = int(tokens[pos + 2 + n * m]), int(tokens[pos + 3 + n * m])
            pos += 4 + n * m
            board = [cells[i * m:(i + 1) * m] for i in range(n)]
            if sum(int(c) for c in cells) <= 20:
                out.append('%d\n' % fewest_rectangles(board, n1, m1))
            else:
                ones = [(i, j) for i in range(n) for j in range(m) if int(board[i][j]) == 1]
                masks = [sum(1 << b for b, (i, j) in enumerate(ones) if t <= i < t + n1 and l <= j < l + m1)
                         for t in range(n - n1 + 1) for l in range(m - m1 + 1)]
                out.append('%d\n' % fewest_by_search(masks, (1 << len(ones)) - 1))
        return ''.join(out)
    pos = 1
    for case in range(1, int(tokens[0]) + 1):
        if problem == 'hdu2295':
            n, m, k = map(int, tokens[pos:pos + 3])
            xy = [Fraction(t) for t in tokens[pos + 3:pos + 3 + 2 * (n + m)]]
            pos += 3 + 2 * (n + m)
            points = list(zip(xy[0::2], xy[1::2]))
            dist = squared_distances(points[:n], points[n:])
        else:
            n, k = map(int, tokens[pos:pos + 2])
            xy = [int(t) for t in tokens[pos + 2:pos + 2 + 2 * n]]
            pos += 2 + 2 * n
            dist = manhattan_distances(list(zip(xy[0::2], xy[1::2])))
        r = radius_by_subsets(dist, k) if len(dist) <= 12 else radius_by_search(dist, k)
        out.append('%.6f\n' % math.sqrt(r) if problem == 'hdu2295' else 'Case #%d: %d\n' % (case, r))
    return ''.join(out)


if __name__ == '__main__':
    import sys
    sys.stdout.write(answer(sys.argv[1], sys.stdin.read()))
