"""A problem that describes itself: the `problem.json` beside its cases.

Any case folder may hold one; the judge then applies the problem's own limits and
comparison or checker, and the folder's name is the problem's ID. The fields (all paths
relative to the file):

    title          what it is (required)
    time_limit     seconds of CPU: a number, or a string with its unit ("1500 ms")
    memory_limit   MB: a number, or a string with its unit ("256 MB", "262144 KB")
    compare        a --compare mode (luogu, exact, tokens, float:EPS); default luogu
    checker        a testlib-style checker: a .py file (run by the judge's Python) or an
                   executable, run as `checker input output answer`
    solution       the program `judge-io test ID` runs by default (a Python file)
    cases          the folder of the cases, if not this one
    judges         where it is judged: [{name, id, url, language, note}]: name of the
                   judge, the problem's ID and address there, the language to choose
                   there for this program (null where that judge takes no Python);
                   `judge-io test ID` runs the solution in pypy3 when one names PyPy
    aliases        other IDs of the same problem, same formats
    interactive    true when the judge talks to the program (an interactor is needed)
    notes          free text

`judge-io listen` writes one for each problem the browser extension Competitive
Companion sends (title, judges [{name, url}], time_limit in ms, memory_limit in MB,
interactive, notes), beside the problem's samples. A config.yml beside the cases
(Luogu's: each case's limits, score and subtask) is read too: judge_io/luogu_config.py.

`judge-io test ID` finds the folder ID (or the folder of which ID is an alias) under the
problem roots: the folders of $JUDGE_IO_PROBLEMS (separated by ':'), or else the nearest
`samples/` folder holding a problem.json, from the current folder upwards (inside the
kit: the kit's samples/).
"""
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from . import units
from .compare import parse_mode
from .errors import UsageError

FILE = 'problem.json'
ROOTS_VARIABLE = 'JUDGE_IO_PROBLEMS'
MAX_BYTES = 1 << 20
_KEYS = {'title', 'time_limit', 'memory_limit', 'compare', 'checker', 'solution', 'cases',
         'judges', 'aliases', 'interactive', 'notes'}
_JUDGE_KEYS = {'name', 'id', 'url', 'language', 'note'}


@dataclass(frozen=True)
class Problem:
    id: str
    title: str
    file: Path                          # its problem.json
    cases: Path                         # the folder of its cases
    time_limit: Optional[float] = None  # seconds
    memory_kb: Optional[int] = None
    compare: Optional[Tuple[str, Optional[float]]] = None
    checker: Optional[Path] = None
    solution: Optional[Path] = None
    judges: Tuple[dict, ...] = ()
    aliases: Tuple[str, ...] = ()
    interactive: bool = False
    notes: str = ''
    raw: dict = field(default_factory=dict, compare=False, repr=False)

    def submitted_as(self) -> Optional[str]:
        """The language its judges take its solution in: the first that names PyPy (the
        solution was made to meet that judge's limit in PyPy), else the first named, else
        None. `judge-io test ID` picks the interpreter by it."""
        named = [j['language'] for j in self.judges if isinstance(j.get('language'), str)]
        pypy = [n for n in named if 'pypy' in n.lower()]
        return (pypy or named or [None])[0]


class ProblemFileError(UsageError):
    """A problem.json the judge cannot use: one line naming the file and the fault."""


def load(path: Path) -> Problem:
    """The problem of a problem.json file; ProblemFileError saying why not."""
    path = Path(path).absolute()

    def bad(why):
        return ProblemFileError(f'{path}: {why}')

    try:
        if not path.is_file():
            raise bad('not a regular file')
        if path.stat().st_size > MAX_BYTES:
            raise bad(f'over {MAX_BYTES >> 20} MB: not a problem description')
        data = json.loads(path.read_bytes().decode('utf-8'))
    except OSError as e:
        raise bad(f'cannot read it: {e.strerror or e}')
    except UnicodeDecodeError:
        raise bad('not UTF-8')
    except json.JSONDecodeError as e:
        raise bad(f'not valid JSON: {e.msg} (line {e.lineno}, column {e.colno})')
    if not isinstance(data, dict):
        raise bad('not a JSON object')
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise bad(f'unknown key {unknown[0]!r} (known: {", ".join(sorted(_KEYS))})')
    title = data.get('title')
    if not isinstance(title, str) or not title.strip():
        raise bad('"title" is missing or not a text')
    here = path.parent

    def relative(key):
        value = data.get(key)
        if value is None:
            return None
        if not isinstance(value, str) or not value:
            raise bad(f'"{key}" must be a path (a text)')
        return Path(os.path.normpath(here / value))

    try:
        tl = units.seconds(data['time_limit'], '"time_limit"') if 'time_limit' in data else None
        ml = units.kilobytes(data['memory_limit'], '"memory_limit"') if 'memory_limit' in data else None
        mode = parse_mode(data['compare']) if 'compare' in data else None
    except (ValueError, TypeError) as e:
        raise bad(str(e))
    if 'compare' in data and 'checker' in data:
        raise bad('give "compare" or "checker", not both')
    judges = data.get('judges', [])
    if not isinstance(judges, list) or not all(isinstance(j, dict) for j in judges):
        raise bad('"judges" must be a list of objects')
    for j in judges:
        extra = sorted(set(j) - _JUDGE_KEYS)
        if extra:
            raise bad(f'unknown key {extra[0]!r} in "judges" (known: {", ".join(sorted(_JUDGE_KEYS))})')
    aliases = data.get('aliases', [])
    if not isinstance(aliases, list) or not all(isinstance(a, str) and a for a in aliases):
        raise bad('"aliases" must be a list of IDs')
    interactive = data.get('interactive', False)
    if not isinstance(interactive, bool):
        raise bad('"interactive" must be true or false')
    cases = relative('cases') or here
    return Problem(id=here.name, title=title.strip(), file=path, cases=cases,
                   time_limit=tl, memory_kb=ml, compare=mode, checker=relative('checker'),
                   solution=relative('solution'), judges=tuple(judges), aliases=tuple(aliases),
                   interactive=interactive, notes=str(data.get('notes', '')), raw=data)


def in_folder(folder: Path) -> Optional[Problem]:
    """The problem a case folder describes, or None when it has no problem.json."""
    path = Path(folder) / FILE
    try:
        present = path.exists() or path.is_symlink()
    except OSError:
        present = False
    return load(path) if present else None


def roots() -> List[Path]:
    """Where problems are looked up by ID (see the module's docstring)."""
    listed = os.environ.get(ROOTS_VARIABLE)
    if listed:
        return [Path(p).absolute() for p in listed.split(os.pathsep) if p]
    here = Path.cwd()
    for folder in (here, *here.parents):
        candidate = folder / 'samples'
        try:
            if candidate.is_dir() and any(candidate.glob(f'*/{FILE}')):
                return [candidate]
        except OSError:
            continue
    return []


def catalogue(where: Optional[List[Path]] = None) -> Dict[str, Problem]:
    """Every problem under the roots, by ID and by alias (an alias maps to its problem)."""
    found: Dict[str, Problem] = {}
    for root in (roots() if where is None else where):
        try:
            files = sorted(Path(root).glob(f'*/{FILE}'))
        except OSError:
            continue
        for path in files:
            p = load(path)
            for name in (p.id, *p.aliases):
                if name in found and found[name].file != p.file:
                    raise ProblemFileError(f'{path}: ID {name!r} is already {found[name].file}')
                found[name] = p
    return found


def find(problem_id: str) -> Problem:
    """The problem named problem_id (an ID or an alias), or a usage error that says where
    the judge looked."""
    where = roots()
    if not where:
        raise UsageError(f'unknown problem {problem_id!r}: no problem folders here. A problem ID '
                         'is looked up in the nearest samples/ folder from here upwards, so the '
                         "kit's problems are found inside the kit (`pip install .` copies the "
                         'judge alone, without them; `pip install -e KIT` runs it from the kit, '
                         f'where it is used inside KIT too). Elsewhere: set {ROOTS_VARIABLE}=KIT/samples, '
                         f'or give --cases DIR without an ID (--cases KIT/samples/{problem_id})')
    known = catalogue(where)
    if problem_id not in known:
        ids = sorted({p.id for p in known.values()})
        raise UsageError(f'unknown problem {problem_id!r} in {", ".join(map(str, where))} '
                         f'(known: {", ".join(ids)}); without an ID, give --cases DIR')
    return known[problem_id]
