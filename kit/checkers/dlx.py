"""Special judge for solutions/dlx.py (exact cover in Knuth's format): any solution is right.

The input is read in Knuth's format (comment lines start with `|`; the item line: primary
items, each maybe with bounds `a:b|name` or `b|name`, then optionally `|` and secondary
items; then one option a line, `name:c` giving a secondary item a colour, `|n` a cost).
Options without a primary item are dropped, as Knuth's programs do. The output is right
when it is exactly `No Solution!` and the answer file says so too, or when its non-empty
lines are options of the input (each line's words, in any order, are those of an option),
no option more often than the input has it, and together they hold every primary item
within its bounds (once by default) and every secondary item at most once or only with
one and the same colour. The empty output is the empty solution (all lower bounds 0). The
answer file's solution is checked the same way (a wrong one: the checker fails); its
`No Solution!` is trusted until the output itself is a solution, which proves the answer
wrong: the checker fails then too (raises), it does not blame the program.
This parser is written apart from the solution's, so that a misreading in either shows.
"""
from collections import Counter

NO = ['No', 'Solution!']


def read_problem(input_text):
    """(primary, secondary, options, copies): primary maps name -> (lo, hi); options maps
    a sorted tuple of an option's words -> [(item, colour)]; copies counts each."""
    primary = None
    options = {}
    copies = Counter()
    for line in input_text.splitlines():
        tokens = line.split()
        if not tokens or tokens[0].startswith('|'):
            continue
        if primary is None:
            primary, secondary, side = {}, set(), 'primary'
            for token in tokens:
                if token.startswith('|'):           # the bar, maybe with a name after it
                    side, token = 'secondary', token[1:]
                    if not token:
                        continue
                if side == 'secondary':
                    secondary.add(token)
                    continue
                spec, bar, name = token.rpartition('|')
                lo, _, hi = spec.rpartition(':')
                primary[name] = (int(lo or hi), int(hi)) if bar else (1, 1)
            continue
        uses = []
        for token in tokens:
            if token.startswith('|'):               # a cost
                continue
            name, _, colour = token.partition(':')
            if name not in primary and name not in secondary:
                raise ValueError(f'bad input: unknown item {name!r}')
            uses.append((name, colour or None))
        if any(name in primary for name, _ in uses):   # else dropped, as Knuth does
            options[tuple(sorted(tokens))] = uses
            copies[tuple(sorted(tokens))] += 1
    if primary is None:
        raise ValueError('bad input: no item line')
    return primary, secondary, options, copies


def solution_error(lines, primary, secondary, options, copies):
    """None if the lines are a solution, else why not."""
    seen = Counter()
    owner = {}      # secondary item -> (colour, the line that first used it)
    uses = Counter()
    for number, line in enumerate(lines, 1):
        key = tuple(sorted(line.split()))
        if key not in options:
            return f'line {number} ({line[:40]!r}) is not an option of the input'
        seen[key] += 1
        if seen[key] > copies[key]:
            return f'line {number}: option {line[:40]!r} is chosen more often than it is given'
        for name, colour in options[key]:
            if name in primary:
                uses[name] += 1
                if uses[name] > primary[name][1]:
                    return f'primary item {name!r} is covered more than {primary[name][1]} times'
            elif name in owner:
                first_colour, first = owner[name]
                if colour is None or colour != first_colour:
                    return (f'secondary item {name!r} is in lines {first} and {number} '
                            f'with colours {first_colour!r} and {colour!r}')
            else:
                owner[name] = (colour, number)
    for name, (lo, hi) in primary.items():
        if uses[name] < lo:
            return f'primary item {name!r} is covered {uses[name]} times, fewer than {lo}'
    return None


def nonempty_lines(text):
    return [line.strip() for line in text.splitlines() if line.strip()]


def longest(input_text, answer_text):
    """Bytes of the longest valid output: a solution names each option at most as often as
    the input gives it, so its lines are at most the input's option lines; or No
    Solution!."""
    return len(input_text.encode('utf-8')) + 16


def check(input_text, output_text, answer_text):
    primary, secondary, options, copies = read_problem(input_text)
    if answer_text.split() == NO:
        solvable = False
    else:
        why = solution_error(nonempty_lines(answer_text), primary, secondary, options, copies)
        if why:
            raise ValueError(f'the answer file is not a solution: {why}')
        solvable = True
    if output_text.split() == NO:
        if solvable:
            return 'WA', 'printed No Solution! but a solution exists'
        return 'AC', 'No Solution!'
    lines = nonempty_lines(output_text)
    why = solution_error(lines, primary, secondary, options, copies)
    if why:
        return 'WA', why
    if not solvable:
        raise ValueError('the output is a solution but the answer file says No Solution!')
    return 'AC', f'a solution of {len(lines)} options'


if __name__ == '__main__':
    from testlib import main    # run as a script: kit/checkers is on sys.path
    main(check, longest)
