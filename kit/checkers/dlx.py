"""Special judge for solutions/dlx.py (exact cover in Knuth's format): any solution is right.

The input is read in Knuth's format (comment lines start with `|`; the item line: primary
items, then optionally `|` and secondary items; then one option a line, `name:c` giving a
secondary item a colour). Options without a primary item are dropped, as Knuth's programs
do. The output is right when it is exactly `No Solution!` and the answer file says so too,
or when its non-empty lines are options of the input (each line's items, in any order, are
those of an option), no option twice, and together they hold every primary item exactly
once and every secondary item at most once or only with one and the same colour. The
answer file's solution is checked the same way (a wrong one: the checker fails); its
`No Solution!` is trusted until the output itself is a solution, which proves the answer
wrong: the checker fails then too (raises), it does not blame the program.
This parser is written apart from the solution's, so that a misreading in either shows.
"""
NO = ['No', 'Solution!']


def read_problem(input_text):
    """(primary, secondary, options): options maps frozenset(tokens) -> [(item, colour)]."""
    item_line = None
    options = {}
    for line in input_text.splitlines():
        tokens = line.split()
        if not tokens or tokens[0].startswith('|'):
            continue
        if item_line is None:
            item_line = tokens
            bar = tokens.index('|') if '|' in tokens else len(tokens)
            primary, secondary = set(tokens[:bar]), set(tokens[bar + 1:])
            continue
        uses = []
        for token in tokens:
            name, _, colour = token.partition(':')
            if name not in primary and name not in secondary:
                raise ValueError(f'bad input: unknown item {name!r}')
            uses.append((name, colour or None))
        if any(name in primary for name, _ in uses):   # else dropped, as Knuth does
            options[frozenset(tokens)] = uses
    if item_line is None:
        raise ValueError('bad input: no item line')
    return primary, secondary, options


def solution_error(lines, primary, secondary, options):
    """None if the lines are a solution, else why not."""
    if not lines:
        return 'empty output'
    seen = set()
    owner = {}      # item -> (colour, the line that first used it)
    for number, line in enumerate(lines, 1):
        key = frozenset(line.split())
        if key not in options:
            return f'line {number} ({line[:40]!r}) is not an option of the input'
        if key in seen:
            return f'line {number}: option {line[:40]!r} is chosen twice'
        seen.add(key)
        for name, colour in options[key]:
            if name in owner:
                first_colour, first = owner[name]
                if name in primary:
                    return f'primary item {name!r} is in lines {first} and {number}'
                if colour is None or colour != first_colour:
                    return (f'secondary item {name!r} is in lines {first} and {number} '
                            f'with colours {first_colour!r} and {colour!r}')
            else:
                owner[name] = (colour, number)
    missing = sorted(primary - set(owner))
    if missing:
        return f'primary item {missing[0]!r} is not covered ({len(missing)} uncovered)'
    return None


def nonempty_lines(text):
    return [line.strip() for line in text.splitlines() if line.strip()]


def check(input_text, output_text, answer_text):
    primary, secondary, options = read_problem(input_text)
    if answer_text.split() == NO:
        solvable = False
    else:
        why = solution_error(nonempty_lines(answer_text), primary, secondary, options)
        if why:
            raise ValueError(f'the answer file is not a solution: {why}')
        solvable = True
    if output_text.split() == NO:
        if solvable:
            return 'WA', 'printed No Solution! but a solution exists'
        return 'AC', 'No Solution!'
    lines = nonempty_lines(output_text)
    why = solution_error(lines, primary, secondary, options)
    if why:
        return 'WA', why
    if not solvable:
        raise ValueError('the output is a solution but the answer file says No Solution!')
    return 'AC', f'a solution of {len(lines)} options'


if __name__ == '__main__':
    from testlib import main    # run as a script: kit/checkers is on sys.path
    main(check)
