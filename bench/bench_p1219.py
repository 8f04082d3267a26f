"""P1219 n queens at n = 13, the judge's worst case (1 s, no extra time for Python).

Each interpreter runs the DLX solution and the reference, refs/queens_bitmask.py (a plain
bitmask counter with mirror symmetry), in the same run; a row shows the best of REPEAT
CPU times of each. The node count comes from one more run with P1219_STATS=1, which
makes the solution write it to stderr; the timed runs do not set it.
A second row per interpreter times refs/p1219_template_core.py (one run): p1219.py with
its count() replaced by the template's search, counting; its ratio over p1219.py's time is
what count()'s deltas buy.
"""
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import ROOT, cpu_run, interpreters, report, solution  # noqa: E402

LIMIT = 1.0
REPEAT = 3
REFERENCE = str(ROOT / 'refs' / 'queens_bitmask.py')
TEMPLATE_CORE = str(ROOT / 'refs' / 'p1219_template_core.py')
N, TOTAL = 13, 73712


def best(cmd, stdin, want, repeat=REPEAT):
    times = []
    for _ in range(repeat):
        cpu, out = cpu_run(cmd, stdin)
        if out.split()[-1:] != [str(want).encode()]:
            raise RuntimeError(f'{cmd} answered {out[-40:]!r}, not {want}')
        times.append(cpu)
    return min(times)


def nodes(python, stdin):
    done = subprocess.run([*python, solution('p1219')], input=stdin, capture_output=True,
                          env=dict(os.environ, P1219_STATS='1'), timeout=600, check=True)
    return done.stderr.decode().split(': ')[-1].split()[0]


def main():
    stdin = f'{N}\n'.encode()
    count = nodes(interpreters()[0][1], stdin)
    for name, python in interpreters():
        cpu = best([*python, solution('p1219')], stdin, TOTAL)
        ref = best([*python, REFERENCE], stdin, TOTAL)
        report('p1219', f'n={N}', name, cpu, LIMIT, 'bitmask+symmetry', ref,
               note=f'{count} search nodes; best of {REPEAT}')
        core = best([*python, TEMPLATE_CORE], stdin, TOTAL, 1)
        report('p1219', f'n={N}, template search', name, core, LIMIT, 'p1219.py', cpu,
               note="count() replaced by the template's search; one run")


if __name__ == '__main__':
    main()
