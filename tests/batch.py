"""Run a solution's whole program on many inputs in one interpreter process.

A stress test in PyPy3 would spend most of its time starting PyPy if every input were a
process of its own. run_batch() starts the interpreter once; for each input it gives the
solution's main() that input as sys.stdin (bytes behind a text wrapper, as a judge does)
and collects what it writes to sys.stdout, exit status included. The file is loaded once
(not as __main__) and its main() called for each input, so PyPy's JIT warms up as it
would in one long run: only for solutions whose main() keeps no state between calls.
As in a process of its own, sys.argv holds the file's path alone, and an exception out of
main() is exit status 1 with its traceback on stderr.
"""
import json
import subprocess
import sys

from tests.util import solution

DRIVER = r'''
import io, json, runpy, sys, traceback
path = sys.argv[1]
inputs = json.load(sys.stdin)
main = runpy.run_path(path, run_name='batch')['main']
results = []
real_out, real_err = sys.stdout, sys.stderr
for text in inputs:
    sys.stdin = io.TextIOWrapper(io.BytesIO(text.encode('latin-1')))
    out, err = io.BytesIO(), io.BytesIO()
    sys.stdout = io.TextIOWrapper(out, write_through=True)
    sys.stderr = io.TextIOWrapper(err, write_through=True)
    sys.argv = [path]
    status = 0
    try:
        main()
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except Exception:
        status = 1
        traceback.print_exc()
    sys.stdout.flush()
    sys.stderr.flush()
    results.append([status, out.getvalue().decode('latin-1'), err.getvalue().decode('latin-1')])
sys.stdout, sys.stderr = real_out, real_err
json.dump(results, sys.stdout)
'''


def run_batch(problem_id, inputs, python=sys.executable, timeout=600):
    """[(exit status, stdout, stderr)] of the solution's program on each input text."""
    done = subprocess.run([python, '-c', DRIVER, str(solution(problem_id))],
                          input=json.dumps(list(inputs)).encode(), capture_output=True,
                          timeout=timeout)
    assert done.returncode == 0, done.stderr.decode(errors='replace')[-2000:]
    return [tuple(r) for r in json.loads(done.stdout)]
