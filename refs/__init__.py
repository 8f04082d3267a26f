"""Independent references, in one place: what tests and benchmarks check the solutions against.

None shares code with solutions/: each is written a different way (bitmask backtracking,
C++), so agreement means something.
- sudoku_bitmask.py: 9x9 sudoku by plain backtracking on bitmasks (tests, sample answers).
- queens_bitmask.py: n queens counted with bitmasks and mirror symmetry (tests, benchmark).
- p1074_enumerate.py: every completion of a P1074 grid by plain backtracking, scored
  with the statement's weights (tests, sample answers, the benchmark's answers).
- p4205_fill.py: the NOI 2005 board filled cell by cell, pieces drawn as pictures (tests).
- sp1110_bitmask.py: 16x16 sudoku by bitmask backtracking (tests; uniqueness of the
  generated grids in bench/sp1110_grids.py).
- sp1110_template_core.py: SP1110 on solutions/template.py's core, verbatim: the
  comparison of bench_sp1110 (not a solution).
- cover_brute.py: HDU 2295, HDU 5046 and FZU 1686 from their definitions: every set
  of stations, a bisection with a plain bit-mask search, a breadth-first search over the
  monsters hit (tests, sample answers; a --brute for judge-io stress as a program).
- sudoku_template_core.py, p1219_template_core.py, dlx_template_core.py: poj3074.py,
  p1219.py's count and dlx.py's plain search on solutions/template.py's core (loaded, not
  copied): the "against the template core" rows of bench_sudoku, bench_p1219, bench_dlx.
- dlx_sudoku.cpp: a C++ array DLX for sudoku (the POJ 3074 benchmark's yardstick).
The canonical DLX itself, solutions/template.py, is the reference of bench_p4929.
"""
