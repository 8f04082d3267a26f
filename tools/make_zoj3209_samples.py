"""Write samples/zoj3209 (run from the repository root):
    python3 tools/make_zoj3209_samples.py
Every answer comes from the independent reference refs/rect_min_cover.py, never from the
solution under test; the statement's sample is its own text.
"""
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from refs.rect_min_cover import fewest  # noqa: E402
from tests.util import samples  # noqa: E402

STATEMENT = '3\n5 5 1\n0 0 5 5\n\n5 5 2\n0 0 3 5\n2 0 5 5\n\n30 30 5\n0 0 30 10\n0 10 30 20\n0 20 30 30\n0 0 15 30\n15 0 30 30\n'


def tiling(rng, n, m, k):
    """A random guillotine cut of the n x m map into at most k pieces."""
    out = [(0, 0, n, m)]
    for _ in range(k - 1):
        i = rng.randrange(len(out))
        x1, y1, x2, y2 = out[i]
        if x2 - x1 > 1 and (y2 - y1 == 1 or rng.random() < 0.5):
            c = rng.randrange(x1 + 1, x2)
            out[i:i + 1] = [(x1, y1, c, y2), (c, y1, x2, y2)]
        elif y2 - y1 > 1:
            c = rng.randrange(y1 + 1, y2)
            out[i:i + 1] = [(x1, y1, x2, c), (x1, c, x2, y2)]
    return out


def mixture(rng, n, m, tilings, tiles, extra):
    """rng.randint(*tilings) guillotine tilings of the n x m map, each of rng.randint(*tiles)
    pieces, then up to extra random pieces: the same blocks covered by different pieces."""
    pieces = []
    for _ in range(rng.randint(*tilings)):
        pieces += tiling(rng, n, m, rng.randint(*tiles))
    for _ in range(rng.randint(0, extra)):
        x1, x2 = sorted(rng.sample(range(n + 1), 2))
        y1, y2 = sorted(rng.sample(range(m + 1), 2))
        pieces.append((x1, y1, x2, y2))
    return pieces


def random_case(rng):
    n, m = rng.randint(1, 6), rng.randint(1, 6)
    pieces = mixture(rng, n, m, (0, 3), (1, 8), 8)
    if pieces and rng.random() < 0.3:
        pieces.append(rng.choice(pieces))          # a duplicate
    if pieces and rng.random() < 0.3:
        pieces.remove(rng.choice(pieces))          # a tiling with a hole
    rng.shuffle(pieces)
    return n, m, pieces


def case_text(n, m, pieces):
    return '%d %d %d\n' % (n, m, len(pieces)) + ''.join('%d %d %d %d\n' % q for q in pieces)



def cases_of(text):
    tokens = [int(t) for t in text.split()]
    at, out = 1, []
    for _ in range(tokens[0]):
        n, m, p = tokens[at:at + 3]
        out.append((n, m, [tuple(tokens[at + 3 + 4 * i:at + 7 + 4 * i]) for i in range(p)]))
        at += 3 + 4 * p
    return out


def write(name, text):
    (samples('zoj3209') / (name + '.in')).write_bytes(text.encode())
    (samples('zoj3209') / (name + '.out')).write_text(''.join('%d\n' % fewest(*c) for c in cases_of(text)))


def main():
    samples('zoj3209').mkdir(exist_ok=True)
    write('statement', STATEMENT)
    write('statement-crlf-tabs', STATEMENT.replace(' ', '\t').replace('\n', '\r\n'))
    write('statement-one-line', ' '.join(STATEMENT.split()))
    rng = random.Random(3209)
    small = [random_case(rng) for _ in range(80)]
    write('mixed80', '%d\n' % len(small) + '\n'.join(case_text(*c) for c in small))
    big = []
    for k in range(6):                   # 30 x 30: three tilings, one with a piece missing
        pieces = [q for _ in range(3) for q in tiling(rng, 30, 30, rng.randint(5, 25))]
        if k % 2:
            pieces.remove(rng.choice(pieces))
        rng.shuffle(pieces)
        big.append((30, 30, pieces))
    big.append((30, 30, [(0, 0, 30, 30)] * 3 + [(0, 0, 1, 1)]))       # duplicates of the map
    big.append((30, 30, [(1, 0, 30, 30), (0, 1, 1, 30)]))              # nothing at the corner
    big.append((1, 1, [(0, 0, 1, 1)]))
    write('maps30', '%d\n' % len(big) + '\n'.join(case_text(*c) for c in big))


if __name__ == '__main__':
    main()
