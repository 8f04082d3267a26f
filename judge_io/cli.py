"""The command line: `python3 -m judge_io test ID [...]` and `python3 -m judge_io list`.

Usage errors (unknown id, missing solution, missing or empty case folder, an .out with
no .in, an interpreter or checker command that is not there, bad option values) are one
line on stderr and exit status 2; otherwise the status is 0 iff every case is AC, else 1.
"""
import argparse
import os
import shlex
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import report
from .cases import count_cases, find_cases
from .errors import UsageError
from .problems import PROBLEMS
from .run import ABORT, OUTPUT_CAP
from .verdict import external_checker, judge_case, python_checker

TEST_HELP = f"""\
Runs the solution on every NAME.in of the case folder that has its NAME.out, in natural
order (2 before 10), and prints a line per case and a summary.

Limits: time is the CPU time (user + system) of the program and of everything it
starts; the wall clock is capped at 3 x TL + 1 s so that a sleeping program is TLE too.
Memory is the peak resident memory of the program and its children. Output is capped at
{OUTPUT_CAP >> 20} MB. The judge kills the whole process group when a limit is passed,
and after every run: nothing the program starts outlives its case.

Verdicts, in this order of precedence (the first that applies wins, so a run that
timed out is TLE even if its partial output is also wrong):
  TLE   CPU time over TL, or wall clock over 3 x TL + 1 s
  MLE   peak memory over ML
  OLE   more than {OUTPUT_CAP >> 20} MB of output
  RE    non-zero exit status, or killed by a signal
  WA    the output differs from NAME.out (Luogu's rule: each line compared after
        dropping its trailing whitespace, spaces, tabs and the \\r of CRLF; empty lines
        at the end ignored), or the checker says WA; PE when a checker says PE
  FAIL  the checker itself failed (missing, crashed, exit code 3): not the program's fault
  AC    none of the above

Checkers: problems with many right answers name a module judge_io/checkers/NAME.py;
--checker CMD runs `CMD input output answer` instead, testlib's convention: exit code
0 AC, 1 WA, 2 PE, 3 or anything else FAIL.

Exit status: 0 if every case is AC, 1 if one is not, 2 for a usage error.
"""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def _positive(kind):
    def parse(text):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f'not a number: {text!r}')
        if not value > 0:
            raise argparse.ArgumentTypeError(f'must be positive: {text!r}')
        return value
    return parse


def parser():
    top = _Parser(prog='python3 -m judge_io',
                  description='The kit\'s local judge: run a solution on its samples as an online '
                              'judge would (CPU time, memory, output limits; Luogu\'s comparison).')
    sub = top.add_subparsers(dest='command', metavar='{test,list}')
    sub.required = True
    t = sub.add_parser('test', help='run a solution on its cases',
                       description=TEST_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    t.add_argument('id', help='problem id (python3 -m judge_io list)')
    t.add_argument('--solution', metavar='FILE', type=Path,
                   help='the program to judge (default: solutions/ID.py)')
    t.add_argument('--cases', metavar='DIR', type=Path, help='case folder (default: samples/ID)')
    t.add_argument('--python', metavar='CMD', default='python3',
                   help='interpreter command, may hold arguments, e.g. "pypy3 -S" (default: python3)')
    t.add_argument('--tl', metavar='SECONDS', type=_positive(float),
                   help='CPU time limit (default: the problem\'s)')
    t.add_argument('--ml', metavar='MB', type=_positive(float),
                   help='memory limit in MB (default: the problem\'s)')
    t.add_argument('--checker', metavar='CMD',
                   help='external checker run as `CMD input output answer` (testlib exit codes)')
    t.add_argument('--json', action='store_true',
                   help='print one JSON object and nothing else on stdout')
    t.add_argument('-j', metavar='N', type=_positive(int), default=1, dest='jobs',
                   help='cases run at once (default 1); CPU time is still per run')
    sub.add_parser('list', help='the problems, their limits and sample counts',
                   description='The problems the kit answers, with limits and sample counts.')
    return top


def _command(text, what):
    try:
        argv = shlex.split(text)
    except ValueError as e:
        raise UsageError(f'bad {what} command {text!r}: {e}')
    if not argv:
        raise UsageError(f'empty {what} command')
    return argv


def _is_script(command):
    path = shutil.which(command)
    try:
        with open(path, 'rb') as f:
            return f.read(2) == b'#!'
    except (OSError, TypeError):
        return False


def resolve_python(text):
    """Check that the interpreter command runs Python; if its argv[0] is a script (a version
    manager's shim, as pyenv's: 0.1 s of CPU before Python starts), put the interpreter it
    starts (sys.executable) in its place, so the program is charged for Python alone.
    """
    argv = _command(text, '--python')
    try:
        done = subprocess.run([*argv, '-c', 'import sys; print(sys.executable)'],
                              stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    except OSError:
        raise UsageError(f'--python {text!r}: interpreter not found')
    except subprocess.TimeoutExpired:
        raise UsageError(f'--python {text!r}: does not answer (60 s)')
    real = done.stdout.decode(errors='replace').strip()
    if done.returncode != 0 or not real:
        raise UsageError(f'--python {text!r}: not a working Python '
                         f'(`{text} -c ...` exited with {done.returncode})')
    if os.path.isfile(real) and _is_script(argv[0]):
        return [real, *argv[1:]]
    return [shutil.which(argv[0]) or argv[0], *argv[1:]]


def resolve_checker(text):
    argv = _command(text, '--checker')
    if shutil.which(argv[0]) is None:
        raise UsageError(f'--checker {text!r}: command {argv[0]!r} not found')
    return argv


def _list():
    rows = [('id', 'TL', 'ML', 'judged by', 'samples', 'title')]
    for p in PROBLEMS.values():
        rows.append((p.id, f'{p.time_limit:g} s', f'{p.memory_limit} MB',
                     f'checker {p.checker}' if p.checker else 'comparison',
                     str(count_cases(p.samples)), p.title))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]) - 1)]
    for r in rows:
        print('  '.join(c.ljust(w) for c, w in zip(r, widths)) + '  ' + r[-1])
    return 0


def _test(args):
    problem = PROBLEMS.get(args.id)
    if problem is None:
        raise UsageError(f'unknown problem {args.id!r} (known: {", ".join(PROBLEMS)})')
    solution = (args.solution or problem.solution).resolve()
    if not solution.is_file():
        raise UsageError(f'no solution file {solution}')
    folder = args.cases or problem.samples
    cases, skipped = find_cases(folder)
    time_limit = args.tl or problem.time_limit
    memory_mb = args.ml or problem.memory_limit
    if args.checker:
        checker, label = external_checker(resolve_checker(args.checker)), args.checker
    elif problem.checker:
        checker, label = python_checker(problem.checker), problem.checker
    else:
        checker, label = None, None
    python = resolve_python(args.python)
    for name in skipped:
        print(f'judge_io: note: {folder / (name + ".in")} has no .out: skipped', file=sys.stderr)

    cmd = [*python, str(solution)]
    memory_kb = int(memory_mb * 1024)
    colour = not args.json and report.use_colour()
    width = max(len(c.name) for c in cases)
    if not args.json:
        print(report.header(problem.id, _shown(solution), python, time_limit, memory_mb, label,
                            len(cases)), flush=True)

    def one(case):
        return judge_case(case.name, cmd, case.input, case.answer, time_limit, memory_kb, checker)

    results = []
    pool = ThreadPoolExecutor(max_workers=args.jobs)
    try:
        for r in pool.map(one, cases):      # in case order, each as soon as those before it are
            results.append(r)
            if not args.json:
                print('\n'.join(report.case_lines(r, width, colour)), flush=True)
    except KeyboardInterrupt:
        ABORT.set()
        pool.shutdown(wait=True, cancel_futures=True)
        print('judge_io: interrupted', file=sys.stderr)
        return 130
    pool.shutdown()
    if args.json:
        print(report.as_json(problem.id, solution, folder, python, time_limit, memory_mb, label,
                             results))
    else:
        print(report.summary(results, time_limit, memory_mb, colour))
    return 0 if all(r.verdict == 'AC' for r in results) else 1


def _shown(path: Path) -> str:
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def main(argv=None):
    # Whatever the program printed, printing it must not crash the judge on a narrow terminal.
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors='backslashreplace')
        except AttributeError:
            pass
    try:
        args = parser().parse_args(argv)
        return _list() if args.command == 'list' else _test(args)
    except UsageError as e:
        print(f'judge_io: error: {e}', file=sys.stderr)
        return 2
    except BrokenPipeError:     # `python3 -m judge_io test ... | head`: no noise at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
