"""One case from run to verdict.

Precedence, first match wins (what a judge's limits decide comes before the output):
  TLE   CPU time of the program and all it started over the limit, or the wall clock
        over 3 x limit + 1 s (a sleeping or blocked program)
  MLE   peak resident memory over the limit
  OLE   more than 64 MB of output (the judge stops it there, so any crash after is ours)
  RE    non-zero exit code, or ended by a signal the judge did not send
  then the output is judged: by the comparison (AC or WA) or by the checker
        (AC, WA, PE, or FAIL when the checker itself fails: never blamed on the program).
A run that timed out is TLE even if its partial output is also wrong, and so on down.
"""
import signal as signals
from dataclasses import dataclass, field
from typing import Callable, List, Optional, Tuple

from . import check, compare
from .run import OUTPUT_CAP, Run, run, wall_cap

VERDICTS = ('AC', 'WA', 'PE', 'TLE', 'MLE', 'OLE', 'RE', 'FAIL')


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
    detail: List[str] = field(default_factory=list)    # more lines: the WA diff, stderr


def _signal_name(number):
    try:
        return signals.Signals(number).name
    except ValueError:
        return f'signal {number}'


def _stderr_tail(data: bytes, n: int = 6) -> List[str]:
    tail = [line for line in data.decode('utf-8', 'backslashreplace').splitlines() if line.strip()]
    return [f'stderr: {compare.show(line.encode(), width=compare.WIDTH)[1:-1]}' for line in tail[-n:]]


def resource_verdict(r: Run, time_limit: float, memory_kb: int) -> Optional[Tuple[str, str]]:
    """(verdict, message) when a limit or a crash decides, in the order of precedence; else None."""
    if r.stopped == 'cpu' or r.cpu > time_limit:
        return 'TLE', f'CPU time {r.cpu:.3f} s > {time_limit:g} s'
    if r.stopped == 'wall':
        return 'TLE', (f'wall clock over {wall_cap(time_limit):g} s with only {r.cpu:.3f} s of CPU:'
                       ' sleeping, or waiting for input?')
    if r.stopped == 'memory' or r.memory > memory_kb:
        return 'MLE', f'peak memory {r.memory / 1024:.1f} MB > {memory_kb / 1024:g} MB'
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


Judge = Callable[[object, bytes, object], Tuple[str, str]]     # (input path, output, answer path)


def judge_case(name, cmd, input_path, answer_path, time_limit, memory_kb,
               checker: Optional[Judge] = None) -> Result:
    r = run(cmd, input_path, time_limit, memory_kb)
    result = Result(name, 'AC', r.cpu, r.memory, r.wall, r.exit_code, r.signal)
    decided = resource_verdict(r, time_limit, memory_kb)
    if decided:
        result.verdict, result.message = decided
        if result.verdict == 'RE':
            result.detail = _stderr_tail(r.stderr)
        return result
    if checker is not None:
        result.verdict, result.message = checker(input_path, r.stdout, answer_path)
        if result.verdict == 'FAIL':
            result.message = 'checker failure, not the program\'s: ' + result.message
        return result
    with open(answer_path, 'rb') as f:
        answer = f.read()
    if not compare.same(r.stdout, answer):
        result.verdict = 'WA'
        result.message, result.detail = compare.explain(r.stdout, answer)
    return result


def python_checker(name) -> Judge:
    return lambda i, out, a: check.python_checker(name, i, out, a)


def external_checker(argv) -> Judge:
    return lambda i, out, a: check.external_checker(argv, i, out, a)
