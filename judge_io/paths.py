"""Where the kit keeps things: the one place that names its folders.

Everything is inside the repository (a clone has nothing beside it). Tests, benchmarks
and the registry import these instead of building paths of their own.
"""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / 'solutions'
SAMPLES = ROOT / 'samples'
DATA = ROOT / 'data'            # public puzzle sets, origins and licences in data/SOURCES.md


def solution(problem_id):
    """The paste-ready file of a problem."""
    return SOLUTIONS / f'{problem_id}.py'


def samples(problem_id):
    """The folder of a problem's NAME.in / NAME.out pairs."""
    return SAMPLES / problem_id


def data(name):
    """A puzzle set of data/, as a Path (tests and benchmarks read these, nothing outside)."""
    return DATA / name
