"""Write the samples of the repeated-cover family: samples/hdu2295, hdu5046, fzu1686.

Run from the repository root (PyPy3 is faster; CPython takes about a minute):
    pypy3 tools/make_radar_samples.py
Every answer comes from refs/cover_brute.py (subsets, a plain bit-mask search, a
breadth-first search), never from the solutions under test. The statement samples are
written as the statements show them; the hard cases are read from data/radar/.
"""
import math
import random
import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from refs.cover_brute import (answer, manhattan_distances, radius_by_search,  # noqa: E402
                              radius_by_subsets, squared_distances)
from kit.paths import data, samples  # noqa: E402

HARD = data('radar')


def write(problem, name, text, answer):
    folder = samples(problem)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f'{name}.in').write_bytes(text.encode() if isinstance(text, str) else text)
    (folder / f'{name}.out').write_text(answer)


# ---------------------------------------------------------------- HDU 2295 Radar

def radar_radius(n, k, xy):
    """The exact squared radius of one case (xy: the N cities, then the M stations)."""
    points = list(zip(xy[0::2], xy[1::2]))
    dist = squared_distances(points[:n], points[n:])
    small = len(dist) <= 12
    return radius_by_subsets(dist, k) if small else radius_by_search(dist, k)


def radar_text(cases, sep=' ', nl='\n'):
    lines = [str(len(cases))]
    for n, m, k, xy in cases:
        lines.append(sep.join(map(str, (n, m, k))))
        lines += [sep.join(map(str, xy[i:i + 2])) for i in range(0, len(xy), 2)]
    return nl.join(lines) + nl


def radar_answer(cases):
    return ''.join('%.6f\n' % math.sqrt(radar_radius(n, k, xy)) for n, m, k, xy in cases)


def radar_random(rng, n, m, k, span=1000):
    return (n, m, k, [rng.randint(0, span) for _ in range(2 * (n + m))])


def read_cases(path):
    tokens = path.read_text().split()
    cases, pos = [], 0
    while pos < len(tokens):
        n, m, k = map(int, tokens[pos:pos + 3])
        cases.append((n, m, k, [int(t) for t in tokens[pos + 3:pos + 3 + 2 * (n + m)]]))
        pos += 3 + 2 * (n + m)
    return cases


def radar_samples():
    statement = [(3, 3, 2, [3, 4, 3, 1, 5, 4, 1, 1, 2, 2, 3, 3])]
    write('hdu2295', 'statement', radar_text(statement), radar_answer(statement))
    one_line = '1 3 3 2 3 4 3 1 5 4 1 1 2 2 3 3'      # as the HDU page shows it
    write('hdu2295', 'statement_one_line', one_line, radar_answer(statement))
    # cities exactly at the radius (3-4-5 triangles), and ties between two stations
    ties = [(4, 1, 1, [13, 14, 14, 13, 7, 6, 6, 7, 10, 10]),
            (4, 2, 1, [0, 0, 6, 8, 8, 6, 0, 10, 3, 4, 0, 5]),
            (4, 2, 2, [0, 0, 6, 0, 0, 8, 6, 8, 3, 4, 3, 4])]
    write('hdu2295', 'ties_at_radius', radar_text(ties), radar_answer(ties))
    rng = random.Random(2295)
    k_is_m = [radar_random(rng, 8, 5, 5), radar_random(rng, 1, 7, 7), radar_random(rng, 12, 3, 3)]
    write('hdu2295', 'k_equals_m', radar_text(k_is_m), radar_answer(k_is_m))
    k_one = [radar_random(rng, 10, 8, 1), radar_random(rng, 3, 12, 1)]
    write('hdu2295', 'k_one', radar_text(k_one), radar_answer(k_one))
    one_city = [(1, 4, 1, [500, 500, 0, 0, 1000, 1000, 499, 501, 0, 1000]), (1, 1, 1, [0, 0, 1000, 1000])]
    write('hdu2295', 'one_city', radar_text(one_city), radar_answer(one_city))
    same = [(3, 3, 3, [5, 5, 7, 7, 9, 9, 5, 5, 7, 7, 9, 9]),          # cities on the stations: 0
            (4, 4, 2, [1, 1, 1, 1, 8, 8, 8, 8, 1, 1, 1, 1, 8, 8, 8, 8]),  # coincident cities and stations
            (2, 3, 1, [0, 0, 0, 0, 3, 3, 3, 3, 3, 3])]
    write('hdu2295', 'coincident_points', radar_text(same), radar_answer(same))
    decimals = [(3, 2, 1, [Fraction('0.5'), Fraction('0.5'), Fraction('2.5'), Fraction('0.5'),
                           Fraction(1), Fraction('1.75'), Fraction('1.5'), Fraction('0.5'), Fraction(900), Fraction(900)])]
    text = '1\n3 2 1\n0.5 0.5\n2.5 0.5\n1 1.75\n1.5 0.5\n900 900\n'
    write('hdu2295', 'decimal_coordinates', text, radar_answer(decimals))
    mixed = [radar_random(rng, rng.randint(1, 9), rng.randint(1, 9), 1, span=rng.choice((5, 30, 1000)))
             for _ in range(20)]
    mixed = [(n, m, rng.randint(1, m), xy) for n, m, k, xy in mixed]
    write('hdu2295', 'twenty_small_cases', radar_text(mixed), radar_answer(mixed))
    write('hdu2295', 'whitespace_crlf_tabs', radar_text(mixed[:5], sep='\t', nl='\r\n'), radar_answer(mixed[:5]))
    blank = radar_text(mixed[5:9]).replace('\n', '\n\n  ').rstrip()          # blank lines, no final newline
    write('hdu2295', 'whitespace_blank_lines', blank, radar_answer(mixed[5:9]))
    grid = [c for i in range(7) for j in range(7) for c in (100 * i, 100 * j)]
    lattice = [(50, 50, k, grid + [1000, 1000] + grid + [1000, 1000]) for k in (12, 13)]
    write('hdu2295', 'lattice_7x7', radar_text(lattice), radar_answer(lattice))
    big = [radar_random(rng, 50, 50, k) for k in (1, 2, 3, 5, 8, 10, 12, 15, 20, 25, 30, 40, 50,
                                                  4, 6, 7, 9, 11, 13, 14)]
    write('hdu2295', 'max_random_20_cases', radar_text(big), radar_answer(big))
    hard = read_cases(HARD / 'radar_climbed.case')
    write('hdu2295', 'hard_climbed', radar_text(hard), radar_answer(hard))
    hard = read_cases(HARD / 'radar_climbed_bits.case')       # the hardest for the bit-mask search
    write('hdu2295', 'hard_climbed_bits', radar_text(hard), radar_answer(hard))


# ---------------------------------------------------------------- HDU 5046 Airport

def airport_text(cases, sep=' ', nl='\n'):
    lines = [str(len(cases))]
    for k, xy in cases:
        lines.append(f'{len(xy) // 2}{sep}{k}')
        lines += [sep.join(map(str, xy[i:i + 2])) for i in range(0, len(xy), 2)]
    return nl.join(lines) + nl


def airport_answer(cases):
    out = []
    for t, (k, xy) in enumerate(cases, 1):
        dist = manhattan_distances(list(zip(xy[0::2], xy[1::2])))
        d = radius_by_subsets(dist, k) if len(dist) <= 12 else radius_by_search(dist, k)
        out.append(f'Case #{t}: {d}\n')
    return ''.join(out)


def airport_random(rng, n, k, span):
    return (k, [rng.randint(-span, span) for _ in range(2 * n)])


def airport_samples():
    statement = [(2, [0, 0, 4, 0, 5, 1]), (2, [0, 3, 1, 0, 3, 0, 8, 9])]
    write('hdu5046', 'statement', airport_text(statement), airport_answer(statement))
    rng = random.Random(5046)
    k_is_n = [airport_random(rng, 7, 7, 100), airport_random(rng, 1, 1, 10 ** 9), (3, [5, 5, 5, 5, 9, 9])]
    write('hdu5046', 'k_equals_n', airport_text(k_is_n), airport_answer(k_is_n))
    far = 10 ** 9                   # distances up to 4 * 10^9: past 32-bit integers
    extremes = [(1, [-far, -far, far, far]), (1, [-far, far, far, -far, 0, 0]), (2, [-far, -far, far, far, far, -far])]
    write('hdu5046', 'extreme_coordinates', airport_text(extremes), airport_answer(extremes))
    same = [(1, [3, 3, 3, 3, 3, 3]), (2, [0, 0, 0, 0, 7, 7, 7, 7, 0, 0]), (1, [1, 2, 1, 2, 2, 1])]
    write('hdu5046', 'coincident_cities', airport_text(same), airport_answer(same))
    ties = [(1, [0, 0, 2, 0, 1, 1, 1, -1]), (2, [0, 0, 3, 0, 0, 3, 3, 3, 6, 0])]
    write('hdu5046', 'ties_at_the_distance', airport_text(ties), airport_answer(ties))
    small = []
    for _ in range(100):
        n = rng.randint(1, 10)
        small.append(airport_random(rng, n, rng.randint(1, n), rng.choice((2, 5, 50, 10 ** 9))))
    write('hdu5046', 'hundred_small_cases', airport_text(small), airport_answer(small))
    write('hdu5046', 'whitespace_crlf_tabs', airport_text(small[:6], sep='\t', nl='\r\n'), airport_answer(small[:6]))
    blank = airport_text(small[6:10]).replace('\n', '\n\n ').rstrip()
    write('hdu5046', 'whitespace_blank_lines', blank, airport_answer(small[6:10]))
    big = [airport_random(rng, 60, k, 10 ** 9) for k in (1, 2, 3, 5, 8, 12, 17, 25, 40, 60)]
    write('hdu5046', 'max_random_10_cases', airport_text(big), airport_answer(big))
    for name, case in (('hard_climbed', 'airport_climbed.case'), ('hard_climbed_bits', 'airport_climbed_bits.case'),
                       ('hard_climbed_pair', 'airport_climbed_pair.case')):
        tokens = (HARD / case).read_text().split()
        hard = [(int(tokens[1]), [int(t) for t in tokens[2:2 + 2 * int(tokens[0])]])]
        write('hdu5046', name, airport_text(hard), airport_answer(hard))


# ---------------------------------------------------------------- FZU 1686

def board_text(cases, sep=' ', nl='\n'):
    lines = []
    for board, n1, m1 in cases:
        lines.append(f'{len(board)}{sep}{len(board[0])}')
        lines += [sep.join(map(str, row)) for row in board]
        lines.append(f'{n1}{sep}{m1}')
    return nl.join(lines) + nl


def board_answer(cases):
    return answer('fzu1686', board_text(cases))


def random_board(rng, n, m, p):
    return [[int(rng.random() < p) for _ in range(m)] for _ in range(n)]


def fzu_samples():
    statement = [([[1, 0, 0, 1], [0, 1, 1, 0], [0, 1, 1, 0], [1, 0, 0, 1]], 2, 2),
                 ([[0, 0, 0, 0], [0, 1, 1, 0], [0, 1, 1, 0], [0, 0, 0, 0]], 2, 2)]
    write('fzu1686', 'statement', board_text(statement), board_answer(statement))
    one_line = '4 4 1 0 0 1 0 1 1 0 0 1 1 0 1 0 0 1 2 2 4 4  0 0 0 0 0 1 1 0 0 1 1 0 0 0 0 0 2 2 '
    write('fzu1686', 'statement_one_line', one_line, board_answer(statement))   # as the FZU page shows it
    full = [[1] * 15 for _ in range(15)]
    edges = [([[0] * 15 for _ in range(15)], 3, 3), ([[0]], 1, 1), (full, 1, 1), (full, 15, 15),
             (full, 15, 1), (full, 2, 2), ([[1]], 1, 1), ([[1, 1, 1]], 1, 3)]
    write('fzu1686', 'empty_and_full_boards', board_text(edges), board_answer(edges))
    line = [[1, 0, 1, 0, 1, 0, 1]]
    shapes = [(line, 1, 3), ([[1], [0], [1], [0], [1], [0], [1]], 3, 1), ([[1, 1, 1], [0, 0, 0], [1, 1, 1]], 3, 1),
              ([[1, 1, 1], [0, 0, 0], [1, 1, 1]], 1, 3), ([[1, 0, 0, 0, 1], [0, 0, 0, 0, 0], [1, 0, 0, 0, 1]], 3, 5)]
    write('fzu1686', 'rows_are_not_columns', board_text(shapes), board_answer(shapes))
    rng = random.Random(1686)
    small = []
    for _ in range(40):
        n, m = rng.randint(1, 6), rng.randint(1, 6)
        small.append((random_board(rng, n, m, rng.choice((0.2, 0.5, 0.8))), rng.randint(1, n), rng.randint(1, m)))
    write('fzu1686', 'forty_small_boards', board_text(small), board_answer(small))
    write('fzu1686', 'whitespace_crlf_tabs', board_text(small[:5], sep='\t', nl='\r\n'), board_answer(small[:5]))
    blank = board_text(small[5:9]).replace('\n', '\n\n ').rstrip()
    write('fzu1686', 'whitespace_blank_lines', blank, board_answer(small[5:9]))
    big = [(random_board(rng, 15, 15, p), a, b) for p, a, b in
           ((0.1, 2, 3), (0.3, 3, 3), (0.5, 3, 2), (0.7, 4, 3), (0.9, 5, 5), (0.5, 1, 4))]
    write('fzu1686', 'boards_15x15', board_text(big), board_answer(big))
    write('fzu1686', 'hard_climbed', (HARD / 'fzu1686_climbed.case').read_text(),
          answer('fzu1686', (HARD / 'fzu1686_climbed.case').read_text()))


if __name__ == '__main__':
    radar_samples()
    airport_samples()
    fzu_samples()
