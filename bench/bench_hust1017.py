"""HUST 1017 speed: the planted sample (three cases of up to 1000 x 1000, rows of 1 to 100
ones, a cover planted among random rows) against HUST's 15 s. Each row is a whole run
(start-up included), the least of 3 in PyPy3 and one in CPython; the output is checked by
the problem's checker (kit/checkers/hust1017.py) before its time counts.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import cpu_run, report, solution, with_cpython313  # noqa: E402
from kit.checkers.hust1017 import check  # noqa: E402
from kit.paths import samples  # noqa: E402

LIMIT = 15.0


def main():
    case = samples('hust1017') / 'planted-1000.in'
    text = case.read_text()
    answer = case.with_suffix('.out').read_text()
    for interp, cmd in with_cpython313():
        best = None
        for _ in range(3 if interp == 'pypy3' else 1):
            cpu, out = cpu_run(cmd + [solution('hust1017')], text.encode())
            verdict, message = check(text, out.decode(), answer)
            if verdict != 'AC':
                raise SystemExit('bench_hust1017: wrong output: %s' % message)
            best = cpu if best is None else min(best, cpu)
        report('hust1017', 'planted-1000', interp, best, LIMIT)


if __name__ == '__main__':
    main()
