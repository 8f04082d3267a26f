"""Special judges: a testlib-style checker command, run as `CHECKER input output answer`.

The answer is (verdict, message) with verdict AC, WA, PE or FAIL. FAIL is the
checker's own failure (missing, crashed, timed out, nonsense answer): never the program's.
An external checker runs under the judge's supervisor like a program, bounded like one
(its whole process tree killed when it ends, after CHECKER_TIMEOUT seconds of CPU or
wall clock, or past CHECKER_MEMORY_KB), in the judge's environment, with its output
capped (what it prints past CHECKER_KEEP bytes is read and dropped). It is given
copies of the case's files, in the judge's scratch folder, never the user's own: a
checker that writes to its arguments changes nothing of the case.
"""
import os
import shutil
from typing import List, Tuple

from . import scratch
from .run import OUTPUT_CAP, Run, open_regular, read_regular, run

CHECKER_TIMEOUT = 60            # seconds, CPU or wall, an external checker may take on one case
CHECKER_MEMORY_KB = 2 << 20     # KB (2 GB) an external checker may use on one case
CHECKER_KEEP = 16 << 10         # bytes of its stdout (head) and stderr (tail) kept
_EXIT = {0: 'AC', 1: 'WA', 2: 'PE'}     # testlib's exit codes; 3 and anything else: FAIL


def _text(data: bytes) -> str:
    return data.decode('utf-8', 'replace')


def _one_line(text: str, limit: int = 300) -> str:
    text = ' '.join(text.split())
    return text if len(text) <= limit else text[:limit] + '...'


def copy_case_file(source, target: str, cap: int = 0):
    """Copy a case file (a regular file, else CaseFileError) to target; cap: at most that
    many bytes (an answer), 0: no cap (an input, streamed)."""
    if cap:
        with open(target, 'wb') as f:
            f.write(read_regular(source, cap))
        return
    fd = open_regular(source)
    try:
        with open(target, 'wb') as f:
            while os.sendfile(f.fileno(), fd, None, 1 << 30):
                pass
    finally:
        os.close(fd)


def run_bounded(argv: List[str], timeout: float = CHECKER_TIMEOUT, stdin=None, stdout=None,
                wall=None):
    """Run a checker or an interactor as a program of the judge's: its limits, its output
    kept up to CHECKER_KEEP, the judge's environment, no sandbox."""
    from .run import Supervised
    return Supervised(argv, stdin, timeout, CHECKER_MEMORY_KB, output_cap=CHECKER_KEEP,
                      clean=False, wall=timeout if wall is None else wall,
                      stderr_keep=CHECKER_KEEP, stop_on_output=False, stdout=stdout)


def external_checker(argv: List[str], input_path, output: bytes, answer_path,
                     timeout: float = CHECKER_TIMEOUT) -> Tuple[str, str]:
    """Run `argv input output answer` (testlib) on copies of the files: exit 0 AC, 1 WA,
    2 PE, anything else FAIL.

    argv[0] is the path of an executable. A Python traceback on its stderr is FAIL too,
    whatever the exit code says."""
    folder = scratch.work_folder()
    try:
        paths = [os.path.join(folder, n) for n in ('input', 'output', 'answer')]
        try:
            copy_case_file(input_path, paths[0])
            if answer_path is None:     # an interactive problem without answer files
                open(paths[2], 'wb').close()
            else:
                copy_case_file(answer_path, paths[2], OUTPUT_CAP)
        except OSError as e:
            return 'FAIL', f'cannot copy the case for the checker: {e.strerror or e}'
        with open(paths[1], 'wb') as f:
            f.write(output)
        done = run_bounded([*argv, *paths], timeout).finish()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return verdict_of(done, 'checker', timeout)


def verdict_of(done: Run, what: str, timeout: float) -> Tuple[str, str]:
    """The verdict a testlib checker or interactor gave by its exit code, or FAIL with why."""
    if done.error:
        return 'FAIL', f'{what} does not start: {done.error}'
    if done.stopped in ('cpu', 'wall'):
        return 'FAIL', f'{what} took more than {timeout:g} s (killed, with all it started)'
    if done.stopped == 'memory':
        return 'FAIL', f'{what} used more than {CHECKER_MEMORY_KB >> 10} MB (killed)'
    if done.stopped:
        return 'FAIL', f'{what} stopped ({done.stopped})'
    said = _one_line(_text(done.stderr + b' ' + done.stdout[:CHECKER_KEEP]))
    if b'Traceback (most recent call last):' in done.stderr and done.exit_code in _EXIT:
        # a Python checker that dies of an exception exits 1, which testlib reads as WA
        tail = ' '.join(_text(done.stderr).split())[-300:]
        return 'FAIL', f'{what} crashed (exit code {done.exit_code}): ...{tail}'
    verdict = _EXIT.get(done.exit_code) if done.signal is None else None
    if verdict is None:
        how = (f'killed by signal {done.signal}' if done.signal is not None
               else f'exit code {done.exit_code}')
        return 'FAIL', f'{what} failed ({how}): {said}'.rstrip(': ')
    return verdict, said
