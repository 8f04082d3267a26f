"""The explanation of a WA for the user: where the output first differs from the answer,
the lines around it, excerpts of both texts with markers, and hints. The rule that
decides AC or WA is compare.py's; this module only shows.
"""
from typing import List, Optional, Tuple

from .compare import (BLANK, first_byte_difference, first_token_difference, line_of,
                      luogu_difference, normalize, nth_newline, stripped_lines, wcmp_tokens,
                      wcmp_words)

_ANY_BLANK = b' \t\r\x0b\x0c\x00'
WIDTH = 100                     # characters of a line shown before it is cut
HEAD = TAIL = 5                 # lines of a long output shown at each end
CONTEXT = 2                     # lines shown before and after the first difference


def show(raw: bytes, start: int = 0, width: int = WIDTH) -> str:
    """A line made safe to print: undecodable bytes as \\xNN, control characters escaped."""
    extra = ''
    if len(raw) > 1 << 16:          # a huge line: only its beginning is worth decoding
        extra = f' (+{len(raw) - (1 << 16)} bytes)'
        raw = raw[:1 << 16]
    text = raw.decode('utf-8', 'backslashreplace')
    text = ''.join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    cut = ''
    if start > 0:
        text = '...' + text[start:]
    if len(text) > width:
        text, cut = text[:width], f'... (+{len(text) - width} chars)'
    return f'"{text}"{cut}{extra}'


def _column(a: bytes, b: bytes) -> int:
    """1-based character column of the first difference between two lines."""
    n = first_byte_difference(a, b)
    return len(a[:n].decode('utf-8', 'replace')) + 1


def _raw_line(data: bytes, line: int) -> Optional[bytes]:
    """Line `line` (1-based) of data as written, if cheap to find (first 100,000 lines)."""
    if line > 100_000:
        return None
    parts = data.split(b'\n', line)
    return parts[line - 1] if len(parts) >= line else None


def _marked(raw: bytes, start: int = 0) -> str:
    """show(), plus a marker for the trailing blanks that Luogu's rule ignores (spaces, \\r
    and NUL; a trailing tab is shown, \\t, and counts)."""
    text = show(raw, start)
    spaces = len(raw) - len(raw.rstrip(b' '))
    others = len(raw) - len(raw.rstrip(BLANK)) - spaces
    marks = []
    if spaces:
        marks.append(f'+{spaces} trailing space{"s" * (spaces > 1)}')
    if others:
        marks.append(f'+{others} trailing \\r or NUL')
    return text + (f'  [{", ".join(marks)}]' if marks else '')


def excerpt(title: str, data: bytes) -> List[str]:
    """The text as numbered lines: all of it if short, else its head and its tail."""
    n = data.count(b'\n') + (not data.endswith(b'\n') and bool(data))
    notes = [f'{n} line{"s" * (n != 1)}']
    if not data:
        notes = ['empty']
    elif not data.endswith(b'\n'):
        notes.append('no final newline')
    out = [f'{title} ({", ".join(notes)}):']
    body = data[:-1] if data.endswith(b'\n') else data
    if n <= HEAD + TAIL + 2:
        shown = list(enumerate(body.split(b'\n'), 1)) if data else []
    else:
        head = body.split(b'\n', HEAD)[:HEAD]
        tail = body.rsplit(b'\n', TAIL)[-TAIL:]
        shown = list(enumerate(head, 1)) + [(0, None)] + list(enumerate(tail, n - TAIL + 1))
    for i, raw in shown:
        if raw is None:
            out.append(f'  {"":>6}  ... {n - HEAD - TAIL} lines not shown ...')
        else:
            out.append(f'  {i:>6}| {_marked(raw)}')
    return out


def head(title: str, data: bytes, lines_: int = HEAD) -> List[str]:
    """The first lines of a text (an input, an output), numbered."""
    n = data.count(b'\n') + (not data.endswith(b'\n') and bool(data))
    out = [f'{title} ({"empty" if not data else f"{n} line" + "s" * (n != 1)}{", first " + str(lines_) if n > lines_ else ""}):']
    if data:
        body = data[:-1] if data.endswith(b'\n') else data
        for i, raw in enumerate(body.split(b'\n', lines_)[:lines_], 1):
            out.append(f'  {i:>6}| {show(raw)}')
    return out


def stderr_tail(data: bytes, n: int = 6) -> List[str]:
    """The last n non-blank lines of a program's stderr, each as `stderr: LINE`."""
    tail = [line for line in data.decode('utf-8', 'backslashreplace').splitlines() if line.strip()]
    return [f'stderr: {show(line.encode(), width=WIDTH)[1:-1]}' for line in tail[-n:]]


def _context(text: bytes, line: int, title: str) -> List[str]:
    """Lines line - CONTEXT .. line + CONTEXT of a normalized text."""
    if not text:
        return [f'  {title}: (nothing)']
    first = max(1, line - CONTEXT)
    start = 0
    if first > 1:           # the start of line `first`: the (first-1)-th newline, found in C
        pos = nth_newline(text, first - 1)
        if pos < 0:
            return [f'  {title}: (ends before line {first})']
        start = pos + 1
    chunk = text[start:]
    rows = chunk.split(b'\n', 2 * CONTEXT + 1)[:min(2 * CONTEXT + 1, line + CONTEXT - first + 1)]
    return [f'  {title} {first + k:>6}| {show(r)}' for k, r in enumerate(rows)]


def _shown_by_excerpt(data: bytes, line: int) -> bool:
    """Whether excerpt() shows line `line` of data (or data has no such line)."""
    n = data.count(b'\n') + (not data.endswith(b'\n') and bool(data))
    return n <= HEAD + TAIL + 2 or line <= HEAD or line > n - TAIL


def explain(output: bytes, answer: bytes, mode=('luogu', None)) -> Tuple[str, List[str], dict]:
    """A one-line summary of a WA, the lines that show where, and the difference as data."""
    kind, eps = mode
    if kind == 'codeforces':
        got, want = wcmp_tokens(output), wcmp_tokens(answer)
        i = first_token_difference(got, want, None)
        if i is None:
            return 'same output', [], {}
        summary = wcmp_words(i, got, want, lambda t: show(t, width=40)[1:-1])
        detail = [f'first difference: token {i + 1} (tokens split at space, \\t, \\r, \\n only)']
        detail += excerpt('got', output) + excerpt('expected', answer)
        return summary, detail, {'token': i + 1, 'expected': _text(_at(want, i)),
                                 'got': _text(_at(got, i)), 'testlib': summary}
    if kind in ('tokens', 'float'):
        got, want = output.split(), answer.split()
        i = first_token_difference(got, want, eps)
        if i is None:
            return 'same output', [], {}
        g, w = _at(got, i), _at(want, i)
        summary = (f'token {i + 1}: expected {show(w, width=40) if w is not None else "end of output"}, '
                   f'got {show(g, width=40) if g is not None else "end of output"}')
        if kind == 'float' and g is not None and w is not None:
            summary += f' (tolerance {eps:g})'
        detail = [f'first difference: token {i + 1}']
        detail += excerpt('got', output) + excerpt('expected', answer)
        return summary, detail, {'token': i + 1, 'expected': _text(w), 'got': _text(g)}
    if kind == 'exact':
        if output == answer:
            return 'same output', [], {}
        i = first_byte_difference(output, answer)
        line = output.count(b'\n', 0, i) + 1
        s, e = line_of(answer, min(i, len(answer)))
        g0, g1 = line_of(output, min(i, len(output)))
        summary = (f'byte {i + 1} (line {line}): expected {show(answer[s:e], width=40)}, '
                   f'got {show(output[g0:g1], width=40)}')
        if normalize(output) == normalize(answer):
            summary += " (only blanks at line ends differ: Luogu's rule would accept it)"
        detail = excerpt('got', output) + excerpt('expected', answer)
        return summary, detail, {'byte': i + 1, 'line': line, 'expected': _text(answer[s:e]),
                                 'got': _text(output[g0:g1])}
    d = luogu_difference(output, answer)
    if d is None:
        return 'same output', [], {}
    line, want, got = d.line, d.expected, d.got
    raw_got, raw_want = _raw_line(output, line), _raw_line(answer, line)
    if got is None:
        where = f'line {line}: expected {show(want, width=40)}, got end of output'
        detail = [f'output ends before line {line}:',
                  f'  expected: {_marked(raw_want if raw_want is not None else want)}']
    elif want is None:
        where = f'line {line}: expected end of output, got {show(got, width=40)}'
        detail = ['output goes on past the answer\'s last line:',
                  f'  got:      {_marked(raw_got if raw_got is not None else got)}']
    else:
        col = _column(want, got)
        start = col - 1 - WIDTH // 2 if col > WIDTH - 10 else 0
        where = f'line {line}: expected {show(want, width=40)}, got {show(got, width=40)}'
        detail = [f'first difference: line {line}, column {col}:',
                  f'  expected: {_marked(raw_want if raw_want is not None else want, start)}',
                  f'  got:      {_marked(raw_got if raw_got is not None else got, start)}']
    summary = f'{d.words} ({where})'
    if not (_shown_by_excerpt(output, line) and _shown_by_excerpt(answer, line)):
        n_got, n_want = normalize(output), normalize(answer)
        detail += (['around it (as compared):'] + _context(n_want, line, 'expected')
                   + _context(n_got, line, 'got     '))
    detail += excerpt('got', output) + excerpt('expected', answer)
    if _loose(output) == _loose(answer):
        detail.append("hint: only a tab, \\v or \\f at a line end (or in a blank line at the end) "
                      "differs: Luogu counts them; only spaces, \\r and NUL are blank there")
    elif output.split() == answer.split():
        detail.append('hint: it would pass if whitespace were ignored: '
                      'look at the spaces and line breaks between tokens')
    return summary, detail, {'line': line, 'expected': _text(want), 'got': _text(got),
                             'luogu': d.words}


def _at(tokens: List[bytes], i: int) -> Optional[bytes]:
    return tokens[i] if i < len(tokens) else None


def _loose(data: bytes) -> bytes:
    """data with every kind of whitespace at line ends and at the end stripped (a rule
    looser than Luogu's, for the hint)."""
    return stripped_lines(data, _ANY_BLANK).rstrip(_ANY_BLANK + b'\n')


def _text(data: Optional[bytes]) -> Optional[str]:
    if data is None:
        return None
    return data[:1000].decode('utf-8', 'backslashreplace')
