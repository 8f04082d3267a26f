"""The judge's own structure (issue 26, item 8): judge.py and interact.py do not import each
other, and no module of the judge is over 300 lines."""
import ast

from tests.util import ROOT

JUDGE_IO = ROOT / 'judge_io'
MAX_LINES = 300


def _imports(path):
    """The judge_io modules a file imports (relative imports, by module name)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level:
            if node.module:
                names.add(node.module.split('.')[-1])
            else:
                names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(alias.name.split('.')[-1] for alias in node.names
                         if alias.name.startswith('judge_io'))
    return names


def test_judge_and_interact_do_not_import_each_other():
    assert 'interact' not in _imports(JUDGE_IO / 'judge.py')
    assert 'judge' not in _imports(JUDGE_IO / 'interact.py')



def test_no_judge_module_over_300_lines():
    long = {str(p.relative_to(JUDGE_IO)): n for p in JUDGE_IO.rglob('*.py')
            if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert long == {}, long
