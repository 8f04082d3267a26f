"""Special judges: a testlib-style checker command, run as `CHECKER input output answer`.

The answer is a Checked (verdict, message, fraction) with verdict AC, WA, PE, PC (partial
points: fraction of the case's score) or FAIL. FAIL is the checker's own failure
(missing, crashed, timed out, nonsense answer): never the program's.
An external checker runs under the judge's supervisor like a program, bounded like one
(its whole process tree killed when it ends, after CHECKER_TIMEOUT seconds of CPU or
wall clock, or past CHECKER_MEMORY_KB), in the judge's environment, with its output
capped (what it prints past CHECKER_KEEP bytes is read and dropped). It is given
copies of the case's files, in the judge's scratch folder, never the user's own: a
checker that writes to its arguments changes nothing of the case.

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
import shutil
from typing import List, NamedTuple, Optional

from . import scratch
from .casefiles import open_regular, read_regular
from .classify import run_verdict
from .limits import Limits, supervised_under
from .run import OUTPUT_CAP, Run

CHECKER_TIMEOUT = 60            # seconds, CPU or wall, an external checker may take on one case
CHECKER_MEMORY_KB = 2 << 20     # KB (2 GB) an external checker may use on one case
CHECKER_KEEP = 16 << 10         # bytes of its stdout (head) and stderr (tail) kept
CHECKER = Limits(CHECKER_TIMEOUT, CHECKER_MEMORY_KB, CHECKER_KEEP, wall=CHECKER_TIMEOUT)
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


def run_bounded(argv: List[str], limits: Limits = CHECKER, stdin=None, stdout=None):
    """Start a checker or an interactor as a program of the judge's (run.Supervised): its
    limits (CHECKER's, or an interactor's time), its output kept up to limits.output, the
    judge's environment, no sandbox."""
    return supervised_under(argv, stdin, limits, clean=False, stderr_keep=CHECKER_KEEP,
                            stop_on_output=False, stdout=stdout)


def external_checker(argv: List[str], input_path, output: bytes, answer_path,
                     limits: Limits = CHECKER) -> Checked:
    """Run `argv input output answer` (testlib) on copies of the files, and read its
    verdict (testlib_verdict). argv[0] is the path of an executable. answer_path None:
    an empty answer file (an interactive problem without answers)."""
    folder = scratch.work_folder()
    try:
        paths = [os.path.join(folder, n) for n in ('input', 'output', 'answer')]
        try:
            copy_case_file(input_path, paths[0])
            if answer_path is None:
                open(paths[2], 'wb').close()
            else:
                copy_case_file(answer_path, paths[2], OUTPUT_CAP)
        except OSError as e:
            return Checked('FAIL', f'cannot copy the case for the checker: {e.strerror or e}')
        with open(paths[1], 'wb') as f:
            f.write(output)
        done = run_bounded([*argv, *paths], limits).finish()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return verdict_of(done, 'checker', limits)


def verdict_of(done: Run, who: str, limits: Limits) -> Checked:
    """The verdict of a checker's or an interactor's run: FAIL if it could not run, broke
    its limits or was stopped (classify.run_verdict), else what its exit code says
    (testlib_verdict: a non-zero exit code is a verdict here, not an RE)."""
    decided = run_verdict(done, limits).verdict
    if decided in ('RE', 'RAN') and not done.stopped:
        return testlib_verdict(done.exit_code, done.signal, done.stdout, done.stderr, who)
    if decided == 'TLE':
        return Checked('FAIL', f'{who} took more than {limits.time:g} s (killed, with all it started)')
    if decided == 'MLE':
        return Checked('FAIL', f'{who} used more than {limits.memory >> 10} MB (killed)')
    if done.error:
        return Checked('FAIL', f'{who} does not start: {done.error}')
    return Checked('FAIL', f'{who} stopped ({done.stopped})')
