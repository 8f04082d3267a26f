"""One case from run to verdict: the run, then its verdict from classify.classify (the
verdict table walked in order: a run that timed out is TLE even if its partial output is
also wrong, and its output is then never compared nor given to a checker), then what the
report shows of it.
"""
from typing import Callable, Optional, Tuple

from . import check, compare, explain
from .casefiles import read_regular
from .classify import Facts, classify
from .limits import Limits, run_under
from .outcome import Result, head_of, save_output, why


Judge = Callable[[object, bytes, object], Tuple[str, str, Optional[float]]]
# (input path, output, answer path) -> (verdict, message, fraction): check.Checked


def judge_case(name, cmd, input_path, answer_path, limits: Limits,
               checker: Optional[Judge] = None, mode=('luogu', None),
               save_dir=None, sandbox=None) -> Result:
    """Run and judge one case; answer_path None: run only (verdict RAN unless a limit or a
    crash decides). The case's own files unreadable, or not regular files: FAIL for this
    case alone. save_dir: keep the output of a case that is not AC (in the scratch
    folder when it is not a Path). sandbox: a sandbox.Plan, or None. (An interactive
    case: interact.judge_interactive.)"""
    shown_in = str(input_path)
    answer = None
    if answer_path is not None:
        try:
            answer = read_regular(answer_path, limits.output)
        except OSError as e:
            return Result(name, 'FAIL', 0.0, 0, 0.0, None, None, why(answer_path, e),
                          input=shown_in, answer=str(answer_path))
    try:
        given_head = head_of(input_path)
        r = run_under(cmd, input_path, limits, sandbox=sandbox)
    except OSError as e:
        return Result(name, 'FAIL', 0.0, 0, 0.0, None, None, why(input_path, e),
                      input=shown_in, answer=answer_path and str(answer_path))
    result = Result(name, 'AC', r.cpu, r.memory, r.wall, r.exit_code, r.signal,
                    input=shown_in, answer=answer_path and str(answer_path),
                    stderr=r.stderr[-2000:].decode('utf-8', 'backslashreplace'), stdout=r.stdout)
    explained = {}

    def judged():
        if r.missing_output:            # file I/O: no NAME.out written
            return check.Checked('WA', r.missing_output, 0.0)
        if checker is not None:
            said = check.Checked(*checker(input_path, r.stdout, answer_path))
            if said.verdict == 'FAIL':
                said = said._replace(message='checker failure, not the program\'s: ' + said.message)
            return said
        if compare.same(r.stdout, answer, mode):
            return check.Checked('AC', '', 1.0)
        message, explained['detail'], explained['difference'] = explain.explain(r.stdout, answer, mode)
        return check.Checked('WA', message, 0.0)

    result.verdict, result.message, result.fraction = classify(
        Facts(r, limits, judged=judged if answer is not None else None))
    if result.verdict == 'RE':
        result.detail = explain.stderr_tail(r.stderr) + explain.head('input', given_head)
    elif result.verdict == 'RAN':
        result.detail = explain.head('output', r.stdout, 10)
        if r.stderr.strip():
            result.detail += explain.stderr_tail(r.stderr, 3)
    elif explained:
        result.detail = explain.head('input', given_head) + explained['detail']
        result.difference = explained['difference']
    elif checker is not None and result.verdict in ('WA', 'PE', 'PC'):
        result.detail = explain.head('input', given_head) + explain.head('output', r.stdout, 10)
        result.difference = {'checker': result.message}
    if result.verdict != 'AC' and save_dir is not None and r.stdout is not None:
        save_output(result, save_dir, r.stdout)
    return result


def external_checker(argv) -> Judge:
    """A checker command as a Judge: `argv input output answer`, testlib's convention."""
    return lambda i, out, a: check.external_checker(argv, i, out, a)
