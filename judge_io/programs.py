"""Program lookup: what to run for --cmd, --solution with --python, --checker, --gen and
--brute, as argv whose argv[0] is an executable's absolute path (checked before any case
runs, so a typo is one usage line, never a verdict)."""
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from .errors import UsageError


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
    if len(argv) == 1 and os.path.realpath(path) == os.path.realpath(sys.executable):
        return [path]               # the judge's own Python, without options: it works, no shim
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


def checker_file(path: Path, where: str):
    """A checker named by a file (problem.json's "checker"): a .py file runs with the judge's
    own Python, anything else must be executable."""
    if not path.is_file():
        raise UsageError(f'{where}: checker {path} not found')
    if path.suffix == '.py':
        return [sys.executable, str(path)]
    if not os.access(path, os.X_OK):
        raise UsageError(f'{where}: checker {path} is not executable (chmod +x?)')
    return [str(path)]


def shown(path) -> str:
    """A path as the user would type it: relative to the current folder when inside it."""
    try:
        return str(Path(path).absolute().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _default_python(problem, own_solution):
    """python3, or pypy3 for a problem's own solution that its judge takes as PyPy: its time
    limit is met in PyPy, and a CPython run would be judged against a limit not its own.
    Without pypy3 here, python3 and a note that the times are not the judge's."""
    language = problem.submitted_as() if problem and own_solution else None
    if not language or 'pypy' not in language.lower():
        return 'python3'
    if shutil.which('pypy3'):
        return 'pypy3'
    print(f'judge_io: note: {problem.id} is submitted as {language}, but pypy3 is not on PATH: '
          'judging with python3, which may exceed a limit PyPy meets (install pypy3, or '
          'give --python)', file=sys.stderr)
    return 'python3'


def program(args, problem):
    """(argv to run, what to show, the interpreter argv or None, the solution path or None)
    from --cmd, --solution/--python, or the problem's own solution."""
    if args.solution and args.cmd:
        raise UsageError('give --solution FILE or --cmd COMMAND, not both')
    if args.cmd:
        return resolve_command(args.cmd, '--cmd'), args.cmd, None, None
    solution = args.solution or (problem.solution if problem else None)
    if solution is None:
        raise UsageError('no program to judge: give --solution FILE or --cmd COMMAND')
    solution = Path(solution).absolute()
    try:
        if not solution.is_file():
            raise UsageError(f'no solution file {solution}')
    except OSError as e:
        raise UsageError(f'solution {solution}: {e.strerror or e}')
    python = resolve_python(args.python or _default_python(problem, args.solution is None))
    return [*python, str(solution)], f'{shown(solution)} with {" ".join(python)}', python, solution
