"""Write samples/hdu4069 (run from the repository root; PyPy3 is faster):
    pypy3 tools/make_hdu4069_samples.py
Every answer comes from the independent reference refs/squiggly_bitmask.py (regions by
union-find, solutions counted to two), never from the solution under test; the statement's
sample is its own text (an accepted solution's comment and a copy of the statement).
"""
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from refs.squiggly_bitmask import encode, layout_from_walls, random_layout, solve  # noqa: E402
from tests.util import ROOT, samples  # noqa: E402

HARD = ROOT / 'data' / 'hdu4069' / 'hard25.txt'
STATEMENT_IN = """3
144 18 112 208 80 25 54 144 48
135 38 147 80 121 128 97 130 32
137 32 160 144 114 167 208 0 32
192 100 160 160 208 96 183 192 101
209 80 39 192 86 48 136 80 114
152 48 226 144 112 160 160 149 48
128 0 112 166 215 96 160 128 41
128 39 153 32 209 80 101 136 35
192 96 200 67 80 112 208 68 96

144 48 144 81 81 16 53 144 48
128 96 224 144 48 128 103 128 38
163 208 80 0 37 224 209 0 32
135 48 176 192 64 112 176 192 104
192 101 128 89 80 82 32 150 48
149 48 224 208 16 48 224 192 33
128 0 114 176 135 0 80 112 169
137 32 148 32 192 96 176 144 32
192 96 193 64 80 80 96 192 96

144 88 48 217 16 16 80 112 176
224 176 129 48 128 40 208 16 37
145 32 128 96 196 96 176 136 32
192 32 227 176 144 80 96 192 32
176 192 80 98 160 145 80 48 224
128 48 144 80 96 224 183 128 48
128 36 224 144 51 144 32 128 105
131 64 112 136 32 192 36 224 176
224 208 80 64 64 116 192 83 96
"""
STATEMENT_OUT = '''Case 1:
521439678
763895124
984527361
346182795
157964832
812743956
235678419
479216583
698351247
Case 2:
No solution
Case 3:
Multiple Solutions
'''


def answer(values):
    """The expected lines of one case (without its Case line), from the reference."""
    count, grid = solve([v % 16 for v in values], layout_from_walls(values), 2)
    if count == 0:
        return ['No solution']
    if count == 2:
        return ['Multiple Solutions']
    return [''.join(map(str, grid[r:r + 9])) for r in range(0, 81, 9)]


def expected(cases):
    out = []
    for k, values in enumerate(cases, 1):
        out += ['Case %d:' % k] + answer(values)
    return ''.join(s + '\n' for s in out)


def input_text(cases, sep='\n'):
    return '%d\n' % len(cases) + sep.join(
        '\n'.join(' '.join(map(str, v[r:r + 9])) for r in range(0, 81, 9)) + '\n' for v in cases)


def random_cases(rng, n):
    """HDU 4069 cases of every kind: cut from a full grid, a typo, a clash, empty. A layout
    (slow to draw: 0.15 s in CPython) serves ten boards."""
    out = []
    layouts = []
    while len(out) < n:
        if len(out) % 10 == 0 or not layouts:
            layout = random_layout(rng, rng.choice([0, 30, 200]))
            if not solve([0] * 81, layout, 1, rng)[0]:
                continue                              # a layout with no grid at all: draw again
            layouts.append(layout)
        layout = layouts[-1]
        full = solve([0] * 81, layout, 1, rng)[1]
        board = [v if rng.random() < rng.uniform(0.3, 0.7) else 0 for v in full]
        kind = len(out) % 5
        if kind == 2:
            given = [p for p in range(81) if board[p]]
            if given:
                p = rng.choice(given)
                board[p] = rng.choice([v for v in range(1, 10) if v != full[p]])
        elif kind == 3:
            board[0] = board[1] = full[0]
        elif kind == 4 and len(out) % 10 == 4:
            board = [0] * 81
        out.append(encode(board, layout))
    return out




def cases_of(text):
    tokens = [int(t) for t in text.split()]
    return [tokens[1 + 81 * k:82 + 81 * k] for k in range(tokens[0])]


def write(name, text):
    (samples('hdu4069') / (name + '.in')).write_bytes(text.encode())
    (samples('hdu4069') / (name + '.out')).write_text(expected(cases_of(text)))


def main():
    samples('hdu4069').mkdir(exist_ok=True)
    (samples('hdu4069') / 'statement.in').write_text(STATEMENT_IN)
    (samples('hdu4069') / 'statement.out').write_text(STATEMENT_OUT)
    write('statement-crlf-tabs', STATEMENT_IN.replace(' ', '\t').replace('\n', '\r\n'))
    write('statement-one-line', ' '.join(STATEMENT_IN.split()))
    write('statement-no-final-newline', STATEMENT_IN.rstrip())
    rows = [p // 9 for p in range(81)]
    write('rows-as-regions-empty', input_text([encode([0] * 81, rows)]))
    write('mixed60', input_text(random_cases(random.Random(2011), 60)))
    if HARD.exists():
        hard = cases_of(HARD.read_text())[:10]
        write('hard10', input_text(hard))


if __name__ == '__main__':
    main()
