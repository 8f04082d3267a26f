"""Langford pairs as exact cover, in Knuth's format: python3 docs/examples/langford.py 12

Place two copies of each of 1..n in a row of 2n places so that the two k's have exactly k
places between them. Items, all primary: the numbers n1..nN (each placed once) and the
places s1..s(2N) (each filled once). Options: "nK sI sJ" for J = I + K + 1. Both a
solution and its reversal are counted: 2, 2, 52, 300, ..., 216,288 for n = 3, 4, 7, 8,
..., 12 (twice OEIS A014552); none unless n is 0 or 3 modulo 4.
"""
import sys


def langford(n):
    lines = ['| Langford pairs, n = %d' % n,
             ' '.join('n%d' % k for k in range(1, n + 1)) + ' ' +
             ' '.join('s%d' % i for i in range(1, 2 * n + 1))]
    for k in range(1, n + 1):
        for i in range(1, 2 * n - k):
            lines.append('n%d s%d s%d' % (k, i, i + k + 1))
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    if len(sys.argv) != 2 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        sys.exit('usage: langford.py N  (writes Langford pairs 1..N in Knuth\'s format)')
    sys.stdout.write(langford(int(sys.argv[1])))
