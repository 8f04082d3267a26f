"""How an output is compared with the answer: the rule of each --compare mode, and where
two texts first differ, in the words of the judge whose rule it is. What else the user is
shown of a difference is explain.py's job.

Modes (--compare):
  luogu   (default) Luogu's rule, that of its published default checker (the noip checker
          of luogu-dev/judge-env, checker/src/): the two texts are compared line by line,
          in bytes; at the end of a line, and in the lines after the last one that has
          anything else, only three bytes are blank: the space, \\r (so CRLF output
          matches LF answers) and NUL (\\0). A tab, \\v or \\f there is a difference, and
          so is anything else: leading spaces, spaces between tokens, empty lines before
          the end. A missing final newline is no difference.
  exact   byte for byte.
  tokens  the tokens separated by any ASCII whitespace (space \\t \\n \\v \\f \\r),
          compared in bytes.
  codeforces (or wcmp)  testlib's wcmp ("compare sequences of tokens"), the usual checker
          of a Codeforces/Polygon problem with one right answer (each problem there names
          its own checker): tokens separated by testlib's blanks, which are only the
          space, \\t, \\r and \\n (a \\v or \\f is part of a token), compared in bytes.
  float:EPS  tokens (as `tokens`); two that differ agree when both are numbers within EPS,
          absolute or relative (|a - b| <= EPS or |a - b| <= EPS * |b|, b the answer's).

Where Luogu's checker says a case is wrong, it says it in one of five sentences, and
luogu_difference() says the same (its line numbers are the answer's, counted as that
checker counts them: when the answer's line has already ended, "Too long" names the
next line):
  "On line L column C, read X, expected Y."   both lines go on, differently (C in bytes;
                                              X is written "(ASCII n)" for a byte <= 32
                                              or >= 127, n its signed value)
  "Too short on line L."                      the output's line stops early
  "Too long on line L."                       the output's line goes on
  "Too few lines."                            the output ends, the answer goes on
  "Too many lines."                           the answer ends, the output goes on
Every comparison is linear in the size of the texts and runs in C loops (64 MB of
output compares in well under a second).
"""
import re
from .records import record
from typing import List, Optional, Tuple

BLANK = b' \r\x00'      # Luogu's blanks at a line end and in the trailing lines
_WCMP_TOKEN = re.compile(rb'[^ \t\r\n]+')   # testlib's isBlanks: LF, CR, space, tab
_CONTENT = re.compile(rb'[^ \r\x00\n]')
MODES = 'luogu, exact, tokens, codeforces, or float:EPS'


def parse_mode(text: str):
    """('luogu'|'exact'|'tokens'|'codeforces', None) or ('float', eps); ValueError when
    not a mode."""
    if text in ('luogu', 'exact', 'tokens', 'codeforces'):
        return text, None
    if text == 'wcmp':
        return 'codeforces', None
    if text.startswith('float:'):
        try:
            eps = float(text[6:])
        except ValueError:
            eps = -1.0
        if eps >= 0 and eps < float('inf'):
            return 'float', eps
        raise ValueError(f'bad float tolerance {text[6:]!r} (want float:EPS, EPS >= 0, e.g. float:1e-6)')
    raise ValueError(f'unknown comparison {text!r} ({MODES})')


def _strip_line_ends(data: bytes, blanks: bytes = BLANK) -> bytes:
    """Every line that ends with \\n without its trailing blanks (the last line, with no
    \\n after it, is left as it is). A few bytes.replace passes take the usual one or two
    trailing blanks of every line; lines with more are stripped block by block."""
    present = [bytes([c]) for c in blanks if bytes([c]) in data]
    for _ in range(3 if present else 0):
        stripped = data
        for c in present:
            stripped = stripped.replace(c + b'\n', b'\n')
        if len(stripped) == len(data):
            return data
        data = stripped
    if present and re.search(b'[' + re.escape(blanks) + b']\n', data):
        data = _strip_lines(data, blanks)
    return data


def _strip_lines(data: bytes, blanks: bytes, block: int = 1 << 22) -> bytes:
    """Every line that ends with \\n rstripped, in blocks of about 4 MB (bounded memory)."""
    parts, pos = [], 0
    while pos < len(data):
        end = data.find(b'\n', pos + block)
        end = len(data) if end < 0 else end + 1
        lines = data[pos:end].split(b'\n')
        parts.append(b'\n'.join([line.rstrip(blanks) for line in lines[:-1]] + lines[-1:]))
        pos = end
    return b''.join(parts)


def stripped_lines(data: bytes, blanks: bytes = BLANK) -> bytes:
    """Every line without its trailing blanks; as many lines as data has."""
    data = _strip_line_ends(data, blanks)
    last = data.rfind(b'\n') + 1
    return data[:last] + data[last:].rstrip(blanks)


def normalize(data: bytes) -> bytes:
    """Luogu's view of a text: every line without its trailing blanks, without the
    lines at the end that hold nothing else."""
    return stripped_lines(data).rstrip(b'\n')


def wcmp_tokens(data: bytes) -> List[bytes]:
    return _WCMP_TOKEN.findall(data)


def same(output: bytes, answer: bytes, mode=('luogu', None)) -> bool:
    kind, eps = mode
    if output == answer:
        return True
    if kind == 'exact':
        return False
    if kind == 'luogu':
        return normalize(output) == normalize(answer)
    if kind == 'codeforces':
        return wcmp_tokens(output) == wcmp_tokens(answer)
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


def nth_newline(text: bytes, n: int) -> int:
    """Index of the n-th newline (1-based) of text, -1 if fewer; linear, in C: blocks,
    then halves of the block that holds it."""
    pos, block = 0, 1 << 20
    while pos < len(text):
        c = text.count(b'\n', pos, pos + block)
        if c >= n:
            lo, hi = pos, min(pos + block, len(text))
            while hi - lo > 256:
                mid = (lo + hi) // 2
                c = text.count(b'\n', lo, mid)
                if c >= n:
                    hi = mid
                else:
                    n -= c
                    lo = mid
            i = lo - 1
            for _ in range(n):
                i = text.index(b'\n', i + 1)
            return i
        n -= c
        pos += block
    return -1


def _piece(data: bytes, j: int) -> Tuple[int, int, bool]:
    """(start, end, ends with a newline) of line j (0-based) of data, which has one."""
    start = 0 if j == 0 else nth_newline(data, j) + 1
    end = data.find(b'\n', start)
    return (start, len(data), False) if end < 0 else (start, end, True)


def _first_content(data: bytes, start: int) -> int:
    """Index of the first byte from start on that is neither blank nor a newline, -1 if none."""
    m = _CONTENT.search(data, start)
    return m.start() if m else -1


def _byte(b: int, raw: bool) -> str:
    """A byte as Luogu's message writes it: itself, or "(ASCII n)" (n as a signed char).
    `raw`: Luogu writes the expected byte as it is; here a byte no terminal shows well is
    written the same way as a read one."""
    printable = 33 <= b < 127 or (raw and b == 32)
    return chr(b) if printable else f'(ASCII {b if b < 128 else b - 256})'


@record(frozen=True)
class LuoguDifference:
    words: str                      # Luogu's sentence
    line: int                       # 1-based line of the difference (the line it is on)
    column: Optional[int]           # 1-based byte column, when both lines go on
    expected: Optional[bytes]       # the answer's line without trailing blanks; None: past its end
    got: Optional[bytes]            # the output's line likewise; None: past its end


def luogu_difference(output: bytes, answer: bytes) -> Optional[LuoguDifference]:
    """None if Luogu's rule accepts output; else where and how it differs, in Luogu's words.

    The lines before the first one that differs (without trailing blanks) are equal. On
    that line pair j (or on the last line of the text that ends first), the bytes are
    compared until they differ: what each line has left after that point decides."""
    so, sa = stripped_lines(output), stripped_lines(answer)
    if so.rstrip(b'\n') == sa.rstrip(b'\n'):
        return None
    k = so.count(b'\n', 0, first_byte_difference(so, sa))
    j = min(k, so.count(b'\n'), sa.count(b'\n'))
    o0, o1, o_nl = _piece(output, j)
    a0, a1, a_nl = _piece(answer, j)
    o, a = output[o0:o1], answer[a0:a1]
    got, want = o.rstrip(BLANK), a.rstrip(BLANK)
    got = None if not (got or o_nl) else got        # nothing left: the text has ended
    want = None if not (want or a_nl) else want
    t = first_byte_difference(o, a)
    more_o, more_a = bool(o[t:].strip(BLANK)), bool(a[t:].strip(BLANK))

    def too_many():
        at = _first_content(output, o1 + 1)
        if at < 0:          # cannot happen: the texts differ after line j
            at = o0
        line = output.count(b'\n', 0, at) + 1
        s, e = line_of(output, at)
        return LuoguDifference('Too many lines.', line, None, None, output[s:e].rstrip(BLANK))

    def too_few():
        at = _first_content(answer, a1 + 1)
        if at < 0:          # cannot happen, as above
            at = a0
        line = answer.count(b'\n', 0, at) + 1
        s, e = line_of(answer, at)
        return LuoguDifference('Too few lines.', line, None, answer[s:e].rstrip(BLANK), None)

    if t < len(o) and t < len(a):               # both lines go on, with different bytes
        if more_o and more_a:
            words = (f'On line {j + 1} column {t + 1}, read {_byte(o[t], False)}, '
                     f'expected {_byte(a[t], True)}.')
            return LuoguDifference(words, j + 1, t + 1, want, got)
        if more_a:
            return LuoguDifference(f'Too short on line {j + 1}.', j + 1, None, want, got)
        if more_o:
            return LuoguDifference(f'Too long on line {j + 1}.', j + 1, None, want, got)
    elif t < len(a):                            # the output's line is a prefix of the answer's
        if more_a:
            return LuoguDifference(f'Too short on line {j + 1}.', j + 1, None, want, got)
    elif t < len(o):                            # the answer's line is a prefix of the output's
        if more_o:      # if the answer's line ended with \n, Luogu counted that \n already
            return LuoguDifference(f'Too long on line {j + 1 + a_nl}.', j + 1, None, want, got)
    # the two lines are equal up to their blanks: one text has ended, the other goes on
    return too_many() if o_nl and not a_nl else too_few()


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


def _ordinal(n: int) -> str:
    if n % 100 in (11, 12, 13):
        return f'{n}th'
    return f'{n}{ {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")}'


def wcmp_words(i: int, got: List[bytes], want: List[bytes], show) -> str:
    """testlib's wcmp's sentence for a first difference at token i (show: bytes -> text)."""
    if i < len(got) and i < len(want):
        return (f"{_ordinal(i + 1)} words differ - expected: '{show(want[i])}', "
                f"found: '{show(got[i])}'")
    if i < len(got):
        return 'Participant output contains extra tokens'
    return 'Unexpected EOF in the participants output'


def _close(g: bytes, w: bytes, eps: float) -> bool:
    try:
        a, b = float(g), float(w)
    except ValueError:
        return False
    if a != a or b != b or abs(a) == float('inf') or abs(b) == float('inf'):
        return a == b
    d = abs(a - b)
    return d <= eps or d <= eps * abs(b)
