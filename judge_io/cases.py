"""The cases of a folder: every NAME.in, with NAME.out beside it when there is one, in
natural order (2 before 10)."""
import fnmatch
import re
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional, Sequence

from .errors import UsageError


@dataclass(frozen=True)
class Case:
    name: str
    input: Path
    answer: Optional[Path]      # None: no NAME.out, the case is run but not judged


def natural_key(name: str):
    """'a2' before 'a10': digit runs compare as numbers, the rest without case, then as is."""
    parts = re.split(r'(\d+)', name, flags=re.ASCII)
    return [int(p) if i % 2 else p.lower() for i, p in enumerate(parts)], name


def _entries(folder: Path, suffix: str):
    """NAME -> path of the folder's NAME<suffix> that are not folders (a broken symlink or
    a symlink loop is kept: running it gives the case a clear error of its own)."""
    found = {}
    for p in folder.glob('*' + suffix):
        try:
            if p.is_dir():
                continue
        except OSError:
            pass
        found[p.name[:-len(suffix)]] = p
    return found


def find_cases(folder: Path, patterns: Optional[Sequence[str]] = None) -> List[Case]:
    """The cases; patterns (shell-style, on NAME) keep only the cases matching one of them."""
    try:
        if not folder.is_dir():
            raise UsageError(f'no case folder {folder}')
        ins, outs = _entries(folder, '.in'), _entries(folder, '.out')
    except OSError as e:
        raise UsageError(f'cannot read the case folder {folder}: {e.strerror or e}')
    orphans = sorted(set(outs) - set(ins), key=natural_key)
    if orphans:
        raise UsageError(f'{outs[orphans[0]]} has no {orphans[0]}.in beside it')
    names = sorted(ins, key=natural_key)
    if not names:
        raise UsageError(f'no cases in {folder} (a case is NAME.in, with NAME.out beside it '
                         'to be judged)')
    if patterns:
        names = [n for n in names if any(fnmatch.fnmatchcase(n, p) for p in patterns)]
        if not names:
            raise UsageError(f'no case of {folder} matches --case {" ".join(patterns)}')
    return [Case(n, ins[n], outs.get(n)) for n in names]


def count_cases(folder: Path) -> int:
    """How many judged cases (NAME.in with NAME.out) a folder holds, 0 if it is missing."""
    if not folder.is_dir():
        return 0
    return len({p.stem for p in folder.glob('*.in')} & {p.stem for p in folder.glob('*.out')})
