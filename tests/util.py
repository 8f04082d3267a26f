"""What the tests share: where things are, which interpreters to run, running a solution."""
import importlib.util
import shutil
import subprocess
import sys

from kit.paths import DATA, ROOT, SOLUTIONS, checker, data, samples, solution  # noqa: F401  (re-exported for the tests)

# CPython always; PyPy3 too where it is installed (CI installs it).
PYTHONS = [sys.executable] + ([shutil.which('pypy3')] if shutil.which('pypy3') else [])


def run_solution(problem_id, stdin_bytes, python=sys.executable, args=(), timeout=120):
    """Run a solution file as a judge would; returns the CompletedProcess (bytes)."""
    return subprocess.run([python, str(solution(problem_id)), *args], input=stdin_bytes,
                          capture_output=True, timeout=timeout)


def solution_output(problem_id, stdin, python=sys.executable):
    """A solution's stdout on stdin (text or bytes), asserting it exited with status 0."""
    given = stdin if isinstance(stdin, bytes) else stdin.encode()
    done = run_solution(problem_id, given, python=python)
    assert done.returncode == 0, done.stderr.decode(errors='replace')[-2000:]
    return done.stdout.decode()


def refused_in_one_line(problem_id, stdin, python=sys.executable, args=()):
    """Assert a solution refuses stdin as a judge's user should see it: exit status 1,
    nothing on stdout, one line on stderr and no traceback; return that line."""
    given = stdin if isinstance(stdin, bytes) else stdin.encode()
    done = run_solution(problem_id, given, python=python, args=args)
    err = done.stderr.decode(errors='replace')
    assert done.returncode == 1 and done.stdout == b'', (done.returncode, done.stdout[:200], err)
    assert err.count('\n') == 1 and 'Traceback' not in err, err
    return err


def load_solution(problem_id):
    """A solution file imported as a module (its main() does not run), to test its parts."""
    spec = importlib.util.spec_from_file_location(f'{problem_id}_solution', solution(problem_id))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def checker_exit_codes(name, tmp_path, files, runs):
    """kit/checkers/NAME.py run as the judge runs it (a script, from another folder) on
    files {file name: text} written to tmp_path: its exit code for each (output, answer)
    of runs, testlib's (0 AC, 1 WA, 2 PE, 3 FAIL)."""
    for file_name, text in files.items():
        (tmp_path / file_name).write_text(text)
    return tuple(subprocess.run([sys.executable, str(checker(name)), str(tmp_path / 'in'),
                                 str(tmp_path / out), str(tmp_path / ans)],
                                cwd=tmp_path, capture_output=True).returncode for out, ans in runs)
