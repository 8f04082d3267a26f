"""Run changed copies of the template's search on real inputs, and count what they do.

What tools/undo_order.py and tools/branch_rule.py share. A variant is the text of
solutions/template.py with some passages replaced (each must occur exactly once, so a
change to the template stops the tools with a message instead of measuring old code),
plus a node counter: `chosen.append(r)` becomes `chosen.append(r); _tick(chosen)`, one
statement on the same line. run() searches the whole tree (every solution) and records:

- nodes: the rows tried (the ticks);
- stopped: None when the search ended, or why it was stopped: 'budget' (more nodes than
  allowed), 'depth' (more rows chosen than there are primary columns: each chosen row
  covers a primary column of its own, so a correct search never gets that deep), or
  'loop' (the lists and the stack of chosen rows repeat at a node: since they fix
  everything the search does next, it would run forever; Brent's cycle detection);
- differ: which of L R U D S differ from the built lists at the end ([] = restored);
- the solutions found, how many were not exact covers, and the first / the best score;
- seconds: CPU time of the search alone (time.process_time around the generator).

Inputs are the kit's own: P4929 samples and benchmark input, P1074 samples, sudoku sets.
"""
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import trace as tr  # noqa: E402  (tools/trace.py: the template's path and P4929's parser)

ROOT = tr.ROOT
TICK = 'chosen.append(r)'


class Stopped(Exception):
    def __init__(self, why, period=None):
        super().__init__(why)
        self.why, self.period = why, period


def variant_source(changes, label='variant'):
    """The template's text with each (old, new) of changes made, and the node counter."""
    text = tr.TEMPLATE.read_text(encoding='utf-8')
    for old, new in changes:
        if text.count(old) != 1:
            raise SystemExit(f'tools/variants.py: {label}: solutions/template.py no longer holds '
                             f'this passage once; update the tool:\n{old}')
        text = text.replace(old, new)
    if text.count(TICK) != 1:
        raise SystemExit(f'tools/variants.py: solutions/template.py has no single "{TICK}"')
    return text.replace(TICK, TICK + '; _tick(chosen)')


def load(changes, label='variant'):
    """A namespace with the variant's build, cover, uncover and search."""
    space = {'__name__': 'variant_' + ''.join(ch if ch.isalnum() else '_' for ch in label)}
    exec(compile(variant_source(changes, label), f'<template: {label}>', 'exec'), space)
    return space


# ------------------------------------------------------------------ inputs
# An input is (ncols, rows, nprimary, what): what[i] = (cell, digit) of row i for sudoku
# inputs (P1074's answer is the best score), None for P4929's.

def p4929_file(path):
    ncols, rows = tr.parse_p4929(Path(path).read_bytes())
    return ncols, rows, ncols, None


def rand200(seed):
    """bench/bench_p4929.py's rand200 input: 500 random rows of 4-8 ones over 200 columns."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from bench.bench_p4929 import random_rows
    return 200, random_rows(seed, 500, 200, 4, 8), 200, None


WEIGHT = [10 - max(abs(p // 9 - 4), abs(p % 9 - 4)) for p in range(81)]


def sudoku(grid):
    """The kit's sudoku exact cover (324 columns: cell, row, column, box), a row per
    candidate the givens allow; grid: 81 ints, 0 empty."""
    rows, what = [], []
    for p in range(81):
        r, c = divmod(p, 9)
        b = r // 3 * 3 + c // 3
        seen = {grid[q] for q in range(81) if grid[q] and q != p and
                (q // 9 == r or q % 9 == c or q // 27 * 3 + q % 9 // 3 == b)}
        for d in ([grid[p]] if grid[p] else range(1, 10)):
            if d not in seen:
                rows.append([1 + p, 82 + 9 * r + d - 1, 163 + 9 * c + d - 1, 244 + 9 * b + d - 1])
                what.append((p, d))
    return 324, rows, 324, what


def p1074_file(path):
    return sudoku([int(w) for w in Path(path).read_bytes().split()])


def sudoku_line(path, k):
    """Puzzle k (0-based) of a file of one 81-character puzzle a line ('.' or '0' empty)."""
    line = Path(path).read_text(encoding='utf-8').split()[k]
    return sudoku([0 if ch in '.0' else int(ch) for ch in line])


# ------------------------------------------------------------------ one run

def run(space, inp, budget=float('inf')):
    """Search the whole tree of inp with one variant: a dict of what happened."""
    ncols, rows, nprimary, what = inp
    M = space['build'](ncols, rows, nprimary)
    lists = M[:4] + (M[6],)
    built = [list(v) for v in lists]
    state = {'nodes': 0, 'mark': None, 'mark_at': 0, 'power': 1, 'depth': 0}

    def tick(chosen):
        n = state['nodes'] = state['nodes'] + 1
        if n > budget:
            raise Stopped('budget')
        if len(chosen) > state['depth']:
            state['depth'] = len(chosen)
            if len(chosen) > nprimary:
                raise Stopped('depth')
        mark = state['mark']        # Brent: the state saved at the last power of 2
        if mark is not None and mark[0] == chosen and \
                all(a == b for a, b in zip(mark[1], lists)):
            raise Stopped('loop', n - state['mark_at'])
        if n == state['power']:
            state['mark'] = (list(chosen), [list(v) for v in lists])
            state['mark_at'], state['power'] = n, 2 * n

    space['_tick'] = tick
    found, invalid, best, first = 0, 0, -1, None
    seconds, stopped, period = 0.0, None, None
    ROW = M[5]
    gen = space['search'](M)
    while True:
        start = time.process_time()
        try:
            chosen = next(gen)
        except StopIteration:
            seconds += time.process_time() - start
            break
        except Stopped as e:
            seconds += time.process_time() - start
            stopped, period = e.why, e.period
            break
        seconds += time.process_time() - start
        found += 1
        picked = [ROW[x] for x in chosen]
        if sorted(c for i in picked for c in rows[i] if c <= nprimary) != \
                list(range(1, nprimary + 1)):
            invalid += 1
            continue
        if first is None and what is None:
            first = sorted(i + 1 for i in picked)
        if what is not None:
            best = max(best, sum(WEIGHT[what[i][0]] * what[i][1] for i in picked))
    return {'nodes': min(state['nodes'], budget), 'stopped': stopped, 'period': period,
            'depth': state['depth'],
            'differ': [k for k, a, b in zip('LRUDS', lists, built) if list(a) != b],
            'solutions': found, 'invalid': invalid, 'first': first,
            'best': best if what is not None else None, 'seconds': round(seconds, 4)}


def measure(variants, inputs, names, repeat, budget_of, log=None):
    """{input name: {'budget': B, 'variants': {variant: result}}}.

    variants: {name: namespace}, the reference first; its first run gives the budget
    (budget_of(its nodes)) for the others. Times are the best of `repeat` runs, the
    variants interleaved in a rotating order; a stopped run is not repeated (its time
    says only how long the budget lasted). A variant that runs differently twice is an
    error (everything but the time must be deterministic).
    """
    order = list(variants)
    out = {}
    for name in names:
        inp = inputs[name]()
        results = {order[0]: run(variants[order[0]], inp)}
        budget = budget_of(results[order[0]]['nodes'])
        for k in range(repeat):
            for v in order[k % len(order):] + order[:k % len(order)]:
                old = results.get(v)
                if (k == 0 and v == order[0]) or (old and old['stopped']):
                    continue
                r = run(variants[v], inp, budget)
                if log:
                    log(f'{name} {v} run {k + 1}: {r}')
                if old is not None:
                    if {key: val for key, val in r.items() if key != 'seconds'} != \
                            {key: val for key, val in old.items() if key != 'seconds'}:
                        raise SystemExit(f'tools/variants.py: {v} on {name} ran differently twice')
                    r['seconds'] = min(r['seconds'], old['seconds'])
                results[v] = r
        out[name] = {'budget': budget, 'primary': inp[2],
                     'variants': {v: results[v] for v in order}}
    return out


def interpreter():
    import platform
    if platform.python_implementation() == 'PyPy':
        v = sys.pypy_version_info
        return f'PyPy {v.major}.{v.minor}.{v.micro} (Python {platform.python_version()})'
    return f'{platform.python_implementation()} {platform.python_version()}'


def main(tool, argv=None):
    """The command line of a measuring tool (tools/undo_order.py, tools/branch_rule.py)."""
    import argparse
    import json
    name = Path(tool.__file__).name

    class Parser(argparse.ArgumentParser):
        def error(self, message):           # one line on stderr, status 2
            sys.stderr.write(f'{name}: {message} (see --help)\n')
            sys.exit(2)

    p = Parser(prog=f'tools/{name}', description=tool.__doc__.split('\n')[0])
    p.add_argument('--only', nargs='+', choices=list(tool.INPUTS), metavar='NAME')
    p.add_argument('--repeat', type=int, default=3)
    p.add_argument('--budget', type=float, default=None, metavar='F',
                   help=f'stop a variant at F times the reference\'s nodes (default {tool.BUDGET})')
    p.add_argument('--json', action='store_true', help='print JSON instead of the table')
    p.add_argument('--write', action='store_true', help=f'store it as '
                   f'{tool.RESULT.relative_to(ROOT)} for make guide')
    p.add_argument('--verbose', action='store_true', help='each run on stderr')
    args = p.parse_args(argv)
    if args.repeat < 1:
        p.error('--repeat must be at least 1')
    log = (lambda s: print(s, file=sys.stderr, flush=True)) if args.verbose else None
    if args.budget is not None:
        if args.budget <= 0:
            p.error('--budget must be positive')
        tool.BUDGET = args.budget
    data = tool.result(args.only or list(tool.INPUTS), args.repeat, log)
    text = json.dumps(data, indent=1, ensure_ascii=False) + '\n'
    if args.write:
        tool.RESULT.parent.mkdir(parents=True, exist_ok=True)
        tool.RESULT.write_text(text, encoding='utf-8')
    if args.json:
        sys.stdout.write(text)
    else:
        import make_guide
        sys.stdout.write(getattr(make_guide, tool.TABLE)(data, 'en') + '\n')
    return 0
