"""What the tests share: where things are, which interpreters to run, running a solution."""
import shutil
import subprocess
import sys

from judge_io.paths import DATA, ROOT, SOLUTIONS, data, samples, solution  # noqa: F401  (for the tests)

# CPython always; PyPy3 too where it is installed (CI installs it).
PYTHONS = [sys.executable] + ([shutil.which('pypy3')] if shutil.which('pypy3') else [])


def run_solution(problem_id, stdin_bytes, python=sys.executable, args=(), timeout=120):
    """Run a solution file as a judge would; returns the CompletedProcess (bytes)."""
    return subprocess.run([python, str(solution(problem_id)), *args], input=stdin_bytes,
                          capture_output=True, timeout=timeout)
