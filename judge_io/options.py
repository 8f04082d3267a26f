"""The command line's grammar: the parser, its option types and its help texts (the
verdict table in them is rendered from verdicts.VERDICTS)."""
import argparse
import math
from pathlib import Path

from . import compare
from .errors import UsageError
from .problem import FILE as PROBLEM_FILE, ROOTS_VARIABLE
from .run import OUTPUT_CAP
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
clean environment: PATH, HOME and LANG only.
"""

TEST_HELP = f"""\
Runs the program on every NAME.in of the case folder, in natural order (2 before 10),
and prints a line per case and a summary. A NAME.in without NAME.out is run and its
output, time and memory shown, with no verdict (RAN).

The program: --solution FILE (a Python file, run by --python), or --cmd 'COMMAND' (any
command, split as a shell would but run without a shell: ./a.out, 'java Main',
'pypy3 x.py'). Paths are relative to the current folder.

The problem: a case folder may describe its problem in a {PROBLEM_FILE} (limits,
comparison or checker, solution); then those are the defaults. ID names such a folder
under the problem roots (${ROOTS_VARIABLE}, or the nearest samples/ folder upwards:
inside the kit, its problems). Options given always win. With neither: TL
{DEFAULT_TL:g} s, ML {DEFAULT_ML:g} MB, Luogu's comparison.

{LIMITS_HELP}
Verdicts, in this order of precedence (the first that applies wins, so a run that
timed out is TLE even if its partial output is also wrong):
{table_text()}

Checkers: --checker CMD runs `CMD input output answer`, testlib's convention: exit code
0 AC, 1 WA, 2 PE, 3 or anything else FAIL.

Exit status: 0 if every case is AC or RAN, 1 if one is not, 2 for a usage error.
"""

STRESS_HELP = f"""\
Stress test (对拍): round after round, `GEN SEED` (the seed its last argument) writes an
input, BRUTE reads it and writes the answer, and the solution is judged on it under the
limits (and the comparison or checker). At the first round that is not AC it stops,
saves the case as DIR/stress-SEED.in and DIR/stress-SEED.out (ready for
`test --cases DIR`) and shows the same report as test.

GEN and BRUTE run with the judge's environment, up to 60 s each; one that fails is
reported as theirs (exit status 2), never blamed on the solution.

{LIMITS_HELP}
Exit status: 0 if all N rounds are AC, 1 if one is not, 2 for a usage error or a
generator, brute force or checker that fails.
"""


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


def _program_options(p):
    p.add_argument('--solution', metavar='FILE', type=Path,
                   help='a Python file to judge, run by --python')
    p.add_argument('--cmd', metavar='COMMAND',
                   help='any command to judge, e.g. ./a.out or "java Main" (instead of --solution)')
    p.add_argument('--python', metavar='CMD', default='python3',
                   help='interpreter for --solution, may hold arguments, e.g. "pypy3 -S" '
                        '(default: python3)')
    p.add_argument('--checker', metavar='CMD',
                   help='external checker run as `CMD input output answer` (testlib exit codes)')
    p.add_argument('--compare', metavar='MODE', type=mode,
                   help='luogu (default), exact, tokens or float:EPS (absolute or relative)')


def parser():
    top = Parser(prog='judge-io',
                 description='A local judge: run a program on cases as an online judge would '
                             '(CPU time, memory, output limits; Luogu\'s comparison or a checker).')
    sub = top.add_subparsers(dest='command', metavar='{test,stress,list}')
    sub.required = True
    t = sub.add_parser('test', help='run a program on its cases',
                       description=TEST_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    t.add_argument('id', nargs='?', help='problem ID (judge-io list); optional')
    t.add_argument('--cases', metavar='DIR', type=Path,
                   help='case folder (default: the problem\'s)')
    _program_options(t)
    t.add_argument('--case', metavar='PATTERN', action='append', dest='patterns',
                   help='only the cases whose NAME matches (shell pattern: 1, "big*"); repeatable')
    t.add_argument('--tl', metavar='SECONDS', type=positive(float),
                   help=f'CPU time limit (default: the problem\'s, or {DEFAULT_TL:g})')
    t.add_argument('--ml', metavar='MB', type=positive(float),
                   help=f'memory limit in MB (default: the problem\'s, or {DEFAULT_ML:g})')
    t.add_argument('--json', action='store_true',
                   help='print one JSON object and nothing else on stdout')
    t.add_argument('-j', metavar='N', type=positive(int), default=1, dest='jobs',
                   help='cases run at once (default 1, at most the number of cores)')
    s = sub.add_parser('stress', help='generator + brute force against a solution (对拍)',
                       description=STRESS_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    s.add_argument('--gen', metavar='GEN', required=True,
                   help='generator command; run as `GEN SEED`, it prints an input')
    s.add_argument('--brute', metavar='BRUTE', required=True,
                   help='brute-force command; reads the input, prints the answer')
    _program_options(s)
    s.add_argument('-n', metavar='N', type=positive(int), default=100, dest='rounds',
                   help='rounds (default 100)')
    s.add_argument('--seed', metavar='S', type=int, default=1, help='first seed (default 1)')
    s.add_argument('--tl', metavar='SECONDS', type=positive(float), default=DEFAULT_TL,
                   help=f'CPU time limit of the solution (default {DEFAULT_TL:g})')
    s.add_argument('--ml', metavar='MB', type=positive(float), default=DEFAULT_ML,
                   help=f'memory limit in MB (default {DEFAULT_ML:g})')
    s.add_argument('--save', metavar='DIR', type=Path, default=Path('.'),
                   help='where the failing case is saved (default: the current folder)')
    sub.add_parser('list', help='the problems under the problem roots, their limits and cases',
                   description=f'The problems found under the problem roots (${ROOTS_VARIABLE}, '
                               'or the nearest samples/ folder upwards), with every ID, limits '
                               'and case counts.')
    return top
