"""HUST 1017 speed against HUST's 15 s (the judge's interpreter here: CPython; issue 27's
targets: half the limit in PyPy3, the limit in CPython 3.13):
- planted-1000: the planted sample (three cases of up to 1000 x 1000, rows of 1 to 100
  ones, a cover planted among random rows);
- max10: the statement's maxima, N = M = 1000 and every row of 100 ones, in 10 cases
  (the statement bounds neither the number of cases nor the input's size: 10 is assumed,
  about 4 MB), the even ones with a cover of ten rows planted among random rows, the odd
  ones random rows only (NO); drawn here from seed 27.
Each row is a whole run (start-up included), the least of 3 in PyPy3 and one in CPython;
the output is checked by the problem's checker (kit/checkers/hust1017.py) before its time
counts (max10: against the planted covers, NO for the others). The note gives the run's
peak memory as the kit's judge measures it (judge_io.run, the largest of the runs)
against HUST's 128 MB.
"""
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import report, solution, with_cpython313  # noqa: E402
from judge_io.run import run as run_judged  # noqa: E402
from kit.checkers.hust1017 import check  # noqa: E402
from kit.paths import samples  # noqa: E402

LIMIT = 15.0
MEMORY = 128                        # MB


def cpu_mem_run(cmd, stdin_bytes):
    """(CPU seconds, peak memory in MB, stdout) of one run of cmd as the kit's judge runs it
    (judge_io.run: the clean environment, PYPY_GC_NURSERY=4M; memory limit 1 GB, so the
    peak shows, the time limit 60 s)."""
    with tempfile.NamedTemporaryFile(suffix='.in') as given:
        given.write(stdin_bytes)
        given.flush()
        done = run_judged(cmd, given.name, 60.0, 1 << 20)
    if done.exit_code != 0:
        raise SystemExit('bench_hust1017: %s failed: %s %s' % (cmd, done, done.stderr[-300:]))
    return done.cpu, done.memory / 1024, done.stdout


def max_case(rng, planted):
    """(1000 rows of 100 ones over 1000 columns, the 1-based numbers of a planted cover or None)."""
    rows = []
    if planted:
        cols = list(range(1, 1001))
        rng.shuffle(cols)
        rows = [sorted(cols[k:k + 100]) for k in range(0, 1000, 100)]
    while len(rows) < 1000:
        rows.append(sorted(rng.sample(range(1, 1001), 100)))
    order = list(range(1000))
    rng.shuffle(order)
    cover = sorted(order.index(i) + 1 for i in range(10)) if planted else None
    return [rows[i] for i in order], cover


def main():
    case = samples('hust1017') / 'planted-1000.in'
    inputs = [('planted-1000', case.read_text(), case.with_suffix('.out').read_text())]
    rng = random.Random(27)
    cases = [max_case(rng, k % 2 == 0) for k in range(10)]
    inputs.append(('max10', ''.join('1000 1000\n' + ''.join('100 %s\n' % ' '.join(map(str, r)) for r in rows)
                                    for rows, _ in cases),
                   ''.join('10 %s\n' % ' '.join(map(str, cover)) if cover else 'NO\n' for _, cover in cases)))
    for name, text, answer in inputs:
        run(name, text, answer)


def run(name, text, answer):
    for interp, cmd in with_cpython313():
        best, peak = None, 0
        for _ in range(3 if interp == 'pypy3' else 1):
            cpu, mem, out = cpu_mem_run(cmd + [solution('hust1017')], text.encode())
            peak = max(peak, mem)
            verdict, message = check(text, out.decode(), answer)
            if verdict != 'AC':
                raise SystemExit('bench_hust1017: wrong output: %s' % message)
            best = cpu if best is None else min(best, cpu)
        target = LIMIT / 2 if interp == 'pypy3' else LIMIT
        report('hust1017', name, interp, best, LIMIT,
               note='target %g s: %s; peak %.0f MB of %d MB: %s' % (
                   target, 'met' if best <= target else 'MISSED', peak, MEMORY, 'met' if peak <= MEMORY else 'MLE'))


if __name__ == '__main__':
    main()
