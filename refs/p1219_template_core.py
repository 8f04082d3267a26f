"""P1219 with the template's search counting: the comparison for bench/bench_p1219.py.

solutions/p1219.py loaded as it is (its model, its middle-out ring, its mirror symmetry,
its first three placements), with one change: count(), its specialised second search,
replaced by solutions/template.py's search counting the covers one by one. What this
measures against p1219.py is what count()'s deltas buy (inline-cover, unrolled-rows,
primary-S, leaf-counting); p1219.py's header cites it. Not a solution.
"""
import importlib.util
from pathlib import Path

SOLUTIONS = Path(__file__).resolve().parent.parent / 'solutions'


def load(name):
    spec = importlib.util.spec_from_file_location(name + '_loaded', SOLUTIONS / (name + '.py'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


p1219 = load('p1219')
template = load('template')


def count(L, R, U, D, C, S, M, nprimary, queens):
    """(the covers of the matrix as it stands, 0): the template's search, counted."""
    found = 0
    for _ in template.search((L, R, U, D, C, None, S)):
        found += 1
    return found, 0


p1219.count = count

if __name__ == '__main__':
    p1219.main()
