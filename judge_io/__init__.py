"""judge_io - the kit's local judge: run a solution on sample files as an online judge would."""
import sys

# The judge itself needs Python 3.9+ (the solutions it judges run on 3.8 and PyPy3 too).
# Checked here, in syntax any Python 3 reads, before a module that needs more is imported.
if sys.version_info < (3, 9):
    sys.stderr.write('judge_io: needs Python 3.9 or newer to run; this is %s (the judged '
                     'program can be older: --python PATH)\n' % sys.version.split()[0])
    sys.exit(2)
