"""The problems the kit answers: every samples/<id>/.problem.json, read by the judge's own
reader (judge_io.problem), so the kit and a contestant's folders are one format.

PROBLEMS maps each ID to its problem (aliases are not keys here: ALIASES maps them).
"""
import sys

from judge_io.problem import FILE, load
from kit.paths import SAMPLES

PROBLEMS = {}
ALIASES = {}
for _path in sorted(SAMPLES.glob(f'*/{FILE}')):
    _problem = load(_path)
    PROBLEMS[_problem.id] = _problem
    for _alias in _problem.aliases:
        ALIASES[_alias] = _problem.id


if __name__ == '__main__':      # `python3 -m kit.catalogue`: the IDs, for the Makefile
    sys.stdout.write(' '.join(PROBLEMS) + '\n')
