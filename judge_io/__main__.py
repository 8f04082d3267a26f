"""python3 -m judge_io test ID [...] | list: see judge_io/cli.py and `--help`."""
import sys

from .cli import main

sys.exit(main())
