"""Every command the READMEs and the docs show runs as written (issue 28).

The command lines are those of the ```sh blocks of README.md, README.zh-CN.md, docs/*.md
and docs/zh/*.md. Each is one of three kinds:

- runnable: run as written, with bash, in a copy of the kit's files (tmp_path), in
  order, each distinct line once (its comment aside); a line `NAME=$(mktemp -d)` sets a
  folder of the reader's own that the lines after it use ($NAME). It must exit 0 (a judge's `test` may also exit 1: a
  verdict, not a broken command), print no traceback, and leave the copy as it was: an
  example reads the kit's files and writes only in a folder it makes (mktemp -d), never
  a fixed /tmp path (another user's leftovers there cannot be overwritten). `judge-io` is what `pip
  install .` puts on PATH (pyproject.toml's judge_io.cli:main); here a wrapper runs it.
  A comment that is only a number (`# 92`) is what the line prints.
- a placeholder: it names a file or folder the reader brings (PLACEHOLDERS, each with
  its reason). It is not run; its programs must exist and take its options (--help).
- long: it runs for minutes, or until Ctrl-C (LONG, each with its reason and the check
  made instead: `make -n`, or its programs and options as for a placeholder).

The quick test checks every line's programs, files and options; the slow one runs the
runnable lines.
"""
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests.util import ROOT

PAGES = [ROOT / 'README.md', ROOT / 'README.zh-CN.md'] + sorted((ROOT / 'docs').glob('*.md')) \
    + sorted((ROOT / 'docs' / 'zh').glob('*.md'))
SH = re.compile(r'^ *```(?:sh|bash|shell|console)\n(.*?)^ *```', re.M | re.S)

# what the reader brings: a line naming one is checked, not run
PLACEHOLDERS = {
    'my.py': "the reader's solution", 'yours.py': "the reader's solution (exercises)",
    'x.py': "the reader's program", 'java Main': "the reader's Java program",
    './a.out': "the reader's compiled program", 'my_cases/': "the reader's case folder",
    'tests/': "the reader's case folder (the kit's own tests/ is pytest's)",
    'data/': "the reader's data package (the kit's data/ holds no cases)",
    './mychecker': "the reader's checker", 'gen.py': "the reader's generator",
    './brute': "the reader's brute force", 'contest/': 'where listen writes what the browser sends',
    'game/': "an interactive problem's cases", 'guess.py': "the reader's interactive solution",
    'interactor.py': "the reader's interactor", './interactor': "the reader's interactor",
    './check': "the reader's checker", 'puzzle.dlx': "the reader's instance (dlx-format.md)",
    'my.in': "the reader's matrix", 'broken.py': "the reader's broken copy (exercise 6)",
    '<problem>': 'any problem ID',
}
# too long to run here, or waiting for input: what is checked instead
LONG = {
    'make judge': ('every solution on every sample: CI runs it (.ci/run)', 'make -n'),
    'make test': ('the whole suite, this test included', 'make -n'),
    'pentominoes.py 6 10': ('about half a minute of PyPy3 (make bench-full measures it)', 'help'),
    'judge-io listen': ('waits for the browser until Ctrl-C', 'help'),
}
TOOLS = {'pypy3': 'pypy3', 'g++': 'g++', '/sudoku': 'g++'}    # a line using one needs it
# a folder of the reader's own: `d=$(mktemp -d)`, used by the lines after it as $d
ASSIGN = re.compile(r'^[A-Za-z_]\w*=\$\(mktemp -d\)$')


def command_lines():
    """[(page, line)] of every ```sh block, comments and blank lines left out, in page
    order, each distinct line once (its code and the number its comment promises). Lines
    that use a variable go by page: each page makes its own folder with `d=$(mktemp -d)`,
    so a page's are kept together, or left out together where an earlier page showed the
    same ones (a Chinese page's twin): one left out alone would leave its folder empty."""
    seen, pages_lines, found = set(), set(), []
    for page in PAGES:
        lines = [line.strip() for body in SH.findall(page.read_text(encoding='utf-8'))
                 for line in body.splitlines()]
        lines = [(line, code_of(line), promised(line)) for line in lines if line and not line.startswith('#')]
        own = tuple((code, said) for _, code, said in lines if '$' in code)
        twin = own in pages_lines
        pages_lines.add(own)
        for line, code, said in lines:
            key = (page, code, said) if '$' in code else (code, said)
            if key not in seen and not ('$' in code and twin):
                seen.add(key)
                found.append((page.relative_to(ROOT), line))
    return found


def promised(line):
    """The number a line's comment says its output shows (`... # 92`), or ''."""
    said = line.split(' # ')[1].strip() if ' # ' in line else ''
    return said if re.fullmatch(r'\d+', said) else ''


def code_of(line):
    """The line without its trailing comment."""
    return ' '.join(shlex.quote(t) for t in shlex.split(line, comments=True))


LINES = command_lines()


def placeholders(line):
    code = line.split(' #')[0]
    return [p for p in PLACEHOLDERS if re.search(r'(?<![\w./-])' + re.escape(p) + r'(?![\w/-])', code)]


def long_reason(line):
    return next((v for k, v in LONG.items() if k in line.split(' #')[0]), None)


def segments(line):
    """The commands of a pipeline: token lists, redirections split off."""
    tokens = shlex.split(line, comments=True)
    parts, cur = [], []
    for t in tokens:
        if t == '|':
            parts.append(cur)
            cur = []
        else:
            cur.append(t)
    parts.append(cur)
    return parts


def program_and_options(tokens):
    """(argv of the program's --help, its --options used, files it reads) for one command."""
    options = [t.split('=')[0] for t in tokens if t.startswith('--') and t != '--help']
    files = [tokens[i + 1] for i, t in enumerate(tokens[:-1]) if t == '<']
    head = tokens[0]
    if head in ('python3', 'pypy3'):
        if tokens[1] == '-m':
            sub = [t for t in tokens[3:4] if not t.startswith('-')]
            return [sys.executable, '-m', tokens[2]] + sub + ['--help'], options, files
        return [sys.executable, tokens[1], '--help'], options, files + [tokens[1]]
    if head == 'judge-io':
        sub = [t for t in tokens[1:2] if not t.startswith('-')]
        return [sys.executable, '-m', 'judge_io'] + sub + ['--help'], options, files
    return None, options, files


HELP = {}


def help_text(argv):
    key = tuple(argv)
    if key not in HELP:
        done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=60)
        HELP[key] = (done.returncode, done.stdout + done.stderr)
    return HELP[key]


def problems_of(line):
    """What is wrong with a line's programs, files and options, checked without running it."""
    found = []
    if ASSIGN.match(line.split(' #')[0].strip()):
        return found
    for tokens in segments(line):
        if not tokens:
            return ['an empty command in a pipeline']
        if tokens[0] == 'make':
            targets = re.findall(r'^([a-z-]+):', (ROOT / 'Makefile').read_text(), re.M)
            found += [f'no make target {t}' for t in tokens[1:] if '=' not in t and t not in targets]
            continue
        if tokens[0] in ('g++', 'cc') or tokens[0].startswith('/tmp/'):
            continue
        if tokens[0] not in ('python3', 'pypy3', 'judge-io'):
            found.append(f'unknown program {tokens[0]}')
            continue
        argv, options, files = program_and_options(tokens)
        for f in files:
            if not placeholders(f) and not (ROOT / f).exists():
                found.append(f'no file {f}')
        if argv and (options or '--help' in tokens):
            status, text = help_text(argv)
            if status != 0:
                found.append(f'{" ".join(argv[1:])}: exit status {status}')
            found += [f'{" ".join(argv[1:-1])} has no {o}' for o in options if o not in text]
    return found


@pytest.mark.parametrize('page, line', LINES, ids=[f'{p}: {l[:60]}' for p, l in LINES])
def test_every_command_names_programs_files_and_options_that_exist(page, line):
    """Each line parses as a shell line, and its programs, the files it reads and the
    options it gives exist (for a placeholder and a long line, this is all that is
    checked)."""
    assert not problems_of(line), problems_of(line)


def test_the_lists_of_placeholders_and_long_commands_are_all_used():
    """Each entry of PLACEHOLDERS and LONG names something a page shows (no stale excuse)."""
    text = '\n'.join(line for _, line in LINES)
    assert not [p for p in PLACEHOLDERS if p not in text]
    assert not [k for k in LONG if k not in text]


def test_the_make_commands_shown_would_run():
    """`make judge` and `make test`, too long to run here, as a dry run."""
    for line in (line for _, line in LINES if line.startswith('make ')):
        target = shlex.split(line, comments=True)
        done = subprocess.run(['make', '-n'] + target[1:], cwd=ROOT, capture_output=True, text=True,
                              timeout=60)
        assert done.returncode == 0, (line, done.stderr)


def snapshot(folder):
    """Every file under folder with its size and modification time."""
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob('*') if p.is_file() and '__pycache__' not in p.parts}


def copy_of_the_kit(dest):
    """The kit's files as a clone has them (tracked, and new ones not ignored), from the
    working tree."""
    listed = subprocess.run(['git', 'ls-files', '-z', '--cached', '--others', '--exclude-standard'],
                            cwd=ROOT, capture_output=True, check=True).stdout.decode().split('\0')
    for name in filter(None, listed):
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)
    return dest


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_every_runnable_command_runs_as_written_in_a_copy_of_the_kit(tmp_path):
    kit = copy_of_the_kit(tmp_path / 'kit')
    bin_dir = tmp_path / 'bin'
    bin_dir.mkdir()
    python = shlex.quote(sys.executable)
    # the reader's python3 is this Python (a version manager's shim would add 0.1 s a line)
    for name, line in (('judge-io', f'PYTHONPATH={shlex.quote(str(kit))} exec {python} -m judge_io "$@"'),
                       ('python3', f'exec {python} "$@"')):
        (bin_dir / name).write_text(f'#!/bin/sh\n{line}\n')
        (bin_dir / name).chmod(0o755)
    # the copy's bytecode goes beside it (each judge start would compile its modules again)
    env = dict(os.environ, PATH=f'{bin_dir}:{os.environ["PATH"]}', PYTHONPYCACHEPREFIX=str(tmp_path / 'pycache'))
    env.pop('PYTHONDONTWRITEBYTECODE', None)
    before = snapshot(kit)
    ran, skipped, failed, folders = [], [], [], []
    for page, line in LINES:
        if placeholders(line) or long_reason(line):
            continue
        if ASSIGN.match(line.split(' #')[0].strip()):
            # made once, here, as the reader's shell would: the lines after it share it
            name = line.split('=', 1)[0].strip()
            made = tempfile.mkdtemp(dir=tmp_path)
            folders.append(f'{name}={shlex.quote(made)}')
            continue
        missing = [tool for needle, tool in TOOLS.items() if needle in line and not shutil.which(tool)]
        if missing:
            skipped.append(f'{line} (no {missing[0]})')
            continue
        done = subprocess.run(['bash', '-c', '; '.join(folders + [line])], cwd=kit, env=env, capture_output=True, text=True,
                              timeout=300)
        judged = re.match(r'(python3 -m judge_io|judge-io) (test|stress)\b', line)
        ok = done.returncode == 0 or (judged and done.returncode == 1)
        if not ok or 'Traceback' in done.stderr:
            failed.append(f'{page}: {line}\n  exit {done.returncode}: {done.stderr.strip()[-400:]}')
        said = promised(line)
        if said and said not in done.stdout.split():
            failed.append(f'{page}: {line}\n  the comment says {said}, the output: {done.stdout[:200]!r}')
        ran.append(line)
    assert ran, 'no runnable command found'
    assert not failed, '\n'.join(failed)
    after = snapshot(kit)
    changed = sorted(set(before) ^ set(after) | {k for k in before if k in after and before[k] != after[k]})
    assert not changed, f'the commands changed the kit: {changed}'
    if skipped:
        print('skipped (a tool is missing):', *skipped, sep='\n  ')


@pytest.mark.parametrize('line, expected', [
    ('python3 solutions/nope.py < samples/p4929/1.in', 'no file solutions/nope.py'),
    ('python3 solutions/dlx.py --count < samples/dlx/nope.in', 'no file samples/dlx/nope.in'),
    ('python3 -m judge_io test p4929 --nope', 'has no --nope'),
    ('judge-io stress --gen g --brute b --cmd c --rounds 5', 'has no --rounds'),
    ('python3 docs/examples/queens.py 8 | python3 solutions/dlx.py --cuont', 'has no --cuont'),
    ('make tset', 'no make target tset'),
    ('perl x.pl', 'unknown program perl'),
])
def test_the_check_finds_what_is_wrong(line, expected):
    assert any(expected in p for p in problems_of(line)), problems_of(line)


def test_placeholders_and_long_lines_are_told_apart():
    assert placeholders("judge-io test --cases tests/ --cmd ./a.out  # a C++ binary") == ['./a.out', 'tests/']
    assert placeholders('python3 -m judge_io test p4929 --checker ./checker.py') == []
    assert placeholders('python3 tools/trace.py samples/p4929/knuth6x7.in --all  # my.py') == []
    assert long_reason('make test       # ~9 min') and not long_reason('python3 -m judge_io list')
