"""OI scoring: each case's score from config.yml, earned in full on AC, in part on PC (the
checker's fraction), not at all otherwise; subtasks bundled.

A case without a subtask (subtaskId 0 or none) adds its own earnings. A subtask's full
score is the sum of its cases' scores, and it earns that times the smallest fraction
among its cases: nothing unless every one of them passes (a subtask scores only if all
its cases pass), and, when a checker gives partial points, no more than its worst case.

Scores are finite by construction: config.yml's reader refuses a case's score above
luogu_config.MAX_SCORE (10^6 points) in one line, as a judge refuses a broken problem
rather than report `inf` (a score of 1e308 once made --json print `Infinity`, which is
not JSON); with at most a config file's worth of cases (1 MB) the sums stay below 10^12.
A judge's scores are points (Luogu's problems have 100 in all, most of them), so the
bound refuses nothing real. as_json() checks the sums all the same.
"""
import math
from .records import Factory, record
from typing import Dict, List, Optional, Sequence, Tuple

from .luogu_config import CaseConfig, ConfigError


@record
class Subtask:
    id: int
    score: float            # earned
    full: float
    cases: List[str] = Factory(list)
    worst: Optional[str] = None     # the case that decided it, when it is not full


@record
class Total:
    score: float
    full: float
    subtasks: List[Subtask]
    alone: Subtask           # the cases without a subtask, together (id 0)
    unscored: List[str]      # cases config.yml gives no score


def config_for(configs: Dict[str, CaseConfig], name: str, input_name: str) -> Optional[CaseConfig]:
    """A case's entry: by its input file's name (relative to the case folder), or its name."""
    return configs.get(input_name) or configs.get(name)


def total(results: Sequence[Tuple[object, Optional[CaseConfig]]]) -> Total:
    """results: (judge.Result, its CaseConfig or None) pairs."""
    alone = Subtask(0, 0.0, 0.0)
    members: Dict[int, list] = {}
    unscored = []
    for r, c in results:
        if c is None or c.score is None:
            unscored.append(r.name)
            continue
        got = r.fraction or 0.0
        if c.subtask == 0:
            alone.full += c.score
            alone.score += c.score * got
            alone.cases.append(r.name)
            if got < 1 and alone.worst is None:
                alone.worst = r.name
        else:
            members.setdefault(c.subtask, []).append((got, r.name, c.score))
    subtasks = []
    for k in sorted(members):
        cases = members[k]
        least, worst = min((got, i) for i, (got, _, _) in enumerate(cases))
        full = sum(score for _, _, score in cases)
        subtasks.append(Subtask(k, full * least, full, [name for _, name, _ in cases],
                                cases[worst][1] if least < 1 else None))
    return Total(alone.score + sum(s.score for s in subtasks),
                 alone.full + sum(s.full for s in subtasks), subtasks, alone, unscored)


def number(x: float) -> str:
    """A score as people write it: 70, 72.5, 33.33, 1000000 (never 1e+06)."""
    return f'{x:.2f}'.rstrip('0').rstrip('.')


def lines(t: Total, by_name: Dict[str, object]) -> List[str]:
    """The report's end: the total, then a line per subtask."""
    out = [f'score {number(t.score)}/{number(t.full)}']
    for s in t.subtasks:
        why = ''
        if s.worst is not None:
            r = by_name[s.worst]
            why = (f'; {s.worst}: {r.verdict}' + (f' {r.fraction:g}' if r.verdict == 'PC' else ''))
        out.append(f'  subtask {s.id}: {number(s.score)}/{number(s.full)} ({len(s.cases)} '
                   f'case{"s" * (len(s.cases) != 1)}{why})')
    if t.alone.cases and t.subtasks:
        out.append(f'  cases without a subtask: {number(t.alone.score)}/{number(t.alone.full)}')
    if t.unscored:
        n = len(t.unscored)
        out.append(f'  {n} case{"s" * (n != 1)} without a score in config.yml: '
                   f'{", ".join(t.unscored[:6])}{" ..." if n > 6 else ""}')
    return out


def as_json(t: Total) -> dict:
    figures = [t.score, t.full, t.alone.score, t.alone.full,
               *(x for s in t.subtasks for x in (s.score, s.full))]
    if not all(math.isfinite(x) for x in figures):      # the reader's bound makes this unreachable
        raise ConfigError(f'a score is not finite ({figures}): config.yml\'s bound was bypassed')
    return {'total': t.score, 'full': t.full,
            'subtasks': [{'id': s.id, 'score': s.score, 'full': s.full, 'cases': s.cases}
                         for s in t.subtasks],
            'without_subtask': {'score': t.alone.score, 'full': t.alone.full, 'cases': t.alone.cases},
            'unscored': t.unscored}
