"""What the tests share: where things are, which interpreters to run, running a solution."""
import importlib.util
import json
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


_REFERENCES = """
import json, sys
sys.path.insert(0, sys.argv[1])
module = __import__(sys.argv[2], fromlist=['_'])
function = getattr(module, sys.argv[3])
sys.stdout.write(json.dumps([function(*args) for args in json.load(sys.stdin)]))
"""


def references(module, function, calls, timeout=600):
    """[module.function(*args) for args in calls], computed in PyPy3 where it is installed
    (a brute force there takes a third to a fifth of CPython's time, and the suite is
    bound by CPU), else in this process. Arguments and results go as JSON: tuples come
    back as lists."""
    calls = [list(args) for args in calls]
    pypy = shutil.which('pypy3')
    if not pypy:
        found = getattr(importlib.import_module(module), function)
        return json.loads(json.dumps([found(*args) for args in calls]))
    done = subprocess.run([pypy, '-c', _REFERENCES, str(ROOT), module, function],
                          input=json.dumps(calls), capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


_MANY = """
import io, json, runpy, sys
program, paths = sys.argv[1], json.loads(sys.argv[2])
outs, real = [], (sys.stdin, sys.stdout)
for path in paths:
    with open(path, 'rb') as f:
        sys.stdin = io.TextIOWrapper(io.BytesIO(f.read()))
    sys.stdout = io.TextIOWrapper(io.BytesIO(), write_through=True)
    try:
        runpy.run_path(program, run_name='__main__')
        status = 0
    except SystemExit as e:
        status = e.code or 0
    outs.append([status, sys.stdout.buffer.getvalue().decode()])
    sys.stdin, sys.stdout = real
sys.stdout.write(json.dumps(outs))
"""


def solution_outputs(problem_id, paths, python=sys.executable):
    """A solution's stdout on each input file, run as its own __main__ once a file but in
    one interpreter (its start-up paid once): for a solution whose state is all made in
    main(), the same outputs as one process a file. Asserts each exited with status 0."""
    done = subprocess.run([python, '-c', _MANY, str(solution(problem_id)), json.dumps(list(map(str, paths)))],
                          capture_output=True, timeout=600)
    assert done.returncode == 0, done.stderr.decode(errors='replace')[-2000:]
    found = json.loads(done.stdout)
    assert [s for s, _ in found] == [0] * len(found), found
    return [out for _, out in found]


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
