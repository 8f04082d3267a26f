"""A problem that describes itself: the `.problem.json` beside its cases.

Any case folder may hold one; the judge then applies the problem's own limits and
comparison or checker, and the folder's name is the problem's ID. It is a dot-file so
that the folder stays a plain case folder for other tools: online-judge-tools' `oj test
-d DIR` globs `DIR/*.*` and stops at any file that is not NAME.in or NAME.out
("unrecognizable file found"), while Python's glob, and oj's own backup filter, skip
names that start with a dot. The former name, `problem.json`, is still read in a
user's own folders (never both in one folder: that is an error). The fields (all paths
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
    special_judge  why any right answer passes, not only the sample's (a text): written
                   by `judge-io listen` when the kit's problem of the same address has a
                   checker; `test` names it when no checker judges the folder
    file_io        NAME: the program reads NAME.in and writes NAME.out instead of stdin
                   and stdout (CSP/NOIP's freopen), written by `judge-io listen` from
                   Competitive Companion's input/output {type: file, fileName}

`judge-io listen` writes one for each problem the browser extension Competitive
Companion sends (title, judges [{name, url}], time_limit in ms, memory_limit in MB,
interactive, notes), beside the problem's samples. A config.yml beside the cases
(Luogu's: each case's limits, score and subtask) is read too: judge_io/luogu_config.py.

`judge-io test ID` finds the folder ID (or the folder of which ID is an alias) under the
problem roots: the folders of $JUDGE_IO_PROBLEMS (separated by ':'), or else the nearest
`samples/` folder holding a .problem.json, from the current folder upwards (inside the
kit: the kit's samples/).
"""
import json
import os
import re
from .records import Factory, record
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from . import units
from .compare import parse_mode
from .errors import UsageError

FILE = '.problem.json'
OLD_FILE = 'problem.json'       # before oj compatibility: still read, never written
FILES = (FILE, OLD_FILE)
ROOTS_VARIABLE = 'JUDGE_IO_PROBLEMS'
MAX_BYTES = 1 << 20
_KEYS = {'title', 'time_limit', 'memory_limit', 'compare', 'checker', 'solution', 'cases',
         'judges', 'aliases', 'interactive', 'notes', 'special_judge', 'file_io'}
_JUDGE_KEYS = {'name', 'id', 'url', 'language', 'note'}


@record(frozen=True)
class Problem:
    id: str
    title: str
    file: Path                          # its .problem.json (or problem.json)
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
    special_judge: Optional[str] = None # why the samples' answers are not the only right ones
    file_io: Optional[str] = None       # NAME: reads NAME.in, writes NAME.out
    raw: dict = Factory(dict, compare=False)

    def submitted_as(self) -> Optional[str]:
        """The language its judges take its solution in: the first that names PyPy (the
        solution was made to meet that judge's limit in PyPy), else the first named, else
        None. `judge-io test ID` picks the interpreter by it."""
        named = [j['language'] for j in self.judges if isinstance(j.get('language'), str)]
        pypy = [n for n in named if 'pypy' in n.lower()]
        return (pypy or named or [None])[0]


class ProblemFileError(UsageError):
    """A .problem.json the judge cannot use: one line naming the file and the fault."""


_FILE_IO = re.compile(r'[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}\Z')


def load(path: Path) -> Problem:
    """The problem of a .problem.json (or problem.json) file; ProblemFileError saying why not."""
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
    special = data.get('special_judge')
    if special is not None and not (isinstance(special, str) and special.strip()):
        raise bad('"special_judge" must be a text (why any right answer passes)')
    file_io = data.get('file_io')
    if file_io is not None and not (isinstance(file_io, str) and _FILE_IO.match(file_io)
                                    and file_io not in ('.', '..')):
        raise bad(f'"file_io" must be a file name without its suffix (NAME for NAME.in and '
                  f'NAME.out), not {file_io!r}')
    cases = relative('cases') or here
    return Problem(id=here.name, title=title.strip(), file=path, cases=cases,
                   time_limit=tl, memory_kb=ml, compare=mode, checker=relative('checker'),
                   solution=relative('solution'), judges=tuple(judges), aliases=tuple(aliases),
                   interactive=interactive, notes=str(data.get('notes', '')),
                   special_judge=special, file_io=file_io, raw=data)


def file_in(folder: Path) -> Optional[Path]:
    """The problem description of a folder: .problem.json, else problem.json, else None;
    both at once is an error (which one would be meant?)."""
    present = []
    for name in FILES:
        path = Path(folder) / name
        try:
            if path.exists() or path.is_symlink():
                present.append(path)
        except OSError:
            pass
    if len(present) > 1:
        raise ProblemFileError(f'{folder} holds both {FILE} and {OLD_FILE}: keep one '
                               f'({FILE}, which oj test does not read as a case)')
    return present[0] if present else None


def in_folder(folder: Path) -> Optional[Problem]:
    """The problem a case folder describes, or None when it has no description."""
    path = file_in(folder)
    return load(path) if path else None


def _described(root: Path) -> List[Path]:
    """The description files of root's sub-folders, one a folder."""
    found = []
    for folder in sorted({p.parent for name in FILES for p in Path(root).glob(f'*/{name}')}):
        path = file_in(folder)
        if path:
            found.append(path)
    return found


def roots() -> List[Path]:
    """Where problems are looked up by ID (see the module's docstring)."""
    listed = os.environ.get(ROOTS_VARIABLE)
    if listed:
        return [Path(p).absolute() for p in listed.split(os.pathsep) if p]
    here = Path.cwd()
    for folder in (here, *here.parents):
        candidate = folder / 'samples'
        try:
            if candidate.is_dir() and any(any(candidate.glob(f'*/{name}')) for name in FILES):
                return [candidate]
        except OSError:
            continue
    return []


def catalogue(where: Optional[List[Path]] = None) -> Dict[str, Problem]:
    """Every problem under the roots, by ID and by alias (an alias maps to its problem)."""
    found: Dict[str, Problem] = {}
    for root in (roots() if where is None else where):
        try:
            files = _described(root)
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
    """The problem named problem_id (an ID or an alias, in any case, or a judge's own
    spelling of it: ids.resolve), or a usage error that says where the judge looked."""
    where = roots()
    if not where:
        raise UsageError(f'unknown problem {problem_id!r}: no problem folders here. A problem ID '
                         'is looked up in the nearest samples/ folder from here upwards, so the '
                         "kit's problems are found inside the kit (`pip install .` copies the "
                         'judge alone, without them; `pip install -e KIT` runs it from the kit, '
                         f'where it is used inside KIT too). Elsewhere: set {ROOTS_VARIABLE}=KIT/samples, '
                         f'or give --cases DIR without an ID (--cases KIT/samples/{problem_id})')
    known = catalogue(where)
    if problem_id in known:
        return known[problem_id]
    from .ids import resolve
    matches = resolve(problem_id, known.values())
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise UsageError(f'problem {problem_id!r} is ambiguous: it may be '
                         + ', '.join(f'{p.id} ({p.title})' for p in matches)
                         + '; give one of these IDs')
    ids = sorted({p.id for p in known.values()})
    raise UsageError(f'unknown problem {problem_id!r} in {", ".join(map(str, where))} '
                     f'(known: {", ".join(ids)}); without an ID, give --cases DIR')
