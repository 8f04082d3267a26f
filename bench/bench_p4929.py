"""P4929 (exact cover) at the judge's maximum size: p4929.py against the canonical template.

Inputs, all from fixed seeds (N = 500 rows; at most 5000 ones):
  planted   M = 500, 5000 ones: a cover of 50 rows of 10 ones hidden among random rows.
  rand200   M = 200, random rows of 4-8 ones: no cover, the whole tree is searched.
            Seeds 22 and 32 are the slowest for the solution among seeds 0-39 (their
            times: bench/results/p4929.json), 7 is next; seed 2 is where the tie-break
            gains most.
  rand120   M = 120, random rows of 2-4 ones: always a cover, found fast (seed 283 is the
            slowest of seeds 0-299).
  identity  the 500 x 500 identity: a cover of depth 500.
  sweep     issue 27's densities: M = 50..500, rows of 1-12 ones, with (planted) and
            without a planted cover (family_rows); SWEEP names, per M, the hardest seed
            bench/p4929_sweep.py found (seeds 0-2 of each window, by CPython 3.13's nodes).
            The M = 100, 150, 200 rows run under bench-full in CPython 3.13 and PyPy3 only,
            once each, stopped at CAP seconds of CPU (the row then says "stopped"), beside
            a C DLX (bench/anchor/dlx1.c): how hard the input is for any DLX.
            No reference (the template takes minutes on most); the note gives the search
            nodes (rows tried) of the solution's CPython engine. M = 100, 150, 200 (their
            hardest seeds take a minute or more in CPython) run under bench-full only, one
            run a row (and no in-process count) where the first is over 5 times the limit.
The interpreters: CPython (the one running), CPython 3.13 (Luogu's; where installed) and
PyPy3. The reference is solutions/template.py, the canonical DLX: the same algorithm with the
plain fewest-rows rule (p4929.py breaks ties by row length, so its tree is smaller on
random inputs) and cover/uncover as functions (p4929.py writes them inline).
`make bench` runs the hardest inputs; `make bench-full` adds planted seed 2, rand200
seed 2 and rand120 seed 0.
Each program runs in a child as a judge runs it (CPU time, best of REPEAT); the note
gives the search alone, timed in process, where start-up and parsing dominate.
Every answer of the solution is checked by the judge's checker against the reference's.
"""
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import FULL, checker, cpu_run, matrix_text, report, solution, with_cpython313  # noqa: E402

REFERENCE = solution('template')
LIMIT = 1.0
REPEAT = 3 if FULL else 2      # make bench: 2, to stay in its time
CAP = 20.0                      # CPU seconds: a heavy sweep row's run is stopped there


def capped_run(cmd, data):
    """(CPU seconds, stdout or None when stopped at CAP) of one run under RLIMIT_CPU."""
    import resource
    import signal
    import subprocess

    def limit():
        resource.setrlimit(resource.RLIMIT_CPU, (int(CAP), int(CAP) + 1))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=limit)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode not in (0, -signal.SIGXCPU, -signal.SIGKILL):
        raise SystemExit(f'{cmd}: exit {done.returncode}: {done.stderr.decode(errors="replace")[-300:]}')
    return cpu, (done.stdout if done.returncode == 0 else None)


def random_rows(seed, n, m, lo, hi):
    rng = random.Random(seed)
    return [sorted(rng.sample(range(1, m + 1), rng.randint(lo, hi))) for _ in range(n)]


# Rows of 1-12 ones (issue 27): the windows of row lengths bench/p4929_sweep.py tries.
WINDOWS = ((1, 12), (2, 4), (3, 6), (4, 8), (6, 10), (7, 11))
MAX_ONES = 5000


def family_rows(family, seed, m, lo, hi, n=500):
    """A sweep input (bench/p4929_sweep.py): n rows of lo..hi random columns of 1..m;
    'planted' hides a cover (the columns shuffled, cut into pieces of lo..hi, the last
    one shorter if need be) at random rows. None when it holds over MAX_ONES ones."""
    rng = random.Random(f'{family} {seed} {m} {lo} {hi}')
    hi = min(hi, m)
    lo = min(lo, hi)
    rows = [sorted(rng.sample(range(1, m + 1), rng.randint(lo, hi))) for _ in range(n)]
    if family == 'planted':
        cols = list(range(1, m + 1))
        rng.shuffle(cols)
        pieces = []
        while cols:
            k = rng.randint(lo, hi)
            pieces.append(sorted(cols[:k]))
            cols = cols[k:]
        if len(pieces) > n:
            return None
        for r, piece in zip(rng.sample(range(n), len(pieces)), pieces):
            rows[r] = piece
    elif family != 'rand':
        raise ValueError(family)
    return rows if sum(map(len, rows)) <= MAX_ONES else None


def planted(seed, n=500, m=500, ones=5000, part=10):
    rng = random.Random(seed)
    cols = list(range(1, m + 1))
    rng.shuffle(cols)
    rows = [set() for _ in range(n)]
    hidden = rng.sample(range(n), m // part)
    for k, r in enumerate(hidden):
        rows[r].update(cols[k * part:(k + 1) * part])
    others = sorted(set(range(n)) - set(hidden))
    total = m
    while total < ones:
        r, c = rng.choice(others), rng.randint(1, m)
        if c not in rows[r]:
            rows[r].add(c)
            total += 1
    return matrix_text(m, [sorted(r) for r in rows])


# (family, M, window, seed, full): per M, the hardest seed bench/p4929_sweep.py found
# (seeds 0-2 of every window and family); full: minutes of CPU, run by bench-full only.
SWEEP = (('rand', 50, '4-8', 1, False), ('rand', 100, '3-6', 2, True), ('rand', 150, '3-6', 2, True),
         ('rand', 200, '2-4', 1, True), ('planted', 250, '2-4', 1, False), ('planted', 300, '3-6', 0, False),
         ('planted', 350, '1-12', 0, False), ('planted', 400, '2-4', 0, False),
         ('planted', 450, '2-4', 1, False), ('planted', 500, '2-4', 0, False))


def sweep_name(family, m, window, seed):
    return f'sweep {family} M{m} rows {window} seed {seed}'


def inputs():
    """The hardest inputs known; `make bench-full` adds the rest of the table."""
    yield 'planted seed 1', planted(1)
    for seed in (22, 32, 7):
        yield f'rand200 seed {seed}', matrix_text(200, random_rows(seed, 500, 200, 4, 8))
    yield 'rand120 seed 283', matrix_text(120, random_rows(283, 500, 120, 2, 4))
    if FULL:
        yield 'planted seed 2', planted(2)
        yield 'rand200 seed 2', matrix_text(200, random_rows(2, 500, 200, 4, 8))
        yield 'rand120 seed 0', matrix_text(120, random_rows(0, 500, 120, 2, 4))
    yield 'identity500', matrix_text(500, [[i] for i in range(1, 501)])
    for family, m, window, seed, full in SWEEP:
        if FULL or not full:
            lo, hi = map(int, window.split('-'))
            yield sweep_name(family, m, window, seed), matrix_text(m, family_rows(family, seed, m, lo, hi))


HEAVY = {sweep_name(family, m, window, seed) for family, m, window, seed, full in SWEEP if full}


def as_dlx(data):
    """A P4929 input in Knuth's format (bench/anchor/dlx1.c reads it): items c1..cM, a row
    an option."""
    words = data.split()
    n, m = int(words[0]), int(words[1])
    lines = [' '.join(f'c{j}' for j in range(1, m + 1))]
    for i in range(n):
        cells = words[2 + i * m: 2 + (i + 1) * m]
        lines.append(' '.join(f'c{j + 1}' for j, v in enumerate(cells) if v == b'1'))
    return ('\n'.join(lines) + '\n').encode()


def heavy_row(name, data):
    """A bench-full sweep row: one capped run each of the C anchor (bench/anchor/dlx1.c: a
    C DLX in the manner of Knuth's DLX1, counting every cover: where there is none, the
    same tree as a search for the first), CPython 3.13 and PyPy3, each row's reference."""
    from bench.bench_dlx import anchor_program
    anchor, why = anchor_program()
    ref_cpu = None
    if anchor:
        ref_cpu, count = capped_run([anchor], as_dlx(data))
        report('p4929', name, 'C anchor', ref_cpu, LIMIT,
               note=f'stopped at the {CAP:g} s CPU cap' if count is None else
               f'bench/anchor/dlx1.c, cc -O2: {int(count)} covers counted')
        if count is None:
            ref_cpu = None
    answers = {}
    for interp, cmd in with_cpython313():
        if interp == 'cpython' and sys.version_info[:2] != (3, 13):
            continue
        cpu, out = capped_run(cmd + [solution('p4929')], data)
        answers[interp] = out
        note = f'stopped at the {CAP:g} s CPU cap, no answer' if out is None else \
            ('no cover' if out.startswith(b'No') else 'a cover')
        # the ratio where both searched the same whole tree: no cover, neither stopped
        same = ref_cpu and out is not None and out.startswith(b'No')
        report('p4929', name, interp, cpu, LIMIT, 'C anchor' if same else '', ref_cpu if same else None,
               note if anchor else f'{note}; {why}')
    done = [out for out in answers.values() if out is not None]
    if len(done) == 2 and done[0].startswith(b'No') != done[1].startswith(b'No'):
        raise SystemExit(f'p4929 {name}: the interpreters disagree')


def search_only(path, with_ref=True):
    """In this interpreter: the search time of both programs on one input (JSON on stdout)."""
    import importlib.util

    def load(name, file):
        spec = importlib.util.spec_from_file_location(name, file)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    sol, ref = load('p4929_solution', solution('p4929')), load('template', REFERENCE)
    data = Path(path).read_bytes().split()
    n, m = int(data[0]), int(data[1])
    rows = [[j + 1 for j in range(m) if data[2 + i * m + j] == b'1'] for i in range(n)]
    best = [float('inf'), float('inf'), None]
    for _ in range(REPEAT if with_ref else 1):
        t = time.process_time()
        if sol.BITS:
            stats = {}
            sol.search_bits(m, rows, stats=stats)
            best[2] = stats['nodes']
        else:
            L, R, U, D, C, ROW, S, W = sol.build(m, rows, range(1, n + 1))
            next(sol.search(L, R, U, D, C, S, W), None)
        best[0] = min(best[0], time.process_time() - t)
        if with_ref:
            M = ref.build(m, rows)
            t = time.process_time()
            next(ref.search(M), None)
            best[1] = min(best[1], time.process_time() - t)
    print(json.dumps(best))


def main():
    check = checker('p4929').check
    build = ROOT / 'bench' / 'build'
    build.mkdir(exist_ok=True)
    only = sys.argv[sys.argv.index('--only') + 1] if '--only' in sys.argv else ''
    for name, data in inputs():
        if only not in name:
            continue
        if name in HEAVY:
            heavy_row(name, data)
            continue
        path = build / f'p4929_{name.replace(" ", "_")}.in'
        path.write_bytes(data)
        with_ref = not name.startswith('sweep')
        answer = None
        for interp, cmd in with_cpython313():
            best, ref_best = float('inf'), float('inf')
            for _ in range(REPEAT):     # interleaved, so both see the same machine load
                cpu, out = cpu_run(cmd + [solution('p4929')], data)
                best = min(best, cpu)
                if not with_ref and cpu > 5 * LIMIT:
                    break
                if with_ref:
                    ref_cpu, answer = cpu_run(cmd + [str(REFERENCE)], data)
                    ref_best = min(ref_best, ref_cpu)
            if answer is None:          # a sweep row: the other interpreter's answer, or this one
                answer = out
            verdict, message = check(data.decode(), out.decode(), answer.decode())
            if verdict != 'AC':
                raise SystemExit(f'p4929 {name} {interp}: {verdict} {message}')
            args = [__file__, '--search-only', str(path)] + ([] if with_ref else ['--no-ref'])
            if with_ref or best < 5 * LIMIT:
                _, times = cpu_run(cmd + args)
                s, ref_s, nodes = json.loads(times)
            else:                       # minutes: the nodes are not counted again
                s, ref_s, nodes = best, 0, None
            note = f'search {s:.3f} vs {ref_s:.3f}: {s / ref_s:.2f}' if with_ref and ref_s > 0 else ''
            if nodes is not None:
                note += ('; ' if note else '') + f'{nodes:,} nodes'
            if with_ref:
                report('p4929', name, interp, best, LIMIT, 'canonical template', ref_best, note)
            else:
                report('p4929', name, interp, best, LIMIT, note=note)


if __name__ == '__main__':
    if sys.argv[1:2] == ['--search-only']:
        search_only(sys.argv[2], '--no-ref' not in sys.argv)
    else:
        main()
