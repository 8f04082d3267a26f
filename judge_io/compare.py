"""How an output is compared with the answer: the rule of each --compare mode, and where
two texts first differ. What the user is shown of a difference is explain.py's job.

Modes (--compare):
  luogu   (default) Luogu's rule: lines compared in bytes after dropping whitespace at
          the end of every line (space, tab, and \\r, so CRLF output matches LF answers;
          also \\v \\f) and empty lines at the end of the file. Anything else that differs
          is WA: leading spaces, spaces between tokens, empty lines before the end.
  exact   byte for byte.
  tokens  the whitespace-separated tokens, compared in bytes.
  float:EPS  tokens; two that differ agree when both are numbers within EPS, absolute
          or relative (|a - b| <= EPS or |a - b| <= EPS * |b|, b the answer's).
Every comparison is linear in the size of the texts and runs in C loops (64 MB of
output compares in well under a second).
"""
import re
from typing import List, Optional, Tuple

_WS = b' \t\r\x0b\x0c'
_TRAILING = re.compile(rb'[ \t\r\x0b\x0c]\n')


def parse_mode(text: str):
    """('luogu'|'exact'|'tokens', None) or ('float', eps); ValueError when not a mode."""
    if text in ('luogu', 'exact', 'tokens'):
        return text, None
    if text.startswith('float:'):
        try:
            eps = float(text[6:])
        except ValueError:
            eps = -1.0
        if eps >= 0 and eps < float('inf'):
            return 'float', eps
        raise ValueError(f'bad float tolerance {text[6:]!r} (want float:EPS, EPS >= 0, e.g. float:1e-6)')
    raise ValueError(f'unknown comparison {text!r} (luogu, exact, tokens or float:EPS)')


def normalize(data: bytes) -> bytes:
    """Luogu's view of a text: every line without its trailing whitespace, without the
    empty lines at the end. A few bytes.replace passes take the usual one or two
    trailing characters of every line; lines with more are stripped block by block."""
    present = [c for c in (b' ', b'\r', b'\t', b'\x0b', b'\x0c') if c in data]
    for _ in range(3 if present else 0):
        stripped = data
        for c in present:
            stripped = stripped.replace(c + b'\n', b'\n')
        if len(stripped) == len(data):
            break
        data = stripped
    else:
        if present and _TRAILING.search(data):
            data = _strip_lines(data)
    return data.rstrip(_WS + b'\n')


def _strip_lines(data: bytes, block: int = 1 << 22) -> bytes:
    """Every line rstripped, in blocks of about 4 MB (bounded memory for many lines)."""
    parts, pos = [], 0
    while pos < len(data):
        end = data.find(b'\n', pos + block)
        end = len(data) if end < 0 else end + 1
        parts.append(b'\n'.join([line.rstrip(_WS) for line in data[pos:end].split(b'\n')]))
        pos = end
    return b''.join(parts)


def same(output: bytes, answer: bytes, mode=('luogu', None)) -> bool:
    kind, eps = mode
    if output == answer:
        return True
    if kind == 'exact':
        return False
    if kind == 'luogu':
        return normalize(output) == normalize(answer)
    return first_token_difference(output.split(), answer.split(), eps) is None


def first_byte_difference(a: bytes, b: bytes) -> int:
    """The first index where a and b differ (min of the lengths if one is a prefix)."""
    n = min(len(a), len(b))
    i, step = 0, 1 << 16
    while i < n and a[i:i + step] == b[i:i + step]:
        i += step
    end = min(i + step, n)
    while i < end and a[i] == b[i]:
        i += 1
    return min(i, n)


def line_of(text: bytes, i: int) -> Tuple[int, int]:
    """(start, end) of the line of text holding index i."""
    start = text.rfind(b'\n', 0, i) + 1
    end = text.find(b'\n', i)
    return start, len(text) if end < 0 else end


def first_difference(output: bytes, answer: bytes) -> Optional[Tuple[int, Optional[bytes], Optional[bytes]]]:
    """(1-based line, expected line or None past the end, got line or None), or None if equal
    (Luogu's rule)."""
    got, want = normalize(output), normalize(answer)
    if got == want:
        return None
    i = first_byte_difference(got, want)
    line = got.count(b'\n', 0, i) + 1
    if i == len(got) and (want[i:i + 1] == b'\n' or not got):     # output ends early
        line += bool(got)
        s, e = line_of(want, i + bool(got))
        return line, want[s:e], None
    if i == len(want) and (got[i:i + 1] == b'\n' or not want):    # output goes on
        line += bool(want)
        s, e = line_of(got, i + bool(want))
        return line, None, got[s:e]
    s, e = line_of(want, i)
    g0, g1 = line_of(got, i)
    return line, want[s:e], got[g0:g1]


def first_token_difference(got: List[bytes], want: List[bytes], eps):
    """Index of the first token pair that differs (len of the shorter if one is a prefix)."""
    if eps is None:
        if got == want:
            return None
        i = 0
        while i < min(len(got), len(want)) and got[i] == want[i]:
            i += 1
        return i
    for i in range(min(len(got), len(want))):
        g, w = got[i], want[i]
        if g != w and not _close(g, w, eps):
            return i
    return None if len(got) == len(want) else min(len(got), len(want))


def _close(g: bytes, w: bytes, eps: float) -> bool:
    try:
        a, b = float(g), float(w)
    except ValueError:
        return False
    if a != a or b != b or abs(a) == float('inf') or abs(b) == float('inf'):
        return a == b
    d = abs(a - b)
    return d <= eps or d <= eps * abs(b)
