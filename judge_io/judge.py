"""One case from run to verdict: the run's limits first, then the output (compared, or
judged by a checker), in the order of precedence of verdicts.VERDICTS (a run that timed
out is TLE even if its partial output is also wrong, and so on down).
"""
import os
import signal as signals
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, List, Optional, Tuple

from . import check, compare, explain, scratch, units
from .casefiles import open_regular, read_regular
from .run import OUTPUT_CAP, Run, run, wall_cap


@dataclass
class Result:
    name: str
    verdict: str
    time: float                 # CPU seconds
    memory: int                 # KB
    wall: float
    exit_code: Optional[int]
    signal: Optional[int]
    message: str = ''           # one line: why it is not AC
    detail: List[str] = field(default_factory=list)    # more lines: the diff, input, stderr
    input: Optional[str] = None         # paths
    answer: Optional[str] = None
    output: Optional[str] = None        # where the program's output was saved (not on AC)
    difference: dict = field(default_factory=dict)
    stderr: str = ''                    # its tail
    stdout: bytes = b''                 # what it printed (kept for stress)
    fraction: Optional[float] = None    # of the case's score: AC 1, PC its share, else 0; RAN None


def _signal_name(number):
    try:
        return signals.Signals(number).name
    except ValueError:
        return f'signal {number}'


def _stderr_tail(data: bytes, n: int = 6) -> List[str]:
    tail = [line for line in data.decode('utf-8', 'backslashreplace').splitlines() if line.strip()]
    return [f'stderr: {explain.show(line.encode(), width=explain.WIDTH)[1:-1]}' for line in tail[-n:]]


def resource_verdict(r: Run, time_limit: float, memory_kb: int) -> Optional[Tuple[str, str]]:
    """(verdict, message) when a limit or a crash decides, in the order of precedence; else None."""
    if r.stopped == 'supervisor':
        return 'RE', r.error
    if r.error:
        return 'FAIL', r.error
    if r.stopped == 'cpu' or r.cpu > time_limit:
        return 'TLE', f'CPU time {r.cpu:.3f} s > {time_limit:g} s'
    if r.stopped == 'wall':
        return 'TLE', (f'wall clock over {wall_cap(time_limit):g} s with only {r.cpu:.3f} s of CPU:'
                       ' sleeping, or waiting for input?')
    if r.stopped == 'memory' or r.memory > memory_kb:
        return 'MLE', f'peak memory {units.show_mb(r.memory)} > {units.show_limit_mb(memory_kb)}'
    if r.output_over:
        return 'OLE', f'more than {OUTPUT_CAP >> 20} MB of output'
    if r.stopped == 'abort':
        return 'FAIL', 'interrupted'
    if r.signal is not None:
        return 'RE', f'killed by {_signal_name(r.signal)}'
    if r.exit_code:
        last = _stderr_tail(r.stderr, 1)
        return 'RE', f'exit code {r.exit_code}' + (f': {last[0][8:]}' if last else '')
    return None


Judge = Callable[[object, bytes, object], Tuple[str, str, Optional[float]]]
# (input path, output, answer path) -> (verdict, message, fraction): check.Checked


def _why(path, e: OSError) -> str:
    return f'cannot read {path}: {e.strerror or e}'


def judge_case(name, cmd, input_path, answer_path, time_limit, memory_kb,
               checker: Optional[Judge] = None, mode=('luogu', None),
               save_dir=None, sandbox=None, interactor=None) -> Result:
    """Run and judge one case; answer_path None: run only (verdict RAN unless a limit or a
    crash decides). The case's own files unreadable, or not regular files: FAIL for this
    case alone. save_dir: keep the output of a case that is not AC (in the scratch
    folder when it is not a Path). sandbox: a sandbox.Plan, or None. interactor: argv of
    an interactor (interact.py), or None."""
    shown_in = str(input_path)
    if interactor is not None:
        from .interact import judge_interactive
        return judge_interactive(name, cmd, interactor, input_path, answer_path, time_limit,
                                 memory_kb, checker, save_dir, sandbox)
    answer = None
    if answer_path is not None:
        try:
            answer = read_regular(answer_path, OUTPUT_CAP)
        except OSError as e:
            return Result(name, 'FAIL', 0.0, 0, 0.0, None, None, _why(answer_path, e),
                          input=shown_in, answer=str(answer_path))
    try:
        given_head = _head_of(input_path)
        r = run(cmd, input_path, time_limit, memory_kb, sandbox=sandbox)
    except OSError as e:
        return Result(name, 'FAIL', 0.0, 0, 0.0, None, None, _why(input_path, e),
                      input=shown_in, answer=answer_path and str(answer_path))
    result = Result(name, 'AC', r.cpu, r.memory, r.wall, r.exit_code, r.signal,
                    input=shown_in, answer=answer_path and str(answer_path),
                    stderr=r.stderr[-2000:].decode('utf-8', 'backslashreplace'), stdout=r.stdout)
    decided = resource_verdict(r, time_limit, memory_kb)
    if decided:
        result.verdict, result.message = decided
        if result.verdict == 'RE':
            result.detail = _stderr_tail(r.stderr) + explain.head('input', given_head)
    elif r.missing_output:      # file I/O: no NAME.out written
        result.verdict, result.message = 'WA', r.missing_output
    elif answer is None:
        result.verdict = 'RAN'
        result.message = f'{len(r.stdout)} bytes of output, no answer to compare with'
        result.detail = explain.head('output', r.stdout, 10)
        if r.stderr.strip():
            result.detail += _stderr_tail(r.stderr, 3)
    elif checker is not None:
        result.verdict, result.message, result.fraction = checker(input_path, r.stdout, answer_path)
        if result.verdict == 'FAIL':
            result.message = 'checker failure, not the program\'s: ' + result.message
        elif result.verdict != 'AC':
            result.detail = explain.head('input', given_head) + explain.head('output', r.stdout, 10)
            result.difference = {'checker': result.message}
    elif not compare.same(r.stdout, answer, mode):
        result.verdict = 'WA'
        result.message, detail, result.difference = explain.explain(r.stdout, answer, mode)
        result.detail = explain.head('input', given_head) + detail
    if result.verdict != 'PC':
        result.fraction = None if result.verdict == 'RAN' else float(result.verdict == 'AC')
    if result.verdict != 'AC' and save_dir is not None and r.stdout is not None:
        save_output(result, save_dir, r.stdout)
    return result


def save_output(result: Result, save_dir, data: bytes):
    """Keep a failing case's output (in save_dir if it is a Path, else in the scratch
    folder, up to its cap) and say where."""
    try:
        if isinstance(save_dir, Path):
            path = save_dir / f'{result.name}.got'
            path.parent.mkdir(parents=True, exist_ok=True)     # a case of a sub-folder: SUB/NAME
            path.write_bytes(data)
        else:
            path = scratch.save_output(result.name, data)
    except OSError:
        return
    if path is None:
        result.detail.append(f'output not saved (the judge keeps {scratch.OUTPUTS_CAP >> 20} MB '
                             'of outputs a run)')
        return
    result.output = str(path)
    result.detail.append(f'output saved in {path}')


def _head_of(path, size: int = 4096) -> bytes:
    """The first bytes of the input, for the report (cut at a line end when possible).
    Not a regular file: CaseFileError, without blocking."""
    fd = open_regular(path)
    try:
        data = os.pread(fd, size, 0)
    finally:
        os.close(fd)
    if len(data) == size and b'\n' in data:
        data = data[:data.rindex(b'\n') + 1]
    return data


def external_checker(argv) -> Judge:
    """A checker command as a Judge: `argv input output answer`, testlib's convention."""
    return lambda i, out, a: check.external_checker(argv, i, out, a)
