"""What `test` and `gen-answers` both start from: the problem that gives the defaults, the
program, the cases, and the limits (options first, then the problem's, then the judge's)."""
import os
from ..records import record
from pathlib import Path
from typing import List, Optional

from .. import problem as problems, units
from ..cases import Found, find_cases
from ..errors import UsageError
from ..limits import Limits
from ..options import DEFAULT_ML, DEFAULT_TL
from ..problem import Problem
from ..programs import program


@record
class Setting:
    problem: Optional[Problem]
    cmd: List[str]              # what runs: argv
    shown_cmd: str              # what the report shows of it
    python: Optional[List[str]]
    solution: Optional[Path]
    folder: Path
    found: Found
    limits: Limits              # the program's: options first, then the problem's, then the judge's


OJ_FOLDER = Path('test')       # oj test's default -d
OJ_COMMAND = './a.out'          # and its default -c


def problem_of(args) -> Optional[Problem]:
    """The problem that gives the defaults: the ID's, else the case folder's .problem.json.
    With neither an ID nor --cases, the folder test/ here, as oj's default."""
    if args.id is not None:
        return problems.find(args.id)
    if args.cases is None:
        if not OJ_FOLDER.is_dir():
            raise UsageError('give a problem id or --cases DIR (-d DIR); without either, the '
                             'cases are in test/ as oj test has them, and there is no test/ here')
        args.cases = OJ_FOLDER
    return problems.in_folder(args.cases)


def setting(args) -> Setting:
    problem = problem_of(args)
    if (args.cmd is None and args.solution is None and not (problem and problem.solution)
            and os.access(OJ_COMMAND, os.X_OK) and os.path.isfile(OJ_COMMAND)):
        args.cmd = OJ_COMMAND       # oj test's default command
    cmd, shown_cmd, python, solution = program(args, problem)
    folder = args.cases or problem.cases
    found = find_cases(folder, args.patterns, args.pattern,
                       belongs=(problem.checker, problem.solution) if problem else ())
    time_limit = args.tl or (problem and problem.time_limit) or DEFAULT_TL
    memory_kb = units.kb_from_mb(args.ml) if args.ml else (
        (problem and problem.memory_kb) or units.kb_from_mb(DEFAULT_ML))
    return Setting(problem, cmd, shown_cmd, python, solution, folder, found,
                   Limits(time_limit, memory_kb))
