"""The ladders' aliases and format folders (docs/ladders.md): the IDs resolve, and the
folders that reuse a solution in another judge's format hold answers taken from samples
already checked elsewhere.

- every alias of issue 21 names the problem whose format it shares;
- uva1309 (POJ 3076, ZOJ 3122) and acwing169: each grid and its answer are one of
  samples/sp1110's (whose answers tests/test_sp1110.py checks by the reference), in
  UVA's form (no count line); AcWing's answers end every grid with an empty line.
"""
from kit.catalogue import ALIASES, PROBLEMS
from tests.util import samples

EXPECTED = {'acwing1067': 'p4929', 'acwing956': 'p4205', 'loj2591': 'p1074',
            'p10481': 'poj2676', 'p10482': 'poj3074',     # Luogu's copies of POJ 2676, 3074
            'poj3076': 'uva1309', 'zoj3122': 'uva1309'}


def grids(text):
    tokens = text.split()
    if tokens and tokens[0].isdigit():
        tokens = tokens[1:]
    return [tuple(tokens[i:i + 16]) for i in range(0, len(tokens), 16)]


def test_aliases_resolve():
    for alias, problem in EXPECTED.items():
        assert ALIASES[alias] == problem
    for folder in ('hust1017', 'uva1309', 'acwing169'):
        assert folder in PROBLEMS
    assert PROBLEMS['uva1309'].solution.name == PROBLEMS['acwing169'].solution.name == 'sp1110.py'


def test_sixteen_by_sixteen_folders_reuse_checked_answers():
    known = {}
    for case in samples('sp1110').glob('*.in'):
        for grid, answer in zip(grids(case.read_text()), grids(case.with_suffix('.out').read_text())):
            known[grid] = answer
    for folder in ('uva1309', 'acwing169'):
        for case in samples(folder).glob('*.in'):
            text = case.read_text()
            assert not text.split()[0].isdigit(), case          # UVA's form: no count line
            answer_text = case.with_suffix('.out').read_text()
            pairs = list(zip(grids(text), grids(answer_text)))
            assert pairs and all(known.get(g) == a for g, a in pairs), case
            if folder == 'acwing169':
                assert answer_text.endswith('\n\n') and answer_text.count('\n\n') == len(pairs)
