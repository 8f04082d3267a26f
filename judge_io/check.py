"""Special judges: a testlib-style checker command, run as `CHECKER input output answer`.

The answer is a Checked (verdict, message, fraction) with verdict AC, WA, PE, PC (partial
points: fraction of the case's score) or FAIL. FAIL is the checker's own failure
(missing, crashed, timed out, nonsense answer): never the program's.
An external checker runs under the judge's supervisor like a program (its whole process
tree killed when it ends or after CHECKER_TIMEOUT seconds), in the judge's environment,
with its output capped (what it prints past CHECKER_KEEP bytes is read and dropped).

What its exit code means is testlib's (testlib.h, github.com/MikeMirzayanov/testlib:
OK_EXIT_CODE 0, WA_EXIT_CODE 1, PE_EXIT_CODE 2, FAIL_EXIT_CODE 3, DIRT_EXIT_CODE 4,
POINTS_EXIT_CODE 7, UNEXPECTED_EOF_EXIT_CODE 8), read by testlib_verdict():
  0 AC; 1 WA; 2 PE ("wrong output format"); 3 FAIL;
  4 PE: testlib's "dirt", extra output after the answer, which testlib itself reports as
    "wrong output format Extra information in the output file";
  7 points: quitp(p, msg) writes "points P msg" to stderr, P as "%.10f" with its trailing
    zeros dropped; P is the fraction of the case's score (0 <= P <= 1): PC, or AC at 1,
    WA at 0; a P that cannot be read, or out of [0, 1], is the checker's FAIL;
  8 PE: "unexpected eof", the output ended early (testlib built without
    ENABLE_UNEXPECTED_EOF gives PE_EXIT_CODE for it);
  anything else, a signal, or a Python traceback on its stderr: FAIL. Exit code 2 with
  Python's "can't open file" on stderr is FAIL too: the checker's script is missing, so
  the checker never ran and cannot have judged the output's format.
"""
import os
import re
import tempfile
from typing import List, NamedTuple, Optional

CHECKER_TIMEOUT = 60            # seconds, CPU or wall, an external checker may take on one case
CHECKER_KEEP = 16 << 10         # bytes of its stdout (head) and stderr (tail) kept
EXIT = {0: 'AC', 1: 'WA', 2: 'PE', 3: 'FAIL', 4: 'PE', 7: 'points', 8: 'PE'}
_POINTS = re.compile(rb'\A\s*points\s+([-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)')
_NOT_RUN = re.compile(rb"(can't open file|cannot open) .*No such file")    # python3, sh


class Checked(NamedTuple):
    verdict: str
    message: str
    fraction: Optional[float] = None    # PC's share of the case's score (AC: 1, else 0)


def _text(data: bytes) -> str:
    return data.decode('utf-8', 'replace')


def _one_line(text: str, limit: int = 300) -> str:
    text = ' '.join(text.split())
    return text if len(text) <= limit else text[:limit] + '...'


def testlib_verdict(exit_code: Optional[int], signal: Optional[int], stdout: bytes,
                    stderr: bytes, who: str = 'checker') -> Checked:
    """What a testlib-style program (a checker; an interactor) said by its exit code and
    its output, as testlib means it (see the module's docstring)."""
    said = _one_line(_text(stderr + b' ' + stdout[:CHECKER_KEEP]))
    if signal is not None:
        return Checked('FAIL', f'{who} failed (killed by signal {signal}): {said}'.rstrip(': '))
    meaning = EXIT.get(exit_code)
    if meaning is None:
        return Checked('FAIL', f'{who} failed (exit code {exit_code}, which testlib does not '
                               f'use): {said}'.rstrip(': '))
    if b'Traceback (most recent call last):' in stderr:
        # a Python checker that dies of an exception exits 1, which testlib reads as WA
        tail = ' '.join(_text(stderr).split())[-300:]
        return Checked('FAIL', f'{who} crashed (exit code {exit_code}): ...{tail}')
    if exit_code == 2 and _NOT_RUN.search(stderr[-2000:]):
        return Checked('FAIL', f'{who} did not run (exit code 2 is not a verdict here): {said}')
    if meaning == 'FAIL':
        return Checked('FAIL', f'{who} says FAIL (exit code 3): {said}'.rstrip(': '))
    if meaning == 'points':
        m = _POINTS.match(stderr) or _POINTS.match(stdout)
        if not m:
            return Checked('FAIL', f'{who} exited 7 (points) without "points P" on its stderr, '
                                   f'as testlib writes it: {said}'.rstrip(': '))
        points = float(m.group(1))
        if not 0 <= points <= 1:
            return Checked('FAIL', f'{who} gave {m.group(1).decode()} points: the judge reads '
                                   'points as the fraction of the case\'s score, 0 to 1')
        verdict = 'AC' if points == 1 else 'WA' if points == 0 else 'PC'
        return Checked(verdict, said, points)
    note = {4: ' (extra output after the answer: testlib\'s dirt)',
            8: ' (unexpected end of the output)'}.get(exit_code, '')
    return Checked(meaning, said + note, 1.0 if meaning == 'AC' else 0.0)


def external_checker(argv: List[str], input_path, output: bytes, answer_path,
                     timeout: float = CHECKER_TIMEOUT) -> Checked:
    """Run `argv input output answer` (testlib) and read its verdict (testlib_verdict).
    argv[0] is the path of an executable."""
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
        return Checked('FAIL', f'checker does not start: {done.error}')
    if done.stopped in ('cpu', 'wall'):
        return Checked('FAIL', f'checker took more than {timeout:g} s (killed, with all it started)')
    if done.stopped:
        return Checked('FAIL', f'checker stopped ({done.stopped})')
    return testlib_verdict(done.exit_code, done.signal, done.stdout, done.stderr)
