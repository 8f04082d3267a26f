"""The reference for bench_p1219: n queens counted with bitmasks and mirror symmetry.

Not DLX: the free squares of each row are the bits of one int, the usual fastest plain
Python counter, with the first row's queen in the left half counted twice (the middle
square of an odd row once). Reads n from stdin, prints the number of placements.
"""
import sys


def total(n):
    full = (1 << n) - 1

    def place(cols, left, right):
        if cols == full:
            return 1
        ways = 0
        free = full & ~(cols | left | right)
        while free:
            bit = free & -free
            free -= bit
            ways += place(cols | bit, (left | bit) << 1 & full, (right | bit) >> 1)
        return ways

    found = 0
    for c in range((n + 1) // 2):
        bit = 1 << c
        ways = place(bit, bit << 1 & full, bit >> 1)
        found += ways if 2 * c + 1 == n else 2 * ways
    return found


if __name__ == '__main__':
    print(total(int(sys.stdin.buffer.read().split()[0])))
