"""`judge-io stress --gen GEN --brute BRUTE (--cmd SOL | --solution FILE)`: 对拍, round
after round, until a case is not AC. GEN, BRUTE and SOL each run in a sandbox of their own
(the judge's scratch folder, where the round's files are, hidden), BRUTE and GEN with the
judge's environment and their own limits (TOOL)."""
import os
import shutil
import sys
from pathlib import Path
from typing import List, Tuple

from .. import report, sandbox, scratch, units
from ..errors import UsageError
from ..classify import run_verdict
from ..limits import Limits, run_under
from ..programs import program, resolve_command, shown
from ..run import ABORT
from .test import interactor_of, judge_one, judging


TOOL = Limits(60.0, 2 << 20, wall=60.0)     # GEN's and BRUTE's, each run: 60 s of CPU or wall, 2 GB


class _ToolFailed(Exception):
    pass


def _plan(args, argv, memory_kb, processes=sandbox.PROCESSES):
    """GEN's, BRUTE's or SOL's sandbox: the scratch folder (the round's files) hidden."""
    return sandbox.Plan(argv, [], memory_kb, [scratch.root()], binds=args.bind,
                        processes=processes, enabled=not args.no_sandbox)


def _tool(argv, what, input_path, seed, plan):
    """Run a generator or a brute force: its stdout, or _ToolFailed (their failure)."""
    r = run_under(argv, input_path, TOOL, clean=False, sandbox=plan)
    decided = run_verdict(r, TOOL)
    if decided.verdict != 'RAN':
        tail = r.stderr.decode('utf-8', 'backslashreplace').strip().splitlines()[-5:]
        raise _ToolFailed(f'the {what} failed on seed {seed}: {decided.message}'
                          + ''.join(f'\n  {what} stderr: {line}' for line in tail))
    return r.stdout


def save_new(folder: Path, stem: str, files) -> Tuple[str, List[Path]]:
    """Write files ({suffix: bytes}) as folder/STEM.SUFFIX, never over an existing file:
    the first of STEM, STEM-2, STEM-3, ... for which none of them exists. (stem used,
    paths written); OSError when the folder cannot be written."""
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(1, 1000):
        name = stem if k == 1 else f'{stem}-{k}'
        written = []
        try:
            for suffix, data in files.items():
                path = folder / f'{name}{suffix}'
                fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
                written.append(path)
                with os.fdopen(fd, 'wb') as f:
                    f.write(data)
            return name, written
        except FileExistsError:
            for path in written:
                path.unlink()
    raise OSError(f'{folder / stem}-*: 999 of them exist already')


def run(args):
    cmd, shown_cmd, _, _ = program(args, None)
    gen = resolve_command(args.gen, '--gen')
    interactor = interactor_of(args, None)
    if not args.brute and not interactor:
        raise UsageError('give --brute BRUTE (with --interactor CMD it may be left out)')
    brute = resolve_command(args.brute, '--brute') if args.brute else None
    checker, label, mode = judging(args, None)
    limits = Limits(args.tl, units.kb_from_mb(args.ml))
    plan = _plan(args, cmd, limits.memory, args.processes)
    gen_plan, brute_plan = _plan(args, gen, TOOL.memory), brute and _plan(args, brute, TOOL.memory)
    progress = sys.stderr.isatty()
    colour = report.use_colour()
    work = Path(scratch.work_folder())
    slowest = None
    try:
        for k in range(args.rounds):
            seed = args.seed + k
            given, answer = work / 'case.in', work / 'case.out'
            written = False
            try:
                given.write_bytes(_tool([*gen, str(seed)], 'generator', None, seed, gen_plan))
                written = True
                if brute:
                    answer.write_bytes(_tool(brute, 'brute force', given, seed, brute_plan))
            except _ToolFailed as e:
                if progress:
                    print(file=sys.stderr)
                print(f'judge_io: stress: {e}', file=sys.stderr)
                kept = 'no input was written'
                if written:
                    try:
                        _, paths = save_new(args.save, f'stress-{seed}', {'.in': given.read_bytes()})
                        kept = f'its input is saved in {shown(paths[0])}'
                    except OSError as err:
                        kept = f'its input could not be saved in {args.save}: {err.strerror or err}'
                print(f'judge_io: stress: not the solution\'s fault; {kept}', file=sys.stderr)
                return 2
            name = f'stress-{seed}'
            r = judge_one(name, cmd, given, answer if brute else None, limits,
                          checker, mode, None, plan, interactor)
            if slowest is None or r.time > slowest.time:
                slowest = r
            if progress:
                print(f'\rround {k + 1}/{args.rounds}  seed {seed}  {r.verdict}  {r.time:.3f} s',
                      end='', file=sys.stderr, flush=True)
            if r.verdict != 'AC':
                if progress:
                    print(file=sys.stderr)
                try:
                    files = {'.in': given.read_bytes(), '.got': r.stdout}
                    if brute:
                        files['.out'] = answer.read_bytes()
                    name, paths = save_new(args.save, name, files)
                    saved = dict(zip(files, paths))
                    saved_in, got, saved_out = saved['.in'], saved['.got'], saved.get('.out')
                except OSError as e:
                    raise UsageError(f'cannot save the case in {args.save}: {e.strerror or e}')
                r.input, r.output = str(saved_in), str(got)
                r.answer = str(saved_out) if saved_out else None
                print(report.header(f'stress (seed {seed}, round {k + 1})', shown_cmd, args.tl,
                                    args.ml, label, mode, 1))
                print('\n'.join(report.case_lines(r, len(name), colour)))
                print(f'saved: {shown(saved_in)}'
                      + (f' and {shown(saved_out)}' if saved_out else '')
                      + f' (program output: {shown(got)}); again: judge-io test --cases '
                      f'{shown(args.save)} --case {name} ...')
                if r.verdict == 'FAIL':     # the checker's failure (or the judge's), not SOL's
                    print('judge_io: stress: FAIL is not the solution\'s fault', file=sys.stderr)
                    return 2
                return 1
        if progress:
            print(file=sys.stderr)
        print(f'{report.paint("AC", colour, 0)} {args.rounds} of {args.rounds} rounds (seeds '
              f'{args.seed}..{args.seed + args.rounds - 1}); slowest seed '
              f'{slowest.name[7:]}: {slowest.time:.3f} s of {args.tl:g} s')
        return 0
    except KeyboardInterrupt:
        ABORT.set()
        print('\njudge_io: interrupted', file=sys.stderr)
        return 130
    finally:
        shutil.rmtree(work, ignore_errors=True)
