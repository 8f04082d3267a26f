"""P1074 target sudoku: the hardest 24-given inputs found, against the 1 s limit.

Inputs: puzzles cut from random full grids by tools/make_p1074_samples.cut(seed, 24,
scoring_free) - 24 random givens ('random'), or 24 givens none of them on the 21
scoring cells ('off-score', harder: every scoring cell is open). HARD lists the seeds
that needed the most search nodes among the 6,000 seeds of each kind the hunt tried
(`pypy3 bench/bench_p1074.py --hunt`, ~20 min; docs/p1074.md), plus the sample with 312,738 completions. Answers were computed by the
independent enumerator (refs/p1074_enumerate.py; `pypy3 bench/bench_p1074.py --verify`
re-derives them, about an hour); each timed output is checked against them.
A row: CPU seconds of the whole program, start-up included, best of REPEAT; the note
gives the answer and the search nodes with the bound (from the solution's solve(), run
in this process). --full (`make bench-full`) adds a row per input, "..., no bound": the
same program with --no-bound (every completion enumerated by the same DLX; one run), with
its nodes, beside the bounded time: about 3 minutes more in CPython.
"""
import importlib.util
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, cpu_run, interpreters, report, solution  # noqa: E402
from tools.make_p1074_samples import MANY, cut  # noqa: E402
from refs.p1074_enumerate import best_score, format_grid  # noqa: E402

LIMIT = 1.0
REPEAT = 2
# (kind, seed, answer, completions): the hardest found; answers by refs/p1074_enumerate.py
HARD = [
    ('off-score', 917, 2871, 614833),
    ('off-score', 4862, 2874, 463407),
    ('random', 5144, 2864, 147238),
    ('random', 794, 2869, 77066),
    ('random', 3449, 2866, 104154),
]


def load():
    spec = importlib.util.spec_from_file_location('p1074', solution('p1074'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def inputs():
    yield 'sample 312,738 completions', [int(ch) for ch in MANY], 2869, 312738
    for kind, seed, answer, count in HARD:
        yield f'{kind} seed {seed}', cut(seed, 24, kind == 'off-score')[0], answer, count


def timed(cmd, stdin, want, repeat=REPEAT):
    times = []
    for _ in range(repeat):
        cpu, out = cpu_run(cmd, stdin)
        if out != b'%d\n' % want:
            raise RuntimeError(f'{cmd} answered {out[-40:]!r}, not {want}')
        times.append(cpu)
    return min(times)


def hunt(kind, seeds, module):
    """The seeds of the most search nodes: (nodes, seed, answer)."""
    found = []
    for seed in seeds:
        best, nodes = module.solve(cut(seed, 24, kind == 'off-score')[0])
        found.append((nodes, seed, best))
    return sorted(found, reverse=True)[:10]


def main():
    module = load()
    if '--verify' in sys.argv[1:]:
        for name, grid, answer, count in inputs():
            got = best_score(grid)
            print(f'{name}: enumerator {got}, table {(answer, count)}', flush=True)
            assert got == (answer, count), name
        return
    if '--hunt' in sys.argv[1:]:
        for kind in ('random', 'off-score'):
            for nodes, seed, best in hunt(kind, range(6000), module):
                print(f'{kind} seed {seed}: {nodes} nodes, answer {best}', flush=True)
        return
    for name, grid, answer, count in inputs():
        best, nodes = module.solve(grid)
        assert best == answer, (name, best, answer)
        stdin = format_grid(grid).encode()
        note = f'answer {answer}, {count:,} completions; {nodes:,} nodes'
        for interpreter, python in interpreters():
            cpu = timed([*python, solution('p1074')], stdin, answer)
            report('p1074', name, interpreter, cpu, LIMIT, note=note)
            if FULL:
                plain, all_nodes = module.solve(grid, False)
                ref = timed([*python, solution('p1074'), '--no-bound'], stdin, answer, 1)
                report('p1074', f'{name}, no bound', interpreter, ref, reference='with the bound', ref_cpu=cpu,
                       note=f'every completion enumerated: {all_nodes:,} nodes')


if __name__ == '__main__':
    main()
