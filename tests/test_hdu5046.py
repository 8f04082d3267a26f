"""HDU 5046 Airport against references that share no code with it.

refs/cover_brute.py answers from the definition: radius_by_subsets() tries every set of
K airports (small cases), radius_by_search() bisects the distances with a plain bit-mask
search (the larger samples). The functions it shares with hdu2295.py are tested there.
"""
import random
import subprocess

import pytest

from refs.cover_brute import manhattan_distances, radius_by_search, radius_by_subsets
from tests.util import PYTHONS, ROOT, refused_in_one_line, solution_output

SAMPLES = ROOT / 'samples' / 'hdu5046'
PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]
FAR = 10 ** 9


def expected(k, xy):
    dist = manhattan_distances(list(zip(xy[0::2], xy[1::2])))
    return radius_by_subsets(dist, k) if len(dist) <= 12 else radius_by_search(dist, k)


def text(cases, rng=None):
    lines = [str(len(cases))]
    for k, xy in cases:
        lines.append(f'{len(xy) // 2} {k}')
        lines += [f'{xy[i]} {xy[i + 1]}' for i in range(0, len(xy), 2)]
    if rng is None:
        return '\n'.join(lines) + '\n'
    nl = rng.choice(('\n', '\r\n'))
    return nl.join(rng.choice(('', ' ', '\t')) + rng.choice((' ', '\t', '  ')).join(line.split())
                   + rng.choice(('', ' ')) for line in lines) + rng.choice(('', nl, nl + nl))


def answers(cases):
    return ''.join(f'Case #{t}: {expected(k, xy)}\n' for t, (k, xy) in enumerate(cases, 1))


def judge(stdin, python):
    return solution_output('hdu5046', stdin, python)


def random_case(rng, most=10):
    n = rng.randint(1, most)
    span = rng.choice((1, 3, 20, FAR))
    return rng.randint(1, n), [rng.randint(-span, span) for _ in range(2 * n)]


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_stress_against_every_set_of_airports(python):
    rng = random.Random(1 if 'pypy' in python else 2)
    for _ in range(10):
        cases = [random_case(rng) for _ in range(rng.randint(1, 30))]     # one process, many cases
        assert judge(text(cases, rng if rng.random() < 0.5 else None), python) == answers(cases), cases


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_larger_cases_against_the_bit_mask_search(python):
    rng = random.Random(3 if 'pypy' in python else 4)
    cases = []
    for _ in range(5):
        n = rng.randint(15, 30)
        cases.append((rng.randint(2, 7), [rng.randint(-rng.choice((30, FAR)), FAR) for _ in range(2 * n)]))
    assert judge(text(cases), python) == answers(cases)


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_jittered_lattices_against_the_bit_mask_search(python):
    """Near-lattices of 25-49 cities, the shape whose covers just above the answer take
    branching (so the searches learn nogoods and the later ones use them)."""
    rng = random.Random(5 if 'pypy' in python else 6)
    cases = []
    for _ in range(60):
        side, jitter = rng.randint(5, 7), rng.choice((0, 1, 3, 1000))
        points = [(10 ** 4 * i + rng.randint(-jitter, jitter), 10 ** 4 * j + rng.randint(-jitter, jitter))
                  for i in range(side) for j in range(side)]
        rng.shuffle(points)
        points = points[:rng.randint(25, len(points))]
        k = rng.randint(max(2, len(points) // 8), max(2, len(points) // 4))
        cases.append((k, [v for p in points for v in p]))
    assert judge(text(cases), python) == answers(cases)


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_edge_inputs(python):
    assert judge('0\n', python) == ''
    assert judge('1 1 1 -1000000000 1000000000', python) == 'Case #1: 0\n'
    assert judge('1\n2 1\n-1000000000 -1000000000\n1000000000 1000000000\n', python) == 'Case #1: 4000000000\n'
    assert judge('2\n3 3\n0 0\n1 1\n2 2\n3 1\n0 0\n0 0\n0 0\n', python) == 'Case #1: 0\nCase #2: 0\n'


@pytest.mark.parametrize('stdin', ['', '1', '1\n2 1\n0 0\n', '1\n1 0\n0 0\n', '1\n0 1\n',
                                   '1\n1 1\n0 0.5\n', '2\n1 1\n0 0\n'])
def test_malformed_input_is_one_line_on_stderr(stdin):
    refused_in_one_line('hdu5046', stdin)


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_samples_answers_are_right():
    """Each sample's answer is the reference's, run by the fastest interpreter here."""
    names = {p.stem for p in SAMPLES.glob('*.in')}
    assert {'statement', 'k_equals_n', 'extreme_coordinates', 'coincident_cities', 'whitespace_crlf_tabs',
            'hundred_small_cases', 'max_random_10_cases', 'hard_climbed'} <= names
    for name in sorted(names):
        done = subprocess.run([PYTHONS[-1], str(ROOT / 'refs' / 'cover_brute.py'), 'hdu5046'],
                              input=(SAMPLES / f'{name}.in').read_bytes(), capture_output=True, timeout=300)
        assert done.returncode == 0, done.stderr.decode()
        assert (SAMPLES / f'{name}.out').read_bytes() == done.stdout, name
