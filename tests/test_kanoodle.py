"""Kanoodle: the solution against independent brute force, and the checker against wrong boards.

The references here share no code with solutions/kanoodle.py or the checker: the pieces are
drawn again as pictures, turned with zip(), and boards are counted by filling the first
empty cell (row-major) with every piece that fits there.
"""
import os
import random
import signal
import shutil
import subprocess
import sys
import time

import pytest

from kit.checkers import kanoodle as checker
from tests.marks import timing
from tests.util import PYTHONS, SOLUTIONS, checker_exit_codes, load_solution, refused_in_one_line, run_solution

IDS = lambda p: 'pypy3' if 'pypy' in p else 'cpython'  # noqa: E731
PYPY = shutil.which('pypy3')
H, W = 5, 11

# The pieces as the checker draws them (pictures, '#' a ball: independent of the solution),
# each in every distinct turn and flip.
PICTURES = checker.PICTURES
TURNS = {k: [list(p) for p in sorted(images)] for k, images in checker.IMAGES.items()}


def offsets(picture):
    """The cells of a picture relative to its first cell in reading order."""
    cells = [(r, c) for r, row in enumerate(picture) for c, ch in enumerate(row) if ch == '#']
    r0, c0 = cells[0]
    return [(r - r0, c - c0) for r, c in cells]


ANCHORED = {k: [offsets(p) for p in v] for k, v in TURNS.items()}


def brute_count(rows, limit=None):
    """Completions of a board (list of 5 strings), by filling the first empty cell each time."""
    grid = [list(r) for r in rows]
    todo = [k for k in PICTURES if not any(k in r for r in rows)]

    def fill(todo):
        for r in range(H):
            for c in range(W):
                if grid[r][c] == '.':
                    break
            else:
                continue
            break
        else:
            return 1
        total = 0
        for k in todo:
            rest = [x for x in todo if x != k]
            for offs in ANCHORED[k]:
                cells = [(r + dr, c + dc) for dr, dc in offs]
                if all(0 <= y < H and 0 <= x < W and grid[y][x] == '.' for y, x in cells):
                    for y, x in cells:
                        grid[y][x] = k
                    total += fill(rest)
                    for y, x in cells:
                        grid[y][x] = '.'
        return total

    return fill(todo)


def all_placements(rows):
    """Every (letter, cells) that fits on the empty cells of a board, for unplaced pieces."""
    found = []
    for k, pictures in TURNS.items():
        if any(k in r for r in rows):
            continue
        for p in pictures:
            for r in range(H - len(p) + 1):
                for c in range(W - len(p[0]) + 1):
                    cells = [(r + y, c + x) for y, row in enumerate(p) for x, ch in enumerate(row) if ch == '#']
                    if all(rows[y][x] == '.' for y, x in cells):
                        found.append((k, cells))
    return found


def put(rows, letter, cells):
    grid = [list(r) for r in rows]
    for y, x in cells:
        grid[y][x] = letter
    return [''.join(r) for r in grid]


def text(rows):
    return '\n'.join(rows) + '\n'


EMPTY = ['.' * W] * H
SOLVED = ['DDDDLAAJIII', 'FFDLLLAJIBI', 'FEEELHAJGBB', 'KKCEEHHJGBB', 'KKCCCCHHGGG']


# ---- the pieces: published counts, by the pictures and by the solution ----

def test_orientations_and_placements_by_brute_force():
    assert {k: len(v) for k, v in TURNS.items()} == dict(
        A=8, B=8, C=8, D=8, E=8, F=4, G=4, H=4, I=4, J=2, K=1, L=1)
    assert sum(''.join(p).count('#') for p in PICTURES.values()) == H * W
    assert len(all_placements(EMPTY)) == 1789


def test_the_solution_models_the_same_pieces():
    k = load_solution('kanoodle')
    for letter, pictures in TURNS.items():
        mine = set(tuple(sorted(offsets(p))) for p in pictures)
        theirs = set(tuple(sorted((r - s[0][0], c - s[0][1]) for r, c in s)) for s in k.SHAPES[letter])
        assert mine == theirs, letter
    empty = ['.'] * (H * W)
    found = k.placements(empty)
    assert len(found) == 1789
    ncols, rows = k.matrix(empty, found)
    assert ncols == 67 and len(rows) == 1789
    group, kept = k.symmetry_reduce(empty, found)
    assert len(group) == 4
    # one piece keeps a quarter of its placements, the others all of theirs
    assert len(found) - len(kept) == 3 * len([p for p in found if p[0] == k.RESTRICT_ORDER[0]]) // 4


# ---- the checker ----

def swap(rows, a, b):
    grid = [list(r) for r in rows]
    (ra, ca), (rb, cb) = a, b
    grid[ra][ca], grid[rb][cb] = grid[rb][cb], grid[ra][ca]
    return [''.join(r) for r in grid]


def test_checker_accepts_legal_boards():
    assert checker.check(text(EMPTY), text(SOLVED), text(SOLVED))[0] == 'AC'
    # its mirror images are legal too, and whitespace between tokens does not matter
    mirrored = [r[::-1] for r in SOLVED[::-1]]
    assert checker.check(text(EMPTY), '  '.join(mirrored), text(SOLVED))[0] == 'AC'
    challenge = [''.join(ch if ch in 'DKL' else '.' for ch in r) for r in SOLVED]
    assert checker.check(text(challenge).lower(), '\r\n'.join(SOLVED), text(SOLVED))[0] == 'AC'


@pytest.mark.parametrize('output, reason', [
    (SOLVED[:4], 'expected 5 lines'),
    (SOLVED + ['AAAAAAAAAAA'], 'expected 5 lines'),
    ([r[:10] for r in SOLVED], 'expected 5 lines'),
    (SOLVED[:2] + ['FEEELHAJGB.'] + SOLVED[3:], 'left empty'),
    (SOLVED[:2] + ['FEEELHAJGBM'] + SOLVED[3:], 'unknown character'),
    (SOLVED[:2] + ['FEEELHAJGBb'] + SOLVED[3:], 'unknown character'),
    (swap(SOLVED, (0, 0), (4, 10)), 'not its shape'),           # D and G exchange a cell
    (swap(SOLVED, (0, 4), (0, 5)), 'not its shape'),            # L and A
    ([r.replace('K', 'F') for r in SOLVED], 'piece K missing'),
    ([r.replace('K', 'J') for r in SOLVED], 'piece K missing'),
    (SOLVED[:3] + ['JKCEEHHJGBB'] + SOLVED[4:], 'piece J covers 5 cells'),
    ([r.replace('F', 'x') for r in SOLVED], 'unknown character'),
], ids=['4-rows', '6-rows', 'short-rows', 'dot', 'M', 'lowercase', 'D-G-swap', 'L-A-swap',
        'K-missing', 'J-twice', 'J-five', 'junk'])
def test_checker_rejects_wrong_boards(output, reason):
    verdict, message = checker.check(text(EMPTY), text(output), text(SOLVED))
    assert verdict == 'WA' and reason in message, message


def test_checker_holds_the_given_cells():
    challenge = [''.join(ch if ch in 'DKL' else '.' for ch in r) for r in SOLVED]
    flipped = [r[::-1] for r in SOLVED]                    # legal, but moves the given pieces
    verdict, message = checker.check(text(challenge), text(flipped), text(SOLVED))
    assert verdict == 'WA' and 'in the challenge' in message


def test_checker_no_solution_rules():
    impossible = text(['...BB......', '...BB......', 'JJJJB......', EMPTY[0], EMPTY[0]])
    assert checker.check(impossible, 'No Solution!\n', 'No Solution!\n')[0] == 'AC'
    assert checker.check(impossible, 'No Solution!', 'No Solution!')[0] == 'AC'
    assert checker.check(impossible, 'no solution', 'No Solution!')[0] == 'WA'
    assert checker.check(text(EMPTY), 'No Solution!', text(SOLVED))[0] == 'WA'
    with pytest.raises(Exception):                          # a legal board the answer missed
        checker.check(text(EMPTY), text(SOLVED), 'No Solution!')
    with pytest.raises(Exception):                          # an answer that is itself wrong
        checker.check(text(EMPTY), text(SOLVED), text(swap(SOLVED, (0, 0), (4, 10))))


def test_checker_as_testlib(tmp_path):
    files = {'in': text(EMPTY), 'ans': text(SOLVED), 'bad': text(swap(SOLVED, (0, 0), (4, 10))),
             'none': 'No Solution!\n'}
    runs = (('ans', 'ans'), ('bad', 'ans'), ('ans', 'none'))
    assert checker_exit_codes('kanoodle', tmp_path, files, runs) == (0, 1, 3)


# ---- the solution: random challenges, counts, malformed input ----

def random_solutions(rng, n, python=sys.executable):
    """n distinct solutions the program finds for boards with two random pieces placed."""
    found = []
    while len(found) < n:
        rows = EMPTY
        for _ in range(2):
            rows = put(rows, *rng.choice(all_placements(rows)))
        out = run_solution('kanoodle', text(rows).encode(), python).stdout.decode()
        if out.strip() != 'No Solution!' and out.split() not in found:
            assert checker.check(text(rows), out, out)[0] == 'AC'
            found.append(out.split())
    return found


def cut(rows, keep):
    return [''.join(ch if ch in keep else '.' for ch in r) for r in rows]


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_random_challenges_are_solved(python):
    rng = random.Random(2024)
    for rows in random_solutions(rng, 6):
        for pieces in (3, 5, 7, 9):
            challenge = cut(rows, rng.sample(sorted(PICTURES), pieces))
            done = run_solution('kanoodle', text(challenge).encode(), python)
            assert done.returncode == 0, done.stderr
            verdict, message = checker.check(text(challenge), done.stdout.decode(), text(rows))
            assert verdict == 'AC', (challenge, message)


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_counts_match_brute_force():
    rng = random.Random(7)
    boards = [cut(rows, rng.sample(sorted(PICTURES), pieces))       # cut: at least one completion
              for rows, pieces in zip(random_solutions(rng, 6), (5, 6, 7, 8, 9, 9))]
    for pieces in (6, 7, 8):                         # random pieces anywhere: often no completion
        rows = EMPTY
        for _ in range(pieces):
            rows = put(rows, *rng.choice(all_placements(rows)))
        boards.append(rows)
    expected = [brute_count(b) for b in boards]
    assert any(e == 0 for e in expected) and any(e > 1 for e in expected)
    for python in PYTHONS:
        got = [int(run_solution('kanoodle', text(b).encode(), python, ['--count']).stdout) for b in boards]
        assert got == expected, IDS(python)


SYMMETRIC = [   # boards that some of the board's symmetries map onto themselves
    ['...........', '...........', 'JJJJ.......', '...........', '...........'],   # top-bottom
    ['....III....', '....I.I....', '...........', '...........', '...........'],   # left-right
]
PLAIN_COUNT = """
import sys
import time
sys.path.insert(0, sys.argv[1])
import kanoodle as k
board = list(sys.stdin.read().replace(chr(10), ''))
print(k.count(board, k.placements(board)))
"""


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('rows', SYMMETRIC, ids=['top-bottom', 'left-right'])
def test_symmetry_reduction_is_exact(rows):
    """--count (reduced by the board's symmetries, serial and parallel) against a plain DLX count."""
    k = load_solution('kanoodle')
    board = list(''.join(rows))
    group, kept = k.symmetry_reduce(board, k.placements(board))
    assert len(group) == 2 and len(kept) < len(k.placements(board))
    python = PYPY or sys.executable
    plain = subprocess.run([python, '-c', PLAIN_COUNT, str(SOLUTIONS)], input=text(rows).encode(),
                           capture_output=True, check=True).stdout
    assert int(plain) > 0
    for jobs in ('1', '2'):
        done = run_solution('kanoodle', text(rows).encode(), python, ['--count', '--jobs', jobs])
        assert done.stdout == plain, jobs


def blocks(out):
    return [tuple(b.split()) for b in out.decode().split('\n\n') if b.strip()]


@pytest.mark.slow
@pytest.mark.parametrize('rows', [
    ['KK..IIIJJJJ', 'KK..I.I....', '...........', '...........', '...........'],
    SYMMETRIC[0],
], ids=['plain', 'symmetric'])
def test_all_lists_every_completion_once(rows):
    python = PYPY or sys.executable
    out = run_solution('kanoodle', text(rows).encode(), python, ['--all']).stdout
    count = int(run_solution('kanoodle', text(rows).encode(), python, ['--count']).stdout)
    found = blocks(out)
    assert len(found) == count > 1 and len(set(found)) == count
    assert out.decode().count('\n\n') == count - 1
    for b in found:
        assert checker.check(text(rows), '\n'.join(b), '\n'.join(found[0]))[0] == 'AC'


@pytest.mark.slow
@pytest.mark.skipif(not PYPY, reason='no pypy3')
def test_empty_board_all_lists_whole_orbits_of_four():
    """--all on the empty board (the only board with all four symmetries): its first
    4,000 boards are 1,000 orbits of four distinct images, no board twice, each a
    completion. The whole list (371,020 in 92,755 orbits, 30 s of PyPy3) is not made here:
    `make bench-full` counts the empty board (bench/bench_kanoodle.py stops on any other
    number than 371,020), and test_all_lists_every_completion_once checks --all against
    --count on smaller boards."""
    proc = subprocess.Popen([PYPY, str(SOLUTIONS / 'kanoodle.py'), '--all'], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        proc.stdin.write(text(EMPTY).encode())
        proc.stdin.close()
        found = []
        while len(found) < 4000:
            if found:
                assert proc.stdout.readline() == b'\n'            # the blank line between boards
            board = tuple(proc.stdout.readline().decode().strip() for _ in range(H))
            assert all(len(r) == W for r in board), board
            found.append(board)
    finally:
        proc.kill()
        proc.wait()
    assert len(set(found)) == len(found)
    for i in range(0, len(found), 4):
        b = found[i]
        images = {b, b[::-1], tuple(r[::-1] for r in b), tuple(r[::-1] for r in b[::-1])}
        assert set(found[i:i + 4]) == images and len(images) == 4, i
    for b in random.Random(1).sample(found, 300):
        assert checker.check(text(EMPTY), '\n'.join(b), text(SOLVED))[0] == 'AC'


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_input_tolerance_and_no_solution(python):
    challenge = cut(SOLVED, 'DKL')
    clean = run_solution('kanoodle', text(challenge).encode(), python).stdout
    messy = '\r\n\r\n' + '  \r\n'.join(r.lower() for r in challenge)      # CRLF, spaces, no final newline
    assert run_solution('kanoodle', messy.encode(), python).stdout == clean
    assert checker.check(text(challenge), clean.decode(), text(SOLVED))[0] == 'AC'
    impossible = text(['...BB......', '...BB......', 'JJJJB......', EMPTY[0], EMPTY[0]])
    done = run_solution('kanoodle', impossible.encode(), python)
    assert done.stdout == b'No Solution!\n' and done.returncode == 0
    done = run_solution('kanoodle', impossible.encode(), python, ['--count'])
    assert done.stdout == b'0\n'
    full = run_solution('kanoodle', text(SOLVED).encode(), python)
    assert full.stdout.decode().split() == SOLVED


MALFORMED = {
    'empty-input': b'',
    'four-rows': text(EMPTY[:4]).encode(),
    'six-rows': text(EMPTY + [EMPTY[0]]).encode(),
    'short-row': text(EMPTY[:4] + ['.' * 10]).encode(),
    'long-row': text(EMPTY[:4] + ['.' * 12]).encode(),
    'spaced-row': text(EMPTY[:4] + ['..... .....']).encode(),
    'letter-M': text(EMPTY[:4] + ['....M......']).encode(),
    'digit': text(EMPTY[:4] + ['....0......']).encode(),
    'not-utf8': text(EMPTY[:4]).encode() + b'....\xff......\n',
    'split-piece': text(['KK.........', 'K.........K', EMPTY[0], EMPTY[0], EMPTY[0]]).encode(),
    'wrong-shape': text(['JJJ........', 'J..........', EMPTY[0], EMPTY[0], EMPTY[0]]).encode(),
    'used-twice': text(['KK.......KK', 'KK.......KK', EMPTY[0], EMPTY[0], EMPTY[0]]).encode(),
    'partial-piece': text(['LLL........', EMPTY[0], EMPTY[0], EMPTY[0], EMPTY[0]]).encode(),
}


@pytest.mark.parametrize('name', sorted(MALFORMED))
@pytest.mark.parametrize('args', [(), ('--count',)], ids=['solve', 'count'])
def test_malformed_board_is_one_line_and_exit_1(name, args):
    assert refused_in_one_line('kanoodle', MALFORMED[name], args=args).startswith('kanoodle: malformed board: ')


@pytest.mark.skipif(not PYPY, reason='no pypy3')
def test_malformed_board_under_pypy():
    for name in ('not-utf8', 'used-twice', 'wrong-shape'):
        done = run_solution('kanoodle', MALFORMED[name], PYPY)
        assert done.returncode == 1 and done.stderr.decode().count('\n') == 1, name


def test_bad_arguments():
    done = run_solution('kanoodle', text(EMPTY).encode(), sys.executable, ['--bogus'])
    assert done.returncode == 2 and done.stderr.decode().startswith('usage:')


def _group(pgid):
    """The live processes of a process group (a zombie is dead)."""
    found = []
    for name in os.listdir('/proc'):
        if name.isdigit():
            try:
                data = open(f'/proc/{name}/stat', 'rb').read()
            except OSError:
                continue
            fields = data[data.rindex(b')') + 2:].split()
            if int(fields[2]) == pgid and fields[0] != b'Z':
                found.append(int(name))
    return found


@pytest.mark.parametrize('python', PYTHONS, ids=lambda p: 'pypy3' if 'pypy' in p else 'cpython')
@pytest.mark.parametrize('args', [('--count', '--jobs', '2'), ('--count', '--jobs', '1')],
                         ids=['pool', 'one-process'])
@timing
def test_ctrl_c_stops_the_count_at_once(python, args, tmp_path):
    """Ctrl-C (SIGINT to the foreground process group, as a terminal sends it) during the
    empty board's --count: exit status 130 within seconds, no traceback, no worker left.
    Before, the pool's workers died one by one and the parent waited for parts that were
    lost: three processes sat for 13.5 minutes."""
    board = tmp_path / 'empty.in'
    board.write_text(text(EMPTY))
    with open(board, 'rb') as stdin:
        proc = subprocess.Popen([python, str(SOLUTIONS / 'kanoodle.py'), *args], stdin=stdin,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True)
    want = 3 if args[-1] == '2' else 1          # the parent and its two workers
    deadline = time.monotonic() + 60
    while len(_group(proc.pid)) < want:
        assert time.monotonic() < deadline and proc.poll() is None, 'the workers never started'
        time.sleep(0.05)
    time.sleep(0.5)                             # into the search
    os.killpg(proc.pid, signal.SIGINT)
    start = time.monotonic()
    try:
        out, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert time.monotonic() - start < 10
    assert proc.returncode == 130 and out == b'', (proc.returncode, err)
    assert b'Traceback' not in err and err.strip() == b'interrupted'
    end = time.monotonic() + 5
    while _group(proc.pid) and time.monotonic() < end:
        time.sleep(0.05)
    assert _group(proc.pid) == []
