"""Luogu's comparison of an output with the answer, and the explanation of a WA.

The rule (Luogu's default): outputs are compared line by line, in bytes, after dropping
whitespace at the end of every line (space, tab, and \\r, so CRLF output matches LF
answers; also \\v \\f) and empty lines at the end of the file. Anything else that
differs is WA: leading spaces, spaces between tokens, empty lines before the end.
"""
from typing import List, Optional, Tuple

WIDTH = 100                     # characters of a line shown before it is cut
HEAD = TAIL = 5                 # lines of a long output shown at each end


def lines(data: bytes) -> List[bytes]:
    """The lines that count: line ends stripped, empty lines at the end dropped."""
    out = [line.rstrip() for line in data.split(b'\n')]
    while out and not out[-1]:
        out.pop()
    return out


def same(output: bytes, answer: bytes) -> bool:
    return lines(output) == lines(answer)


def first_difference(output: bytes, answer: bytes) -> Optional[Tuple[int, Optional[bytes], Optional[bytes]]]:
    """(1-based line, expected line or None past the end, got line or None), or None if equal."""
    got, want = lines(output), lines(answer)
    for i in range(max(len(got), len(want))):
        g = got[i] if i < len(got) else None
        w = want[i] if i < len(want) else None
        if g != w:
            return i + 1, w, g
    return None


def show(raw: bytes, start: int = 0, width: int = WIDTH) -> str:
    """A line made safe to print: undecodable bytes as \\xNN, control characters escaped."""
    text = raw.decode('utf-8', 'backslashreplace')
    text = ''.join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    cut = ''
    if start > 0:
        text = '...' + text[start:]
    if len(text) > width:
        text, cut = text[:width], f'... (+{len(text) - width} chars)'
    return f'"{text}"{cut}'


def _column(a: bytes, b: bytes) -> int:
    """1-based character column of the first difference between two lines."""
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return len(a[:n].decode('utf-8', 'replace')) + 1


def _raw_lines(data: bytes) -> List[bytes]:
    out = data.split(b'\n')
    if out and out[-1] == b'':
        out.pop()
    return out


def _marked(raw: bytes, start: int = 0) -> str:
    """show(), plus a marker for trailing whitespace (which the comparison ignores)."""
    text = show(raw, start)
    spaces = len(raw) - len(raw.rstrip(b' '))
    if spaces:
        text += f'  [+{spaces} trailing space{"s" * (spaces > 1)}]'
    return text


def excerpt(title: str, data: bytes) -> List[str]:
    """The output as numbered lines: all of it if short, else its head and its tail."""
    raw = _raw_lines(data)
    notes = [f'{len(raw)} line{"s" * (len(raw) != 1)}']
    if not data:
        notes = ['empty']
    elif not data.endswith(b'\n'):
        notes.append('no final newline')
    out = [f'{title} ({", ".join(notes)}):']
    shown = range(len(raw))
    if len(raw) > HEAD + TAIL + 2:
        shown = list(range(HEAD)) + [-1] + list(range(len(raw) - TAIL, len(raw)))
    for i in shown:
        if i < 0:
            out.append(f'  {"":>6}  ... {len(raw) - HEAD - TAIL} lines not shown ...')
        else:
            out.append(f'  {i + 1:>6}| {_marked(raw[i])}')
    return out


def explain(output: bytes, answer: bytes) -> Tuple[str, List[str]]:
    """A one-line summary of a WA, and the lines that show where."""
    diff = first_difference(output, answer)
    if diff is None:
        return 'same output', []
    line, want, got = diff
    raw_got, raw_want = _raw_lines(output), _raw_lines(answer)
    if got is None:
        summary = f'line {line}: expected {show(want, width=40)}, got end of output'
        detail = [f'output ends before line {line}:', f'  expected: {_marked(raw_want[line - 1])}']
    elif want is None:
        summary = f'line {line}: expected end of output, got {show(got, width=40)}'
        detail = [f'output goes on past the answer\'s {line - 1} lines:',
                  f'  got:      {_marked(raw_got[line - 1])}']
    else:
        col = _column(want, got)
        start = col - 1 - WIDTH // 2 if col > WIDTH - 10 else 0
        summary = f'line {line}: expected {show(want, width=40)}, got {show(got, width=40)}'
        detail = [f'first difference: line {line}, column {col}:',
                  f'  expected: {_marked(raw_want[line - 1], start)}',
                  f'  got:      {_marked(raw_got[line - 1], start)}']
    detail += excerpt('got', output) + excerpt('expected', answer)
    if output.split() == answer.split():
        detail.append('hint: it would pass if whitespace were ignored: '
                      'look at the spaces and line breaks between tokens')
    return summary, detail
