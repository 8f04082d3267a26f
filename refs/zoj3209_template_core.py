"""ZOJ 3209 with the template's build, cover and uncover: the comparison of
bench/bench_zoj3209.py, not a solution.

The same model and the same search rule as solutions/zoj3209.py (blocks as columns,
pieces largest first, a row not tried when it cannot lead to a cover smaller than the
best), but the matrix is built by solutions/template.py's build (fresh lists, rows as
lists of columns) and the search calls its cover and uncover: what solutions/zoj3209.py's
fixed nodes and inline cover buy is the difference.
"""
import importlib.util
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    'template', Path(__file__).resolve().parent.parent / 'solutions' / 'template.py')
_template = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_template)
build, cover, uncover = _template.build, _template.cover, _template.uncover


def search(M, bound, left, weight):
    """solutions/zoj3209.py's search with cover() and uncover() called, not written out."""
    L, R, U, D, C, ROW, S = M
    chosen, heaviest = [], []
    while True:
        c = R[0]
        if c:
            top = ROW[D[c]]
            j = R[c]
            while j:
                if S[j] < S[c]:
                    c = j
                if ROW[D[j]] < top:
                    top = ROW[D[j]]
                j = R[j]
            if S[c] == 0:
                c = r = 0
            else:
                most = weight[top]
                cover(M, c)
                r = D[c]
        else:
            yield chosen
            r = c
        while True:
            while r == c:
                if c:
                    uncover(M, c)
                if not chosen:
                    return
                r = chosen.pop()
                most = heaviest.pop()
                left += weight[ROW[r]]
                j = L[r]
                while j != r:
                    uncover(M, C[j])
                    j = L[j]
                c = C[r]
                r = D[r]
            rest = left - weight[ROW[r]]
            if len(chosen) + 1 + (rest + most - 1) // most < bound[0]:
                break
            r = c
        chosen.append(r)
        heaviest.append(most)
        left = rest
        j = R[r]
        while j != r:
            cover(M, C[j])
            j = R[j]


def fewest(n, m, pieces):
    pieces = sorted({q for q in pieces if 0 <= q[0] < q[2] <= n and 0 <= q[1] < q[3] <= m},
                    key=lambda q: (q[0] - q[2]) * (q[3] - q[1]))
    xs = sorted({0, n}.union(*[(x1, x2) for x1, y1, x2, y2 in pieces]))
    ys = sorted({0, m}.union(*[(y1, y2) for x1, y1, x2, y2 in pieces]))
    xi = {x: i for i, x in enumerate(xs)}
    yi = {y: i for i, y in enumerate(ys)}
    h = len(ys) - 1
    rows = [[1 + i * h + j for i in range(xi[x1], xi[x2]) for j in range(yi[y1], yi[y2])]
            for x1, y1, x2, y2 in pieces]
    weight = [(x2 - x1) * (y2 - y1) for x1, y1, x2, y2 in pieces]
    if not rows:
        return -1
    bound = [len(rows) + 1]
    for chosen in search(build((len(xs) - 1) * h, rows), bound, n * m, weight):
        bound[0] = len(chosen)
    return bound[0] if bound[0] <= len(rows) else -1


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    out, at = [], 1
    for _ in range(data[0] if data else 0):
        n, m, p = data[at:at + 3]
        at += 3
        out.append(fewest(n, m, [tuple(data[k:k + 4]) for k in range(at, at + 4 * p, 4)]))
        at += 4 * p
    sys.stdout.write(''.join('%d\n' % v for v in out))


if __name__ == '__main__':
    main()
