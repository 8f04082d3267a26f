"""Kattis sudokunique: solutions/sudokunique.py against the independent reference in
refs/sudoku_bitmask.py (bitmask backtracking that counts solutions up to a limit).

- the statement's sample: its exact output, under CPython and PyPy3;
- every sample: each board's answer is the reference's (its unique solution, or the
  spelling for several or none), boards in input order, a blank line between them;
- stress: random boards made the statement's way (a full grid with cells erased: unique
  or several), with a given changed (often none), with clashing givens, empty and full
  boards, tdoku's boards with known counts: count and solution equal the reference's;
- the turns: with turns of a row or two the three searches pause and resume again and
  again, and the count is still exact; each search alone counts alike;
- 100 boards in one input in every whitespace layout, in both interpreters.
"""
import random
import shutil
import subprocess
import sys

import pytest

from refs.sudoku_bitmask import from_line, solve
from tools.make_sudokunique_samples import STATEMENT_IN, STATEMENT_OUT, answer, board_text, random_boards
from tests.util import PYTHONS, ROOT, data, load_solution, run_solution, samples

PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]
SOL = load_solution('sudokunique')

@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_statement_sample_exact(python):
    done = run_solution('sudokunique', STATEMENT_IN.encode(), python)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode() == STATEMENT_OUT


def test_reference_agrees_with_statement():
    boards = [int(t) for t in STATEMENT_IN.split()]
    assert '\n\n'.join(answer(boards[k:k + 81]) for k in range(0, 243, 81)) + '\n' == STATEMENT_OUT


@pytest.mark.timeout(300)
def test_stress_against_reference():
    rng = random.Random(1234)
    seen = {0: 0, 1: 0, 2: 0}
    for board in random_boards(rng, 600):
        count, grid = solve(board, 2)
        got, cells = SOL.count_to_two(board)
        assert got == count, board
        if count == 1:
            assert cells == grid
        seen[count] += 1
    assert min(seen.values()) > 40, seen           # every kind was met


def test_tdoku_counts():
    for line in data('tdoku_test_puzzles_with_counts.txt').read_text().split():
        puzzle, count = line.split(':')[:2]
        got, cells = SOL.count_to_two(from_line(puzzle))
        assert got == min(int(count), 2), puzzle
        if got == 1:
            assert cells == solve(from_line(puzzle), 1)[1]


def test_turns_keep_the_count_exact(monkeypatch):
    """Turns of 1 and 2 rows: the searches pause and resume again and again (sometimes
    after a solution), and the answer is still the reference's."""
    rng = random.Random(99)
    for head, turn in ((1, 1), (2, 3), (0, 1)):
        monkeypatch.setattr(SOL, 'HEAD_START', head)
        monkeypatch.setattr(SOL, 'TURN', turn)
        for board in random_boards(rng, 50):
            count, grid = solve(board, 2)
            got, cells = SOL.count_to_two(board)
            assert got == count, board
            if count == 1:
                assert cells == grid


def test_both_tie_orders_count_alike():
    rng = random.Random(5)
    for board in random_boards(rng, 100):
        counts = set()
        for k in range(3):
            links = SOL.build(board, k, SOL.LINKS[k])
            if links is None:
                counts.add(0)
                continue
            found = 0
            for chosen in SOL.search(*links[:5], [10 ** 9], SOL.LAST[k]):
                assert chosen is not None
                found += 1
                if found == 2:
                    break
            counts.add(found)
        assert counts == {solve(board, 2)[0]}, board


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_hundred_boards_any_layout(python):
    rng = random.Random(100)
    boards = random_boards(rng, 100)
    want = '\n\n'.join(answer(b) for b in boards) + '\n'
    text = '\n\n'.join(board_text(b) for b in boards) + '\n'
    variants = [text, text.replace('\n', '\r\n'), text.replace(' ', '\t'), text.rstrip('\n'),
                text.replace('\n\n', '\n'), text.replace('\n\n', '\n \n\n'),
                text.replace(' ', ''), ' '.join(text.split()), '\n\n' + text.replace('\n', ' \n')]
    for variant in variants:
        done = run_solution('sudokunique', variant.encode(), python)
        assert done.returncode == 0, done.stderr
        assert done.stdout.decode() == want


def test_empty_input_prints_nothing():
    done = run_solution('sudokunique', b'')
    assert done.returncode == 0 and done.stdout == b''


SAMPLES = sorted(p.stem for p in samples('sudokunique').glob('*.in'))


def reference_output(text):
    """The reference's output for an input text, computed in PyPy3 when it is there (the
    hard boards take the bitmask search seconds each in CPython)."""
    python = shutil.which('pypy3') or sys.executable
    code = ('import sys; from tools.make_sudokunique_samples import answer; d = "".join(sys.stdin.read().split()); '
            'sys.stdout.write("\\n\\n".join(answer([int(c) for c in d[k:k + 81]]) for k in range(0, len(d), 81)) + "\\n")')
    done = subprocess.run([python, '-c', code], input=text, capture_output=True, text=True,
                          cwd=str(ROOT), timeout=1200)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.timeout(1200)
@pytest.mark.parametrize('name', SAMPLES)
def test_sample_answers_by_reference(name):
    text = (samples('sudokunique') / (name + '.in')).read_text()
    assert (samples('sudokunique') / (name + '.out')).read_text() == reference_output(text)
