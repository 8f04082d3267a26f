"""Kanoodle: the challenges (max CPU over the dozen samples) and --count on the empty board.

Targets: a challenge within 2 s CPU; the empty board's 371,020 within 120 s in PyPy3.
`make bench` counts the empty board in PyPy3 with 2 jobs (CPU of both processes; wall
time in the note). `make bench-full` adds PyPy3 with 1 job and CPython's whole count
(about three minutes of CPU, half that in wall time on 2 cores).
"""
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, cpu_run, interpreters, report, samples, solution  # noqa: E402

EMPTY = (('.' * 11 + '\n') * 5).encode()
CHALLENGES = sorted(samples('kanoodle').glob('challenge-*.in'))


def main():
    program = solution('kanoodle')
    runs = dict(interpreters())
    for name, cmd in runs.items():
        worst, worst_name = 0.0, ''
        for path in CHALLENGES:
            cpu, out = cpu_run(cmd + [program], path.read_bytes())
            if len(out.split()) != 5:
                raise SystemExit('kanoodle: no board for %s under %s' % (path.name, name))
            if cpu > worst:
                worst, worst_name = cpu, path.stem
        report('kanoodle', 'slowest challenge', name, worst, limit=2.0,
               note='%s, of %d' % (worst_name, len(CHALLENGES)))
    # the whole count: 17 s wall and 33 s of CPU in PyPy3, so `make bench-full` only
    counts = [('pypy3', '1'), ('pypy3', '2'), ('cpython', '2')] if FULL else []
    for name, jobs in counts:
        if name not in runs:
            continue
        start = time.perf_counter()
        cpu, out = cpu_run(runs[name] + [program, '--count', '--jobs', jobs], EMPTY, timeout=1800)
        wall = time.perf_counter() - start
        if out.split() != [b'371020']:
            raise SystemExit('kanoodle: the empty board counted %r under %s' % (out, name))
        limit = 120.0 if name == 'pypy3' else None
        report('kanoodle', 'empty board --count, %s job%s' % (jobs, 's' * (jobs != '1')), name, cpu,
               limit=limit, note='wall %.1f s%s' % (wall, '; CPU of both processes' if jobs != '1' else ''))


if __name__ == '__main__':
    main()
