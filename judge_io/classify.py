"""The one place a verdict is decided: classify() walks verdicts.VERDICTS in order and
gives the first verdict whose rule (RULES, one a row) applies, so that the table, the
manual and the judge cannot disagree on the order. Every run is classified here: a
program's case (judge.py, interact.py), and, by run_verdict(), the run of a checker, an
interactor, a stress generator or brute force (each words a verdict other than RAN as
its own failure).

What the rules see (Facts):
  run     the program's Run; None if it never ran, or if its limits are not held against
          it (the interactor decided first, and the program was then stopped);
  limits  what it was held to;
  failed  the judge's own failure before any run (a case file that cannot be read);
  judged  the output's verdict (the comparison, a checker, an interactor), a check.Checked
          (verdict, message, fraction), asked for once and only when there is a whole
          output to judge: the run started and was not interrupted (and, by the order, no
          limit was broken and it did not crash: a TLE's partial output is never compared,
          nor a checker run on it); None: no answer, nothing to judge it by.
"""
import signal as signals
from .records import Factory, record
from typing import Callable, NamedTuple, Optional

from . import explain, units
from .verdicts import VERDICTS


@record
class Facts:
    run: Optional[object] = None        # run.Run
    limits: Optional[object] = None     # limits.Limits
    failed: str = ''
    judged: Optional[Callable[[], object]] = None   # () -> check.Checked
    _said: list = Factory(list)

    def said(self):
        """The output's verdict (a check.Checked), or None if there is none to give."""
        r = self.run
        if self.judged is None or self.failed or (r is not None and (r.error or r.stopped == 'abort')):
            return None
        if not self._said:
            self._said.append(self.judged())
        return self._said[0]


class Decided(NamedTuple):
    verdict: str
    message: str                # one line: why (for AC, what a checker said)
    fraction: Optional[float]   # of the case's score: AC 1, PC its share, RAN None, else 0


def signal_name(number) -> str:
    try:
        return signals.Signals(number).name
    except ValueError:
        return f'signal {number}'


def _tle(f: Facts):
    r, limits = f.run, f.limits
    if r is None:
        return None
    if r.stopped == 'cpu' or r.cpu > limits.time:
        return f'CPU time {r.cpu:.3f} s > {limits.time:g} s'
    if r.stopped == 'wall':
        return (f'wall clock over {limits.wall_cap:g} s with only {r.cpu:.3f} s of CPU:'
                ' sleeping, or waiting for input?')
    return None


def _mle(f: Facts):
    r, limits = f.run, f.limits
    if r is not None and (r.stopped == 'memory' or r.memory > limits.memory):
        return f'peak memory {units.show_mb(r.memory)} > {units.show_limit_mb(limits.memory)}'
    return None


def _ole(f: Facts):
    if f.run is not None and f.run.output_over:
        return f'more than {f.limits.output >> 20} MB of output'
    return None


def _re(f: Facts):
    r = f.run
    if r is None:
        return None
    if r.stopped == 'supervisor':           # the program killed, stopped or fooled it
        return r.error
    if r.error or r.stopped == 'abort':     # it never ran, or the judge stopped it
        return None
    if r.signal is not None:
        return f'killed by {signal_name(r.signal)}'
    if r.exit_code:
        last = explain.stderr_tail(r.stderr, 1)
        return f'exit code {r.exit_code}' + (f': {last[0][8:]}' if last else '')
    return None


def _judged_as(code):
    def rule(f: Facts):
        said = f.said()
        return said.message if said is not None and said.verdict == code else None
    return rule


def _fail(f: Facts):
    r = f.run
    if f.failed:
        return f.failed
    if r is not None and r.error:
        return r.error
    if r is not None and r.stopped == 'abort':
        return 'interrupted'
    said = f.said()
    return said.message if said is not None and said.verdict == 'FAIL' else None


def _ran(f: Facts):
    if f.judged is not None:
        return None
    return f'{len(f.run.stdout)} bytes of output, no answer to compare with' if f.run else ''


def _ac(f: Facts):
    said = f.said()
    return said.message if said is not None else ''


RULES = {'TLE': _tle, 'MLE': _mle, 'OLE': _ole, 'RE': _re, 'WA': _judged_as('WA'),
         'PE': _judged_as('PE'), 'PC': _judged_as('PC'), 'FAIL': _fail, 'RAN': _ran, 'AC': _ac}


def classify(facts: Facts) -> Decided:
    """The first verdict of the table whose rule applies."""
    for v in VERDICTS:
        message = RULES[v.code](facts)
        if message is not None:
            if v.code == 'PC':
                return Decided('PC', message, facts.said().fraction)
            return Decided(v.code, message, None if v.code == 'RAN' else float(v.code == 'AC'))
    raise AssertionError('the AC rule always applies')


def run_verdict(run, limits) -> Decided:
    """The verdict of a run by itself, with no output to judge: RAN when it ended cleanly
    (within its limits, exit code 0), else why not."""
    return classify(Facts(run, limits))
