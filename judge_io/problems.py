"""The registry: every problem the kit answers, with its judge's limits and rules."""
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from judge_io.paths import samples, solution


@dataclass(frozen=True)
class Problem:
    id: str
    title: str
    solution: Path          # the file a contestant pastes
    time_limit: float       # seconds of CPU time
    memory_limit: int       # MB of peak resident memory
    checker: Optional[str]  # module in judge_io.checkers, or None: Luogu's line comparison
    samples: Path           # NAME.in / NAME.out pairs


def _problem(id, title, tl, ml, checker=None, samples_of=None):
    return Problem(id, title, solution(id), tl, ml, checker, samples(samples_of or id))


# The POJ problems use the limits of their Luogu mirrors (P10481, P10482), where Python
# is judged: POJ's own 64 MB would fail PyPy, whose bare start-up takes about 60 MB.
PROBLEMS = {p.id: p for p in (
    _problem('template', 'Luogu P4929 by the canonical DLX (solutions/template.py)', 1.0, 128,
             checker='p4929', samples_of='p4929'),
    _problem('p4929', 'Luogu P4929 exact cover (DLX template)', 1.0, 128, checker='p4929'),
    _problem('poj2676', 'POJ 2676 Sudoku (Luogu P10481)', 2.0, 512, checker='sudoku'),
    _problem('poj3074', 'POJ 3074 Sudoku (Luogu P10482)', 1.0, 512),
    _problem('p1784', 'Luogu P1784 Sudoku', 1.0, 128),
    _problem('p1219', 'Luogu P1219 N-queens (Checker Challenge)', 1.0, 125),
    _problem('p1074', 'Luogu P1074 [NOIP2009] 靶形数独 (target sudoku)', 1.0, 128),
    _problem('kanoodle', 'Kanoodle challenges (5 x 11 board, 12 pieces)', 2.0, 256, checker='kanoodle'),
    _problem('dlx', "Exact cover in Knuth's format (DLX1/DLX2 input)", 2.0, 256, checker='dlx'),
    _problem('repcover', 'Repeated cover (minimum rows covering every column)', 1.0, 128, checker='repcover'),
    _problem('uva1603', 'UVA 1603 / POJ 1084 Square Destroyer', 1.0, 128),
    _problem('p4205', 'Luogu P4205 [NOI2005] 智慧珠游戏', 1.0, 128),
    _problem('sp1110', 'SPOJ SUDOKU / Luogu SP1110 / UVA 1309 16x16 sudoku', 1.0, 256),
)}
