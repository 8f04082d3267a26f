"""Special judges: a testlib-style checker command, run as `CHECKER input output answer`.

The answer is (verdict, message) with verdict AC, WA, PE or FAIL. FAIL is the
checker's own failure (missing, crashed, timed out, nonsense answer): never the program's.
An external checker runs under the judge's supervisor like a program (its whole process
tree killed when it ends or after CHECKER_TIMEOUT seconds), in the judge's environment,
with its output capped (what it prints past CHECKER_KEEP bytes is read and dropped).
"""
import os
import tempfile
from typing import List, Tuple

CHECKER_TIMEOUT = 60            # seconds, CPU or wall, an external checker may take on one case
CHECKER_KEEP = 16 << 10         # bytes of its stdout (head) and stderr (tail) kept
_EXIT = {0: 'AC', 1: 'WA', 2: 'PE'}     # testlib's exit codes; 3 and anything else: FAIL


def _text(data: bytes) -> str:
    return data.decode('utf-8', 'replace')


def _one_line(text: str, limit: int = 300) -> str:
    text = ' '.join(text.split())
    return text if len(text) <= limit else text[:limit] + '...'


def external_checker(argv: List[str], input_path, output: bytes, answer_path,
                     timeout: float = CHECKER_TIMEOUT) -> Tuple[str, str]:
    """Run `argv input output answer` (testlib): exit 0 AC, 1 WA, 2 PE, anything else FAIL.

    argv[0] is the path of an executable. A Python traceback on its stderr is FAIL too,
    whatever the exit code says."""
    from .run import run
    fd, out_path = tempfile.mkstemp(prefix='judge_io-', suffix='.out')
    try:
        with os.fdopen(fd, 'wb') as f:
            f.write(output)
        done = run([*argv, os.path.abspath(input_path), out_path, os.path.abspath(answer_path)],
                   os.devnull, timeout, 1 << 40, output_cap=CHECKER_KEEP, clean=False,
                   wall=timeout, stderr_keep=CHECKER_KEEP, stop_on_output=False)
    finally:
        os.unlink(out_path)
    if done.error:
        return 'FAIL', f'checker does not start: {done.error}'
    if done.stopped in ('cpu', 'wall'):
        return 'FAIL', f'checker took more than {timeout:g} s (killed, with all it started)'
    if done.stopped:
        return 'FAIL', f'checker stopped ({done.stopped})'
    said = _one_line(_text(done.stderr + b' ' + done.stdout[:CHECKER_KEEP]))
    if b'Traceback (most recent call last):' in done.stderr and done.exit_code in _EXIT:
        # a Python checker that dies of an exception exits 1, which testlib reads as WA
        tail = ' '.join(_text(done.stderr).split())[-300:]
        return 'FAIL', f'checker crashed (exit code {done.exit_code}): ...{tail}'
    verdict = _EXIT.get(done.exit_code) if done.signal is None else None
    if verdict is None:
        how = (f'killed by signal {done.signal}' if done.signal is not None
               else f'exit code {done.exit_code}')
        return 'FAIL', f'checker failed ({how}): {said}'.rstrip(': ')
    return verdict, said
