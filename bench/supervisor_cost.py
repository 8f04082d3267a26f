"""The judge's cost per run, one tree against another (issue 19's measure, issue 26's bound
of +10 ms): each tree's judge runs a C++ a+b on 40 cases, in interleaved rounds; the
difference per run of wall time and of CPU time (the judge and everything it started),
medians over the rounds. Not part of `make bench`: it compares two checkouts.

    git worktree add /tmp/old REV; python3 -S bench/supervisor_cost.py /tmp/old . [ROUNDS]
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

CASES = 40


def judge_once(tree, folder, binary):
    began, before = time.monotonic(), os.times()
    subprocess.run([sys.executable, '-m', 'judge_io', 'test', '--cases', folder, '-c', binary,
                    '--json'], cwd=tree, stdout=subprocess.DEVNULL, check=True)
    after = os.times()
    cpu = after.children_user + after.children_system - before.children_user - before.children_system
    return (time.monotonic() - began) / CASES * 1000, cpu / CASES * 1000


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit('usage: supervisor_cost.py OLD_TREE NEW_TREE [ROUNDS]')
    old, new = (os.path.abspath(t) for t in sys.argv[1:3])
    rounds = int(sys.argv[3]) if len(sys.argv) == 4 else 9
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, 'ab.cpp')
        with open(source, 'w') as f:
            f.write('#include <cstdio>\nint main(){long long a,b;'
                    'if(scanf("%lld %lld",&a,&b)==2)printf("%lld\\n",a+b);}\n')
        binary = os.path.join(work, 'ab')
        subprocess.run(['g++', '-O2', '-o', binary, source], check=True)
        folder = os.path.join(work, 'cases')
        os.mkdir(folder)
        for i in range(1, CASES + 1):
            for ext, text in (('in', f'{i} 2\n'), ('out', f'{i + 2}\n')):
                with open(os.path.join(folder, f'{i}.{ext}'), 'w') as f:
                    f.write(text)
        os.chmod(work, 0o755)
        for tree in (old, new):         # compiled, warm
            judge_once(tree, folder, binary)
        walls, cpus = [], []
        for r in range(rounds):
            o, n = judge_once(old, folder, binary), judge_once(new, folder, binary)
            walls.append(n[0] - o[0])
            cpus.append(n[1] - o[1])
            print(f'round {r}: old {o[0]:.1f} ms wall, {o[1]:.1f} ms CPU a run; new {n[0]:.1f}, '
                  f'{n[1]:.1f}; load {os.getloadavg()[0]:.1f}', flush=True)
    print(f'new - old a run, median: wall {statistics.median(walls):+.1f} ms '
          f'({min(walls):+.1f}..{max(walls):+.1f}), CPU {statistics.median(cpus):+.1f} ms '
          f'({min(cpus):+.1f}..{max(cpus):+.1f}) over {rounds} rounds')


if __name__ == '__main__':
    main()
