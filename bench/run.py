"""Run every benchmark (bench/bench_*.py) and print one table. `make bench` calls this."""
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import print_header  # noqa: E402


def main():
    only = set(sys.argv[1:])
    print_header()
    failed = []
    for script in sorted(Path(__file__).parent.glob('bench_*.py')):
        name = script.stem[len('bench_'):]
        if only and name not in only:
            continue
        if subprocess.run([sys.executable, str(script)]).returncode != 0:
            failed.append(name)
    if failed:
        print(f'benchmarks that failed: {", ".join(failed)}', file=sys.stderr)
        sys.exit(1)


if __name__ == '__main__':
    main()
