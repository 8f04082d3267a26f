"""Inputs of the repeated-cover family's benchmarks (bench_hdu2295, bench_hdu5046,
bench_fzu1686), built here from seeds and from the hard cases in data/radar/.

The hard cases were found by hill-climbing (docs/radar.md, tools/climb_radar.py): one case
each, the hardest found for the linked core (*_climbed.case) and for the bit-mask solver
that replaced it (*_climbed_bits.case). An input at
the largest T repeats it as different cases that have the same answer: the square's 8
symmetries (turns and mirrors; for FZU 1686 the rectangle turns with the board), and
the cities (stations, monsters) in shuffled order, which changes the search though not
the answer. Each benchmark checks every case's answer against the sample's, which
refs/cover_brute.py computed.
"""
import random

from kit.paths import data

SPAN = 1000


def radar_case(n, m, k, points):
    return '%d %d %d\n' % (n, m, k) + ''.join('%d %d\n' % p for p in points)


def radar_random(seed, t=20, n=50, m=50):
    """T random cases at the largest size, K spread over 1..M."""
    rng = random.Random(seed)
    ks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 17, 20, 25, 30, 40, 50]
    cases = [radar_case(n, m, ks[i % len(ks)], [(rng.randint(0, SPAN), rng.randint(0, SPAN))
                                                for _ in range(n + m)]) for i in range(t)]
    return ('%d\n' % t + ''.join(cases)).encode()


def radar_lattice():
    """Cities and stations on one 7 x 7 lattice (plus a corner each), K from 1 to 20."""
    grid = [(100 * i, 100 * j) for i in range(7) for j in range(7)]
    points = grid + [(SPAN, SPAN)] + grid + [(SPAN, SPAN)]
    return ('20\n' + ''.join(radar_case(50, 50, k, points) for k in range(1, 21))).encode()


def symmetries(span):
    """The 8 maps of the square [0, span]^2 onto itself."""
    return [lambda x, y: (x, y), lambda x, y: (span - x, y), lambda x, y: (x, span - y),
            lambda x, y: (span - x, span - y), lambda x, y: (y, x), lambda x, y: (span - y, x),
            lambda x, y: (y, span - x), lambda x, y: (span - y, span - x)]


def radar_hard(t=20, seed=1, name='radar_climbed_bits.case'):
    """The hill-climbed case `name` of data/radar/ as t cases (the default: the hardest found
    for the bit-mask solver; radar_climbed.case was the linked core's)."""
    tokens = [int(v) for v in data('radar/' + name).read_text().split()]
    n, m, k = tokens[:3]
    points = list(zip(tokens[3::2], tokens[4::2]))[:n + m]
    rng = random.Random(seed)
    cases = []
    for i in range(t):
        moved = [symmetries(SPAN)[i % 8](x, y) for x, y in points]
        cities, stations = moved[:n], moved[n:]
        if i:
            rng.shuffle(cities)
            rng.shuffle(stations)
        cases.append(radar_case(n, m, k, cities + stations))
    return ('%d\n' % t + ''.join(cases)).encode()


def airport_case(k, points):
    return '%d %d\n' % (len(points), k) + ''.join('%d %d\n' % p for p in points)


def airport_random(seed, t=100, n=60):
    rng = random.Random(seed)
    far = 10 ** 9
    cases = [airport_case(1 + i % n, [(rng.randint(-far, far), rng.randint(-far, far)) for _ in range(n)])
             for i in range(t)]
    return ('%d\n' % t + ''.join(cases)).encode()


def airport_hard(t=100, seed=1, name='airport_climbed_bits.case'):
    """As radar_hard(), for HDU 5046 (airport_climbed.case was the linked core's)."""
    tokens = [int(v) for v in data('radar/' + name).read_text().split()]
    n, k = tokens[:2]
    points = list(zip(tokens[2::2], tokens[3::2]))[:n]
    rng = random.Random(seed)
    cases = []
    for i in range(t):
        moved = [symmetries(0)[i % 8](x, y) for x, y in points]     # turns and mirrors about 0
        if i:
            rng.shuffle(moved)
        cases.append(airport_case(k, moved))
    return ('%d\n' % t + ''.join(cases)).encode()


def board_case(board, n1, m1):
    return ('%d %d\n' % (len(board), len(board[0])) + ''.join(' '.join(map(str, row)) + '\n' for row in board)
            + '%d %d\n' % (n1, m1))


def fzu_random(seed, t=20):
    rng = random.Random(seed)
    cases = []
    for _ in range(t):
        p = rng.choice((0.2, 0.4, 0.6, 0.8))
        board = [[int(rng.random() < p) for _ in range(15)] for _ in range(15)]
        cases.append(board_case(board, rng.randint(1, 5), rng.randint(1, 5)))
    return ''.join(cases).encode()


def fzu_checkerboard(sizes, t=60):
    """t 15 x 15 checkerboards (monsters on every other cell, both phases in turn of each
    round of sizes), the attack's rectangle cycling through sizes: 113 or 112 monsters,
    no two next to each other, many equally good covers."""
    cases = []
    for i in range(t):
        n1, m1 = sizes[i % len(sizes)]
        phase = (i // len(sizes)) % 2
        board = [[int((r + c) % 2 == phase) for c in range(15)] for r in range(15)]
        cases.append(board_case(board, n1, m1))
    return ''.join(cases).encode()


def fzu_hard(t=20):
    tokens = [int(v) for v in data('radar/fzu1686_climbed.case').read_text().split()]
    n, m = tokens[:2]
    board = [tokens[2 + i * m:2 + (i + 1) * m] for i in range(n)]
    n1, m1 = tokens[2 + n * m:4 + n * m]
    cases = []
    for i in range(t):
        b, a1, a2 = board, n1, m1
        for _ in range(i % 4):                           # quarter turns: the rectangle turns too
            b, a1, a2 = [list(row) for row in zip(*b[::-1])], a2, a1
        if i % 8 >= 4:
            b = [row[::-1] for row in b]                 # and mirrored
        cases.append(board_case(b, a1, a2))
    return ''.join(cases).encode()
