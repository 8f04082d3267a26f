"""Special judge for HUST 1017 Exact cover: many cases, any exact cover of each is right.

The input is cases to its end: N M, then N rows, each C and C column numbers. The output
and the answer are read as tokens, case after case: `NO`, or K and then K row numbers
(1-based, any order, each at most once) whose rows hold every column exactly once. A
case is solvable when the answer file gives a cover for it (which is checked); the
answer's NO is trusted until the output covers that case: then the answer file is wrong,
and that is the checker's failure (FAIL), not the program's.
"""


def _int9(t):
    """ASCII digits only, at most 9 (int() would take '٣' or '1_0')."""
    return len(t) <= 9 and t.isascii() and t.isdigit()


def read_cases(input_text):
    """[(n, m, rows)], rows[i] the set of columns of row i+1."""
    tokens = [int(t) for t in input_text.split()]
    cases = []
    at = 0
    while at + 1 < len(tokens):
        n, m = tokens[at], tokens[at + 1]
        at += 2
        rows = []
        for _ in range(n):
            c = tokens[at]
            rows.append(set(tokens[at + 1:at + 1 + c]))
            at += 1 + c
        if at > len(tokens):
            raise ValueError('bad input: the last case is cut short')
        cases.append((n, m, rows))
    return cases


def next_answer(tokens, at, n, m, rows):
    """(None or the chosen rows, position after them, why it is no cover or None)."""
    if at >= len(tokens):
        return None, at, 'the output ends before this case'
    if tokens[at] == 'NO':
        return None, at + 1, None
    if not _int9(tokens[at]):
        return None, at + 1, f'{tokens[at][:20]!r} is neither NO nor a count'
    k = int(tokens[at])
    chosen = tokens[at + 1:at + 1 + k]
    if len(chosen) < k:
        return None, at + 1 + k, f'{k} rows announced, {len(chosen)} given'
    seen = set()
    owner = {}
    for t in chosen:
        if not _int9(t) or not 1 <= int(t) <= n:
            return None, at + 1 + k, f'{t[:20]!r} is not a row number 1..{n}'
        r = int(t)
        if r in seen:
            return None, at + 1 + k, f'row {r} is printed twice'
        seen.add(r)
        for c in rows[r - 1]:
            if c in owner:
                return None, at + 1 + k, f'column {c} is covered by both row {owner[c]} and row {r}'
            owner[c] = r
    if len(owner) != m:
        return None, at + 1 + k, f'{m - len(owner)} columns are not covered'
    return sorted(seen), at + 1 + k, None


def longest(input_text, answer_text):
    """Bytes of the longest valid output: per case NO, or a count and at most N row
    numbers, each token of at most 9 digits (_int9) with a blank. Each case's N + 1
    tokens are at most its N + 2 tokens of input (N M and a row's C each count)."""
    return 10 * len(input_text.split()) + 16


def check(input_text, output_text, answer_text):
    cases = read_cases(input_text)
    out, ans = output_text.split(), answer_text.split()
    o = a = 0
    for number, (n, m, rows) in enumerate(cases, 1):
        cover, a, why = next_answer(ans, a, n, m, rows)
        if why:
            raise ValueError(f'the answer file, case {number}: {why}')
        solvable = cover is not None
        is_no = o < len(out) and out[o] == 'NO'
        mine, o, why = next_answer(out, o, n, m, rows)
        if why:
            return 'WA', f'case {number}: {why}'
        if is_no and solvable:
            return 'WA', f'case {number}: printed NO but a cover exists'
        if mine is not None and not solvable:
            raise ValueError(f'case {number}: the output is a cover but the answer file says NO')
    if o < len(out):
        return 'WA', f'{len(out) - o} tokens after the last case'
    return 'AC', f'{len(cases)} cases'


if __name__ == '__main__':
    from testlib import main    # run as a script: kit/checkers is on sys.path
    main(check, longest)
