"""Hill-climb a hard case for hdu2295.py (Radar) or hdu5046.py (Airport).

    pypy3 tools/climb_radar.py radar|airport START OUT [--steps N] [--seed S] [--file F]

START: a case file in data/radar/'s format (N M K or N K, then the points), or
`lattice` (a jittered 7 x 7 lattice, the family's hardest shape so far) or `random`.
The solution file (default: solutions/hdu2295.py or hdu5046.py) is loaded and its main()
run in process; a case scores its search work as the solution's --stats line counts it
(deterministic, unlike time on a shared machine): search nodes + 20 per search (each
builds its matrix) + 1 per probe and per swap. A step moves 1-3 points (re-placed at random, or shifted by up
to 1, 3, 10 or 40 units of the span / 1000) or K by 1-2, and is kept if the score does
not fall. The best case is written to OUT whenever it improves.
"""
import argparse
import importlib.util
import io
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPAN = {'radar': 1000, 'airport': 10 ** 9}
STATS = re.compile(r'(\d+) probes, (\d+) searches, (\d+) nodes, (\d+) swaps')


def load(path):
    spec = importlib.util.spec_from_file_location('solution', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def score(module, kind, case):
    """The case's search work as the solution's own --stats line counts it (main() run in
    process, so the score follows exactly what the judged program does)."""
    stdin = io.BytesIO(('1\n' + case_text(kind, case)).encode())
    err = io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr, sys.argv
    sys.stdin = io.TextIOWrapper(stdin)
    sys.stdout, sys.stderr, sys.argv = io.StringIO(), err, ['solution', '--stats']
    try:
        module.main()
    finally:
        sys.stdin, sys.stdout, sys.stderr, sys.argv = saved
    probes, searches, nodes, swaps = map(int, STATS.search(err.getvalue()).groups())
    return nodes + 20 * searches + probes + swaps


def read_case(kind, path):
    tokens = [int(v) for v in Path(path).read_text().split()]
    if kind == 'radar':
        n, m, k = tokens[:3]
        flat = tokens[3:3 + 2 * (n + m)]
    else:
        n, k = tokens[:2]
        flat = tokens[2:2 + 2 * n]
    return n, k, list(zip(flat[0::2], flat[1::2]))


def case_text(kind, case):
    n, k, points = case
    head = '%d %d %d\n' % (n, len(points) - n, k) if kind == 'radar' else '%d %d\n' % (n, k)
    return head + ''.join('%d %d\n' % p for p in points)


def write_case(kind, case, path):
    Path(path).write_text(case_text(kind, case))


def start_case(kind, how, rng):
    if how not in ('lattice', 'random'):
        return read_case(kind, how)
    unit = SPAN[kind] // 1000
    if how == 'random':
        points = [(rng.randint(0, 1000) * unit, rng.randint(0, 1000) * unit) for _ in range(100 if kind == 'radar' else 60)]
    else:
        grid = [(100 * i + rng.randint(-5, 5), 100 * j + rng.randint(-5, 5)) for i in range(7) for j in range(7)]
        extra = [(rng.randint(0, 1000), rng.randint(0, 1000)) for _ in range(1 if kind == 'radar' else 11)]
        points = [(x * unit, y * unit) for x, y in grid + extra]
        if kind == 'radar':
            points = points + [(x + rng.randint(-5, 5) * unit, y + rng.randint(-5, 5) * unit) for x, y in points]
    n = 50 if kind == 'radar' else 60
    return n, 11 if kind == 'radar' else 17, points


def mutate(kind, case, rng):
    n, k, points = case
    points = list(points)
    unit = SPAN[kind] // 1000
    top = len(points) - n if kind == 'radar' else n
    if rng.random() < 0.1:
        k = min(top, max(1, k + rng.choice((-2, -1, 1, 2))))
        return n, k, points
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(points))
        if rng.random() < 0.2:
            points[i] = (rng.randint(0, 1000) * unit, rng.randint(0, 1000) * unit)
        else:
            step = rng.choice((1, 3, 10, 40)) * unit
            x, y = points[i]
            x = min(1000 * unit, max(0, x + rng.randint(-step, step)))
            y = min(1000 * unit, max(0, y + rng.randint(-step, step)))
            points[i] = (x, y)
    return n, k, points


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('kind', choices=('radar', 'airport'))
    parser.add_argument('start')
    parser.add_argument('out')
    parser.add_argument('--steps', type=int, default=2000)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--file', help='the solution to climb against')
    args = parser.parse_args()
    rng = random.Random(args.seed)
    module = load(args.file or ROOT / 'solutions' / ('hdu2295.py' if args.kind == 'radar' else 'hdu5046.py'))
    case = start_case(args.kind, args.start, rng)
    best = score(module, args.kind, case)
    write_case(args.kind, case, args.out)
    print('start', best, flush=True)
    for step in range(1, args.steps + 1):
        trial = mutate(args.kind, case, rng)
        value = score(module, args.kind, trial)
        if value >= best:
            if value > best:
                write_case(args.kind, trial, args.out)
                print('step %d: %d (K = %d)' % (step, value, trial[1]), flush=True)
            case, best = trial, value
    print('best', best)


if __name__ == '__main__':
    main()
