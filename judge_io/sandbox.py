"""The sandbox, judge side: what the program may see, and what to say when there is no
sandbox. The kernel side (namespaces, mounts) is namespaces.py, run by the supervisor.

A Plan is made once per command (test, stress): the program's private temp folders
(/tmp and /dev/shm, writable, each as large as the memory limit), and the folders it
must not see (every folder holding a case file, the judge's scratch folder, /run with
the sockets of the user's session and of the system's services, /dev/pts), each
with the entries bound back into it: everything the program's command line names (its
interpreter, its file, the working folder), and in a case folder every entry that is
not a case file (so `--cmd ./a.out` or `java Main` run from the case folder itself),
nor looks like one (.in, .out, .ans, .a, .got, inputN.txt, outputN.txt: the cases of
other layouts, or left out by --case).
"""
import os
import re
import shutil
import sys
from typing import Iterable, List, Optional

MAX_KEPT = 256          # entries bound back into one case folder; beyond, only what is needed
# never bound back, case of this run or not: the layouts cases.py reads, and saved outputs
CASE_LIKE = re.compile(r'.*\.(in|out|ans|a|got)\Z|input.*\.txt\Z|output.*\.txt\Z', re.S)
TEMPS = ('/tmp', '/dev/shm')
# hidden too: the sockets of the user's session and the system's services (D-Bus, docker,
# a database) are files, which a network namespace does not cover; the terminals
SYSTEM_HIDDEN = ('/run', '/dev/pts')
REFUSED: List[str] = []             # why the kernel refused, once it has

NOT_GUARANTEED = ('the program can read the case folders and answers, write the user\'s files, '
                  'signal the judge, and reach the network')


def _under(path: str, folder: str) -> Optional[str]:
    """The first component of path below folder, '' for folder itself, None if outside."""
    if path == folder:
        return ''
    prefix = folder.rstrip('/') + '/'
    if not path.startswith(prefix):
        return None
    return path[len(prefix):].split('/', 1)[0]


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


def _needed(cmd: List[str], cwd: str) -> List[str]:
    """Absolute paths (as written, through each link, and resolved) that the command names,
    and the working folder: a path may hide in a word of an argument (`sh -c 'python3 x.py'`);
    the command itself may be found on PATH, and a script's `#!` names its interpreter."""
    found = {cwd, os.path.realpath(cwd)}
    words = [word for arg in cmd for word in arg.split()]
    paths = [os.path.join(cwd, word) for word in words]
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
    return sorted(found)


def _keep(folder: str, needed: Iterable[str]) -> List[str]:
    real = os.path.realpath(folder)
    names = set()
    for path in needed:
        for base in (folder, real):
            first = _under(path, base)
            if first:
                names.add(first)
    return sorted(names)


class Plan:
    """What the program may see (see the module's docstring)."""

    def __init__(self, cmd: List[str], case_files: Iterable, memory_kb: int,
                 hidden: Iterable = (), cwd: Optional[str] = None):
        cwd = cwd or os.getcwd()
        needed = _needed(cmd, cwd)
        self.cwd = cwd
        self.tmp_bytes = int(memory_kb) * 1024
        self.covers = [('w', t, _keep(t, needed)) for t in TEMPS]
        by_folder = {}
        for f in case_files:
            if f is not None:       # the folder of the name, and of the file a link leads to
                for path in {os.path.abspath(f), os.path.realpath(f)}:
                    by_folder.setdefault(os.path.dirname(path), set()).add(os.path.basename(path))
        hide = []
        for folder, names in by_folder.items():
            need = _keep(folder, needed)
            try:
                others = sorted(n for n in set(os.listdir(folder)) - names
                                if not CASE_LIKE.match(n))
            except OSError:
                others = []
            keep = sorted(set(others) | set(need)) if len(others) <= MAX_KEPT else need
            hide.append((folder, keep))
        for folder in (*SYSTEM_HIDDEN, *hidden):
            folder = os.path.abspath(folder)
            hide.append((folder, _keep(folder, needed)))
        hide.sort(key=lambda h: h[0].count('/'))
        self.covers += [('r', folder, keep) for folder, keep in hide]

    def argv(self, input_path) -> List[str]:
        """The supervisor's --sandbox arguments for a run with input_path on stdin (None:
        stdin is not a case file)."""
        words = ['--sandbox', str(self.tmp_bytes), self.cwd,
                 os.path.abspath(input_path) if input_path is not None else '-',
                 str(len(self.covers))]
        for kind, folder, keep in self.covers:
            words += [kind, folder, str(len(keep)), *keep]
        return words


def refused(why: str):
    """The kernel refused the sandbox: no more attempts in this command, and one line."""
    if not REFUSED:
        REFUSED.append(why)
        print(f'judge_io: note: no sandbox here ({why}): running without it, so '
              f'{NOT_GUARANTEED}; see docs/judge.md, "What the judge guarantees"',
              file=sys.stderr, flush=True)


def active(plan: Optional[Plan]) -> Optional[Plan]:
    return None if REFUSED else plan
