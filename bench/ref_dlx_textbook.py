"""Benchmark reference for P4929: Dancing Links as the textbook writes it.

Knuth's Algorithm X on flat lists (L R U D C ROW S, node 0 the root, 1..M the column
headers), with cover() and uncover() as functions and a recursive search, branching on
the first column with the fewest rows (Knuth's rule; solutions/p4929.py breaks its ties
by row length, a refinement the textbook lacks). Input is read and parsed exactly as the solution does,
so a ratio of the two compares the search. Not a solution: it raises the recursion limit.
"""
import sys

L = R = U = D = C = ROW = S = None


def cover(c):
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


def uncover(c):
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


def search(chosen):
    """True when chosen (the nodes picked so far) has been completed to a cover."""
    if R[0] == 0:
        return True
    c = R[0]
    j = R[c]
    while j:
        if S[j] < S[c]:
            c = j
        j = R[j]
    cover(c)
    r = D[c]
    while r != c:
        chosen.append(r)
        j = R[r]
        while j != r:
            cover(C[j])
            j = R[j]
        if search(chosen):
            return True
        j = L[r]
        while j != r:
            uncover(C[j])
            j = L[j]
        chosen.pop()
        r = D[r]
    uncover(c)
    return False


def build(m, rows):
    global L, R, U, D, C, ROW, S
    L = [m] + list(range(m))
    R = list(range(1, m + 1)) + [0]
    U = list(range(m + 1))
    D = list(range(m + 1))
    C = list(range(m + 1))
    ROW = [0] * (m + 1)
    S = [0] * (m + 1)
    for number, cols in enumerate(rows, 1):
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
            ROW.append(number)
            S[c] += 1
        if cols:
            L[first] = len(C) - 1
            R[-1] = first


def main():
    sys.setrecursionlimit(10000)
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    cells = data[2:2 + n * m]
    build(m, [[j + 1 for j in range(m) if cells[i * m + j] == b'1'] for i in range(n)])
    chosen = []
    if search(chosen):
        sys.stdout.write(' '.join(str(ROW[x]) for x in chosen) + '\n')
    else:
        sys.stdout.write('No Solution!\n')


if __name__ == '__main__':
    main()
