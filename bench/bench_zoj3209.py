"""ZOJ 3209 speed: T = 500 cases of a 30 x 30 map with 500 pieces (the statement's maximum)
against ZOJ's 2 s (model coverage; issue 27's targets: half the limit in PyPy3, the limit in CPython 3.13).

Inputs, drawn here from fixed seeds:
- random: 500 cases of 500 uniformly random rectangles (the answer is -1 almost always;
  the cost is the size of the matrix: about 56,000 nodes a case);
- planted: 500 cases whose pieces are random guillotine tilings of the map (2-60 pieces
  each) until there are 500: many exact covers of different sizes, the fewest to prove;
- trivial: 500 cases of 499 random pieces and one whole-map piece (answer 1): the matrix
  built for nothing, unless the case is answered first;
- strips: 500 cases whose pieces are 1-high strips, each line of the map cut at random
  points again and again (in turn) until there are 500: very many exact covers, the
  fewest is the sum of each line's, the lines independent;
- bridged (bench-full): strips (470) and 30 random 2-high pieces: the lines are no longer
  independent; 100 cases (and T = 500: bridged500);
- climbed (bench-full): one case hill-climbed from a planted one (a random change to
  the pieces kept when the search tries no fewer rows; 300 changes, seed 1), 500 times:
  the costliest search found, beyond the target.
Reference (random and planted): refs/zoj3209_template_core.py, the same model and cut
rule on solutions/template.py's build, cover and uncover, without the answers found before
building or the split into independent parts (ratio = solution / reference), PyPy3.
Each row is a whole run (start-up included), the least of 3 in PyPy3; the outputs of
solution and reference must agree. CPython 3.13 (one run) on random, trivial and strips;
on planted it takes many times the limit and runs under `make bench-full` only; never on
bridged and climbed. Names of inputs as arguments run only those rows
(`python3 bench/bench_zoj3209.py --full bridged100`).
"""
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, ROOT, cpu_run, interpreter_name, report, solution, with_cpython313  # noqa: E402
from kit.paths import data  # noqa: E402

LIMIT = 2.0
REFERENCE = str(ROOT / 'refs' / 'zoj3209_template_core.py')


def rectangle(rng, n, m):
    x1, x2 = sorted(rng.sample(range(n + 1), 2))
    y1, y2 = sorted(rng.sample(range(m + 1), 2))
    return x1, y1, x2, y2


def guillotine(rng, n, m, k):
    """The n x m map cut in two again and again, about k pieces."""
    out = [(0, 0, n, m)]
    while len(out) < k and any(x2 - x1 > 1 or y2 - y1 > 1 for x1, y1, x2, y2 in out):
        i = rng.randrange(len(out))
        x1, y1, x2, y2 = out[i]
        if x2 - x1 > 1 and (x2 - x1 >= y2 - y1 or y2 - y1 < 2):
            c = rng.randrange(x1 + 1, x2)
            out[i:i + 1] = [(x1, y1, c, y2), (c, y1, x2, y2)]
        elif y2 - y1 > 1:
            c = rng.randrange(y1 + 1, y2)
            out[i:i + 1] = [(x1, y1, x2, c), (x1, c, x2, y2)]
    return out


def strips(rng, count):
    pieces = set()
    y = 0
    while len(pieces) < count:
        y = (y + 1) % 30
        xs = [0] + sorted(rng.sample(range(1, 30), rng.randint(1, 6))) + [30]
        pieces.update((a, y, b, y + 1) for a, b in zip(xs, xs[1:]))
    return sorted(pieces)[:count]


def case(rng, kind):
    if kind == 'random':
        pieces = [rectangle(rng, 30, 30) for _ in range(500)]
    elif kind == 'trivial':
        pieces = [rectangle(rng, 30, 30) for _ in range(499)] + [(0, 0, 30, 30)]
    elif kind == 'strips':
        pieces = strips(rng, 500)
    elif kind == 'bridged':
        pieces = strips(rng, 470)
        for _ in range(30):
            y = rng.randrange(29)
            a, b = sorted(rng.sample(range(31), 2))
            pieces.append((a, y, b, y + 2))
    else:
        pieces = []
        while len(pieces) < 500:
            pieces += guillotine(rng, 30, 30, rng.randint(2, 60))
        pieces = pieces[:500]
    rng.shuffle(pieces)
    return pieces


def text(cases):
    return '%d\n' % len(cases) + '\n'.join(
        '30 30 %d\n' % len(p) + ''.join('%d %d %d %d\n' % q for q in p) for p in cases)


def least(cmd, stdin, repeat):
    best = out = None
    for _ in range(repeat):
        cpu, out = cpu_run(cmd, stdin)
        best = cpu if best is None else min(best, cpu)
    return best, out


def main():
    inputs = [('random500', [case(random.Random(k), 'random') for k in range(500)]),
              ('planted500', [case(random.Random(10000 + k), 'planted') for k in range(500)]),
              ('trivial500', [case(random.Random(20000 + k), 'trivial') for k in range(500)]),
              ('strips500', [case(random.Random(30000 + k), 'strips') for k in range(500)])]
    if FULL:
        inputs.append(('bridged100', [case(random.Random(40000 + k), 'bridged') for k in range(100)]))
        inputs.append(('bridged500', [case(random.Random(40000 + k), 'bridged') for k in range(500)]))
        climbed = [tuple(map(int, line.split())) for line in data('zoj3209/climbed.txt').read_text().splitlines()[1:]]
        inputs.append(('climbed1x500', [climbed] * 500))
    only = [a for a in sys.argv[1:] if not a.startswith('-')]   # input names: only those rows
    for name, cases in inputs:
        if only and name not in only:
            continue
        stdin = text(cases).encode()
        for interp, cmd in with_cpython313():
            if interp != 'pypy3' and (name in ('bridged100', 'bridged500', 'climbed1x500') or interpreter_name(interp) != 'cpython3.13'
                                      or not (FULL or name in ('random500', 'trivial500', 'strips500'))):
                continue
            repeat = 3 if interp == 'pypy3' else 1
            cpu, out = least(cmd + [solution('zoj3209')], stdin, repeat)
            ref = None
            if interp == 'pypy3' and name in ('random500', 'planted500'):
                ref, ref_out = least(cmd + [REFERENCE], stdin, 1)
                if ref_out != out:
                    raise SystemExit('bench_zoj3209: the solution and the reference disagree on %s' % name)
            target = LIMIT / 2 if interp == 'pypy3' else LIMIT
            note = 'target %g s: %s' % (target, 'met' if cpu <= target else 'MISSED')
            report('zoj3209', name, interp, cpu, LIMIT, 'template core' if ref else '', ref, note=note)


if __name__ == '__main__':
    main()
