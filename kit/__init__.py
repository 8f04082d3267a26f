"""The kit's own library: where its folders are (paths), the problems it answers
(catalogue: every samples/<id>/.problem.json) and their special judges (checkers/).

The judge (judge_io) knows nothing of it: it reads a problem from its folder's
.problem.json like any contestant's. Tests, benchmarks and tools import from here.
"""
