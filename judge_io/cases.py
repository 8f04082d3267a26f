"""The cases of a folder: NAME.in with NAME.out beside it, in natural order (2 before 10)."""
import re
from dataclasses import dataclass
from pathlib import Path
from typing import List, Tuple

from .errors import UsageError


@dataclass(frozen=True)
class Case:
    name: str
    input: Path
    answer: Path


def natural_key(name: str):
    """'a2' before 'a10': digit runs compare as numbers, the rest without case, then as is."""
    parts = re.split(r'(\d+)', name, flags=re.ASCII)
    return [int(p) if i % 2 else p.lower() for i, p in enumerate(parts)], name


def find_cases(folder: Path) -> Tuple[List[Case], List[str]]:
    """The cases, and the names of inputs skipped because they have no answer."""
    if not folder.is_dir():
        raise UsageError(f'no case folder {folder}')
    ins = {p.stem: p for p in folder.glob('*.in') if p.is_file()}
    outs = {p.stem: p for p in folder.glob('*.out') if p.is_file()}
    orphans = sorted(set(outs) - set(ins), key=natural_key)
    if orphans:
        raise UsageError(f'{outs[orphans[0]]} has no {orphans[0]}.in beside it')
    names = sorted(set(ins) & set(outs), key=natural_key)
    if not names:
        raise UsageError(f'no cases in {folder} (a case is NAME.in with NAME.out beside it)')
    skipped = sorted(set(ins) - set(outs), key=natural_key)
    return [Case(n, ins[n], outs[n]) for n in names], skipped


def count_cases(folder: Path) -> int:
    """How many cases a folder holds, 0 if it is missing (for `list`)."""
    if not folder.is_dir():
        return 0
    return len({p.stem for p in folder.glob('*.in')} & {p.stem for p in folder.glob('*.out')})
