"""Kattis sudokunique: solutions/sudokunique.py against the independent reference in
refs/sudoku_bitmask.py (bitmask backtracking that counts solutions up to a limit).

- the statement's sample: its exact output, under CPython and PyPy3;
- every sample: each board's answer is the reference's (its unique solution, or the
  spelling for several or none), boards in input order, a blank line between them;
- stress: random boards made the statement's way (a full grid with cells erased: unique
  or several), with a given changed (often none), with clashing givens, empty and full
  boards, tdoku's boards with known counts: count and solution equal the reference's;
- the weights (dom/wdeg): reset for every board, so a board's answer does not depend on
  the boards before it; raised by dead ends only;
- the search run to its end counts every solution (the reference's count) and leaves the
  lists as build made them;
- the hill-climbed boards (data/sudokunique/hard100*.txt): the same answers as the former
  solver's (refs/sudokunique_turns.py), a search of its own;
- 100 boards in one input in every whitespace layout, in both interpreters.
"""
import random
import shutil
import subprocess
import sys

import pytest

from refs.sudoku_bitmask import from_line, solve
from tools.make_sudokunique_samples import STATEMENT_IN, STATEMENT_OUT, answer, board_text, random_boards
from tests.util import PYTHONS, ROOT, data, load_solution, references, run_solution, samples, solution

PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]
SOL = load_solution('sudokunique')
HARD = data('sudokunique/hard100.txt').read_text().split()


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
    unique = []
    for line in data('tdoku_test_puzzles_with_counts.txt').read_text().split():
        puzzle, count = line.split(':')[:2]
        got, cells = SOL.count_to_two(from_line(puzzle))
        assert got == min(int(count), 2), puzzle
        if got == 1:
            unique.append((puzzle, cells))
    assert unique
    wants = references('refs.sudoku_bitmask', 'solve', [(from_line(puzzle), 1) for puzzle, _ in unique])
    for (puzzle, cells), (_, want) in zip(unique, wants):
        assert cells == want, puzzle


def test_weights_do_not_leak_from_board_to_board():
    """W, the units' weights, is global and grows with dead ends: count_to_two resets it,
    so a board's answer and its rows tried do not depend on the boards before it."""
    rng = random.Random(99)
    boards = random_boards(rng, 60) + [from_line(line) for line in HARD[:5]]
    alone = []
    for board in boards:
        SOL.W[:] = [50] * 27                       # as if a hard board came before
        alone.append(SOL.count_to_two(board))
    for board, got in zip(reversed(boards), reversed(alone)):
        assert SOL.count_to_two(board) == got, board


def test_weights_grow_on_dead_ends_only():
    """A board found without a dead end leaves every weight at 1; a board without a
    solution (refuted by dead ends) raises some."""
    assert SOL.count_to_two(from_line(HARD[0]))[0] == 0
    assert max(SOL.W) > 1
    full = solve([0] * 81, 1, random.Random(3))[1]
    one_hole = list(full)
    one_hole[40] = 0
    assert SOL.count_to_two(one_hole) == (1, full)
    assert SOL.W == [1] * 27


def test_search_run_to_its_end_restores_the_lists():
    """After the whole tree of a board (every cover yielded), L, R, U, D are as build
    left them: each board is built afresh, but the search must not rely on that."""
    rng = random.Random(7)
    seen = set()
    for board in random_boards(rng, 80):
        count = solve(board, 200)[0]
        links = SOL.build(board, SOL.LINKS)
        if links is None or count == 200:          # clashes; too many solutions to walk
            continue
        before = [list(x) for x in links[:4]]
        SOL.W[:] = [1] * 27
        assert sum(1 for _ in SOL.search(*links[:5])) == count, board
        assert [list(x) for x in links[:4]] == before, board
        seen.add(min(count, 2))
    assert seen == {0, 1, 2}


@pytest.mark.timeout(600)
def test_hard_boards_answered_like_the_former_solver():
    """The 100 boards climbed against this search, and the 100 climbed against the former
    one (refs/sudokunique_turns.py, three searches taking turns, a search of its own): the
    two programs print the same answers (in PyPy3 when it is there: the former takes half
    a minute on them in CPython, refs/sudoku_bitmask.py minutes on some)."""
    python = shutil.which('pypy3') or sys.executable
    lines = HARD + data('sudokunique/hard100-turns.txt').read_text().split()
    text = '\n\n'.join(board_text(from_line(line)) for line in lines) + '\n'
    outputs = []
    for path in (solution('sudokunique'), ROOT / 'refs' / 'sudokunique_turns.py'):
        done = subprocess.run([python, str(path)], input=text.encode(), capture_output=True, timeout=600)
        assert done.returncode == 0, done.stderr
        outputs.append(done.stdout.decode())
    assert outputs[0] == outputs[1]
    assert len(outputs[0].split('\n\n')) == len(lines) == 200


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
