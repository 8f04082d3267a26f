"""Per-puzzle CPU times of a POJ 3074 solution, measured inside one warm process.

    python3 -S bench/sudoku_per_puzzle.py SOLUTION.py PUZZLES.txt RESULT.json

Solutions take no flags, so this harness loads the solution file as a module (its
`if __name__ == "__main__"` guard keeps main() from running on import) and calls its
main() once per puzzle with stdin holding that one puzzle and `end`, and stdout a
buffer. Each call is timed with time.process_time(). What it measures: the cost of a
puzzle in a process that has already started and imported (and, under PyPy, whose JIT
has warmed up on the puzzles before it) -- the situation of a puzzle in the middle of
a judge's big file. The whole-file total is measured separately, as a judge does.
The result is a JSON list of seconds, one per puzzle, written to RESULT.json (not to
stdout, which the solution owns during the calls); the outputs are returned in the
same file so the caller can check them.
"""
import importlib.util
import io
import json
import sys
import time


def main():
    solution, puzzles_path, result_path = sys.argv[1:4]
    spec = importlib.util.spec_from_file_location('solution_under_test', solution)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with open(puzzles_path, 'rb') as f:
        puzzles = [line.strip() for line in f.read().splitlines() if line.strip() and line.strip() != b'end']
    real_stdin, real_stdout = sys.stdin, sys.stdout
    times, outputs = [], []
    try:
        for puzzle in puzzles:
            sys.stdin = io.TextIOWrapper(io.BytesIO(puzzle + b'\nend\n'))
            sink = io.BytesIO()
            sys.stdout = io.TextIOWrapper(sink, write_through=True)
            start = time.process_time()
            module.main()
            sys.stdout.flush()
            times.append(time.process_time() - start)
            outputs.append(sink.getvalue().decode())
    finally:
        sys.stdin, sys.stdout = real_stdin, real_stdout
    with open(result_path, 'w') as f:
        json.dump({'times': times, 'outputs': outputs}, f)


if __name__ == '__main__':
    main()
