"""Write samples/hust1017 (run from the repository root): python3 tools/make_hust1017_samples.py
Each answer is a cover found by brute force over row subsets (small cases) or the cover
planted in the case (large ones), or NO when the brute force finds none; never the
solution's output. The judge checks outputs with kit/checkers/hust1017.py (any cover).
"""
import itertools
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.util import samples  # noqa: E402

STATEMENT = '6 7\n3 1 4 7\n2 1 4\n3 4 5 7\n3 3 5 6\n4 2 3 6 7\n2 2 7\n'


def brute(m, rows):
    """The rows (1-based) of some exact cover, by trying every subset, or None."""
    for k in range(len(rows) + 1):
        for pick in itertools.combinations(range(len(rows)), k):
            cols = [c for i in pick for c in rows[i]]
            if len(cols) == len(set(cols)) == m:
                return [i + 1 for i in pick]
    return None


def small_case(rng):
    m = rng.randint(1, 8)
    rows = [sorted(rng.sample(range(1, m + 1), rng.randint(1, min(4, m)))) for _ in range(rng.randint(1, 10))]
    return m, rows


def planted_case(rng, n, m):
    """n rows over m columns, with a cover planted among random rows of 1..100 ones."""
    cols = list(range(1, m + 1))
    rng.shuffle(cols)
    cover = []
    while cols:
        k = rng.randint(1, min(100, len(cols)))
        cover.append(sorted(cols[:k]))
        cols = cols[k:]
    rows = list(cover) + [sorted(rng.sample(range(1, m + 1), rng.randint(1, min(100, m))))
                          for _ in range(n - len(cover))]
    order = list(range(n))
    rng.shuffle(order)
    return m, [rows[i] for i in order], sorted(order.index(i) + 1 for i in range(len(cover)))


def text(m, rows):
    return '%d %d\n' % (len(rows), m) + ''.join('%d %s\n' % (len(r), ' '.join(map(str, r))) for r in rows)


def answer_line(found):
    return 'NO' if found is None else ' '.join(map(str, [len(found)] + found))


def main():
    folder = samples('hust1017')
    (folder / 'statement.in').write_text(STATEMENT)
    (folder / 'statement.out').write_text('3 2 4 6\n')
    rng = random.Random(1017)
    cases = [small_case(rng) for _ in range(60)]
    (folder / 'small60.in').write_text(''.join(text(*c) for c in cases))
    (folder / 'small60.out').write_text(''.join(answer_line(brute(*c)) + '\n' for c in cases))
    (folder / 'small60-crlf-one-line.in').write_bytes(' '.join(''.join(text(*c) for c in cases).split()).encode() + b'\r\n')
    (folder / 'small60-crlf-one-line.out').write_text((folder / 'small60.out').read_text())
    big = [planted_case(rng, 1000, 1000), planted_case(rng, 1000, 300), planted_case(rng, 500, 1000)]
    (folder / 'planted-1000.in').write_text(''.join(text(m, rows) for m, rows, _ in big))
    (folder / 'planted-1000.out').write_text(''.join(answer_line(cover) + '\n' for _, _, cover in big))


if __name__ == '__main__':
    main()
