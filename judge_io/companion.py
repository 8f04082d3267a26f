"""A problem as Competitive Companion sends it, read and written as a case folder.

The extension POSTs each problem as JSON (its README, "Custom tools"; its source,
src/models/Task.ts and IOConfiguration.ts): name, group, url, interactive, memoryLimit
(MB), timeLimit (ms), tests [{input, output}], testType (single | multiNumber), input
{type: stdin | file | regex, fileName, pattern}, output {type: stdout | file,
fileName}, languages, batch {id, size}. Nothing in it says that a problem has a special
judge: a Luogu page's "Special Judge" mark is not sent. So the problem is looked up among
the problems the judge knows (the problem roots: inside the kit, its samples/), by its
address; one that is judged there by a checker, or whose samples' answers differ from
that problem's own answers to the same inputs, is saved with a note (special_judge) and
the report says how to judge it.

A problem's folder is named by safe_name: the letters, digits, '-' and '_' of its name
(any script), the rest becoming '-', so that nothing can name a path outside DIR; it is
written by received.py.
"""
import json
import re
import unicodedata
from typing import List, Optional, Tuple
from urllib.parse import urlsplit

from . import problem as problems
from .cases import scan
from .ids import resolve

MAX_TESTS = 1000
_STEM = re.compile(r'([A-Za-z0-9_][A-Za-z0-9_.-]{0,99})\.in\Z')


class Rejected(Exception):
    """A request that is not a problem: its HTTP status and one line saying why."""

    def __init__(self, code: int, why: str):
        super().__init__(why)
        self.code = code
        self.why = why


def safe_name(name: str) -> str:
    """A folder name from a problem's name: letters, digits, '-', '_' (any script), the
    rest '-'; at most 60 characters; '' when nothing is left."""
    text = unicodedata.normalize('NFKC', name)
    text = ''.join(c if (c.isalnum() or c in '-_') else '-' for c in text)
    text = re.sub(r'-{2,}', '-', text).strip('-_')
    return text[:60].rstrip('-_')


def _text(value, what) -> str:
    """A JSON string that can be written as UTF-8 (no lone surrogate)."""
    if not isinstance(value, str):
        raise Rejected(400, f'{what} must be a text, not {type(value).__name__}')
    try:
        value.encode('utf-8')
    except UnicodeEncodeError:
        raise Rejected(400, f'{what} is not UTF-8 text (a lone surrogate)')
    return value


def _number(data, key, what) -> Optional[float]:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < 1e12:
        shown = repr(value) if not isinstance(value, int) or value < 10 ** 20 else 'a huge number'
        raise Rejected(400, f'"{key}" ({what}) must be a positive number, not {shown}')
    return float(value)


def _decoded(body: bytes):
    """The JSON value of a body; Rejected(400) for anything that is not (bad UTF-8, bad
    JSON, nesting too deep for the parser, a number too long to convert)."""
    try:
        text = body.decode('utf-8')
    except UnicodeDecodeError as e:
        raise Rejected(400, f'not UTF-8: byte {e.start}')
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise Rejected(400, f'not JSON: {e.msg} (line {e.lineno}, column {e.colno})')
    except RecursionError:
        raise Rejected(400, 'not a problem: JSON nested too deep')
    except ValueError as e:         # e.g. Python's 4300-digit limit on integers
        raise Rejected(400, f'not a problem: {str(e).splitlines()[0][:120]}')


def _file_io(data) -> Tuple[Optional[str], List[str]]:
    """(NAME when the problem reads NAME.in and writes NAME.out, the files it names)."""
    how = {}
    for key in ('input', 'output'):
        h = data.get(key)
        if h is None:
            continue
        if not isinstance(h, dict) or not isinstance(h.get('type', ''), str):
            raise Rejected(400, f'"{key}" must be an object {{type, fileName}}')
        for field in ('fileName', 'pattern'):
            if h.get(field) is not None:
                _text(h[field], f'"{key}.{field}"')
        if h.get('type') in ('file', 'regex'):
            how[key] = h.get('fileName') if h.get('type') == 'file' else h.get('pattern')
    named = [f for f in how.values() if f]
    given, wanted = how.get('input'), how.get('output')
    m = _STEM.match(given) if given else None
    if m and wanted == m.group(1) + '.out':
        return m.group(1), named
    return None, named


def parse_problem(body: bytes) -> dict:
    """The fields the judge uses from a Competitive Companion payload; Rejected(400, why)."""
    data = _decoded(body)
    if not isinstance(data, dict):
        raise Rejected(400, 'not a JSON object')
    name = data.get('name')
    if not isinstance(name, str) or not name.strip() or len(name) > 500:
        raise Rejected(400, '"name" must be a text')
    name = _text(name, '"name"')
    folder = safe_name(name)
    if not folder:
        raise Rejected(400, f'the name {name!r} has no letter or digit to name a folder by')
    tests = data.get('tests')
    if not isinstance(tests, list) or len(tests) > MAX_TESTS or not all(
            isinstance(t, dict) and isinstance(t.get('input'), str)
            and isinstance(t.get('output', ''), str) for t in tests):
        raise Rejected(400, f'"tests" must be a list (at most {MAX_TESTS}) of {{input, output}} texts')
    for t in tests:
        _text(t['input'], 'a test\'s input')
        _text(t.get('output', ''), 'a test\'s output')
    for key in ('group', 'url'):
        if data.get(key) is not None:
            _text(data[key], f'"{key}"')
    url = data.get('url') or ''
    if url and not re.match(r'https?://', url):
        raise Rejected(400, f'"url" is not a web address: {url[:80]!r}')
    interactive = data.get('interactive', False)
    if not isinstance(interactive, bool):
        raise Rejected(400, '"interactive" must be true or false')
    batch = data.get('batch') if isinstance(data.get('batch'), dict) else {}
    size = batch.get('size')
    file_io, files = _file_io(data)
    return {'name': name.strip(), 'folder': folder, 'group': data.get('group') or '', 'url': url,
            'interactive': interactive, 'tests': tests,
            'time_ms': _number(data, 'timeLimit', 'ms'), 'memory_mb': _number(data, 'memoryLimit', 'MB'),
            'batch': size if isinstance(size, int) and not isinstance(size, bool) and size > 1 else None,
            'file_io': file_io, 'files': files}


# ---------------------------------------------------------------- the known problem of the same address

def _address(url: str) -> str:
    """A url as compared: host without www., path without a final '/', the query kept."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return ''
    host = (parts.hostname or '').lower()
    host = host[4:] if host.startswith('www.') else host
    return f'{host}{parts.path.rstrip("/")}' + (f'?{parts.query}' if parts.query else '')


def known_problem(url: str) -> Optional[problems.Problem]:
    """The problem under the problem roots that a judge there lists at this address (the
    one that address's last part names, when two do: P4929 for p4929 and template)."""
    if not url:
        return None
    try:
        found = problems.catalogue()
    except problems.UsageError:
        return None
    here = _address(url)
    same = sorted({p.file: p for p in found.values()
                   if any(isinstance(j.get('url'), str) and _address(j['url']) == here
                          for j in p.judges)}.values(), key=lambda p: p.id)
    if len(same) > 1:
        named = resolve(here.rsplit('/', 1)[-1].split('?')[0], same)
        same = named or same
    return same[0] if same else None


def _tokens(text: str) -> List[str]:
    return text.split()


def special_judge(p: dict, known: Optional[problems.Problem]) -> Optional[str]:
    """Why the samples' answers are not the only right ones, or None."""
    if known is None:
        return None
    if known.checker:
        return (f'judged by a checker in the problem {known.id} ({known.checker.name}): any '
                'right answer passes, not only the sample\'s')
    answers = {}
    try:
        for case in scan(known.cases).cases:
            if case.answer:
                answers[tuple(_tokens(case.input.read_text(errors='replace')))] = (
                    case.name, _tokens(case.answer.read_text(errors='replace')))
    except (OSError, problems.UsageError):
        return None
    for k, t in enumerate(p['tests'], 1):
        mine = answers.get(tuple(_tokens(t['input'])))
        if mine and mine[1] != _tokens(t.get('output', '')):
            return (f'sample {k} is the input of {known.id}\'s case {mine[0]}, whose answer differs: '
                    'more than one answer is right')
    return None
