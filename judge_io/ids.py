"""A problem ID as contestants write it: `judge-io test P4929`, `AT_abc345_d`, `CSES-1624`.

A problem is named by its folder's name (its ID), its aliases, and the IDs its judges
give it (the "judges" of its .problem.json: name, id). resolve() tries, in order, and
stops at the first step that names any problem:
  1. the ID or an alias in any case (P4929, P10481 for poj2676's alias p10481);
  2. the same with case, '-', '_', '.' and spaces ignored (CSES-1624 for cses1624);
  3. the same against each judge's id alone (abc345_d, HDU-4069, 2676) and after the judge's name (CSES-1624,
     POJ2676, AcWing 1067), and after the short prefix Luogu and vjudge put before
     another judge's problems (AT_abc345_d for AtCoder, CF... for Codeforces).
A step that names more than one problem returns them all: the caller says the name is
ambiguous and lists them.
"""
import re
from typing import Iterable, List

# Luogu's remote judge spells other judges' problems with a prefix of its own.
_SHORT = {'atcoder': ('at',), 'codeforces': ('cf',)}
_SEPARATORS = re.compile(r'[\s_.\-]+')


def norm(text: str) -> str:
    """The form compared in step 2: case folded, separators gone."""
    return _SEPARATORS.sub('', text).casefold()


def own_forms(problem) -> set:
    """The step-2 forms: its ID's and aliases'."""
    return {norm(problem.id), *(norm(a) for a in problem.aliases)} - {''}


def forms(problem) -> set:
    """Every step-2 and step-3 form of a problem's names."""
    out = own_forms(problem)
    for judge in problem.judges:
        ident = judge.get('id')
        if not isinstance(ident, str) or not norm(ident):
            continue
        out.add(norm(ident))
        name = judge.get('name')
        if isinstance(name, str):
            out.add(norm(name) + norm(ident))
            out.update(short + norm(ident) for short in _SHORT.get(norm(name), ()))
    out.discard('')
    return out


def resolve(text: str, problems: Iterable) -> List:
    """The problems text names (see the module's docstring): [] for none, one, or the
    candidates when it is ambiguous, in ID order."""
    unique = {p.file: p for p in problems}.values()
    folded = text.casefold()
    steps = (lambda p: folded in {n.casefold() for n in (p.id, *p.aliases)},
             lambda p: norm(text) in own_forms(p),
             lambda p: norm(text) in forms(p))
    for named in steps:
        found = sorted((p for p in unique if named(p)), key=lambda p: p.id)
        if found:
            return found
    return []
