"""`judge-io list`: the problems under the problem roots, every ID, limits, case counts."""
import sys

from .. import problem as problems, units
from ..cases import count_cases
from ..programs import shown


def run(args):
    where = problems.roots()
    if not where:
        print(f'judge_io: no problem folders here (none of the folders from here upwards has '
              f'a samples/ with a {problems.FILE}; set {problems.ROOTS_VARIABLE}=DIR)',
              file=sys.stderr)
        return 1
    found = problems.catalogue(where)
    rows = [('id', 'TL', 'ML', 'judged by', 'cases', 'title')]
    for p in sorted({p.file: p for p in found.values()}.values(), key=lambda p: p.id):
        judged = (f'checker {p.checker.stem}' if p.checker else
                  f'compare {p.compare[0]}' if p.compare else 'compare luogu')
        ids = ', '.join((p.id, *p.aliases))
        rows.append((ids, f'{p.time_limit:g} s' if p.time_limit else '-',
                     units.show_limit_mb(p.memory_kb) if p.memory_kb else '-',
                     judged, str(count_cases(p.cases)), p.title))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]) - 1)]
    print(f'problems in {", ".join(shown(w) for w in where)}:')
    for r in rows:
        print('  '.join(c.ljust(w) for c, w in zip(r, widths)) + '  ' + r[-1])
    return 0
