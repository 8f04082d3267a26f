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


def load_solution(problem_id):
    """A solution file imported as a module (its main() does not run), to test its parts."""
    spec = importlib.util.spec_from_file_location(f'{problem_id}_solution', solution(problem_id))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
