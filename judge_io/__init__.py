"""judge_io - the kit's local judge: run a solution on sample files as an online judge would."""
import sys

__version__ = '0.1.0'       # as pyproject.toml's (a test checks)

# It measures programs through Linux's /proc and prctl: elsewhere one line, not a traceback
# from a module it cannot import. Checked first, in syntax any Python 3 reads.
if not sys.platform.startswith('linux'):
    sys.stderr.write('judge_io: needs Linux (on Windows: WSL); it times and measures programs '
                     'through /proc and prctl, which this system (%s) does not have\n'
                     % sys.platform)
    sys.exit(2)

# The judge itself needs Python 3.9+ (the solutions it judges run on 3.8 and PyPy3 too).
# Checked here, in syntax any Python 3 reads, before a module that needs more is imported.
if sys.version_info < (3, 9):
    sys.stderr.write('judge_io: needs Python 3.9 or newer to run; this is %s (the judged '
                     'program can be older: --python PATH)\n' % sys.version.split()[0])
    sys.exit(2)
