"""`judge-io` (or `python3 -m judge_io`): parse the command line, run the command.

A usage error (unknown ID, missing solution, missing or empty case folder, an .out with
no .in, a command that is not there or not executable, a bad problem.json, bad option
values) is one line on stderr and exit status 2; otherwise each command says its own
exit status (commands/).
"""
import importlib
import os
import sys

from .errors import UsageError
from .options import parser
from .orphans import become_subreaper

# each command's module, imported when it runs: `test` need not load listen's HTTP server
# (a third of the start-up, paid by every run)
COMMANDS = {'test': 'test', 'stress': 'stress', 'gen-answers': 'gen_answers', 'listen': 'listen',
            'list': 'list'}


def command(name):
    """The run(args) of the command called name."""
    return importlib.import_module(f'.commands.{COMMANDS[name]}', __package__).run


def main(argv=None):
    # Whatever the program printed, printing it must not crash the judge on a narrow terminal.
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors='backslashreplace')
        except AttributeError:
            pass
    try:
        args = parser().parse_args(argv)
        become_subreaper()
        return command(args.command)(args)
    except UsageError as e:
        print(f'judge_io: error: {e}', file=sys.stderr)
        return 2
    except BrokenPipeError:     # `judge-io test ... | head`: no noise at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
