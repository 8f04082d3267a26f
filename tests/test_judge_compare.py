"""The comparison (--compare modes, Luogu's rule, testlib's wcmp) and the explanation of a WA."""
import random
import time

import pytest

from judge_io import compare, explain
from tests.judge_util import cases, judge, judge_json, program, verdicts

pytestmark = pytest.mark.timeout(60)


def _case(tmp_path, output_code, answer, given='\n'):
    """A program that writes what output_code writes, on one case whose answer is `answer`."""
    return (program(tmp_path, 'import sys\nw = sys.stdout.buffer.write\n' + output_code),
            cases(tmp_path, {'1': (given, answer)}))


# Luogu's rule: blanks at line ends (spaces, the \r of CRLF, NUL) and blank lines at the
# end of the file do not count, on either side.
@pytest.mark.parametrize('output, answer', [
    (b'1 2\n3\n', b'1 2\n3\n'),
    (b'1 2   \n3\x00 \n', b'1 2\n3\n'),         # trailing spaces and NUL
    (b'1 2\n3', b'1 2\n3\n'),                  # no final newline
    (b'1 2\r\n3\r\n', b'1 2\n3\n'),            # CRLF
    (b'1 2\n3\n\n\n  \n', b'1 2\n3\n'),        # empty (and blank) lines at the end
    (b'1 2\n3\n', b'1 2 \r\n3\r\n\r\n'),       # the answer file's own trailing whitespace
    (b'', b'\n\n'),                            # nothing at all
], ids=['same', 'trailing-spaces', 'no-final-newline', 'crlf', 'empty-lines-at-end',
        'answer-trailing', 'empty'])
def test_ac_ignores_line_end_whitespace(tmp_path, output, answer):
    status, report, _ = judge_json(*_case(tmp_path, f'w({output!r})', answer))
    assert (status, verdicts(report)) == (0, ['AC'])


@pytest.mark.parametrize('output, answer', [
    (b'1 2\n4\n', b'1 2\n3\n'),                # wrong number
    (b'1 2\n', b'1 2\n3\n'),                   # missing line
    (b'1 2\n3\n4\n', b'1 2\n3\n'),             # extra line
    (b' 1 2\n3\n', b'1 2\n3\n'),               # leading space
    (b'1  2\n3\n', b'1 2\n3\n'),               # space inside a line
    (b'1 2\n\n3\n', b'1 2\n3\n'),              # empty line before the end
    (b'1 2 3\n', b'1 2\n3\n'),                 # a line break is not a space
    (b'1 2\t\n3\n', b'1 2\n3\n'),              # a tab at a line end counts on Luogu
], ids=['wrong-number', 'missing-line', 'extra-line', 'leading-space', 'inner-space',
        'inner-empty-line', 'joined-lines', 'trailing-tab'])
def test_wa(tmp_path, output, answer):
    status, report, _ = judge_json(*_case(tmp_path, f'w({output!r})', answer))
    assert (status, verdicts(report)) == (1, ['WA'])
    message = report['cases'][0]['message']
    assert message.startswith(('On line ', 'Too ')) and '(line ' in message
    assert report['cases'][0]['difference']['luogu'] == message.split(' (line ')[0]


# What Luogu's published checker (luogu-dev/judge-env, checker/src/noip-checker.cpp, built
# outside the kit) answered on these pairs, its "wrong answer "/"ok " prefix left out. Its
# line numbers are its own: "Too long" names the line after an answer's line that ended.
LUOGU_SAYS = [
    (b'1 2\n3\n', b'1 2\n4\n', 'On line 2 column 1, read 3, expected 4.'),
    (b'1 2\n', b'1 2\n3\n', 'Too short on line 2.'),
    (b'1 2', b'1 2\n3\n', 'Too few lines.'),
    (b'1 2\n3\n4\n', b'1 2\n3\n', 'Too long on line 3.'),
    (b'12\n', b'1\n', 'Too long on line 2.'),
    (b'12', b'1', 'Too long on line 1.'),
    (b'1\n', b'12\n', 'Too short on line 1.'),
    (b'1', b'12', 'Too short on line 1.'),
    (b'1\t\n', b'1\n', 'Too long on line 2.'),
    (b'1\x00\n', b'1\n', None),
    (b'1\n\t\n', b'1\n', 'Too long on line 2.'),
    (b'1\n\x0b\n', b'1\n', 'Too long on line 2.'),
    (b'1\x0c', b'1\n', 'Too long on line 2.'),
    (b'1\r\n2\r\n', b'1\n2\n', None),
    (b' 1\n', b'1\n', 'On line 1 column 1, read (ASCII 32), expected 1.'),
    (b'1  2\n', b'1 2\n', 'On line 1 column 3, read (ASCII 32), expected 2.'),
    (b'1\n\n2\n', b'1\n2\n', 'Too short on line 2.'),
    (b'', b'1\n', 'Too short on line 1.'),
    (b'1\n2\n', b'', 'Too long on line 1.'),
    (b'\xff\n', b'1\n', 'On line 1 column 1, read (ASCII -1), expected 1.'),
    (b'a\tb\n', b'a b\n', 'On line 1 column 2, read (ASCII 9), expected  .'),
    (b'1 \n', b'1\n2\n', 'Too short on line 2.'),
    (b'1 ', b'1\n2\n', 'Too few lines.'),
    (b'1\n2 x\n', b'1\n2\n', 'Too long on line 3.'),
    (b'1\n2\n', b'1\n2 \x00\r\n\n \r\n', None),
]


@pytest.mark.parametrize('output, answer, words', LUOGU_SAYS)
def test_luogu_words(output, answer, words):
    """Each of Luogu's five sentences, its line count and its way of writing a byte."""
    d = compare.luogu_difference(output, answer)
    assert (d and d.words) == words
    assert compare.same(output, answer) is (words is None)


def test_luogu_places_the_difference():
    """Beside Luogu's words, the line the difference is on and the two lines."""
    d = compare.luogu_difference(b'12\n', b'1\n')
    assert (d.words, d.line, d.expected, d.got) == ('Too long on line 2.', 1, b'1', b'12')
    d = compare.luogu_difference(b'1\n2\n\n \n5\n', b'1\n2\n')
    assert (d.words, d.line, d.expected, d.got) == ('Too many lines.', 5, None, b'5')
    d = compare.luogu_difference(b'1', b'1\n\n3 \n')
    assert (d.words, d.line, d.expected, d.got) == ('Too few lines.', 3, b'3', None)
    d = compare.luogu_difference(b'1 2 3 \r\n', b'1 2 4\n')
    assert (d.words, d.line, d.column, d.expected, d.got) == \
        ('On line 1 column 5, read 3, expected 4.', 1, 5, b'1 2 4', b'1 2 3')


def _luogu_rule(output: bytes, answer: bytes) -> bool:
    """The rule as issue 18 writes it, the plain way: lines in bytes; at a line end and in
    the lines at the end, only space, \\r and NUL are blank."""
    def view(text):
        lines = [line.rstrip(b' \r\x00') for line in text.split(b'\n')]
        while lines and not lines[-1]:
            lines.pop()
        return lines
    return view(output) == view(answer)


PIECES = [b'1', b'23', b' ', b'\t', b'\r', b'\x00', b'\x0b', b'\x0c', b'\n', b'\n', b'\n\n',
          b'\r\n', b'  \n', b'\xe5\x85\xab']


def test_random_outputs_against_the_rule():
    """Random answers, and outputs that differ from them in blanks (tabs, \\r, NUL, \\v,
    \\f), blank lines and final newlines: the judge agrees with the rule on every one,
    and its words say so. The old rule (tab, \\v, \\f blank; NUL not) disagreed with
    Luogu on 1,344 of these 4,000 pairs."""
    rnd = random.Random(18)
    blanks = [b' ', b'\t', b'\r', b'\x00', b'\x0b', b'\x0c', b'\n', b'']
    old_disagrees = 0
    for _ in range(4000):
        answer = b''.join(rnd.choice(PIECES) for _ in range(rnd.randint(0, 12)))
        lines = answer.split(b'\n')
        if rnd.random() < 0.7:      # the same lines with blanks added at their ends
            lines = [line + b''.join(rnd.choice(blanks[:-2]) for _ in range(rnd.randint(0, 2)))
                     for line in lines]
            output = b'\n'.join(lines) + b''.join(rnd.choice(blanks) for _ in range(rnd.randint(0, 3)))
        else:
            output = b''.join(rnd.choice(PIECES) for _ in range(rnd.randint(0, 12)))
        want = _luogu_rule(output, answer)
        assert compare.same(output, answer) is want, (output, answer)
        d = compare.luogu_difference(output, answer)
        assert (d is None) is want, (output, answer, d)
        if d is not None:
            assert d.words.startswith(('On line ', 'Too short on line ', 'Too long on line ',
                                       'Too few lines.', 'Too many lines.'))
        old = (b'\n'.join(l.rstrip(b' \t\r\x0b\x0c') for l in output.split(b'\n')).rstrip(b' \t\r\x0b\x0c\n')
               == b'\n'.join(l.rstrip(b' \t\r\x0b\x0c') for l in answer.split(b'\n')).rstrip(b' \t\r\x0b\x0c\n'))
        old_disagrees += old != want
    assert old_disagrees > 1000


@pytest.mark.parametrize('output, answer, same, words', [
    (b'1 2\n3\n', b'1\t2 3', True, None),
    (b'1 2\n', b'1 2 3\n', False, 'Unexpected EOF in the participants output'),
    (b'1 2 3 4', b'1 2 3\n', False, 'Participant output contains extra tokens'),
    (b'1 5 3', b'1 2 3', False, "2nd words differ - expected: '2', found: '5'"),
    (b'1 2\x0b3', b'1 2 3', False, "2nd words differ - expected: '2', found: '2\\x0b3'"),
    (b'1\x0c', b'1', False, "1st words differ - expected: '1', found: '1\\x0c'"),
    (b'0 0 0 0 0 0 0 0 0 0 9', b'0 0 0 0 0 0 0 0 0 0 8', False, "11th words differ"),
])
def test_codeforces_is_testlibs_wcmp(tmp_path, output, answer, same, words):
    """--compare codeforces: testlib's wcmp, blanks are space, tab, CR, LF (not \\v, \\f)."""
    assert compare.same(output, answer, ('codeforces', None)) is same
    assert compare.same(output, answer, compare.parse_mode('wcmp')) is same
    if not same:
        summary, _, difference = explain.explain(output, answer, ('codeforces', None))
        assert summary.startswith(words) and difference['testlib'] == summary


def test_wa_explanation(tmp_path):
    solution, folder = _case(tmp_path, "w(b'1\\n2  \\n7\\n4')", '1\n2\n3\n4\n')
    done = judge('test', 'p1219', '--solution', solution, '--cases', folder)
    assert done.returncode == 1
    out = done.stdout
    assert 'On line 3 column 1, read 7, expected 3. (line 3: expected "3", got "7")' in out
    assert 'WA' in out and 'line 3' in out and 'column 1' in out
    assert 'expected: "3"' in out and 'got:      "7"' in out
    assert '[+2 trailing spaces]' in out
    assert 'no final newline' in out
    assert 'hint' not in out                    # 7 is not 3 under any whitespace rule
    assert '\033[' not in out                   # no colour into a pipe
    assert out.splitlines()[-1].startswith('AC 0 of 1 (WA 1)')


def test_wa_missing_line_and_whitespace_hint(tmp_path):
    solution, folder = _case(tmp_path, "w(b'1 2 3\\n')", '1 2\n3\n')
    out = judge('test', 'p1219', '--solution', solution, '--cases', folder).stdout
    assert 'line 1: expected "1 2", got "1 2 3"' in out
    assert 'hint: it would pass if whitespace were ignored' in out
    solution, folder = _case(tmp_path, "w(b'1\\n')", '1\n2\n')
    out = judge('test', 'p1219', '--solution', solution, '--cases', folder).stdout
    assert 'line 2: expected "2", got end of output' in out


def test_wa_long_output_shows_head_and_tail(tmp_path):
    solution, folder = _case(tmp_path, "w(''.join(f'{i}\\n' for i in range(1000)).encode())",
                             ''.join(f'{i}\n' for i in range(999)) + 'last\n')
    out = judge('test', 'p1219', '--solution', solution, '--cases', folder).stdout
    assert 'line 1000: expected "last", got "999"' in out
    assert '990 lines not shown' in out
    assert '|' in out and '500|' not in out
    assert len(out.splitlines()) < 40


def test_non_utf8_output(tmp_path):
    solution, folder = _case(tmp_path, "w(b'\\xff\\xfe \\x1b[31m\\x00\\n')", '3\n')
    done = judge('test', 'p1219', '--solution', solution, '--cases', folder)
    assert done.returncode == 1 and 'Traceback' not in done.stderr
    assert 'got:      "\\xff\\xfe \\x1b[31m\\x00"' in done.stdout
    assert '\x1b' not in done.stdout and '\x00' not in done.stdout
    status, report, _ = judge_json(solution, folder)
    assert status == 1 and '\\xff\\xfe' in report['cases'][0]['message']
    # the bytes are compared as bytes: the same non-UTF-8 answer is AC
    (folder / '1.out').write_bytes(b'\xff\xfe \x1b[31m\x00\n')
    status, report, _ = judge_json(solution, folder)
    assert (status, verdicts(report)) == (0, ['AC'])


@pytest.mark.parametrize('mode, output, answer, verdict', [
    ('exact', b'1 2\n', b'1 2\n', 'AC'),
    ('exact', b'1 2 \n', b'1 2\n', 'WA'),
    ('luogu', b'1 2 \n', b'1 2\n', 'AC'),
    ('tokens', b'1\n2  3', b'1 2 3\n', 'AC'),
    ('tokens', b'1 2 4', b'1 2 3\n', 'WA'),
    ('float:1e-6', b'0.3333333 2\n', b'0.333333333 2\n', 'AC'),
    ('float:1e-6', b'1000000.5\n', b'1000000.0\n', 'AC'),         # relative
    ('float:1e-6', b'0.334\n', b'0.333333\n', 'WA'),
    ('float:1e-6', b'nan\n', b'1\n', 'WA'),
    ('float:1e-6', b'1 2\n', b'1\n', 'WA'),
], ids=lambda v: v.decode() if isinstance(v, bytes) else str(v))
def test_compare_modes(tmp_path, mode, output, answer, verdict):
    solution = program(tmp_path, f'import sys\nsys.stdout.buffer.write({output!r})\n')
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', answer)}), '--compare', mode)
    assert verdicts(report) == [verdict], report['cases'][0]['message']
    assert report['compare'].split(':')[0] == mode.split(':')[0]


def test_wa_report_shows_input_and_the_difference(tmp_path):
    solution = program(tmp_path, """
        import sys
        n = int(sys.stdin.readline())
        for i in range(1, n + 1):
            print(i * i if i != 40 else 0)
    """)
    folder = cases(tmp_path, {'1': ('60\nsecond input line\n', ''.join(f'{i * i}\n' for i in range(1, 61)))})
    done = judge('test', 'p1219', '--solution', solution, '--cases', folder)
    out = done.stdout
    assert 'line 40: expected "1600", got "0"' in out
    assert 'input (2 lines)' in out and '"second input line"' in out
    assert 'around it' in out and '1521' in out and '1681' in out     # lines 39 and 41
    assert 'output saved in' in out
    status, report, _ = judge_json(solution, folder)
    case = report['cases'][0]
    assert case['difference'] == {'line': 40, 'expected': '1600', 'got': '0',
                                  'luogu': 'On line 40 column 1, read 0, expected 1.'}
    assert case['input'].endswith('1.in') and case['answer'].endswith('1.out')
    with open(case['output']) as f:
        assert f.read().splitlines()[39] == '0'


@pytest.mark.parametrize('output, answer, same', [
    (b'1\n2\n', b'1\n2\n', True),
    (b'1 \x00\r\n2\r\n\r\n\n', b'1\n2', True),
    (b'1\n2', b'1\n2\n\n\n', True),
    (b'', b'', True),
    (b'\n\n', b'', True),
    (b'1\n\n2\n', b'1\n2\n', False),
    (b'\n1\n2\n', b'1\n2\n', False),
    (b' 1\n2\n', b'1\n2\n', False),
    (b'1\n2\n', b'1\n2\n3\n', False),
    (b'1\x0c\n', b'1\n', False),      # \f, \v and tab at a line end count on Luogu
    (b'1\x0b\n', b'1\n', False),
    (b'1\t\n', b'1\n', False),
    (b'1\x00\n', b'1\n', True),      # NUL does not
    (b'1\n\x00\r \n', b'1', True),
    (b'1\n\t\n', b'1', False),
    (b'\xff\n', b'\xff', True),
    (b'\xff\n', b'\xfe\n', False),
])
def test_luogu_comparison(output, answer, same):
    assert compare.same(output, answer) is same
    assert (compare.luogu_difference(output, answer) is None) is same


def test_difference_and_show():
    d = compare.luogu_difference(b'1\n2\n3\n', b'1\n2\n4\n')
    assert (d.line, d.expected, d.got) == (3, b'4', b'3')
    d = compare.luogu_difference(b'1\n', b'1\n2\n')
    assert (d.line, d.expected, d.got) == (2, b'2', None)
    d = compare.luogu_difference(b'1\n2\n', b'1\n')
    assert (d.line, d.expected, d.got) == (2, None, b'2')
    d = compare.luogu_difference(b'1\n\n2\n', b'1\n2\n')
    assert (d.words, d.line, d.expected, d.got) == ('Too short on line 2.', 2, b'2', b'')
    assert explain.show(b'a\tb\r\x1b\xff') == '"a\\tb\\r\\x1b\\xff"'
    long = explain.show(b'x' * 500)
    assert len(long) < 150 and '(+400 chars)' in long
    summary, detail, _ = explain.explain(b'1 2 3 ' + b'9' * 300 + b'\n', b'1 2 3 ' + b'9' * 299 + b'8\n')
    assert 'column 306' in detail[0]
    assert all(len(line) < 200 for line in detail)


@pytest.mark.slow
@pytest.mark.timeout(300)    # CPU time is what it bounds; 64 MB strings take long on a loaded machine
def test_comparison_is_linear():
    """64 MB of newlines took 5.8 s of the judge's CPU to compare; now well under 1 s."""
    lines = b'\n' * (64 << 20)
    start = time.process_time()
    assert compare.same(lines, lines + b'\n\n')
    assert not compare.same(lines, lines + b'x')
    assert time.process_time() - start < 1.5
    start = time.process_time()
    summary, detail, _ = explain.explain(lines + b'1\n', lines + b'2\n')
    assert f'line {(64 << 20) + 1}' in summary
    spaces = b'12345      \n' * (1 << 20)        # many trailing spaces on every line
    assert compare.same(spaces, spaces.replace(b' ', b''))
    assert time.process_time() - start < 3.0
