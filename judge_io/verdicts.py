"""The verdicts: one table, in the order of precedence (the first that applies wins).

The help text, the report's colours, the exit status and the manual's table are all
rendered from VERDICTS (a test checks docs/judge.md against table_markdown()).
"""
from .records import record
from typing import Tuple

from .run import OUTPUT_CAP


@record(frozen=True)
class Verdict:
    code: str
    when: str           # one sentence: when the judge gives it
    colour: str         # ANSI colour number on a terminal
    passing: bool       # does not make the exit status 1


VERDICTS: Tuple[Verdict, ...] = (
    Verdict('TLE', 'CPU time of the program and everything it starts over the limit, or '
                   'the wall clock (less the time spent waiting for a core) over 3 x limit '
                   '+ 1 s (a sleeping or blocked program)', '33', False),
    Verdict('MLE', 'peak memory of the program and everything it starts over the limit '
                   '(a page shared by copy-on-write counted once)', '33', False),
    Verdict('OLE', f'more than {OUTPUT_CAP >> 20} MB of output', '33', False),
    Verdict('RE', 'a non-zero exit code, or killed by a signal (also when the program '
                  'kills or stops its supervisor)', '35', False),
    Verdict('WA', 'the output differs from the answer under the comparison (--compare, '
                  "Luogu's rule by default), or the checker says WA", '31', False),
    Verdict('PE', "a checker's exit code 2 (testlib's presentation error), 4 (extra output "
                  "after the answer) or 8 (unexpected end of the output)", '31', False),
    Verdict('PC', "partly correct: a checker's exit code 7 with `points P` on its stderr "
                  "(testlib's quitp), 0 < P < 1: the case earns P of its score", '33', False),
    Verdict('FAIL', 'the checker itself failed (its script missing, crashed, exit code 3 or '
                    'one testlib does not use, over 60 s), '
                    "or the case's own files cannot be read, or the command cannot be "
                    "started: never blamed on the program", '36', False),
    Verdict('RAN', 'no answer file: run within the limits, not judged (its output is shown '
                   'and saved)', '34', True),
    Verdict('AC', 'none of the above', '32', True),
)
BY_CODE = {v.code: v for v in VERDICTS}
PASSING = tuple(v.code for v in VERDICTS if v.passing)


def table_text(indent: str = '  ') -> str:
    """The table as plain text, for --help."""
    import textwrap
    lines = []
    for v in VERDICTS:
        body = textwrap.wrap(v.when, 80 - len(indent) - 6)
        lines.append(f'{indent}{v.code:<5} {body[0]}')
        lines += [f'{indent}      {rest}' for rest in body[1:]]
    return '\n'.join(lines)


def table_markdown() -> str:
    """The table as docs/judge.md shows it."""
    rows = ['| verdict | when |', '|---|---|']
    rows += [f'| {v.code} | {v.when} |' for v in VERDICTS]
    return '\n'.join(rows)
