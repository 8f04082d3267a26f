"""The judge's parts on their own: Luogu's comparison, Python checker loading, case order."""
import sys
import types

import pytest

from judge_io import check, compare
from judge_io.cases import natural_key

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize('output, answer, same', [
    (b'1\n2\n', b'1\n2\n', True),
    (b'1 \t\r\n2\r\n\r\n\n', b'1\n2', True),
    (b'1\n2', b'1\n2\n\n\n', True),
    (b'', b'', True),
    (b'\n\n', b'', True),
    (b'1\n\n2\n', b'1\n2\n', False),
    (b'\n1\n2\n', b'1\n2\n', False),
    (b' 1\n2\n', b'1\n2\n', False),
    (b'1\n2\n', b'1\n2\n3\n', False),
    (b'1\x0c\n', b'1\n', True),
    (b'\xff\n', b'\xff', True),
    (b'\xff\n', b'\xfe\n', False),
])
def test_luogu_comparison(output, answer, same):
    assert compare.same(output, answer) is same
    assert (compare.first_difference(output, answer) is None) is same


def test_first_difference_and_show():
    assert compare.first_difference(b'1\n2\n3\n', b'1\n2\n4\n') == (3, b'4', b'3')
    assert compare.first_difference(b'1\n', b'1\n2\n') == (2, b'2', None)
    assert compare.first_difference(b'1\n2\n', b'1\n') == (2, None, b'2')
    assert compare.show(b'a\tb\r\x1b\xff') == '"a\\tb\\r\\x1b\\xff"'
    long = compare.show(b'x' * 500)
    assert len(long) < 150 and '(+400 chars)' in long
    summary, detail, _ = compare.explain(b'1 2 3 ' + b'9' * 300 + b'\n', b'1 2 3 ' + b'9' * 299 + b'8\n')
    assert 'column 306' in detail[0]
    assert all(len(line) < 200 for line in detail)


def _fake_checker(monkeypatch, name, check_function):
    module = types.ModuleType(f'judge_io.checkers.{name}')
    module.check = check_function
    monkeypatch.setitem(sys.modules, module.__name__, module)


@pytest.fixture
def files(tmp_path):
    (tmp_path / 'in').write_text('3\n')
    (tmp_path / 'ans').write_text('9\n')
    return tmp_path / 'in', tmp_path / 'ans'


def test_python_checker_verdicts(monkeypatch, files):
    seen = []

    def square(given, output, answer):
        seen.append((given, output, answer))
        ok = int(output) == int(given) ** 2
        return ('AC', 'fine') if ok else ('WA', f'{output.strip()} is not {int(given) ** 2}')

    _fake_checker(monkeypatch, 'square_test', square)
    given, answer = files
    assert check.python_checker('square_test', given, b'9\n', answer) == ('AC', 'fine')
    assert check.python_checker('square_test', given, b'8\n', answer) == ('WA', '8 is not 9')
    assert seen[0] == ('3\n', '9\n', '9\n')
    verdict, message = check.python_checker('square_test', given, b'\xff\n', answer)
    assert verdict == 'FAIL' and 'ValueError' in message     # a checker that raises is FAIL


def test_python_checker_failures(monkeypatch, files):
    given, answer = files
    verdict, message = check.python_checker('no_such_checker_module', given, b'1\n', answer)
    assert verdict == 'FAIL' and 'no module judge_io/checkers/no_such_checker_module.py' in message
    _fake_checker(monkeypatch, 'bogus_test', lambda i, o, a: ('OK', ''))
    assert check.python_checker('bogus_test', given, b'1\n', answer)[0] == 'FAIL'
    broken = types.ModuleType('judge_io.checkers.broken_test')     # no check()
    monkeypatch.setitem(sys.modules, broken.__name__, broken)
    assert check.python_checker('broken_test', given, b'1\n', answer)[0] == 'FAIL'


def test_python_checker_through_the_judge(monkeypatch, tmp_path):
    """judge_case with a registry-style checker: FAIL is the checker's, WA/AC the program's."""
    from judge_io.verdict import judge_case, python_checker
    _fake_checker(monkeypatch, 'even_test', lambda i, o, a: ('AC' if int(o) % 2 == 0 else 'WA', o))
    _fake_checker(monkeypatch, 'raises_test', lambda i, o, a: 1 / 0)
    (tmp_path / '1.in').write_text('\n')
    (tmp_path / '1.out').write_text('\n')
    run = [sys.executable, '-c']
    cases = (('print(4)', 'even_test', 'AC'), ('print(5)', 'even_test', 'WA'),
             ('print(4)', 'raises_test', 'FAIL'), ('raise SystemExit(1)', 'raises_test', 'RE'))
    for source, name, want in cases:
        r = judge_case('1', run + [source], tmp_path / '1.in', tmp_path / '1.out', 5, 1 << 20,
                       python_checker(name))
        assert r.verdict == want, (source, name, r)
        if want == 'FAIL':
            assert 'ZeroDivisionError' in r.message and 'not the program' in r.message


def test_natural_key():
    names = ['10', '9', 'x10', 'x9', 'X1', '1', 'sample2', 'sample10', 'sample1', 'a']
    assert sorted(names, key=natural_key) == \
        ['1', '9', '10', 'a', 'sample1', 'sample2', 'sample10', 'X1', 'x9', 'x10']


def test_memory_is_not_the_judges(tmp_path):
    """A judge holding 200 MB spawns a small program: its peak is the program's, not 200 MB
    (wait4's ru_maxrss alone would say 200 MB: Linux folds the pre-exec image into it)."""
    from judge_io.run import run
    (tmp_path / 'in').write_bytes(b'')
    ballast = b'x' * (200 << 20)
    r = run([sys.executable, '-c', 'print(1)'], tmp_path / 'in', 5, 100 << 10)
    assert r.stdout == b'1\n' and r.exit_code == 0
    assert 0 < r.memory < 60 << 10, r.memory
    big = run([sys.executable, '-c', 's = b"y" * (250 << 20); print(len(s))'], tmp_path / 'in',
              5, 1 << 20)
    assert 250 << 10 < big.memory < 400 << 10, big.memory     # above the judge's: exact
    del ballast
