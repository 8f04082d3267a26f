"""Malformed bytes, for every solution in solutions/ (issue 27), built from each problem's
own statement sample so that a solution reading carelessly fails here:

- a UTF-8 BOM before the input is skipped: the same answer as the clean input;
- CRLF line ends, trailing spaces, blank lines and no final newline: the same answer;
- a truncated input (cut inside a case: for inputs read to the end, a partial last case is
  an error, not a shorter input) and one that is not in the format (a byte replaced by
  '?', binary junk): one line on stderr, exit status 1, nothing on stdout, no traceback;
- the empty input: refused where the format has a count or a single instance, no output
  at all where it is a list of cases read to the end (zero cases).
Every solution but dlx.py reads with the same two functions, words() and fail(), checked
here to be identical to the template's.

The variants run in one process per solution and interpreter (tests/batch.py, which
reports an exception as a process would: status 1, a traceback on stderr); the junk input
also runs as a real process, so the `__main__` path is checked too.
"""
import ast
import re
import subprocess
import sys

import pytest

from tests.batch import run_batch
from tests.util import PYTHONS, SOLUTIONS, run_solution, samples, solution

BOM = b'\xef\xbb\xbf'
JUNK = b'\x00\x01\xff?? junk\n'
# Knuth's format takes any word for an item name, so junk there is a name with ':' in it
JUNK_FOR = {'dlx': b'A:x B\nA B\n'}
IDIOM = ('words', 'fail')           # the shared reading functions, as in solutions/template.py

# id: (its statement sample, how to cut it inside a case, the empty input's expected stdout
# (None: refused)). The default cut keeps the first half of the bytes.
HALF = None
PROBLEMS = {
    'abc322d': ('abc322d/statement-1.in', HALF, None),
    'abc345d': ('abc345d/statement-1.in', HALF, None),
    'cses1624': ('cses1624/statement.in', HALF, None),
    'dlx': ('dlx/queens-6.in', 'r0 c0 a0 b5\nr0 c', None),   # cut inside a name: c is no item
    'fzu1686': ('fzu1686/statement.in', 'three quarters', b''),            # half is exactly case 1
    'hdu2295': ('hdu2295/statement.in', HALF, None),
    'hdu4069': ('hdu4069/statement.in', HALF, None),
    'hdu5046': ('hdu5046/statement.in', HALF, None),
    'hust1017': ('hust1017/statement.in', HALF, b''),
    'kanoodle': ('kanoodle/challenge-3a.in', HALF, None),
    'p1074': ('p1074/statement-1.in', HALF, None),
    'p1219': ('p1219/n06.in', 'nothing', None),                            # one number: only all of it
    'p1784': ('p1784/statement.in', HALF, None),
    'p4205': ('p4205/statement.in', HALF, None),
    'p4929': ('p4929/1.in', HALF, None),
    'poj2676': ('poj2676/statement.in', HALF, None),
    'poj3074': ('poj3074/statement.in', HALF, b''),
    'repcover': ('repcover/overlap.in', HALF, None),
    'sp1110': ('sp1110/statement.in', HALF, b''),                        # UVA 1309's form: to the end
    'sudokunique': ('sudokunique/statement.in', HALF, b''),
    'template': ('p4929/1.in', HALF, None),
    'uva1603': ('uva1603/statement.in', HALF, None),
    'zoj3209': ('zoj3209/statement.in', HALF, None),
}
XFAIL = {}


def sample(problem_id):
    name = PROBLEMS[problem_id][0]
    return samples(name.split('/')[0]).joinpath(name.split('/')[1]).read_bytes()


def messy(clean):
    """CRLF, two trailing spaces on every line, a blank line between lines, no final newline."""
    return b'\r\n\r\n'.join(line + b'  ' for line in clean.splitlines())


def truncated(problem_id, clean):
    cut = PROBLEMS[problem_id][1]
    if cut is HALF:
        return clean[:len(clean) // 2]
    if cut == 'three quarters':
        return clean[:len(clean) * 3 // 4]
    if cut == 'nothing':
        return b''
    at = clean.index(cut.encode())          # an explicit prefix of the clean input
    return clean[:at + len(cut)]


def garbled(clean):
    """The clean input with the first byte of its middle word replaced by '?' (for dlx, a
    word of an option: an item it never named)."""
    words = list(re.finditer(rb'\S+', clean))
    at = words[len(words) // 2].start()
    return clean[:at] + b'?' + clean[at + 1:]


VARIANTS = ('clean', 'bom', 'messy', 'truncated', 'garbled', 'junk', 'empty')


def inputs(problem_id):
    clean = sample(problem_id)
    return {'clean': clean, 'bom': BOM + clean, 'messy': messy(clean),
            'truncated': truncated(problem_id, clean), 'garbled': garbled(clean),
            'junk': JUNK_FOR.get(problem_id, JUNK), 'empty': b''}


def results(problem_id, python):
    """{variant: (status, stdout bytes, stderr text)}, one process for all variants."""
    given = inputs(problem_id)
    got = run_batch(problem_id, [given[v].decode('latin-1') for v in VARIANTS], python, timeout=300)
    return {v: (status, out.encode('latin-1'), err) for v, (status, out, err) in zip(VARIANTS, got)}


def refused(result):
    status, out, err = result
    return status == 1 and out == b'' and err.count('\n') == 1 and 'Traceback' not in err


PYTHON_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]


def params():
    for problem_id in sorted(PROBLEMS):
        for variant in VARIANTS[1:]:
            mark = [pytest.mark.xfail(reason=XFAIL[problem_id, variant], strict=True)] \
                if (problem_id, variant) in XFAIL else []
            yield pytest.param(problem_id, variant, marks=mark, id=f'{problem_id}-{variant}')


def test_every_solution_is_here():
    assert sorted(p.stem for p in SOLUTIONS.glob('*.py')) == sorted(PROBLEMS)


@pytest.mark.timeout(600)
@pytest.mark.parametrize('python', PYTHONS, ids=PYTHON_IDS)
@pytest.mark.parametrize('problem_id, variant', list(params()))
def test_malformed_bytes(problem_id, variant, python, once):
    # one batch a solution and interpreter for the whole run (its six variants' tests may
    # run in different pytest-xdist workers)
    got = once(f'malformed-{problem_id}-{PYTHON_IDS[PYTHONS.index(python)]}', lambda: results(problem_id, python))
    status, out, err = got['clean']
    assert status == 0 and out and not err.strip(), f'the clean sample fails: {got["clean"]}'
    if variant in ('bom', 'messy'):
        assert got[variant] == got['clean'], f'{variant}: {got[variant]}'
    elif variant == 'empty' and PROBLEMS[problem_id][2] is not None:
        assert got[variant][:2] == (0, PROBLEMS[problem_id][2]), got[variant]
    else:
        assert refused(got[variant]), f'{variant} not refused in one line: {got[variant]}'


@pytest.mark.parametrize('problem_id', sorted(PROBLEMS))
def test_junk_as_a_process(problem_id):
    """The junk input through the file's own __main__: exit 1, one line, no traceback."""
    done = run_solution(problem_id, JUNK_FOR.get(problem_id, JUNK))
    assert refused((done.returncode, done.stdout, done.stderr.decode(errors='replace'))), done


def idiom(problem_id):
    tree = ast.parse(solution(problem_id).read_text())
    found = {f.name: ast.dump(f) for f in tree.body if isinstance(f, ast.FunctionDef)}
    return {name: found.get(name) for name in IDIOM}


@pytest.mark.parametrize('problem_id', sorted(set(PROBLEMS) - {'template', 'dlx'}))
def test_the_reading_idiom_is_the_templates(problem_id):
    """words() and fail() are the template's, verbatim (docstrings included); dlx.py reads
    Knuth's line format with its own parser (its own errors, files and options)."""
    assert idiom(problem_id) == idiom('template')


def test_the_idiom_check_can_fail():
    template = idiom('template')
    assert None not in template.values()
    changed = solution('template').read_text().replace("b'\\xef\\xbb\\xbf'", "b'\\xef\\xbb'")
    tree = ast.parse(changed)
    assert {f.name: ast.dump(f) for f in tree.body if isinstance(f, ast.FunctionDef)}['words'] != template['words']


def test_a_careless_reader_fails_here(tmp_path):
    """The test catches what it is for: the template's old main() (split, int, slice)
    takes a BOM for garbage and a truncated matrix for a smaller one."""
    careless = ("import sys\ndata = sys.stdin.buffer.read().split()\n"
                "n, m = int(data[0]), int(data[1])\ncells = data[2:2 + n * m]\n"
                "print(sum(c == b'1' for c in cells))\n")
    path = tmp_path / 'careless.py'
    path.write_text(careless)
    clean = sample('p4929')
    runs = [subprocess.run([sys.executable, str(path)], input=given, capture_output=True)
            for given in (BOM + clean, truncated('p4929', clean))]
    assert runs[0].returncode == 1 and b'Traceback' in runs[0].stderr       # the BOM
    assert runs[1].returncode == 0 and runs[1].stdout                        # a silent answer
    assert not refused((runs[1].returncode, runs[1].stdout, runs[1].stderr.decode()))
