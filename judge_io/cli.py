"""The command line: `judge-io test [ID] [...]`, `judge-io stress ...`, `judge-io list`
(or `python3 -m judge_io ...` inside the kit).

Usage errors (unknown id, missing solution, missing or empty case folder, an .out with
no .in, a command that is not there or not executable, bad option values) are one line
on stderr and exit status 2; otherwise the status is 0 iff every case is AC (or, with no
answer file, ran within the limits), else 1. stress: 0 when every round is AC, 1 when
it found a case that is not, 2 for usage errors and for a generator, brute force or
checker that fails (theirs, not the solution's).
"""
import argparse
import math
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import compare, report
from .cases import count_cases, find_cases
from .errors import UsageError
from .problems import PROBLEMS
from .run import ABORT, OUTPUT_CAP, become_subreaper, run
from .verdict import PASSING, external_checker, judge_case, python_checker

DEFAULT_TL = 1.0
DEFAULT_ML = 256.0

LIMITS_HELP = f"""\
Limits: time is the CPU time (user + system) of the program and of everything it
starts, wherever it moves (a supervisor per run is their subreaper); the wall clock,
less the time spent waiting for a core, is capped at 3 x TL + 1 s so that a sleeping
program is TLE too. Memory is the peak of the program and its children, a page shared
by copy-on-write counted once. Output is capped at {OUTPUT_CAP >> 20} MB. Every process
the program started is killed when it ends or a limit is passed. The program gets a
clean environment: PATH, HOME and LANG only.
"""

TEST_HELP = f"""\
Runs the program on every NAME.in of the case folder, in natural order (2 before 10),
and prints a line per case and a summary. A NAME.in without NAME.out is run and its
output, time and memory shown, with no verdict (RAN).

The program: --solution FILE (a Python file, run by --python), or --cmd 'COMMAND' (any
command, split as a shell would but run without a shell: ./a.out, 'java Main',
'pypy3 x.py'). With a problem ID: its solution, samples, limits and checker unless
options say otherwise. Without: --cases and the program are required, TL {DEFAULT_TL:g} s,
ML {DEFAULT_ML:g} MB, Luogu's comparison. Paths are relative to the current folder.

{LIMITS_HELP}
Verdicts, in this order of precedence (the first that applies wins, so a run that
timed out is TLE even if its partial output is also wrong):
  TLE   CPU time over TL, or wall clock over 3 x TL + 1 s
  MLE   peak memory over ML
  OLE   more than {OUTPUT_CAP >> 20} MB of output
  RE    non-zero exit status, or killed by a signal
  WA    the output differs from NAME.out under the comparison (--compare; default
        Luogu's rule: each line compared after dropping its trailing whitespace, spaces,
        tabs and the \\r of CRLF; empty lines at the end ignored), or the checker says
        WA; PE when a checker says PE
  FAIL  the checker itself failed (missing, crashed, exit code 3, over 60 s), or the
        case's files cannot be read: not the program's fault
  RAN   no NAME.out: not judged (the output is shown)
  AC    none of the above

Checkers: problems with many right answers name a module judge_io/checkers/NAME.py;
--checker CMD runs `CMD input output answer` instead, testlib's convention: exit code
0 AC, 1 WA, 2 PE, 3 or anything else FAIL.

Exit status: 0 if every case is AC or RAN, 1 if one is not, 2 for a usage error.
"""

STRESS_HELP = f"""\
Stress test (对拍): round after round, `GEN SEED` (the seed its last argument) writes an
input, BRUTE reads it and writes the answer, and the solution is judged on it under the
limits (and the comparison or checker). At the first round that is not AC it stops,
saves the case as DIR/stress-SEED.in and DIR/stress-SEED.out (ready for
`test --cases DIR`) and shows the same report as test.

GEN and BRUTE run with the judge's environment, up to 60 s each; one that fails is
reported as theirs (exit status 2), never blamed on the solution.

{LIMITS_HELP}
Exit status: 0 if all N rounds are AC, 1 if one is not, 2 for a usage error or a
generator, brute force or checker that fails.
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
        if not (value > 0 and math.isfinite(value)):
            raise argparse.ArgumentTypeError(f'must be a positive finite number: {text!r}')
        return value
    return parse


def _mode(text):
    try:
        return compare.parse_mode(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


def _program_options(p):
    p.add_argument('--solution', metavar='FILE', type=Path,
                   help='a Python file to judge, run by --python')
    p.add_argument('--cmd', metavar='COMMAND',
                   help='any command to judge, e.g. ./a.out or "java Main" (instead of --solution)')
    p.add_argument('--python', metavar='CMD', default='python3',
                   help='interpreter for --solution, may hold arguments, e.g. "pypy3 -S" '
                        '(default: python3)')
    p.add_argument('--checker', metavar='CMD',
                   help='external checker run as `CMD input output answer` (testlib exit codes)')
    p.add_argument('--compare', metavar='MODE', type=_mode,
                   help='luogu (default), exact, tokens or float:EPS (absolute or relative)')


def parser():
    top = _Parser(prog='judge-io',
                  description='A local judge: run a program on cases as an online judge would '
                              '(CPU time, memory, output limits; Luogu\'s comparison or a checker).')
    sub = top.add_subparsers(dest='command', metavar='{test,stress,list}')
    sub.required = True
    t = sub.add_parser('test', help='run a program on its cases',
                       description=TEST_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    t.add_argument('id', nargs='?', help='problem id (judge-io list); optional')
    t.add_argument('--cases', metavar='DIR', type=Path, help='case folder (default: samples/ID)')
    _program_options(t)
    t.add_argument('--case', metavar='PATTERN', action='append', dest='patterns',
                   help='only the cases whose NAME matches (shell pattern: 1, "big*"); repeatable')
    t.add_argument('--tl', metavar='SECONDS', type=_positive(float),
                   help=f'CPU time limit (default: the problem\'s, or {DEFAULT_TL:g})')
    t.add_argument('--ml', metavar='MB', type=_positive(float),
                   help=f'memory limit in MB (default: the problem\'s, or {DEFAULT_ML:g})')
    t.add_argument('--json', action='store_true',
                   help='print one JSON object and nothing else on stdout')
    t.add_argument('-j', metavar='N', type=_positive(int), default=1, dest='jobs',
                   help='cases run at once (default 1, at most the number of cores)')
    s = sub.add_parser('stress', help='generator + brute force against a solution (对拍)',
                       description=STRESS_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    s.add_argument('--gen', metavar='GEN', required=True,
                   help='generator command; run as `GEN SEED`, it prints an input')
    s.add_argument('--brute', metavar='BRUTE', required=True,
                   help='brute-force command; reads the input, prints the answer')
    _program_options(s)
    s.add_argument('-n', metavar='N', type=_positive(int), default=100, dest='rounds',
                   help='rounds (default 100)')
    s.add_argument('--seed', metavar='S', type=int, default=1, help='first seed (default 1)')
    s.add_argument('--tl', metavar='SECONDS', type=_positive(float), default=DEFAULT_TL,
                   help=f'CPU time limit of the solution (default {DEFAULT_TL:g})')
    s.add_argument('--ml', metavar='MB', type=_positive(float), default=DEFAULT_ML,
                   help=f'memory limit in MB (default {DEFAULT_ML:g})')
    s.add_argument('--save', metavar='DIR', type=Path, default=Path('.'),
                   help='where the failing case is saved (default: the current folder)')
    sub.add_parser('list', help='the problems, their limits and sample counts',
                   description='The problems the kit answers, with limits and sample counts.')
    return top


def _split(text, what):
    try:
        argv = shlex.split(text)
    except ValueError as e:
        raise UsageError(f'bad {what} command {text!r}: {e}')
    if not argv:
        raise UsageError(f'empty {what} command')
    return argv


def _executable(name, what, text):
    """The path of the executable a command names, or a usage error saying why not."""
    if '/' in name:
        path = os.path.abspath(name)
        try:
            os.stat(path)
        except OSError as e:
            raise UsageError(f'{what} {text!r}: {name}: '
                             f'{"not found" if isinstance(e, FileNotFoundError) else e.strerror}')
        if os.path.isdir(path):
            raise UsageError(f'{what} {text!r}: {name} is a folder')
        if not os.access(path, os.X_OK):
            raise UsageError(f'{what} {text!r}: {name} is not executable (chmod +x?)')
        return path
    found = shutil.which(name)
    if found:
        return os.path.abspath(found)
    for folder in os.environ.get('PATH', '').split(os.pathsep):
        candidate = os.path.join(folder or '.', name)
        if os.path.isfile(candidate):
            raise UsageError(f'{what} {text!r}: {candidate} is not executable (chmod +x?)')
    raise UsageError(f'{what} {text!r}: command {name!r} not found')


def resolve_command(text, what):
    """A command line as argv with argv[0] the executable's absolute path."""
    argv = _split(text, what)
    return [_executable(argv[0], what, text), *argv[1:]]


def _is_script(path):
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
    argv = _split(text, '--python')
    try:
        path = _executable(argv[0], '--python', text)
    except UsageError as e:
        if 'not found' in str(e):
            raise UsageError(f'--python {text!r}: interpreter not found')
        raise
    try:
        done = subprocess.run([path, *argv[1:], '-c', 'import sys; print(sys.executable)'],
                              stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    except OSError as e:
        raise UsageError(f'--python {text!r}: does not start: {e.strerror or e}')
    except subprocess.TimeoutExpired:
        raise UsageError(f'--python {text!r}: does not answer (60 s)')
    real = done.stdout.decode(errors='replace').strip()
    if done.returncode != 0 or not real:
        raise UsageError(f'--python {text!r}: not a working Python '
                         f'(`{text} -c ...` exited with {done.returncode})')
    if os.path.isfile(real) and _is_script(path):
        return [real, *argv[1:]]
    return [path, *argv[1:]]


def resolve_checker(text):
    return resolve_command(text, '--checker')


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


def _program(args, problem):
    """(argv to run, what to show, the interpreter argv or None, the solution path or None)."""
    if args.solution and args.cmd:
        raise UsageError('give --solution FILE or --cmd COMMAND, not both')
    if args.cmd:
        cmd = resolve_command(args.cmd, '--cmd')
        return cmd, args.cmd, None, None
    solution = args.solution or (problem.solution if problem else None)
    if solution is None:
        raise UsageError('no program to judge: give --solution FILE or --cmd COMMAND')
    solution = Path(solution).absolute()
    try:
        if not solution.is_file():
            raise UsageError(f'no solution file {solution}')
    except OSError as e:
        raise UsageError(f'solution {solution}: {e.strerror or e}')
    python = resolve_python(args.python)
    return [*python, str(solution)], f'{_shown(solution)} with {" ".join(python)}', python, solution


def _judging(args, problem):
    """(checker function or None, label or None, comparison mode)."""
    if args.checker and args.compare:
        raise UsageError('give --checker CMD or --compare MODE, not both')
    mode = args.compare or ('luogu', None)
    if args.checker:
        return external_checker(resolve_checker(args.checker)), args.checker, mode
    if problem and problem.checker and not args.compare:
        return python_checker(problem.checker), problem.checker, mode
    return None, None, mode


def _jobs(wanted):
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    if wanted > cores:
        print(f'judge_io: note: -j {wanted} is more than the {cores} cores here: running {cores} '
              'at once (more would only wait for a core)', file=sys.stderr)
        return cores
    return wanted


def _test(args):
    problem = None
    if args.id is not None:
        problem = PROBLEMS.get(args.id)
        if problem is None:
            raise UsageError(f'unknown problem {args.id!r} (known: {", ".join(PROBLEMS)}); '
                             'without an id, give --cases DIR')
    elif args.cases is None:
        raise UsageError('give a problem id or --cases DIR')
    cmd, shown, python, solution = _program(args, problem)
    folder = args.cases or problem.samples
    cases = find_cases(folder, args.patterns)
    time_limit = args.tl or (problem.time_limit if problem else DEFAULT_TL)
    memory_mb = args.ml or (problem.memory_limit if problem else DEFAULT_ML)
    checker, label, mode = _judging(args, problem)
    jobs = _jobs(args.jobs)
    save_dir = Path(tempfile.mkdtemp(prefix='judge_io-outputs-'))

    memory_kb = int(memory_mb * 1024)
    colour = not args.json and report.use_colour()
    width = max(len(c.name) for c in cases)
    title = problem.id if problem else _shown(folder)
    if not args.json:
        print(report.header(title, shown, time_limit, memory_mb, label, mode, len(cases)),
              flush=True)

    def one(case):
        return judge_case(case.name, cmd, case.input, case.answer, time_limit, memory_kb,
                          checker, mode, save_dir)

    results = []
    pool = ThreadPoolExecutor(max_workers=jobs)
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
    try:
        save_dir.rmdir()        # kept only when it holds an output
    except OSError:
        pass
    if args.json:
        print(report.as_json(problem.id if problem else None, solution, folder, python, cmd,
                             time_limit, memory_mb, label, mode, results))
    else:
        print(report.summary(results, time_limit, memory_mb, colour))
    return 0 if all(r.verdict in PASSING for r in results) else 1


def _tool(argv, what, input_path, seed):
    """Run a generator or a brute force; its stdout, or a UsageError-like failure (theirs)."""
    r = run(argv, input_path, 60.0, 1 << 40, clean=False, wall=60.0)
    why = None
    if r.error:
        why = r.error
    elif r.stopped in ('cpu', 'wall'):
        why = 'took more than 60 s'
    elif r.output_over:
        why = f'printed more than {OUTPUT_CAP >> 20} MB'
    elif r.stopped:
        why = 'interrupted' if r.stopped == 'abort' else f'stopped ({r.stopped})'
    elif r.signal is not None:
        why = f'killed by signal {r.signal}'
    elif r.exit_code:
        why = f'exit code {r.exit_code}'
    if why:
        tail = r.stderr.decode('utf-8', 'backslashreplace').strip().splitlines()[-5:]
        raise _ToolFailed(f'the {what} failed on seed {seed}: {why}'
                          + ''.join(f'\n  {what} stderr: {line}' for line in tail))
    return r.stdout


class _ToolFailed(Exception):
    pass


def _stress(args):
    cmd, shown, _, _ = _program(args, None)
    gen = resolve_command(args.gen, '--gen')
    brute = resolve_command(args.brute, '--brute')
    checker, label, mode = _judging(args, None)
    memory_kb = int(args.ml * 1024)
    progress = sys.stderr.isatty()
    colour = report.use_colour()
    work = Path(tempfile.mkdtemp(prefix='judge_io-stress-'))
    slowest = None
    try:
        for k in range(args.rounds):
            seed = args.seed + k
            given, answer = work / 'case.in', work / 'case.out'
            try:
                given.write_bytes(_tool([*gen, str(seed)], 'generator', os.devnull, seed))
                answer.write_bytes(_tool(brute, 'brute force', given, seed))
            except _ToolFailed as e:
                if progress:
                    print(file=sys.stderr)
                print(f'judge_io: stress: {e}', file=sys.stderr)
                print(f'judge_io: stress: not the solution\'s fault; input kept in {given}',
                      file=sys.stderr)
                return 2
            name = f'stress-{seed}'
            r = judge_case(name, cmd, given, answer, args.tl, memory_kb, checker, mode, None)
            if slowest is None or r.time > slowest.time:
                slowest = r
            if progress:
                print(f'\rround {k + 1}/{args.rounds}  seed {seed}  {r.verdict}  {r.time:.3f} s',
                      end='', file=sys.stderr, flush=True)
            if r.verdict != 'AC':
                if progress:
                    print(file=sys.stderr)
                try:
                    args.save.mkdir(parents=True, exist_ok=True)
                    saved_in = args.save / f'{name}.in'
                    saved_out = args.save / f'{name}.out'
                    saved_in.write_bytes(given.read_bytes())
                    saved_out.write_bytes(answer.read_bytes())
                    got = args.save / f'{name}.got'
                    got.write_bytes(r.stdout)
                except OSError as e:
                    raise UsageError(f'cannot save the case in {args.save}: {e.strerror or e}')
                r.input, r.answer, r.output = str(saved_in), str(saved_out), str(got)
                print(report.header(f'stress (seed {seed}, round {k + 1})', shown, args.tl,
                                    args.ml, label, mode, 1))
                print('\n'.join(report.case_lines(r, len(name), colour)))
                print(f'saved: {_shown(saved_in)} and {_shown(saved_out)} (program output: '
                      f'{_shown(got)}); again: judge-io test --cases {_shown(args.save)} '
                      f'--case {name} ...')
                if r.verdict == 'FAIL':     # the checker's failure (or the judge's), not SOL's
                    print('judge_io: stress: FAIL is not the solution\'s fault', file=sys.stderr)
                    return 2
                return 1
        if progress:
            print(file=sys.stderr)
        print(f'{report.paint("AC", colour, 0)} {args.rounds}/{args.rounds} rounds (seeds '
              f'{args.seed}..{args.seed + args.rounds - 1}); slowest seed '
              f'{slowest.name[7:]}: {slowest.time:.3f} s of {args.tl:g} s')
        return 0
    except KeyboardInterrupt:
        ABORT.set()
        print('\njudge_io: interrupted', file=sys.stderr)
        return 130
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _shown(path: Path) -> str:
    try:
        return str(Path(path).absolute().relative_to(Path.cwd()))
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
        become_subreaper()
        if args.command == 'list':
            return _list()
        return _test(args) if args.command == 'test' else _stress(args)
    except UsageError as e:
        print(f'judge_io: error: {e}', file=sys.stderr)
        return 2
    except BrokenPipeError:     # `judge-io test ... | head`: no noise at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
