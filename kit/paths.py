"""Where the kit keeps things: the one place that names its folders.

Everything is inside the repository (a clone has nothing beside it). Tests, benchmarks,
tools and the catalogue import these instead of building paths of their own.
"""
from pathlib import Path

from judge_io.problem import FILE as PROBLEM_FILE

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / 'solutions'
SAMPLES = ROOT / 'samples'      # samples/<id>/: .problem.json and the cases
CHECKERS = ROOT / 'kit' / 'checkers'
DATA = ROOT / 'data'            # public puzzle sets, origins and licences in data/SOURCES.md


def solution(problem_id):
    """The paste-ready file of a problem."""
    return SOLUTIONS / f'{problem_id}.py'


def samples(problem_id):
    """The folder of a problem's .problem.json and NAME.in / NAME.out pairs."""
    return SAMPLES / problem_id


def description(problem_id):
    """A problem's description file (a dot-file, so that `oj test -d samples/ID` reads
    the folder as cases only: judge_io/problem.py)."""
    return SAMPLES / problem_id / PROBLEM_FILE


def checker(name):
    """A special judge's file."""
    return CHECKERS / f'{name}.py'


def data(name):
    """A puzzle set of data/, as a Path (tests and benchmarks read these, nothing outside)."""
    return DATA / name
