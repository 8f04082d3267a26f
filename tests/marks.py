"""Marks the tests share (here, not in tests/util.py: tools/ import that one without pytest)."""
import pytest

# A test whose verdict hangs on the wall clock (a hang cut at a deadline, a stop within
# seconds): `make test`'s pytest-xdist workers run every such test in one worker, one after
# another, so that they do not load the machine for each other. Each must still hold at a
# load of 8 on 2 cores.
timing = pytest.mark.xdist_group('timing')
