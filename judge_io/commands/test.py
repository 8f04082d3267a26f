"""`judge-io test [ID] [--cases DIR] ...`: a program on every case of a folder."""
import os
import sys
import threading

from .. import luogu_config, report, sandbox, scores, scratch, units
from ..cases import scan
from ..errors import UsageError
from ..interact import judge_interactive
from ..judge import external_checker, judge_case
from ..limits import Limits
from ..programs import checker_file, resolve_command, shown
from ..run import ABORT
from ..verdicts import PASSING
from .setting import setting


def judging(args, problem):
    """(checker function or None, its label or None, comparison mode): options first, then
    the problem's own checker or comparison, then Luogu's comparison."""
    if args.checker and args.compare:
        raise UsageError('give --checker CMD or --compare MODE, not both')
    if args.checker:
        return external_checker(resolve_command(args.checker, '--checker')), args.checker, \
            ('luogu', None)
    if args.compare:
        return None, None, args.compare
    if problem and problem.checker:
        argv = checker_file(problem.checker, str(problem.file))
        return external_checker(argv), shown(problem.checker), ('luogu', None)
    return None, None, (problem.compare if problem and problem.compare else ('luogu', None))


def interactor_of(args, problem):
    """The interactor's argv, or None; an interactive problem needs one."""
    if args.interactor:
        return resolve_command(args.interactor, '--interactor')
    if problem and problem.interactive:
        raise UsageError(f'{problem.id} is interactive: give --interactor CMD (testlib\'s '
                         '`CMD input output [answer]`)')
    return None


def judge_one(name, cmd, input_path, answer_path, limits, checker, mode, save_dir, plan,
              interactor):
    """A case judged as test and stress judge it: through its interactor, or alone."""
    if interactor is not None:
        return judge_interactive(name, cmd, interactor, input_path, answer_path, limits,
                                 checker, save_dir, plan)
    return judge_case(name, cmd, input_path, answer_path, limits, checker, mode, save_dir, plan)


def _jobs(wanted):
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    if wanted > cores:
        print(f'judge_io: note: -j {wanted} is more than the {cores} cores here: running {cores} '
              'at once (more would only wait for a core)', file=sys.stderr)
        return cores
    return wanted


def run(args):
    the = setting(args)
    problem, cmd, shown_cmd, python, solution = the.problem, the.cmd, the.shown_cmd, the.python, the.solution
    folder, found, time_limit, memory_kb = the.folder, the.found, the.limits.time, the.limits.memory
    cases = found.cases
    if found.warning():
        print(f'judge_io: warning: {found.warning()}', file=sys.stderr)
    memory_mb = units.mb(memory_kb)
    configs, limits = case_settings(args, found, the.limits)
    checker, label, mode = judging(args, problem)
    if checker is None and problem and problem.special_judge:
        print(f'judge_io: note: {problem.special_judge}; compared with the answers here instead: '
              'give --checker CMD (or the problem\'s ID)', file=sys.stderr)
    interactor = interactor_of(args, problem)
    plan = sandbox.Plan(      # every case hidden, --case or not
        cmd, [f for c in scan(folder, args.pattern).cases for f in (c.input, c.answer)],
        memory_kb, [scratch.root()], binds=args.bind,
        file_io=args.file_io or (problem.file_io if problem else None),
        processes=args.processes, enabled=not args.no_sandbox)
    jobs = _jobs(args.jobs)

    colour = not args.json and report.use_colour()
    width = max(len(c.name) for c in cases)
    title = problem.id if problem and args.id else shown(folder)
    if not args.json:
        print(report.header(title, shown_cmd, time_limit, memory_mb, label, mode, len(cases),
                            per_case=configs is not None), flush=True)
        for line in plan.lines():
            print(f'  {line}', flush=True)

    def one(case):
        return judge_one(case.name, cmd, case.input, case.answer, limits[case.name][0],
                         checker, mode, True, plan, interactor)

    results = []
    pool = InOrder(one, cases, jobs)
    try:
        for r in pool:      # in case order, each as soon as those before it are
            results.append(r)
            if not args.json:
                print('\n'.join(report.case_lines(r, width, colour, limits[r.name][1])), flush=True)
    except KeyboardInterrupt:
        ABORT.set()
        pool.stop()
        print('judge_io: interrupted', file=sys.stderr)
        return 130
    outputs = scratch.outputs_folder()     # where the outputs are, if one was kept
    marks = None
    if configs is not None:
        marks = scores.total([(r, limits[r.name][1]) for r in results])
    if args.json:
        print(report.as_json(problem, solution, folder, python, cmd, time_limit, memory_mb,
                             label, mode, results, marks, limits, plan))
    else:
        print(report.summary(results, time_limit, memory_mb, colour,
                             outputs if any(r.verdict == 'RAN' for r in results) else None,
                             lambda name: limits[name][0].time))
        if marks is not None:
            print('\n'.join(scores.lines(marks, {r.name: r for r in results})))
    return status(results, args.strict)


class InOrder:
    """fn over items on `jobs` threads, iterated in the items' order, each as soon as those
    before it are done; a worker's exception is raised where its item comes. (Not
    concurrent.futures: its import, with logging's, is a tenth of a judge's start.)"""

    def __init__(self, fn, items, jobs):
        self.items = list(items)
        self.fn = fn
        self.results = [None] * len(self.items)
        self.done = [threading.Event() for _ in self.items]
        self.next = 0
        self.lock = threading.Lock()
        self.stopped = False
        self.threads = [threading.Thread(target=self.work, daemon=True)
                        for _ in range(max(1, min(jobs, len(self.items))))]
        for t in self.threads:
            t.start()

    def work(self):
        while True:
            with self.lock:
                i = self.next
                if self.stopped or i >= len(self.items):
                    return
                self.next += 1
            try:
                self.results[i] = (True, self.fn(self.items[i]))
            except BaseException as e:      # noqa: BLE001 - raised again in the caller's thread
                self.results[i] = (False, e)
            self.done[i].set()

    def __iter__(self):
        for i in range(len(self.items)):
            self.done[i].wait()
            ok, value = self.results[i]
            if not ok:
                self.stop()
                raise value
            yield value

    def stop(self):
        """Start no more items and wait for the running ones (each ends at once on ABORT)."""
        with self.lock:
            self.stopped = True
        for t in self.threads:
            t.join()


def case_settings(args, found, default: Limits):
    """(the folder's config.yml or None, {case name: (its Limits, its CaseConfig or None)}):
    a case's own limits from config.yml override the problem's; options override both."""
    configs = luogu_config.load(found.folder)
    limits, named = {}, set()
    for case in found.cases:
        given = case.input.relative_to(found.folder).as_posix()
        c = configs and scores.config_for(configs, case.name, given)
        if c:
            named.update((given, case.name))
        tl = args.tl or (c and c.time_limit) or default.time
        ml = units.kb_from_mb(args.ml) if args.ml else (c and c.memory_kb) or default.memory
        limits[case.name] = (Limits(tl, ml), c or None)
    if configs and not args.patterns:
        extra = sorted(set(configs) - named)
        if extra:
            print(f'judge_io: warning: {luogu_config.FILE} names {len(extra)} file'
                  f'{"s" * (len(extra) != 1)} that {"is" if len(extra) == 1 else "are"} no '
                  f'case\'s input: {", ".join(extra[:6])}{" ..." if len(extra) > 6 else ""}',
                  file=sys.stderr)
    return configs, limits


def status(results, strict: bool) -> int:
    """0 when every case judged is AC and at least one was judged (and, --strict, every
    case had an answer); 1 otherwise."""
    judged = [r for r in results if r.verdict != 'RAN']
    if not judged or (strict and len(judged) < len(results)):
        return 1
    return 0 if all(r.verdict in PASSING for r in results) else 1
