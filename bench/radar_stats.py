"""The search counts of a run of hdu2295.py or hdu5046.py (their --stats lines), for the
benchmarks' notes: probes, searches, search nodes (and the most in a case)."""
import re
import subprocess

LINE = re.compile(r'case \d+: (\d+) probes, (\d+) searches, (\d+) nodes, (\d+) swaps')


def search_counts(cmd, stdin):
    """'P probes, S searches, N nodes, at most M in a case' for cmd + ['--stats']."""
    done = subprocess.run(cmd + ['--stats'], input=stdin, capture_output=True, timeout=600)
    cases = [tuple(map(int, m.groups())) for m in LINE.finditer(done.stderr.decode())]
    if done.returncode or not cases:
        raise RuntimeError(f'{cmd} --stats: exit {done.returncode}, {done.stderr[-300:]!r}')
    return '%d probes, %d searches, %d nodes, at most %d in a case' % (
        sum(c[0] for c in cases), sum(c[1] for c in cases), sum(c[2] for c in cases), max(c[2] for c in cases))
