"""Issue 27's node levers for P4929, measured: a table of failed states and component splitting.

The search is solutions/p4929.py's search_bits (int bitsets, pair-kill, weighted-S ties),
written again here with two switches:
  memo    a set of the uncovered-column masks proven to have no cover (a transposition
          table: the rows left follow from the uncovered columns, and pair-kill only
          removes rows that are in no cover, so a state's failure depends on its mask
          alone); a node whose mask is in it is cut. Cleared when it holds MEMO_CAP masks.
  split   when the uncovered columns fall into two groups no live row joins, each group
          is searched alone (the smaller first; a failed group fails the node, and its
          mask goes to the table).
  kill=K  pair-kill extended to columns of up to K rows (a row that meets every row of
          such a column is dead); K = 2 is the solution's rule.
Inputs: the sweep's hardest rand seeds (bench_p4929.SWEEP, plus rand M100 rows 4-8 seed 0
and rand M200 rows 3-6 seed 0 from JOURNAL 2026-11-28), rand200 seed 22, and the planted
SWEEP rows. Per input and variant: nodes (rows tried; `>cap` when stopped at --nodes),
table hits, the most masks held, and the search's CPU seconds (best of --repeat, in this
process). Prints a table; no bench/results row (an experiment, see JOURNAL 2026-11-28).

Usage: python3 -S bench/p4929_levers.py [--nodes 100000] [--repeat 3] [--variants base,memo,memo+split]
(CPython 3.10+: int.bit_count).
"""
import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_p4929 import SWEEP, family_rows, random_rows  # noqa: E402

MEMO_CAP = 1 << 19      # 94 bytes a 200-bit mask, 134 a 500-bit one, slot included: <= 70 MB


class Stopped(Exception):
    pass


def search(ncols, rows, memo=False, split=False, kill_k=2, cap=100000):
    """(cover or None or 'stopped', stats): the first exact cover's row indices."""
    crows = [0] * (ncols + 1)
    for i, cols in enumerate(rows):
        for c in cols:
            crows[c] |= 1 << i
    meet, out, rcols, live = [], [], [], 0
    for i, cols in enumerate(rows):
        m = cm = 0
        for c in cols:
            m |= crows[c]
            cm |= 1 << c
        meet.append(m & ~(1 << i))
        out.append(~m)
        rcols.append(cm)
        if cols:
            live |= 1 << i
    length = [len(cols) for cols in rows]
    stats = {'nodes': 0, 'hits': 0, 'held': 0, 'splits': 0, 'clears': 0}
    failed = set()
    chosen = []

    def fail(unc):
        if memo:
            if len(failed) >= MEMO_CAP:
                failed.clear()
                stats['clears'] += 1
            failed.add(unc)
            stats['held'] = max(stats['held'], len(failed))
        return False

    def node(live, done, todo, unc, connected):
        stats['nodes'] += 1
        if stats['nodes'] > cap:
            raise Stopped
        if memo and unc in failed:
            stats['hits'] += 1
            return False
        left, xs = [], []
        s, kill, ties = 1 << 30, 0, None
        for c in todo:
            col = crows[c]
            x = col & live
            if x:
                left.append(c)
                xs.append(x)
                k = x.bit_count()
                if k <= s:
                    if k < s:
                        s, best, ties = k, x, None
                    elif ties is None:
                        ties = [best, x]
                    else:
                        ties.append(x)
                if k == 1:
                    kill |= meet[x.bit_length() - 1]
                elif k == 2:
                    low = x & -x
                    kill |= meet[low.bit_length() - 1] & meet[(x ^ low).bit_length() - 1]
                elif k <= kill_k:
                    y, a = x, -1
                    while y:
                        low = y & -y
                        y ^= low
                        a &= meet[low.bit_length() - 1]
                    kill |= a
            elif not col & done:
                return fail(unc)
        if not left:
            return True
        live &= ~kill
        if split and not connected and s > 1 and len(left) > 1:
            joined = xs[0] & live           # the rows reachable from the first column
            rest = range(1, len(left))
            grew = True
            while grew and rest:
                grew, later = False, []
                for i in rest:
                    if xs[i] & joined:
                        joined |= xs[i] & live
                        grew = True
                    else:
                        later.append(i)
                rest = later
            if rest:
                stats['splits'] += 1
                apart = set(rest)
                a = [left[i] for i in range(len(left)) if i not in apart]
                b = [left[i] for i in rest]
                if len(b) < len(a):
                    a, b = b, a
                mask_a = 0
                for c in a:
                    mask_a |= 1 << c
                mark = len(chosen)
                if node(live, done, a, mask_a, True) and node(live, done, b, unc & ~mask_a, False):
                    return True
                del chosen[mark:]
                return fail(unc)
        if ties:
            most = -1
            for x in ties:
                w, y = 0, x
                while y:
                    low = y & -y
                    y ^= low
                    w += length[low.bit_length() - 1]
                if w > most:
                    most, best = w, x
        best &= live
        while best:
            low = best & -best
            best ^= low
            r = low.bit_length() - 1
            chosen.append(r)
            if node(live & out[r], done | low, left, unc & ~rcols[r], False):
                return True
            chosen.pop()
        return fail(unc)

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 2 * ncols + 100))
    try:
        found = node(live, 0, list(range(1, ncols + 1)), (1 << (ncols + 1)) - 2, False)
    except Stopped:
        return 'stopped', stats
    finally:
        sys.setrecursionlimit(limit)
    if not found:
        return None, stats
    count = [0] * (ncols + 1)
    for r in chosen:
        for c in rows[r]:
            count[c] += 1
    if any(k != 1 for k in count[1:]):
        raise AssertionError('not an exact cover')
    return list(chosen), stats


VARIANTS = {'base': {}, 'memo': {'memo': True}, 'split': {'split': True},
            'memo+split': {'memo': True, 'split': True}, 'kill3': {'kill_k': 3}, 'kill5': {'kill_k': 5}}


def inputs():
    for family, m, window, seed, _ in SWEEP:
        lo, hi = map(int, window.split('-'))
        yield f'{family} M{m} rows {window} seed {seed}', m, family_rows(family, seed, m, lo, hi)
        if (family, m) == ('rand', 100):
            yield 'rand M100 rows 4-8 seed 0', 100, family_rows('rand', 0, 100, 4, 8)
        if (family, m) == ('rand', 200):
            yield 'rand M200 rows 3-6 seed 0', 200, family_rows('rand', 0, 200, 3, 6)
            yield 'rand200 seed 22 (rows 4-8)', 200, random_rows(22, 500, 200, 4, 8)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--nodes', type=int, default=100000, help='stop a search after this many')
    ap.add_argument('--repeat', type=int, default=3)
    ap.add_argument('--variants', default='base,memo,memo+split')
    args = ap.parse_args()
    if not hasattr(int, 'bit_count'):
        sys.exit('p4929_levers: needs CPython 3.10+ (int.bit_count)')
    names = args.variants.split(',')
    for name in names:
        if name not in VARIANTS:
            sys.exit(f'p4929_levers: unknown variant {name!r} (known: {", ".join(VARIANTS)})')
    print(f'{"input":30} {"variant":11} {"cover":>7} {"nodes":>9} {"hits":>7} {"held":>8} {"splits":>7} {"CPU s":>7}')
    for label, m, rows in inputs():
        for name in names:
            best = None
            for _ in range(args.repeat):
                t = time.process_time()
                found, stats = search(m, rows, cap=args.nodes, **VARIANTS[name])
                cpu = time.process_time() - t
                best = cpu if best is None else min(best, cpu)
            cover = 'stopped' if found == 'stopped' else ('yes' if found else 'no')
            nodes = f'>{args.nodes}' if found == 'stopped' else str(stats['nodes'])
            print(f'{label:30} {name:11} {cover:>7} {nodes:>9} {stats["hits"]:>7} {stats["held"]:>8} '
                  f'{stats["splits"]:>7} {best:7.2f}', flush=True)


if __name__ == '__main__':
    main()
