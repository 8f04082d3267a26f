"""POJ 3074 speed: solutions/poj3074.py against the kit's compiled C++ DLX, same run.

Inputs: data/top1465.txt as one POJ 3074 input (the issue's benchmark), then
top95 and 17clue_1000 as extra rows (hardest.txt, 11 puzzles, would time start-up
only), and the hardest sample (samples/poj3074/top1465_hard150) against the problem's
1 s limit; last, the slowest sample file of POJ 2676 and of P1784 against their limits.
On top1465 the same model on the template's core (refs/sudoku_template_core.py: the
template's build, cover, uncover and search, loaded; columns in order) gets a row of its own
per interpreter (one run), its ratio over poj3074.py's time: what the variant's deltas buy.
Reference: refs/dlx_sudoku.cpp, built here with the system compiler (g++ -O2, or
$CXX) into bench/build/ when the binary is missing or older than the source; without
a compiler the benchmark says so and reports the Python rows without ratios. The
ratio column is against that build, which stops its column scan at a column of one
row; a second build with -DFULL_SCAN (Knuth's scan of every column, about twice as
slow on top1465) gets its own row, and the Python notes give their ratio to it too.
The ratio is not pure interpreter overhead: on top1465 this build searches about 472
nodes a puzzle (the full-scan build 374), while a Python solution may prune more
(poj3074.py reports ~317 with its dead-column shortcut and sorted header ring).
Every output, the C++ reference's included, goes through the sudoku checker's
functions (a valid grid keeping the givens, one per puzzle) before its time counts: a
wrong reference would make the ratios meaningless, so it stops the benchmark.

What is timed (CPU seconds of the child, bench.common.cpu_run):
- the total: one whole-file run per program, as a judge times it, start-up included;
  on top1465 each program runs REPEAT times and the least is kept (noise is +-15% on
  this shared machine); the ratio is Python total / C++ total.
- per puzzle (the note): mean = total / puzzles. Max: the C++ binary, given -t, times
  every puzzle inside itself (build + search) and prints the times to stderr; for
  Python, bench/sudoku_per_puzzle.py calls the solution's main() once per puzzle in one
  warm process and times each call (top1465 only). Python's max therefore excludes
  start-up, as the C++ one does; under PyPy it is often the first puzzle (the JIT
  warming up), so the note also gives each interpreter's time on the puzzle that is
  the C++'s slowest, and its ratio to the C++ time on it.
The small inputs' ratios include start-up (PyPy's is ~0.1 s), so the targets are
judged on top1465 only.
Targets from the issue (printed, not asserted): CPython within 15x, PyPy3 within 3x.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import ROOT, checker, cpu_run, data, interpreters, report, samples, solution  # noqa: E402

SUDOKU = checker('sudoku')
judge, read_answers, read_puzzles = SUDOKU.judge, SUDOKU.read_answers, SUDOKU.read_puzzles

SOURCE = ROOT / 'refs' / 'dlx_sudoku.cpp'
TEMPLATE_CORE = str(ROOT / 'refs' / 'sudoku_template_core.py')
BUILD = ROOT / 'bench' / 'build'
REFERENCE = 'C++ -O2 array DLX'
TARGET = {'cpython': 15, 'pypy3': 3}
REPEAT = int(os.environ.get('SUDOKU_BENCH_REPEAT', '3'))
LIMIT = 1.0     # POJ 3074 / Luogu P10482


def build_reference(name, flags=()):
    """A build of the reference, compiled if missing or stale; None (saying why) if it cannot be."""
    binary = BUILD / name
    if binary.exists() and binary.stat().st_mtime >= SOURCE.stat().st_mtime:
        return binary
    compiler = os.environ.get('CXX') or shutil.which('g++') or shutil.which('c++')
    if not compiler:
        if name == 'dlx_sudoku':
            print('bench_sudoku: no C++ compiler (g++, c++ or $CXX): no C++ reference, no ratios; '
                  'the Python rows follow', file=sys.stderr)
        return None
    BUILD.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([compiler, '-O2', *flags, '-o', str(binary), str(SOURCE)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        print(f'bench_sudoku: {compiler} failed, no C++ reference:\n{done.stderr[-2000:]}', file=sys.stderr)
        return None
    return binary


def verdict(text, output):
    """The checker's verdict on output for the POJ 3074 input text (every puzzle solvable)."""
    puzzles = read_puzzles('poj3074', text)
    try:
        answers = read_answers('poj3074', output, len(puzzles))
    except ValueError as e:
        return f'WA {e}'
    found, message = judge(puzzles, answers)
    return 'AC' if found == 'AC' else f'{found} {message}'


def least(cmd, data, repeat):
    """The least CPU time of repeat runs, and the last run's output."""
    best = None
    for _ in range(repeat):
        cpu, out = cpu_run(cmd, data)
        best = cpu if best is None else min(best, cpu)
    return best, out.decode()


def ms(seconds):
    return f'{seconds * 1000:.3f}' if seconds < 0.01 else f'{seconds * 1000:.1f}'


def python_times(python, text):
    """Per-puzzle CPU times from the in-process harness (outputs checked); None if it fails."""
    with tempfile.TemporaryDirectory() as tmp:
        puzzles_path, result_path = Path(tmp) / 'in.txt', Path(tmp) / 'out.json'
        puzzles_path.write_text(text)
        done = subprocess.run(python + [str(ROOT / 'bench' / 'sudoku_per_puzzle.py'), solution('poj3074'),
                                        str(puzzles_path), str(result_path)],
                              capture_output=True, text=True, timeout=1200)
        if done.returncode != 0:
            print(f'bench_sudoku: per-puzzle harness failed: {done.stderr[-500:]}', file=sys.stderr)
            return None
        result = json.loads(result_path.read_text())
    lines = [line for line in text.splitlines() if line.strip() and line.strip() != 'end']
    check = verdict(text, ''.join(result['outputs']))
    if check != 'AC':
        print(f'bench_sudoku: per-puzzle harness outputs wrong: {check}', file=sys.stderr)
        return None
    assert len(result['times']) == len(lines)
    return result['times']


def run_reference(binary, interp, label, text, repeat, limit, ref_cpu=None):
    """Time a C++ build and check its output; its CPU seconds. A wrong output stops everything."""
    data = text.encode()
    count = len(read_puzzles('poj3074', text))
    cpu, out = least([str(binary)], data, repeat)
    check = verdict(text, out)
    if check != 'AC':
        raise SystemExit(f'bench_sudoku: the C++ reference {binary.name} is wrong on {label}: {check}')
    done = subprocess.run([str(binary), '-t'], input=data, capture_output=True, check=True)
    times = [float(t) / 1e6 for t in done.stderr.split()]
    assert len(times) == count
    worst = max(range(count), key=times.__getitem__)
    what = 'Knuth\'s full column scan; ' if ref_cpu else ''
    report('poj3074', label, interp, cpu, limit, REFERENCE, ref_cpu or cpu,
           note=f'{what}{count} puzzles; per puzzle ms: mean {ms(cpu / count)}, max {ms(times[worst])} at puzzle {worst + 1}; '
                f'inside the program: mean {ms(sum(times) / count)}')
    return cpu, times


def run_input(name, text, refs, repeat, main_row, limit=None):
    """Rows for one input; returns False if some program's output was wrong."""
    data = text.encode()
    count = len(read_puzzles('poj3074', text))
    label = name
    ok = True
    ref_cpu = full_cpu = ref_times = None
    if refs[0]:
        ref_cpu, ref_times = run_reference(refs[0], 'c++ -O2', label, text, repeat, limit)
    if refs[1]:
        full_cpu = run_reference(refs[1], 'c++ full', label, text, repeat, limit, ref_cpu)[0]
    for interp, cmd in interpreters():
        cpu, out = least(cmd + [solution('poj3074')], data, repeat)
        check = verdict(text, out)
        notes = [f'{count} puzzles; per puzzle ms: mean {ms(cpu / count)}']
        if main_row:
            times = python_times(cmd, text)
            if times:
                worst = max(range(count), key=times.__getitem__)
                notes.append(f'max {ms(times[worst])} at puzzle {worst + 1}')
                if ref_times:       # the puzzle that is hardest for the C++
                    hard = max(range(count), key=ref_times.__getitem__)
                    notes.append(f'puzzle {hard + 1} (the C++ max) {ms(times[hard])}, '
                                 f'{times[hard] / ref_times[hard]:.1f}x the C++')
            else:
                notes.append('max n/a (harness failed)')
        if ref_cpu and main_row:    # the targets are set on top1465
            ratio = cpu / ref_cpu
            notes.append(f'target <= {TARGET[interp]}x: {"met" if ratio <= TARGET[interp] else "MISSED"}')
        if full_cpu:
            notes.append(f'{cpu / full_cpu:.2f}x the full-scan C++')
        if check != 'AC':
            notes.insert(0, f'WRONG OUTPUT: {check}')
            ok = False
        report('poj3074', label, interp, cpu, limit, REFERENCE if ref_cpu else 'none (no compiler)',
               ref_cpu, note='; '.join(notes))
        if main_row:                # the same model on the template's core: what the variant buys
            core_cpu, core_out = least(cmd + [TEMPLATE_CORE], data, 1)
            check = verdict(text, core_out)
            if check != 'AC':
                raise SystemExit(f'bench_sudoku: refs/sudoku_template_core.py is wrong on {label}: {check}')
            report('poj3074', f'{name}, template core', interp, core_cpu, limit, 'poj3074.py', cpu,
                   note='refs/sudoku_template_core.py, one run')
    return ok


def slowest_sample(problem, limit):
    """A row per interpreter: the slowest of a problem's samples, as the judge times a file."""
    cases = sorted(samples(problem).glob('*.in'))
    for interp, cmd in interpreters():
        worst, worst_name = max((cpu_run(cmd + [solution(problem)], path.read_bytes())[0], path.stem)
                                for path in cases)
        report(problem, 'slowest sample', interp, worst, limit, note=f'{worst_name}, of {len(cases)}')


def puzzle_file(name):
    lines = [line.strip() for line in data(name).read_text().splitlines() if line.strip()]
    return '\n'.join(lines) + '\nend\n'


def main():
    if not Path(solution('poj3074')).exists():
        print('bench_sudoku: solutions/poj3074.py does not exist yet', file=sys.stderr)
        sys.exit(1)
    refs = (build_reference('dlx_sudoku'), build_reference('dlx_sudoku_fullscan', ['-DFULL_SCAN']))
    ok = run_input('top1465', puzzle_file('top1465.txt'), refs, REPEAT, main_row=True)
    for name in ('top95.txt', '17clue_1000.txt'):
        ok &= run_input(name[:-4], puzzle_file(name), refs, 1, main_row=False)
    sample = samples('poj3074') / 'top1465_hard150.in'
    if sample.exists():
        ok &= run_input('sample top1465_hard150', sample.read_text(), refs, 1, main_row=False, limit=LIMIT)
    for problem, limit in (('poj2676', 2.0), ('p1784', 1.0)):
        slowest_sample(problem, limit)
    if not ok:
        sys.exit(1)


if __name__ == '__main__':
    main()
