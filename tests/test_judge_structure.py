"""The judge's own structure (issue 26, item 8): judge.py and interact.py do not import each
other, the supervisor's modules (judge_io/supervisor/) import nothing of judge_io outside
their folder, and no module of the judge is over 300 lines."""
import ast
import sys

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


def _outside(path, folder):
    """The imports of a file of `folder` (a package of judge_io) that reach a judge_io
    module outside it: relative ones climbing out of it, absolute ones naming judge_io."""
    package = ['judge_io', folder.name]
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level:
            target = package[:len(package) - node.level + 1] if node.level <= len(package) else []
            names = [(node.module or '').split('.')] if node.module else [[a.name] for a in node.names]
            found += ['.'.join(target + n) for n in names if target != package]
        else:
            if isinstance(node, ast.ImportFrom):
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            found += [n for n in names if n.split('.')[0] == 'judge_io'
                      and n.split('.')[:2] != package]
    return found


def test_supervisor_imports_nothing_outside_its_folder():
    """The supervisor runs as a script (`python -S -E supervise.py`) and imports its
    siblings by name: none of them may import the rest of judge_io."""
    folder = JUDGE_IO / 'supervisor'
    modules = sorted(folder.glob('*.py'))
    assert {p.name for p in modules} >= {'supervise.py', 'cell.py', 'jail.py', 'namespaces.py',
                                          'launch.py', 'measure.py', 'procfs.py'}
    outside = {p.name: found for p in modules if (found := _outside(p, folder))}
    assert outside == {}, outside
    # what a script imports by bare name is a sibling, the standard library or PyPy's _cffi_backend
    siblings = {p.stem for p in modules}
    stdlib = set(getattr(sys, 'stdlib_module_names', ()))
    for p in modules if hasattr(sys, 'stdlib_module_names') else ():     # Python 3.10+
        for node in ast.walk(ast.parse(p.read_text())):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module] if isinstance(node, ast.ImportFrom) and not node.level else [])
            strays = [n for n in names if n.split('.')[0] not in siblings | stdlib | {'_cffi_backend'}]
            assert strays == [], (p.name, strays)


def test_no_judge_module_over_300_lines():
    long = {str(p.relative_to(JUDGE_IO)): n for p in JUDGE_IO.rglob('*.py')
            if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert long == {}, long
