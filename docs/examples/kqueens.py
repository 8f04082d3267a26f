"""k queens on an n x n board, none attacking another, with multiplicities (DLX3's bounds):
python3 docs/examples/kqueens.py 8 5 | python3 solutions/dlx.py --count

Items: Q, primary and covered exactly k times (`k|Q`: every option holds Q, so a solution
has k queens); the rows r0.. and columns c0.. primary with bounds 0:1 (at most one queen
each, none required); the diagonals a0.. and anti-diagonals b0.. secondary. Options: one
per square. k = n gives the n queens problem again (92 for n = 8).
"""
import sys


def kqueens(n, k):
    lines = ['| %d queens on a %d x %d board' % (k, n, n)]
    head = ['%d|Q' % k] + ['0:1|r%d' % i for i in range(n)] + ['0:1|c%d' % i for i in range(n)]
    head += ['|'] + ['a%d' % i for i in range(2 * n - 1)] + ['b%d' % i for i in range(2 * n - 1)]
    lines.append(' '.join(head))
    for r in range(n):
        for c in range(n):
            lines.append('Q r%d c%d a%d b%d' % (r, c, r + c, r - c + n - 1))
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    if len(sys.argv) != 3 or not all(a.isdigit() and int(a) > 0 for a in sys.argv[1:]):
        sys.exit('usage: kqueens.py N K  (K queens on an N x N board, in Knuth\'s format)')
    sys.stdout.write(kqueens(int(sys.argv[1]), int(sys.argv[2])))
