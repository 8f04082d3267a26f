"""The command line's grammar: the parser, its option types and its help texts (the
verdict table in them is rendered from verdicts.VERDICTS)."""
import argparse
import math
from pathlib import Path

from . import __version__, compare
from .errors import UsageError
from .problem import FILE as PROBLEM_FILE, ROOTS_VARIABLE
from .run import OUTPUT_CAP
from .sandbox import PROCESSES
from .verdicts import table_text

DEFAULT_TL = 1.0
DEFAULT_ML = 256.0

LIMITS_HELP = f"""\
Limits: time is the CPU time (user + system) of the program and of everything it
starts, wherever it moves (a supervisor per run is their subreaper); the wall clock,
less the time spent waiting for a core, is capped at 3 x TL + 1 s so that a sleeping
program is TLE too. Memory is the peak of the program and its children, a page shared
by copy-on-write counted once. Output is capped at {OUTPUT_CAP >> 20} MB. Every process
the program started is killed when it ends or a limit is passed. The program gets a
clean environment: PATH, HOME and LANG only (and PYPY_GC_NURSERY, 4M unless set: PyPy's
memory would otherwise depend on the host's cache size). It runs in a sandbox (Linux namespaces, no
root needed): a root holding only the system, its interpreter and itself (--bind PATH
for more), read-only, and its own /tmp and working folder (their files count as memory);
its own processes only, at most --processes; no network; as nobody when root judges.
Where the kernel refuses, or with --no-sandbox, it runs without, and the judge says so once.
"""

TEST_HELP = f"""\
Runs the program on every case of the case folder, in natural order (2 before 10), and
prints a line per case and a summary. The folder's layout is read by itself: NAME.in
with NAME.out or NAME.ans; NAME with NAME.a (Polygon); inputN.txt with outputN.txt; and
the same in its sub-folders one level deep (a case SUB/NAME); --pattern for any other
(oj's -f). A file that belongs to no case is named in a warning. An input without an
answer is run and its output, time and memory shown, with no verdict (RAN).

The program: --solution FILE (a Python file, run by --python), or --cmd 'COMMAND' (any
command, split as a shell would but run without a shell: ./a.out, 'java Main',
'pypy3 x.py'). Paths are relative to the current folder.

The problem: a case folder may describe its problem in a {PROBLEM_FILE} (limits,
comparison or checker, solution); then those are the defaults. ID names such a folder
under the problem roots (${ROOTS_VARIABLE}, or the nearest samples/ folder upwards:
inside the kit, its problems). A config.yml beside the cases (Luogu's) gives each case
its own limits, a score and a subtask: the report ends with the score. Options given
always win. With neither: TL {DEFAULT_TL:g} s, ML {DEFAULT_ML:g} MB, Luogu's comparison.

Comparison (--compare): luogu, Luogu's own rule: lines compared in bytes, where only
the space, \\r and NUL are blank at a line end and in the lines at the end (a tab
there counts); a WA says where in Luogu's words ("On line 3 column 1, read 7, expected
3."). codeforces: testlib's wcmp, tokens split at space, tab, \\r, \\n. tokens,
exact, float:EPS.

{LIMITS_HELP}
Verdicts, in this order of precedence (the first that applies wins, so a run that
timed out is TLE even if its partial output is also wrong):
{table_text()}

Checkers: --checker CMD runs `CMD input output answer`, testlib's convention: exit code
0 AC, 1 WA, 2 PE, 3 FAIL, 4 PE (extra output), 7 points (`points P` on its stderr, P of
the case's score: PC), 8 PE (unexpected end); anything else, a crash, or a script that
is missing: FAIL.

Exit status: 0 if at least one case was judged and every judged case is AC (a case
without an answer does not count, unless --strict); 1 otherwise (also when no case has
an answer: nothing judged is never a pass); 2 for a usage error; 130 on Ctrl-C.
"""

STRESS_HELP = f"""\
Stress test (对拍): round after round, `GEN SEED` (the seed its last argument) writes an
input, BRUTE reads it and writes the answer, and the solution is judged on it under the
limits (and the comparison or checker). At the first round that is not AC it stops,
saves the case as DIR/stress-SEED.in, .out and .got (the solution's output; never over
an existing file: stress-SEED-2.* then), ready for `test --cases DIR`, and shows the
same report as test.

GEN and BRUTE run in the sandbox too (the judge's scratch folder, where the round's
input and answer are, hidden; no file written but in their own /tmp), with the judge's
environment and limits of their own: 60 s of CPU or wall clock and 2 GB each; one that fails is
reported as theirs (exit status 2), never blamed on the solution (the input a brute
force failed on is saved as DIR/stress-SEED.in).

{LIMITS_HELP}
Exit status: 0 if all N rounds are AC, 1 if one is not, 2 for a usage error or a
generator, brute force or checker that fails, 130 on Ctrl-C.
"""


GEN_ANSWERS_HELP = f"""\
Writes the answer file of every input that has none, from a reference program (REF: a
brute force, a model solution), as oj's generate-output: each input is run under the
limits as a case is judged; a clean run (within every limit, exit code 0) writes its
output where the folder's layout puts the answer (NAME.in: NAME.out; inputN.txt:
outputN.txt; --pattern IN:ANS: ANS); a run that is not clean (TLE, MLE, OLE, RE, FAIL)
writes nothing. REF runs in the sandbox, as a judged program does: it sees no input or
answer of the folder and writes no file. An existing answer is kept unless --force,
whatever REF does (without the sandbox, an answer that changes while REF runs stops the
command, exit status 2).

{LIMITS_HELP}
Exit status: 0 if every missing answer was written, 1 if a run was not clean (those
answers are not written), 2 for a usage error or an answer changed while REF ran.
"""


LISTEN_HELP = """\
Receives problems from the browser extension Competitive Companion (Chrome, Firefox:
it reads a problem's page on Luogu, AtCoder, Codeforces, AcWing and many more, and sends
it to a local port), and writes a case folder for each: DIR/NAME/ with its samples
(sample-1.in, sample-1.out, ...) and a .problem.json with its time and memory limits and
its address, so that `judge-io test --cases DIR/NAME --cmd ...` applies them (and `oj
test -d DIR/NAME` reads the folder as it is). A problem sent again replaces its samples;
the earlier files go to DIR/NAME/.replaced/TIME/, never judged. A problem known here (the
kit's, at the same address) that a checker judges is saved with a note saying how to
judge it; CSP/NOIP file I/O (NAME.in, NAME.out) is saved as "file_io".

Click the extension's green plus on a problem's page (or a contest's, for all of its
problems). It sends to port 27121 by itself (shared with cph in VS Code: only one of the
two can listen); for another port, add it under "Custom ports" in the extension's
settings (Chrome: right-click its icon, Options; Firefox: about:addons, its Preferences).

Listens on 127.0.0.1 only; a request that is not a problem sent by the extension (a web
page's, Origin null included) is answered with an error in one line and writes nothing.
Ctrl-C stops it (exit status 0); a port in use is a usage error (exit status 2).
"""


def port(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f'not a port: {text!r}')
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f'not a port (0 to 65535): {text!r}')
    return value


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def positive(kind):
    def parse(text):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f'not a number: {text!r}')
        if not (value > 0 and math.isfinite(value)):
            raise argparse.ArgumentTypeError(f'must be a positive finite number: {text!r}')
        return value
    return parse


def mode(text):
    try:
        return compare.parse_mode(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


def float_mode(text):
    """oj's -e EPS: the comparison float:EPS."""
    return mode(f'float:{text}')


def _program_options(p, what='judge'):
    p.add_argument('--solution', metavar='FILE', type=Path,
                   help=f'a Python file to {what}, run by --python')
    p.add_argument('-c', '--cmd', '--command', metavar='COMMAND', dest='cmd',
                   help=f'any command to {what}, e.g. ./a.out or "java Main" (instead of --solution; '
                        '-c/--command: oj\'s spelling)')
    p.add_argument('--python', metavar='CMD',
                   help='interpreter for --solution, may hold arguments, e.g. "pypy3 -S" '
                        '(default: python3; for a problem\'s own solution submitted as PyPy, '
                        'pypy3)')
    p.add_argument('--no-sandbox', action='store_true',
                   help='run the program without its namespaces (it then sees the cases, the '
                        'judge, the network)')
    p.add_argument('--bind', metavar='PATH', action='append', default=[],
                   help='a file or folder the program needs, shown to it read-only at the same '
                        'path (again for more); it sees nothing else of yours')
    p.add_argument('--processes', metavar='N', type=positive(int), default=PROCESSES,
                   help=f'processes and threads the program may run at once (default {PROCESSES}: '
                        'a JVM on a large host starts about a hundred threads)')
    if what != 'judge':
        return
    p.add_argument('--checker', '--judge-command', metavar='CMD', dest='checker',
                   help='external checker run as `CMD input output answer` (testlib exit codes; '
                        '--judge-command: oj\'s spelling, its 0 AC and 1 WA read alike)')
    p.add_argument('--compare', metavar='MODE', type=mode,
                   help='luogu (default: Luogu\'s rule), exact, tokens, codeforces (testlib\'s wcmp) '
                        'or float:EPS (absolute or relative)')
    p.add_argument('--interactor', metavar='CMD',
                   help='interactive problem: run as `CMD input output [answer]`, its stdout the '
                        "program's stdin and the program's stdout its stdin; its exit code the "
                        'verdict (testlib)')
    p.add_argument('--file-io', metavar='NAME', type=file_name,
                   help='file I/O (freopen, NOI/CSP style): the program reads NAME.in and writes '
                        'NAME.out in its working folder, its stdin empty; no NAME.out is WA')


def file_name(text):
    """A file I/O name: a plain file name, no folder."""
    if not text or '/' in text or text in ('.', '..') or '\0' in text:
        raise argparse.ArgumentTypeError(f'not a plain file name: {text!r}')
    return text[:-3] if text.endswith('.in') else text


def _layout_option(p):
    p.add_argument('--pattern', '-f', '--format', metavar='PATTERN', dest='pattern',
                   help="how the folder's files make cases, for a layout not read by itself: "
                        "%%s the case's name, %%e the suffix (in; out or ans), as oj's -f/--format: "
                        "'%%s.%%e', 'test%%s.%%e'; or INPUT:ANSWER: 'in/%%s.txt:out/%%s.txt'")


def _limit_options(p):
    p.add_argument('--tl', '-t', '--tle', metavar='SECONDS', type=positive(float), dest='tl',
                   help=f'CPU time limit (default: the problem\'s, or {DEFAULT_TL:g}; -t/--tle: '
                        'oj\'s spelling)')
    p.add_argument('--ml', '--mle', metavar='MB', type=positive(float), dest='ml',
                   help=f'memory limit in MB (default: the problem\'s, or {DEFAULT_ML:g}; --mle: '
                        'oj\'s spelling)')


def parser():
    top = Parser(prog='judge-io',
                 description='A local judge: run a program on cases as an online judge would '
                             '(CPU time, memory, output limits; Luogu\'s comparison or a checker).')
    top.add_argument('--version', action='version', version=f'judge-io {__version__}')
    sub = top.add_subparsers(dest='command', metavar='{test,stress,gen-answers,listen,list}')
    sub.required = True
    t = sub.add_parser('test', help='run a program on its cases',
                       description=TEST_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    t.add_argument('id', nargs='?', help='problem ID (judge-io list); optional')
    t.add_argument('--cases', '-d', '--directory', metavar='DIR', type=Path, dest='cases',
                   help='case folder (default: the problem\'s; without an ID, test/ as oj\'s '
                        '-d/--directory)')
    _program_options(t)
    t.add_argument('--case', metavar='PATTERN', action='append', dest='patterns',
                   help='only the cases whose NAME matches (shell pattern: 1, "big*"); repeatable')
    _layout_option(t)
    t.add_argument('--strict', action='store_true',
                   help='exit status 1 when a case has no answer (RAN), for CI')
    _limit_options(t)
    t.add_argument('--json', action='store_true',
                   help='print one JSON object and nothing else on stdout')
    t.add_argument('-e', '--error', metavar='EPS', type=float_mode, dest='compare',
                   help='oj\'s spelling of --compare float:EPS (absolute or relative error)')
    t.add_argument('-j', '--jobs', metavar='N', type=positive(int), default=1, dest='jobs',
                   help='cases run at once (default 1, at most the number of cores)')
    s = sub.add_parser('stress', help='generator + brute force against a solution (对拍)',
                       description=STRESS_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    s.add_argument('--gen', metavar='GEN', required=True,
                   help='generator command; run as `GEN SEED`, it prints an input')
    s.add_argument('--brute', metavar='BRUTE',
                   help='brute-force command; reads the input, prints the answer (optional '
                        'with --interactor: the answer file it is given)')
    _program_options(s)
    s.add_argument('-n', metavar='N', type=positive(int), default=100, dest='rounds',
                   help='rounds (default 100)')
    s.add_argument('--seed', metavar='S', type=int, default=1, help='first seed (default 1)')
    s.add_argument('--tl', '-t', '--tle', metavar='SECONDS', type=positive(float), default=DEFAULT_TL,
                   dest='tl',
                   help=f'CPU time limit of the solution (default {DEFAULT_TL:g})')
    s.add_argument('--ml', '--mle', metavar='MB', type=positive(float), default=DEFAULT_ML, dest='ml',
                   help=f'memory limit in MB (default {DEFAULT_ML:g})')
    s.add_argument('--save', metavar='DIR', type=Path, default=Path('.'),
                   help='where the failing case is saved (default: the current folder)')
    g = sub.add_parser('gen-answers', help='write the missing answer files from a reference program',
                       description=GEN_ANSWERS_HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    g.add_argument('id', nargs='?', help='problem ID (judge-io list); optional')
    g.add_argument('--cases', '-d', '--directory', metavar='DIR', type=Path, dest='cases',
                   help='case folder (default: the problem\'s; without an ID, test/)')
    _program_options(g, 'run as the reference')
    g.add_argument('--case', metavar='PATTERN', action='append', dest='patterns',
                   help='only the cases whose NAME matches (shell pattern); repeatable')
    _layout_option(g)
    _limit_options(g)
    g.add_argument('--force', action='store_true',
                   help='write every answer again, the existing ones too (replaced whole)')
    n = sub.add_parser('listen', help='receive problems from the browser (Competitive Companion)',
                       description=LISTEN_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    n.add_argument('--port', metavar='P', type=port, default=27121,
                   help='port on 127.0.0.1 (default 27121, one the extension sends to by itself)')
    n.add_argument('--dir', metavar='DIR', type=Path, default=Path('.'),
                   help='where the problems\' folders are written (default: the current folder)')
    sub.add_parser('list', help='the problems under the problem roots, their limits and cases',
                   description=f'The problems found under the problem roots (${ROOTS_VARIABLE}, '
                               'or the nearest samples/ folder upwards), with every ID, limits '
                               'and case counts.')
    return top
