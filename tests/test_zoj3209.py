"""ZOJ 3209 Treasure Map: solutions/zoj3209.py against the independent reference in
refs/rect_min_cover.py (a plain cell-by-cell search for the fewest pieces, no matrix).

- the statement's sample: its exact output, under CPython and PyPy3;
- every sample file: its answers are the reference's;
- stress: small maps (n, m <= 6) with pieces from several random tilings of the map plus
  random pieces, duplicates and pieces that match a cut of the map: the solution's
  answer equals the reference's, through fewest() in-process;
- many cases in one input, big before small and the other way (the node lists are reused
  and grown: 多测清空), with every whitespace variant, in both interpreters.
"""
import random

import pytest

from refs.rect_min_cover import fewest as reference
from tools.make_zoj3209_samples import STATEMENT, case_text, mixture, random_case, tiling
from tests.util import PYTHONS, load_solution, references, run_solution, samples

PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]
SOL = load_solution('zoj3209')


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_statement_sample_exact(python):
    done = run_solution('zoj3209', STATEMENT.encode(), python)
    assert done.returncode == 0, done.stderr
    assert done.stdout == b'1\n-1\n2\n'


def test_reference_agrees_with_statement():
    assert reference(5, 5, [(0, 0, 5, 5)]) == 1
    assert reference(5, 5, [(0, 0, 3, 5), (2, 0, 5, 5)]) == -1
    assert reference(30, 30, [(0, 0, 30, 10), (0, 10, 30, 20), (0, 20, 30, 30), (0, 0, 15, 30),
                              (15, 0, 30, 30)]) == 2


@pytest.mark.timeout(300)
@pytest.mark.parametrize('crossing', [SOL.CROSSING, -1])
def test_stress_against_reference(crossing, monkeypatch):
    """As shipped (small maps go line by line, exactly) and with the matrix only."""
    monkeypatch.setattr(SOL, 'CROSSING', crossing)
    rng = random.Random(3209)
    answers = {}
    for _ in range(1500):
        n, m, pieces = random_case(rng)
        want = reference(n, m, pieces)
        assert SOL.fewest(n, m, pieces) == want, (n, m, pieces)
        answers[want > 0] = answers.get(want > 0, 0) + 1
    assert answers[True] > 300 and answers[False] > 300, answers   # both kinds were met


def test_the_bound_cuts_only_what_cannot_be_better():
    """Many tilings of one map, of different sizes: the fewest is found whatever the order."""
    rng = random.Random(7)
    for _ in range(200):
        n, m = rng.randint(2, 6), rng.randint(2, 6)
        tilings = [tiling(rng, n, m, rng.randint(1, n * m)) for _ in range(4)]
        pieces = [q for t in tilings for q in t]
        rng.shuffle(pieces)
        want = reference(n, m, pieces)
        assert 0 < want <= min(len(t) for t in tilings)
        assert SOL.fewest(n, m, pieces) == want


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_many_cases_any_whitespace(python):
    rng = random.Random(21)
    cases = [random_case(rng) for _ in range(60)]
    cases.append((30, 30, tiling(rng, 30, 30, 40) + [(0, 0, 30, 30)]))    # the biggest, then small again
    cases += [random_case(rng) for _ in range(20)]
    want = ''.join('%d\n' % reference(*c) if c[0] <= 6 else '1\n' for c in cases)
    text = '%d\n' % len(cases) + '\n'.join(case_text(*c) for c in cases)
    variants = [text, text.replace('\n', '\r\n'), text.replace(' ', '\t'), text.rstrip('\n'),
                text.replace('\n', '\n\n  '), ' '.join(text.split())]
    for variant in variants:
        done = run_solution('zoj3209', variant.encode(), python)
        assert done.returncode == 0, done.stderr
        assert done.stdout.decode() == want


SAMPLES = sorted(p.stem for p in samples('zoj3209').glob('*.in'))


@pytest.mark.parametrize('name', SAMPLES)
def test_sample_answers_by_reference(name):
    """Each sample's expected answers are the reference's."""
    tokens = [int(t) for t in (samples('zoj3209') / (name + '.in')).read_text().split()]
    answers = [int(t) for t in (samples('zoj3209') / (name + '.out')).read_text().split()]
    at = 1
    assert len(answers) == tokens[0]
    for k in range(tokens[0]):
        n, m, p = tokens[at:at + 3]
        pieces = [tuple(tokens[at + 3 + 4 * i:at + 7 + 4 * i]) for i in range(p)]
        at += 3 + 4 * p
        assert answers[k] == reference(n, m, pieces), (name, k)
    assert at == len(tokens)


def test_independent_parts_and_early_answers():
    """Maps cut by lines no piece crosses (strips, with and without pieces bridging two
    lines, a part left without pieces), whole-map pieces and too little area: the parts'
    fewest added up, as the reference's search over the whole map finds it."""
    rng = random.Random(27)
    kinds, cases = {}, []
    for _ in range(600):
        n, m = rng.randint(1, 6), rng.randint(1, 6)
        pieces = []
        for y in range(m):
            for _ in range(rng.randint(0, 3)):
                xs = [0] + sorted(rng.sample(range(1, n), rng.randint(0, n - 1))) + [n]
                pieces += [(a, y, b, y + 1) for a, b in zip(xs, xs[1:])]
        if rng.random() < 0.5 and m > 1:
            for _ in range(rng.randint(1, 3)):
                y = rng.randrange(m - 1)
                a, b = sorted(rng.sample(range(n + 1), 2))
                pieces.append((a, y, b, y + 2))
        if rng.random() < 0.1:
            pieces.append((0, 0, n, m))
        if rng.random() < 0.5:          # the same with the axes swapped: cuts along x
            pieces = [(y1, x1, y2, x2) for x1, y1, x2, y2 in pieces]
            n, m = m, n
        rng.shuffle(pieces)
        cases.append((n, m, pieces))
    for (n, m, pieces), want in zip(cases, references('refs.rect_min_cover', 'fewest', cases)):
        assert SOL.fewest(n, m, pieces) == want, (n, m, pieces)
        kinds[want > 1] = kinds.get(want > 1, 0) + 1
    assert kinds[True] > 100 and kinds[False] > 100, kinds


def bridged_case(rng, n, m):
    """Strips (each line of cells cut at random points, several times) and a few pieces two
    lines high across them: many exact covers, the lines not independent."""
    pieces = []
    for y in range(m):
        for _ in range(rng.randint(1, 3)):
            xs = [0] + sorted(rng.sample(range(1, n), rng.randint(0, n - 1))) + [n]
            pieces += [(a, y, b, y + 1) for a, b in zip(xs, xs[1:])]
    for _ in range(rng.randint(0, 4) if m > 1 else 0):
        y = rng.randrange(m - 1)
        a, b = sorted(rng.sample(range(n + 1), 2))
        pieces.append((a, y, b, y + 2))
    if rng.random() < 0.2:
        pieces.remove(rng.choice(pieces))       # perhaps no cover left
    if rng.random() < 0.5:                      # the same with the axes swapped
        pieces = [(y1, x1, y2, x2) for x1, y1, x2, y2 in pieces]
        n, m = m, n
    rng.shuffle(pieces)
    return n, m, pieces


@pytest.mark.parametrize('thin', [10 ** 9, SOL.THIN, 0])
def test_line_bound_against_reference(thin, monkeypatch):
    """The line bound (with iterative deepening from it, for thin pieces: here for every map,
    as shipped, and for none) cuts nothing better: random maps and bridged strips up to
    5 x 5 against the reference."""
    monkeypatch.setattr(SOL, 'THIN', thin)
    monkeypatch.setattr(SOL, 'CROSSING', -1)     # the matrix, never line by line
    rng = random.Random(4069 + min(thin, 100))
    kinds = {}
    for k in range(400):
        if k % 2:
            n, m, pieces = random_case(rng)
        else:
            n, m, pieces = bridged_case(rng, rng.randint(2, 5), rng.randint(2, 5))
        want = reference(n, m, pieces)
        assert SOL.fewest(n, m, pieces) == want, (n, m, pieces)
        kinds[want > 2] = kinds.get(want > 2, 0) + 1
    assert kinds[True] > 100 and kinds[False] > 100, kinds


@pytest.mark.parametrize('crossing, work', [(None, None), (2, None), (None, 3)])
def test_line_by_line_against_reference(crossing, work, monkeypatch):
    """layers(), the exact line-by-line answer when few pieces cross each line boundary (as
    shipped; only at most 2 across; giving up after 3 states, the matrix then), against the
    reference: bridged strips, pieces 2-4 lines high, lines with a gap no piece fits (-1)."""
    if crossing is not None:
        monkeypatch.setattr(SOL, 'CROSSING', crossing)
    if work is not None:
        monkeypatch.setattr(SOL, 'WORK', work)
    rng = random.Random(3209 + (crossing or 0) + (work or 0))
    kinds = {}
    count = 500 if work is None else 150      # the matrix, once layers gives up, is slow here
    for k in range(count):
        n, m, pieces = bridged_case(rng, rng.randint(2, 5), rng.randint(2, 5))
        if k % 3 == 0:                  # taller pieces, up to the whole map's height
            for _ in range(rng.randint(1, 3)):
                x1, x2 = sorted(rng.sample(range(n + 1), 2))
                y1, y2 = sorted(rng.sample(range(m + 1), 2))
                pieces.append((x1, y1, x2, y2))
        want = reference(n, m, pieces)
        assert SOL.fewest(n, m, pieces) == want, (n, m, pieces)
        kinds[want] = kinds.get(want, 0) + 1
    assert kinds.get(-1, 0) > count / 100 and sum(v for k, v in kinds.items() if k > 2) > count * 2 / 5, kinds
    if work is None:
        assert SOL.layers(3, 2, [(0, 0, 2, 1), (0, 1, 3, 2)], False) == -1     # cell (2, 0): no piece
        assert SOL.layers(2, 3, [(0, 0, 1, 2), (1, 0, 2, 2), (0, 2, 2, 3), (0, 0, 2, 1), (0, 1, 2, 2)],
                          True) == 3


def test_two_or_three_pieces_without_the_matrix():
    """two_or_three(): 2 or 3 pieces tiling the map (a piece across a whole side, two for the
    rest), else None; its answers in the stress test above, with the matrix only."""
    assert SOL.two_or_three(4, 4, {(0, 0, 4, 2), (0, 2, 4, 4), (0, 0, 4, 1)}) == 2
    assert SOL.two_or_three(4, 4, {(0, 0, 4, 1), (0, 1, 2, 4), (2, 1, 4, 4)}) == 3
    assert SOL.two_or_three(4, 4, {(0, 3, 4, 4), (0, 0, 1, 3), (1, 0, 4, 3)}) == 3
    assert SOL.two_or_three(4, 4, {(3, 0, 4, 4), (0, 0, 3, 2), (0, 2, 3, 4)}) == 3
    assert SOL.two_or_three(4, 4, {(0, 0, 2, 2), (2, 0, 4, 2), (0, 2, 2, 4), (2, 2, 4, 4)}) is None
    assert SOL.two_or_three(4, 4, {(0, 0, 4, 1), (0, 1, 2, 4), (2, 1, 4, 3)}) is None


@pytest.mark.parametrize('memo, blocks, thin', [(True, True, 0), (False, True, 0), (True, False, 0),
                                                (True, True, 10 ** 9)])
def test_covered_blocks_remembered_against_reference(memo, blocks, thin, monkeypatch):
    """The search's table of covered blocks (a set of blocks met again, by other pieces, with
    no more rows to spend is not searched again) and the block bound (each block's cells over
    the largest piece left on it), each on and off, with the matrix only (and the line bound
    on every map in the last): several guillotine tilings of one map and their mixtures, so
    the same blocks are covered by different pieces, against the reference."""
    monkeypatch.setattr(SOL, 'MEMO', memo)
    monkeypatch.setattr(SOL, 'BLOCKS', blocks)
    monkeypatch.setattr(SOL, 'THIN', thin)
    monkeypatch.setattr(SOL, 'CROSSING', -1)
    rng = random.Random(2709 + 2 * memo + blocks + min(thin, 5))
    kinds = {}
    for k in range(300):
        n, m = rng.randint(3, 7), rng.randint(3, 7)
        pieces = mixture(rng, n, m, (2, 5), (2, n * m // 2), 4)
        if k % 5 == 0:
            pieces.remove(rng.choice(pieces))       # perhaps a hole
        rng.shuffle(pieces)
        want = reference(n, m, pieces)
        assert SOL.fewest(n, m, pieces) == want, (n, m, pieces)
        kinds[want > 3] = kinds.get(want > 3, 0) + 1
    assert kinds.get(True, 0) > 60 and kinds.get(False, 0) > 30, kinds


def test_four_pieces_without_the_matrix():
    """four(): whether 4 pieces tile the map (a piece across a whole side and 3 for the rest,
    or two halves of 2 pieces each), against the reference on maps that 1 to 3 pieces do
    not tile: several tilings of 2-8 pieces, random pieces, holes."""
    assert SOL.four(4, 4, {(0, 0, 2, 2), (2, 0, 4, 2), (0, 2, 2, 4), (2, 2, 4, 4)})     # two halves
    assert SOL.four(4, 4, {(0, 0, 4, 1), (0, 1, 1, 4), (1, 1, 4, 2), (1, 2, 4, 4)})     # a side, then 3
    assert SOL.four(4, 4, {(3, 0, 4, 4), (0, 0, 3, 1), (0, 1, 1, 4), (1, 1, 3, 4)})     # the side at x = n
    assert not SOL.four(4, 4, {(0, 0, 4, 1), (0, 1, 1, 4), (1, 1, 4, 2), (1, 2, 4, 3)})
    assert not SOL.four(3, 3, {(0, 0, 2, 1), (2, 0, 3, 2), (1, 2, 3, 3), (0, 1, 1, 3), (1, 1, 2, 2)})  # pinwheel: 5
    rng = random.Random(34)
    kinds = {}
    for _ in range(1500):
        n, m = rng.randint(2, 7), rng.randint(2, 7)
        pieces = mixture(rng, n, m, (1, 4), (2, 8), 4)
        if rng.random() < 0.3:
            pieces.remove(rng.choice(pieces))
        have = set(pieces)
        if (0, 0, n, m) in have or SOL.two_or_three(n, m, have):
            continue
        want = reference(n, m, pieces)
        assert SOL.four(n, m, have) == (want == 4), (n, m, pieces)
        kinds[want] = kinds.get(want, 0) + 1
    assert kinds.get(4, 0) > 200 and sum(kinds.values()) - kinds.get(4, 0) > 200, kinds


@pytest.mark.parametrize('prune', [True, False])
def test_dominated_rows_against_reference(prune, monkeypatch):
    """dominated(): a piece left out of the matrix when a neighbouring block's pieces all
    cover its block but it does not, neighbouring blocks of the same pieces joined into one
    column; on and off, with the matrix only: mixtures of guillotine tilings and random
    pieces (so some pieces overlap every piece of a neighbour), against the reference. The
    cases must both drop pieces and join columns, and the bounds and table see the result."""
    monkeypatch.setattr(SOL, 'PRUNE', prune)
    monkeypatch.setattr(SOL, 'CROSSING', -1)
    seen = {'dropped': 0, 'joined': 0, 'calls': 0}
    inner = SOL.dominated

    def counted(g, h, rows, cells):
        area = sum(cells)
        use, alive = inner(g, h, rows, cells)
        assert sum(cells[c] for c in range(1, g * h + 1) if use[c]) == area    # joined columns carry their cells
        seen['calls'] += 1
        seen['joined'] += 0 in use[1:]
        seen['dropped'] += 0 in alive
        return use, alive
    monkeypatch.setattr(SOL, 'dominated', counted)
    rng = random.Random(3211 + prune)
    kinds = {}
    for k in range(300):
        n, m = rng.randint(3, 7), rng.randint(3, 7)
        pieces = mixture(rng, n, m, (1, 4), (2, n * m // 2), 8)
        if k % 5 == 0:
            pieces.remove(rng.choice(pieces))       # perhaps a hole
        rng.shuffle(pieces)
        want = reference(n, m, pieces)
        assert SOL.fewest(n, m, pieces) == want, (n, m, pieces)
        kinds[want > 3] = kinds.get(want > 3, 0) + 1
    assert kinds.get(True, 0) > 60 and kinds.get(False, 0) > 30, kinds
    if prune:
        assert seen['calls'] > 50 and seen['dropped'] > 30 and seen['joined'] > 30, seen
    else:
        assert seen['calls'] == 0
