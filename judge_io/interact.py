"""Interactive problems, testlib's way: the interactor runs as `CMD input output [answer]`,
its stdout the program's stdin and the program's stdout its stdin (two pipes, crossed),
and its exit code is the verdict (testlib's codes, as a checker's: check.verdict_of).
What it writes to `output` goes to the checker, if there is one.

The program is judged as usual (its CPU time, memory and wall clock, in its sandbox);
the interactor runs beside it, under a supervisor of its own, with a checker's limits
and the judge's environment, on copies of the case's files. Its time is not the
program's. Who ended first decides between their verdicts:
  - the program first: its own verdict if it broke a limit or crashed (TLE, MLE, RE),
    else the interactor's (a program that stops early leaves it an unexpected end of
    input: WA or PE as it says);
  - the interactor first: its verdict if not AC (the program is then stopped, and
    what it does afterwards, a broken pipe included, is not held against it); if AC, the
    program must still end within its limits, without crashing.
A program that waits forever for an answer that never comes (its questions still sit
in its own buffer: it did not flush) is TLE by the wall clock, and the report says so.
An interactor that crashes, times out or gives an exit code testlib does not know is
FAIL, never blamed on the program. Both trees are killed at the end.
"""
import os
import select
import shutil
import signal
import time
from .records import replace

from . import check, explain, sandbox as sandboxes, scratch
from .classify import Facts, classify, run_verdict
from .limits import Limits, supervised_under
from .outcome import Result, head_of, save_output, why
from .run import OUTPUT_CAP, SandboxRefused

INTERACTOR_SLACK = 10.0         # seconds the interactor may run past the program's wall cap
LIMIT_GRACE = 1.0               # ...but only this long past a program stopped at a limit (its
                                # verdict is then the limit's, whatever the interactor says)
TIE = 0.5                       # seconds within which a program's crash counts as first
FLUSH_HINT = ('the interactor was waiting too? then the program did not flush its output '
              '(print(..., flush=True), sys.stdout.flush(), fflush(stdout), cout << endl)')


def judge_interactive(name, cmd, interactor, input_path, answer_path, limits: Limits,
                      checker=None, save_dir=None, plan=None) -> Result:
    """Run and judge one case of an interactive problem (see the module's docstring)."""
    shown = dict(input=str(input_path), answer=answer_path and str(answer_path))
    try:
        given_head = head_of(input_path)
    except OSError as e:
        return Result(name, 'FAIL', 0.0, 0, 0.0, None, None, why(input_path, e), **shown)
    folder = scratch.work_folder()
    try:
        files = [os.path.join(folder, n) for n in ('input', 'output', 'answer')]
        for source, target, cap in ((input_path, files[0], 0), (answer_path, files[2], OUTPUT_CAP)):
            if source is not None:
                try:
                    check.copy_case_file(source, target, cap)
                except OSError as e:
                    return Result(name, 'FAIL', 0.0, 0, 0.0, None, None, why(source, e), **shown)
        open(files[1], 'wb').close()
        argv = [*interactor, *(files if answer_path is not None else files[:2])]
        while True:
            try:
                prog, peer = _interact(cmd, argv, limits, sandboxes.active(plan))
                break
            except SandboxRefused as e:
                sandboxes.refused(str(e))

        def checked():
            said = check.Checked(*checker(files[0], _read_output(files[1]),
                                          files[2] if answer_path is not None else None))
            if said.verdict == 'FAIL':
                said = said._replace(message='checker failure, not the program\'s: ' + said.message)
            return said

        result = _verdict(name, prog, peer, limits, given_head, shown,
                          checked if checker is not None else None)
        if result.verdict != 'AC' and save_dir is not None:
            save_output(result, save_dir, _read_output(files[1]))
        return result
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _read_output(path) -> bytes:
    try:
        with open(path, 'rb') as f:
            return f.read(OUTPUT_CAP + 1)
    except OSError:
        return b''


def _interact(cmd, argv, limits: Limits, plan):
    """Run the program and the interactor with their pipes crossed, until both have ended;
    their Runs. SandboxRefused if the program's sandbox was refused (the interactor is
    stopped first)."""
    to_prog = os.pipe()         # the interactor writes, the program reads
    to_peer = os.pipe()         # the program writes, the interactor reads
    limit = limits.wall_cap + INTERACTOR_SLACK
    peer_limits = replace(check.CHECKER, time=limit, wall=limit)
    prog = peer = None
    try:
        peer = check.run_bounded(argv, peer_limits, stdin=to_peer[0], stdout=to_prog[1])
        prog = supervised_under(cmd, to_prog[0], limits, stdout=to_peer[1], sandbox=plan)
    except BaseException:
        if peer is not None:
            peer.stop(b'a')
            peer.finish()
        raise
    finally:
        for fd in (*to_prog, *to_peer):
            os.close(fd)
    runs = {}
    grace = None            # when the interactor is stopped, once the program hit a limit
    try:
        while len(runs) < 2:
            live = [s for s in (prog, peer) if s not in runs]
            select.select(live, [], [], 0.02)
            for s in live:
                if s.step(0):
                    runs[s] = s.finish()
                    if s is peer and check.verdict_of(runs[s], 'interactor', peer_limits)[0] != 'AC':
                        prog.stop(b'p')     # the interactor has decided: nothing more to wait for
                    if s is prog and runs[s].stopped in ('cpu', 'wall', 'memory'):
                        grace = time.monotonic() + LIMIT_GRACE
            if grace is not None and peer not in runs and time.monotonic() > grace:
                peer.stop(b'a')     # a hung interactor: the verdict is the program's limit
    except BaseException:
        for s in (prog, peer):
            if s not in runs:
                s.stop(b'a')
                s.finish()
        raise
    return runs[prog], (runs[peer], peer_limits)


def _broken_pipe(r) -> bool:
    """Whether a run ended because the other side had gone: SIGPIPE, or (Python) the
    exception a closed pipe raises, or the end of its input."""
    return r.signal == signal.SIGPIPE or (
        r.exit_code not in (None, 0) and any(
            word in r.stderr for word in (b'BrokenPipeError', b'EOFError', b'Broken pipe')))


def _verdict(name, prog, peer, limits, given_head, shown, checked=None) -> Result:
    """The case's Result: the interactor's verdict, the program's, or the checker's after an
    AC of the interactor (checked: () -> check.Checked, or None), as the module says."""
    peer_run, peer_limits = peer
    said = check.verdict_of(peer_run, 'interactor', peer_limits)
    r = prog
    result = Result(name, 'AC', r.cpu, r.memory, r.wall, r.exit_code, r.signal,
                    stderr=r.stderr[-2000:].decode('utf-8', 'backslashreplace'), **shown)
    own = run_verdict(r, limits).verdict != 'RAN'     # a limit, a crash, or no run of its own
    # who ended first: by what a closed pipe leaves behind (a program that dies of a broken
    # pipe, or of the end of its input, outlived the interactor; an interactor that does,
    # outlived the program), else by the supervisors' clocks, a program's own crash
    # counting as first within TIE (two processes' stamps on a loaded machine)
    if _broken_pipe(r):
        program_first = False
    elif _broken_pipe(peer_run):
        program_first = True
    else:
        program_first = r.ended <= peer_run.ended + (TIE if own else 0.0)
    if said.verdict == 'FAIL' and program_first and _broken_pipe(peer_run) and not own:
        said = check.Checked('WA', 'the program ended before the interactor was done (it wrote '
                                   'to a closed pipe): ' + said.message, 0.0)
    message = said.message
    if said.verdict == 'FAIL':
        said = said._replace(message='interactor failure, not the program\'s: ' + message)
    elif said.verdict == 'AC':
        said = check.Checked('AC', '', 1.0)
    # the program's run is held against it unless the interactor ended first and did not
    # accept (then the program was stopped); a run that failed or was stopped by the judge
    # always is
    held = program_first or said.verdict == 'AC' or r.error or r.stopped in ('abort', 'supervisor')
    by_checker = []

    def judged():
        if said.verdict != 'AC' or checked is None:
            return said
        by_checker.append(True)
        return checked()

    result.verdict, result.message, result.fraction = classify(
        Facts(r if held else None, limits, judged=judged))
    if result.verdict == 'TLE' and held and r.waiting:      # by the wall clock, on a pipe
        result.message = (f'wall clock over {limits.wall_cap:g} s with only {r.cpu:.3f} s '
                          f'of CPU, waiting for input: {FLUSH_HINT}')
    if result.verdict == 'AC':
        return result
    if by_checker:
        if result.verdict != 'FAIL':
            result.difference = {'checker': result.message}
            result.detail = explain.head('input', given_head)
        return result
    result.detail = explain.head('input', given_head)
    if message:
        result.detail.append(f'interactor: {message}')
        result.difference = {'interactor': message}
    result.detail += explain.stderr_tail(r.stderr)
    return result
