"""What a command needs to run, as paths: its executable (found on PATH too), every
path a word of it names, each `#!` interpreter, every link on the way to them, an
interpreter's prefix, a Java class's files. The sandbox (sandbox.Plan) shows these.
"""
import glob
import os
import shutil
from typing import List, Optional

# landmarks of an interpreter's prefix (PREFIX/bin/NAME): a venv, a CPython, a PyPy, a JDK
PREFIX_MARKS = ('pyvenv.cfg', 'lib/python3*', 'lib/pypy*', 'lib-python', 'lib/modules', 'release')


def _hops(path: str, most: int = 40) -> set:
    """The path and every path a symbolic link on the way leads to, the last one resolved:
    each must stay reachable (a venv's python in /tmp linking to the system's, linked to
    from another folder of /tmp)."""
    seen, todo = set(), [os.path.abspath(path)]
    while todo and len(seen) < most:
        here = todo.pop()
        if here in seen:
            continue
        seen.add(here)
        parts = here.split('/')
        for i in range(2, len(parts) + 1):
            prefix = '/'.join(parts[:i])
            if os.path.islink(prefix):
                target = os.path.join(os.path.dirname(prefix), os.readlink(prefix))
                todo.append(os.path.normpath(os.path.join(target, *parts[i:])))
                break
    seen.add(os.path.realpath(path))
    return seen


def _interpreter(path: str) -> Optional[str]:
    """The interpreter a script's `#!` line names (the kernel runs it, so it must be
    visible too: a venv's python in /tmp, as CI has), or None."""
    try:
        with open(path, 'rb') as f:
            head = f.read(256)
    except OSError:
        return None
    if not head.startswith(b'#!'):
        return None
    words = head[2:].split(b'\n', 1)[0].split()
    return os.fsdecode(words[0]) if words and words[0].startswith(b'/') else None


def _prefix(path: str) -> Optional[str]:
    """PREFIX when path is PREFIX/bin/NAME and PREFIX holds an interpreter's landmark."""
    folder = os.path.dirname(path)
    prefix = os.path.dirname(folder)
    if os.path.basename(folder) != 'bin' or prefix in ('/', '/usr', os.path.expanduser('~')):
        return None
    if any(glob.glob(os.path.join(glob.escape(prefix), mark)) for mark in PREFIX_MARKS):
        return prefix
    return None


def needed(cmd: List[str], cwd: str) -> List[str]:
    """Absolute paths (as written, through each link, and resolved) that the command names:
    a path may hide in a word of an argument (`sh -c 'python3 x.py'`); the command itself
    may be found on PATH, a script's `#!` names its interpreter, an interpreter has its
    prefix, and `java Main` needs Main.class."""
    found = set()
    words = [word for arg in cmd for word in arg.split()]
    paths = [os.path.join(cwd, word) for word in words if word not in ('.', './')]
    for word in words:
        if os.path.isfile(os.path.join(cwd, word + '.class')):
            paths += glob.glob(os.path.join(glob.escape(cwd), glob.escape(word) + '*.class'))
    if cmd and '/' not in cmd[0]:
        paths.append(shutil.which(cmd[0]) or cmd[0])
    for _ in range(4):                  # the kernel follows at most 4 nested `#!` lines
        scripts = []
        for path in paths:
            if os.path.lexists(path) and path not in found:
                found |= _hops(path)
                if os.path.isfile(path):
                    scripts.append(_interpreter(path))
        paths = [p for p in scripts if p]
        if not paths:
            break
    found |= {p for p in map(_prefix, list(found)) if p}
    return sorted(found)

