"""Units, converted here and nowhere else: time in seconds, memory in KB inside the judge.

Limits come from options (--tl seconds, --ml MB), from .problem.json (a number: seconds and
MB; or a string with its unit: "1500 ms", "256 MB", "262144 KB"), from Competitive
Companion (timeLimit ms, memoryLimit MB) and from Luogu's config.yml (timeLimit ms,
memoryLimit KB). Each reader says which unit it has; these functions do the arithmetic.
"""
import math
import re

KB_PER_MB = 1024
_QUANTITY = re.compile(r'\s*([0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)\s*([A-Za-z]*)\s*\Z')
_TIME = {'': 1.0, 's': 1.0, 'sec': 1.0, 'ms': 1e-3}
_MEMORY = {'': KB_PER_MB, 'mb': KB_PER_MB, 'mib': KB_PER_MB, 'm': KB_PER_MB,
           'kb': 1, 'kib': 1, 'k': 1, 'gb': KB_PER_MB * KB_PER_MB, 'gib': KB_PER_MB * KB_PER_MB}


def _quantity(value, units, what):
    """A positive finite number times its unit's factor; ValueError saying why not."""
    if isinstance(value, bool):
        raise ValueError(f'{what}: {value!r} is not a number')
    if isinstance(value, (int, float)):
        number, factor = float(value), units['']
    elif isinstance(value, str) and _QUANTITY.match(value):
        text, unit = _QUANTITY.match(value).groups()
        if unit.lower() not in units:
            raise ValueError(f'{what}: unknown unit {unit!r} in {value!r} '
                             f'(one of {", ".join(u for u in units if u)})')
        number, factor = float(text), units[unit.lower()]
    else:
        raise ValueError(f'{what}: {value!r} is not a number with a unit')
    if not (number > 0 and math.isfinite(number * factor)):
        raise ValueError(f'{what}: must be a positive finite number, not {value!r}')
    return number * factor


def seconds(value, what='time limit'):
    """Seconds from a number of seconds or a string with a unit (s, ms)."""
    return _quantity(value, _TIME, what)


def kilobytes(value, what='memory limit'):
    """KB (an int) from a number of MB or a string with a unit (MB, KB, GB)."""
    return int(round(_quantity(value, _MEMORY, what)))


def kb_from_mb(mb):
    return int(round(mb * KB_PER_MB))


def ms_to_seconds(ms):
    return ms / 1000.0


def mb(kb):
    """KB as MB, a float, for display."""
    return kb / KB_PER_MB


def show_mb(kb):
    """'12.3 MB'."""
    return f'{kb / KB_PER_MB:.1f} MB'


def show_limit_mb(kb):
    """A memory limit as given: '256 MB', '0.5 MB'."""
    return f'{kb / KB_PER_MB:g} MB'
