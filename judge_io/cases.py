"""The cases of a folder: which files are inputs, which are their answers, in natural
order (2 before 10), and which files belong to no case.

The layouts read without being told (in the folder, and in each of its sub-folders one
level deep, as a data package comes unpacked; a case there is named SUB/NAME):
  NAME.in   with NAME.out, or NAME.ans (testlib, Polygon's packages, Codeforces)
  NAME      with NAME.a (Polygon's tests/ folder; a file without a suffix is an input
            only when its NAME.a is there)
  inputN.txt with outputN.txt
  oj's sample-1.in / sample-1.out are NAME.in / NAME.out.
An input without an answer is a case too (run, not judged: RAN). --pattern reads any
other layout (see parse_pattern): then the pattern alone says which files are cases. problem.json and config.yml belong to the folder, and
so do hidden files and a case's saved output NAME.got; any other file belongs to no case
and is named in a warning. An answer without its input is a usage error.
"""
import fnmatch
import os
import re
from .records import Factory, record
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from .errors import UsageError

FOLDER_FILES = ('problem.json', 'config.yml', 'config.yaml')
LAYOUTS = 'NAME.in + NAME.out or NAME.ans, NAME + NAME.a, inputN.txt + outputN.txt'
_CASE_LIKE = re.compile(r'.*\.(in|out|ans|a)\Z|input.*\.txt\Z|output.*\.txt\Z', re.S)


@record(frozen=True)
class Case:
    name: str
    input: Path
    answer: Optional[Path]      # None: no answer, the case is run but not judged
    writes: Optional[Path] = None   # where gen-answers writes its answer, if the layout says


@record
class Found:
    """What a case folder holds."""
    folder: Path
    cases: List[Case]
    stray: List[str] = Factory(list)      # files of no case, relative paths

    def warning(self) -> Optional[str]:
        """One line naming the files that belong to no case, or None."""
        if not self.stray:
            return None
        names = ', '.join(self.stray[:6]) + (f' and {len(self.stray) - 6} more'
                                             if len(self.stray) > 6 else '')
        n = len(self.stray)
        return (f'{n} file{"s" * (n != 1)} of {self.folder} belong{"s" * (n == 1)} to no case: '
                f'{names} (cases are {LAYOUTS}; --pattern for others)')


def natural_key(name: str):
    """'a2' before 'a10': digit runs compare as numbers, the rest without case, then as is."""
    parts = re.split(r'(\d+)', name, flags=re.ASCII)
    return [int(p) if i % 2 else p.lower() for i, p in enumerate(parts)], name


def _listing(folder: Path) -> Tuple[List[str], List[str]]:
    """(files, folders) of a folder, by name; a broken symlink or a symlink loop counts as
    a file (running it gives the case a clear error of its own)."""
    files, folders = [], []
    with os.scandir(folder) as entries:
        for e in entries:
            try:
                is_dir = e.is_dir()
            except OSError:
                is_dir = False
            (folders if is_dir else files).append(e.name)
    return files, folders


def _orphan(where: Path, answer: str, wanted: str, folders: Sequence[str]) -> UsageError:
    if wanted in folders:
        return UsageError(f'{where / wanted} is a folder, not an input file: '
                          f'{where / answer} has no input')
    return UsageError(f'{where / answer} has no {wanted} beside it')


def _known_layouts(where: Path, prefix: str, files: List[str], folders: List[str],
                   cases: Dict[str, Case], stray: List[str]):
    """The cases of one folder in the layouts read without being told."""
    names = set(files)
    used = set()

    def add(name, given, answer, writes):
        if prefix + name in cases:
            raise UsageError(f'two inputs for the case {prefix + name!r} in {where}: '
                             f'{cases[prefix + name].input.name} and {given} (give --pattern)')
        cases[prefix + name] = Case(prefix + name, where / given, answer and where / answer,
                                    None if answer else writes and where / writes)
        used.update(x for x in (given, answer, name + '.got') if x)

    for f in files:
        if f.endswith('.in') and len(f) > 3:
            stem = f[:-3]
            answer = next((a for a in (stem + '.out', stem + '.ans') if a in names), None)
            add(stem, f, answer, stem + '.out')
        elif f.startswith('input') and f.endswith('.txt') and len(f) > 9:
            n = f[5:-4]
            answer = f'output{n}.txt'
            add(f[:-4], f, answer if answer in names else None, answer)
        elif f + '.a' in names and '.' not in f:
            add(f, f, f + '.a', None)
    for f in files:
        if f in used:
            continue
        if f.endswith(('.out', '.ans')) and len(f) > 4:
            stem = f[:f.rindex('.')]
            if stem + '.in' in used:        # NAME.ans beside NAME.out: the .out is the answer
                stray.append(prefix + f)
                continue
            raise _orphan(where, f, stem + '.in', folders)
        if f.startswith('output') and f.endswith('.txt') and len(f) > 10:
            raise _orphan(where, f, f'input{f[6:-4]}.txt', folders)
        if f.endswith('.a') and len(f) > 2 and '.' not in f[:-2]:
            raise _orphan(where, f, f[:-2], folders)
        if f.startswith('.') or f in FOLDER_FILES:
            continue
        stray.append(prefix + f)


def _scan(folder: Path) -> Found:
    cases: Dict[str, Case] = {}
    stray: List[str] = []
    files, folders = _listing(folder)
    _known_layouts(folder, '', files, folders, cases, stray)
    for sub in sorted(folders, key=natural_key):
        if sub.startswith('.'):
            continue
        if _CASE_LIKE.match(sub):       # a folder named like a case file: not a data package
            stray.append(sub + '/')
            continue
        try:
            sub_files, sub_folders = _listing(folder / sub)
        except OSError:
            continue
        _known_layouts(folder / sub, sub + '/', sub_files, sub_folders, cases, stray)
    names = sorted(cases, key=natural_key)
    return Found(folder, [cases[n] for n in names], sorted(stray, key=natural_key))


def parse_pattern(text: str):
    """--pattern, after oj's -f '%s.%e': %s stands for the case's name, %e for the
    suffix (`in` for the input, `out` or `ans` for the answer); or two patterns
    INPUT:ANSWER, each with %s; or one pattern with %s alone (inputs without answers).
    A pattern may name a sub-folder (`in/%s.txt:out/%s.txt`). Returns (input regex,
    [answer templates]); a usage error when it is not a pattern."""
    inputs, _, answer = text.partition(':')
    if '%e' in inputs and answer:
        raise UsageError(f'--pattern {text!r}: %e or INPUT:ANSWER, not both')
    if '%e' in inputs:
        inputs, answers = inputs.replace('%e', 'in'), [inputs.replace('%e', 'out'),
                                                         inputs.replace('%e', 'ans')]
    else:
        answers = [answer] if answer else []
    for p in (inputs, *answers):
        if p.count('%s') != 1:
            raise UsageError(f'--pattern {text!r}: each pattern needs one %s (the case\'s '
                             "name), e.g. '%s.%e' or 'input%s.txt:output%s.txt'")
        if p.startswith('/') or '..' in p.split('/') or p.count('/') > 1:
            raise UsageError(f'--pattern {text!r}: a pattern names files in the case folder '
                             'or in one of its sub-folders')
    head, _, tail = inputs.partition('%s')
    regex = re.compile(re.escape(head) + r'([^/]+?)' + re.escape(tail) + r'\Z', re.S)
    return regex, answers


def _own(path: str) -> bool:
    """A file that belongs to the folder, not to a case: problem.json, config.yml, a
    hidden file, a saved output (.got)."""
    name = path.split('/')[-1]
    return name.startswith('.') or name in FOLDER_FILES or name.endswith('.got')


def _pattern_scan(folder: Path, text: str) -> Found:
    regex, answers = parse_pattern(text)
    deep = '/' in text
    paths = []
    files, folders = _listing(folder)
    paths += files
    if deep:
        for sub in folders:
            try:
                paths += [f'{sub}/{f}' for f in _listing(folder / sub)[0]]
            except OSError:
                pass
    paths = [p for p in paths if not _own(p)]
    present = set(paths)
    named = {p: m.group(1) for p in paths for m in [regex.match(p)] if m}
    answers_of_inputs = {a.replace('%s', n) for n in named.values() for a in answers} & present
    cases, used = {}, set()
    for p, name in named.items():
        if p in answers_of_inputs:          # '%s:%s.a': 01.a is 01's answer, not an input
            continue
        answer = next((a.replace('%s', name) for a in answers if a.replace('%s', name) in present), None)
        cases[name] = Case(name, folder / p, answer and folder / answer,
                           None if answer or not answers else folder / answers[0].replace('%s', name))
        used.update(x for x in (p, answer) if x)
    stray = [p for p in paths if p not in used]
    names = sorted(cases, key=natural_key)
    return Found(folder, [cases[n] for n in names], sorted(stray, key=natural_key))


def scan(folder: Path, pattern: Optional[str] = None) -> Found:
    """Every case of a folder (see the module's docstring); usage errors for a folder
    that is missing or unreadable, or holds an answer without its input."""
    try:
        if not folder.is_dir():
            raise UsageError(f'no case folder {folder}')
        return _pattern_scan(folder, pattern) if pattern else _scan(folder)
    except OSError as e:
        raise UsageError(f'cannot read the case folder {folder}: {e.strerror or e}')


def find_cases(folder: Path, patterns: Optional[Sequence[str]] = None,
               pattern: Optional[str] = None, belongs: Sequence[Path] = ()) -> Found:
    """The cases to run; patterns (shell-style, on NAME) keep only the cases matching one
    of them; `belongs`: files that belong to the folder (a problem.json's checker). No
    case at all is a usage error that says what the folder holds."""
    found = scan(folder, pattern)
    own = {os.path.abspath(p) for p in belongs if p}
    found.stray = [s for s in found.stray if os.path.abspath(folder / s) not in own]
    if not found.cases:
        what = (f'its files match no case: {", ".join(found.stray[:6])}' if found.stray
                else 'it is empty')
        how = f'--pattern {pattern!r} matches nothing' if pattern else f'a case is {LAYOUTS}'
        raise UsageError(f'no cases in {folder}: {what} ({how}; --pattern for other layouts)')
    if patterns:
        found.cases = [c for c in found.cases if any(fnmatch.fnmatchcase(c.name, p) for p in patterns)]
        if not found.cases:
            raise UsageError(f'no case of {folder} matches --case {" ".join(patterns)}')
    return found


def count_cases(folder: Path) -> int:
    """How many judged cases (an input with its answer) a folder holds; 0 if it is
    missing or cannot be read as a case folder."""
    try:
        return sum(c.answer is not None for c in scan(folder).cases)
    except UsageError:
        return 0
