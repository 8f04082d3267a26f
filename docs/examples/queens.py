"""n queens as exact cover, in Knuth's format: python3 docs/examples/queens.py 8 | python3 solutions/dlx.py --count

Items: the rows r0..r(n-1) and columns c0..c(n-1) are primary (exactly one queen each);
the diagonals a0..a(2n-2) (r + c constant) and anti-diagonals b0..b(2n-2) (r - c
constant) are secondary (at most one queen each; a diagonal may stay empty).
Options: one per square, the four items the queen on it occupies. 92 solutions for n = 8.
"""
import sys


def queens(n):
    lines = ['| %d queens' % n]
    rows = ' '.join('r%d' % i for i in range(n))
    cols = ' '.join('c%d' % i for i in range(n))
    diagonals = ' '.join('a%d' % i for i in range(2 * n - 1))
    antidiagonals = ' '.join('b%d' % i for i in range(2 * n - 1))
    lines.append('%s %s | %s %s' % (rows, cols, diagonals, antidiagonals))
    for r in range(n):
        for c in range(n):
            lines.append('r%d c%d a%d b%d' % (r, c, r + c, r - c + n - 1))
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    if len(sys.argv) != 2 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        sys.exit('usage: queens.py N  (writes the N queens problem in Knuth\'s format)')
    sys.stdout.write(queens(int(sys.argv[1])))
