"""Luogu's config.yml, the file of a problem's data that gives each case its limits, score
and subtask, read by a small reader of its flat format (the judge stays standard-library
only). The format, as Luogu writes it:

    1.in:
      timeLimit: 1000        # ms
      memoryLimit: 262144    # KB
      score: 10
      subtaskId: 1
      isPretest: false

A key is a case's input file name (as it is in the case folder; SUB/NAME.in for a
sub-folder's), or the case's name; its fields are indented under it, or written on its
line as a flow map (`2.in: {timeLimit: 1000, score: 10}`). Values are numbers, true or
false, or quoted texts; `#` starts a comment. Anything else (lists, anchors, nesting
deeper, tabs in the indentation, an unknown field) is one error line naming the file and
the line: the judge would rather stop than score a problem wrongly.
"""
import re
from .records import record
from pathlib import Path
from typing import Dict, Optional

from . import units
from .errors import UsageError

FILE = 'config.yml'
MAX_BYTES = 1 << 20
MAX_SCORE = 10 ** 6     # points a case may be worth: sums stay finite (scores.py)
FIELDS = ('timeLimit', 'memoryLimit', 'score', 'subtaskId', 'isPretest')
_KEY = r'(?:"([^"\\]*)"|\'([^\']*)\'|([^\s:#"\'{}\[\],&*!|>%@`][^:#]*?))'
_TOP = re.compile(_KEY + r'\s*:\s*(.*?)\s*\Z')
_NUMBER = re.compile(r'[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?\Z')


@record(frozen=True)
class CaseConfig:
    time_limit: Optional[float] = None      # seconds
    memory_kb: Optional[int] = None
    score: Optional[float] = None
    subtask: int = 0                        # 0: no subtask (the case scores alone)
    pretest: bool = False


class ConfigError(UsageError):
    """A config.yml the judge cannot read: one line naming the file, the line and the fault."""


def _strip_comment(text: str) -> str:
    """text without a `#` comment that is not inside quotes."""
    quote = None
    for i, c in enumerate(text):
        if quote:
            if c == quote:
                quote = None
        elif c in '"\'':
            quote = c
        elif c == '#' and (i == 0 or text[i - 1] in ' \t'):
            return text[:i].rstrip()
    return text.rstrip()


def _scalar(text: str, bad):
    if text in ('true', 'True', 'TRUE'):
        return True
    if text in ('false', 'False', 'FALSE'):
        return False
    if _NUMBER.match(text):
        return float(text) if any(c in text for c in '.eE') else int(text)
    if len(text) >= 2 and text[0] == text[-1] and text[0] in '"\'':
        return text[1:-1]
    raise bad(f'value {text!r} is not a number, true, false or a quoted text')


def _flow(text: str, bad) -> Dict[str, object]:
    """`{a: 1, b: 2}`: a flow map of scalars."""
    body = text[1:-1].strip()
    fields = {}
    for part in (p.strip() for p in body.split(',')) if body else ():
        name, sep, value = part.partition(':')
        if not sep or not name.strip() or not value.strip():
            raise bad(f'{part!r} is not `field: value` in {text!r}')
        if name.strip() in fields:
            raise bad(f'field {name.strip()!r} is given twice in {text!r}')
        fields[name.strip()] = _field(name.strip(), _scalar(value.strip(), bad), bad)
    return fields


def _field(name: str, value, bad):
    """A field's value, checked and in the judge's units (seconds, KB)."""
    if name not in FIELDS:
        raise bad(f'unknown field {name!r} (known: {", ".join(FIELDS)})')
    try:
        if name == 'timeLimit':
            return units.ms_to_seconds(units.seconds(value, 'timeLimit (ms)'))
        if name == 'memoryLimit':
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ValueError(f'memoryLimit (KB): {value!r} is not a number')
            return units.kilobytes(f'{value} KB', 'memoryLimit (KB)')
    except ValueError as e:
        raise bad(str(e))
    if name == 'score':
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= MAX_SCORE:
            raise bad(f'score must be a number >= 0 and at most {MAX_SCORE:,} (a case\'s points; '
                      f'scores.py), not {value!r}')
        return float(value)
    if name == 'subtaskId':
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise bad(f'subtaskId must be a whole number >= 0, not {value!r}')
        return value
    if not isinstance(value, bool):
        raise bad(f'isPretest must be true or false, not {value!r}')
    return value


def _case(fields: Dict[str, object]) -> CaseConfig:
    return CaseConfig(fields.get('timeLimit'), fields.get('memoryLimit'), fields.get('score'),
                      fields.get('subtaskId', 0), fields.get('isPretest', False))


def parse(text: str, where: str = FILE) -> Dict[str, CaseConfig]:
    """{key: CaseConfig} of a config.yml's text; ConfigError saying where and why not."""
    entries: Dict[str, CaseConfig] = {}
    key, fields, indent = None, {}, None
    lineno = 0

    def bad_at(n):
        return lambda why: ConfigError(f'{where} line {n}: {why}')

    def close():
        if key is not None:
            entries[key] = _case(fields)

    for lineno, raw in enumerate(text.lstrip('\ufeff').splitlines(), 1):
        bad = bad_at(lineno)
        line = _strip_comment(raw)
        if not line.strip():
            continue
        if line.strip() in ('---', '...') and not line[0].isspace():
            continue
        body = line.lstrip(' ')
        depth = len(line) - len(body)
        if body[0] == '\t' or '\t' in line[:depth + 1]:
            raise bad('a tab in the indentation (YAML indents with spaces)')
        m = _TOP.match(body)
        if not m:
            raise bad(f'not understood: {raw.strip()!r} (this reader knows the flat format of '
                      "Luogu's config.yml: `NAME.in:` then indented `field: value` lines)")
        name = next(g for g in m.groups()[:3] if g is not None).strip()
        value = m.group(4)
        if depth == 0:
            close()
            if name in entries or name == key:
                raise bad(f'{name!r} is given twice')
            key, fields, indent = name, {}, None
            if value.startswith('{') and value.endswith('}'):
                fields = _flow(value, bad)
                close()
                key = None
            elif value:
                raise bad(f'{name!r} needs its fields (indented lines below it, or {{field: value, ...}})')
            continue
        if key is None:
            raise bad(f'{raw.strip()!r} is indented but belongs to no case key')
        if indent is None:
            indent = depth
        elif depth != indent:
            raise bad(f'indented by {depth} spaces where the fields of {key!r} are indented by '
                      f'{indent} (deeper nesting is not part of this format)')
        if not value or value[0] in '{[&*!|>':
            raise bad(f'field {name!r} needs a plain value (a number, true, false or a quoted text)')
        if name in fields:
            raise bad(f'field {name!r} of {key!r} is given twice')
        fields[name] = _field(name, _scalar(value, bad), bad)
    close()
    return entries


def load(folder: Path) -> Optional[Dict[str, CaseConfig]]:
    """The config.yml of a case folder, or None when it has none."""
    path = Path(folder) / FILE
    if not (path.exists() or path.is_symlink()):
        return None
    try:
        if not path.is_file():
            raise ConfigError(f'{path}: not a regular file')
        if path.stat().st_size > MAX_BYTES:
            raise ConfigError(f'{path}: over {MAX_BYTES >> 20} MB: not a case configuration')
        text = path.read_bytes().decode('utf-8')
    except OSError as e:
        raise ConfigError(f'{path}: cannot read it: {e.strerror or e}')
    except UnicodeDecodeError:
        raise ConfigError(f'{path}: not UTF-8')
    return parse(text, str(path))
