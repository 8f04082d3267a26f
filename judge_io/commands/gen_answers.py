"""`judge-io gen-answers [ID] --cases DIR (--cmd REF | --solution FILE)`: write the
missing answer files from a reference program (oj's generate-output).

Each input without an answer is run under the limits (the problem's, or --tl/--ml), as a
case is judged, in the same sandbox (the case folder's inputs and answers hidden, every
file read-only; --no-sandbox: without); a clean run (within every limit, exit code 0) writes its output where the
folder's layout puts the answer (NAME.in: NAME.out; inputN.txt: outputN.txt; --pattern:
its answer pattern). A run that is not clean (TLE, MLE, OLE, RE, FAIL) writes nothing.
An existing answer is kept unless --force; a file is never half written (a new one is
created only if still absent, a forced one replaced whole). Without the sandbox the
reference could write them itself: the answers and the places of the missing ones are
watched, and one that changes while the reference runs stops the command (exit status 2).
"""
import os
import sys
from pathlib import Path

from .. import report, sandbox, scratch, units
from ..cases import scan
from ..casefiles import write_whole
from ..errors import UsageError
from ..judge import judge_case
from ..programs import shown
from ..run import ABORT
from .setting import setting


def _write(path: Path, data: bytes, replace: bool) -> bool:
    """Write data as path: a new file (False if one appeared meanwhile), or, replace,
    in place of the old one, whole (a temporary file renamed over it)."""
    if not replace:
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            return False
        with os.fdopen(fd, 'wb') as f:
            f.write(data)
        return True
    write_whole(path, data)
    return True


def _signature(path):
    try:
        st = os.lstat(path)
    except OSError:
        return None
    return st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns


def _watch(cases):
    """{path: its signature} of every answer and every place an answer would go."""
    paths = {c.answer if c.answer is not None else c.writes for c in cases}
    return {p: _signature(p) for p in paths if p is not None}


def _touched(before) -> list:
    return [p for p, sig in before.items() if _signature(p) != sig]


def run(args):
    the = setting(args)
    cmd, shown_cmd, folder, found = the.cmd, the.shown_cmd, the.folder, the.found
    limits = the.limits
    todo = [c for c in found.cases if c.answer is None or args.force]
    colour = report.use_colour()
    print(f'gen-answers {shown(folder)}: {shown_cmd}; TL {limits.time:g} s CPU, '
          f'ML {units.show_limit_mb(limits.memory)}; {len(todo)} of {len(found.cases)} '
          f'case{"s" * (len(found.cases) != 1)} to write', flush=True)
    width = max(len(c.name) for c in found.cases)
    wrote = kept = 0
    refused = {}
    every = scan(folder, args.pattern).cases       # --case or not
    plan = sandbox.Plan(      # as test's: every case hidden
        cmd, [f for c in every for f in (c.input, c.answer)], limits.memory, [scratch.root()],
        binds=args.bind, processes=args.processes, enabled=not args.no_sandbox)
    try:
        for case in found.cases:
            target = case.answer if case.answer is not None else case.writes
            if case.answer is not None and not args.force:
                kept += 1
                print(f'  {case.name.ljust(width)}  kept {shown(case.answer)} (exists; --force '
                      'writes it again)')
                continue
            if target is None:
                raise UsageError(f'{case.input}: this layout has no place for its answer '
                                 "(give --pattern 'INPUT:ANSWER', e.g. '%s:%s.a')")
            before = _watch(every)
            r = judge_case(case.name, cmd, case.input, None, limits, sandbox=plan)
            changed = _touched(before)
            if changed:
                raise UsageError(f'{", ".join(str(shown(p)) for p in changed)} changed while the '
                                 f'reference ran on {case.name} (without the sandbox it can write '
                                 'your files): nothing more is written; check, then run again')
            if r.verdict != 'RAN':
                refused[r.verdict] = refused.get(r.verdict, 0) + 1
                print(f'  {case.name.ljust(width)}  {report.paint(r.verdict, colour)}  '
                      f'{r.time:6.3f} s  {r.message}: not written')
                for line in r.detail:
                    print(f'      {line}')
                continue
            try:
                done = _write(target, r.stdout, replace=case.answer is not None)
            except OSError as e:
                raise UsageError(f'cannot write {target}: {e.strerror or e}')
            if done:
                wrote += 1
                print(f'  {case.name.ljust(width)}  wrote {shown(target)} ({len(r.stdout)} bytes, '
                      f'{r.time:.3f} s)', flush=True)
            else:
                kept += 1
                print(f'  {case.name.ljust(width)}  kept {shown(target)} (written meanwhile by '
                      'someone else)')
    except KeyboardInterrupt:
        ABORT.set()
        print('judge_io: interrupted', file=sys.stderr)
        return 130
    text = f'wrote {wrote}, kept {kept}'
    if refused:
        text += (f', not written {sum(refused.values())} (the reference\'s run was not clean: '
                 + ', '.join(f'{v} {n}' for v, n in refused.items()) + ')')
    print(text)
    return 1 if refused else 0
