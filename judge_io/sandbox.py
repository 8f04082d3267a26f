"""The sandbox, judge side: what the program may see, and what to say when there is no
sandbox. The kernel side is supervisor/ (namespaces.py, jail.py), run by the supervisor.

A Plan is made once per command (test, stress): the program's root, an allowlist built
empty (as isolate's and bubblewrap's are) holding, read-only:
  - the system's programs and libraries (/usr, /bin, /lib*, /sbin);
  - a minimal /etc: the dynamic loader's cache and configuration, the alternatives
    (java, pypy), the time zone, the JVM's settings, and a passwd and a group of its own;
  - /dev/null, zero, full, random, urandom, and /dev/fd; a /proc of its own processes;
  - what its command line names: the executable or script, its `#!` interpreter, every
    link on the way to them, the interpreter's prefix (a venv, a pyenv version, a JDK:
    a folder holding bin/ and the landmark of a Python or a JDK), --solution's file;
  - each --bind PATH the user gives;
and, writable, its own /tmp, /dev/shm and working folder (the judge's working folder,
at the same path, empty but for what the command names there), one tmpfs as large as
the memory limit, counted as its memory. Nothing else: not the user's home, the
repository, the case folders or their neighbours, nor any pathname socket. A folder
named on the command line is left out when a case file, the judge's scratch folder,
the home or the root lies in it.
"""
import copy
import glob
import os
import stat
import sys
from typing import Iterable, List, Optional

from .needs import needed

SYSTEM = ('/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32')
ETC = ('ld.so.cache', 'ld.so.conf', 'ld.so.conf.d', 'alternatives', 'localtime', 'timezone',
       'locale.alias', 'java-*', 'pypy*')
DEVICES = ('null', 'zero', 'full', 'random', 'urandom')
DEV_LINKS = (('fd', '/proc/self/fd'), ('stdin', '/proc/self/fd/0'),
             ('stdout', '/proc/self/fd/1'), ('stderr', '/proc/self/fd/2'))
PROCESSES = 256     # default --processes: a JVM on a 64-core host starts about a hundred threads
REFUSED: List[str] = []             # why the kernel refused, once it has

NOT_GUARANTEED = ('the program can read the case folders and answers, write the user\'s files, '
                  'signal the judge, reach the network, and start processes without limit')


class _Root:
    """The operations that build the root (jail.py), in order, and what each path is."""

    def __init__(self, refused_in: Iterable[str]):
        self.ops = []
        self.kind = {'/': 'd'}
        self.refused_in = [p.rstrip('/') + '/' for p in refused_in]

    def add(self, op, path, arg='-'):
        self.kind[path] = op
        self.ops.append((op, path, arg))

    def _refused(self, path, st):
        """Whether a folder holds what the program must not see."""
        if not stat.S_ISDIR(st.st_mode):
            return (path.rstrip('/') + '/') in self.refused_in
        base = path.rstrip('/') + '/'
        return base == '/' or any(r.startswith(base) for r in self.refused_in)

    def expose(self, path: str, check: bool = True, depth: int = 0):
        """Make path reachable as it is on the host: its folders, each link on the way
        (and where it leads), and the path itself bound."""
        parts = [p for p in os.path.abspath(path).split('/') if p]
        covered = False
        for i in range(1, len(parts) + 1):
            here = '/' + '/'.join(parts[:i])
            kind = self.kind.get(here)
            if kind == 'w':
                covered = False
                continue
            covered = covered or kind == 'b'
            try:
                st = os.lstat(here)
            except OSError:
                return
            if stat.S_ISLNK(st.st_mode):
                target = os.readlink(here)
                if not covered and kind is None:
                    self.add('l', here, target)
                if depth < 40:
                    self.expose(os.path.normpath(os.path.join(os.path.dirname(here), target,
                                                              *parts[i:])), check, depth + 1)
                return
            if covered:
                continue
            if i == len(parts):
                if kind != 'b' and not (check and self._refused(here, st)):
                    self.add('b', here)
            elif kind is None:
                self.add('d', here)


def _passwd(uid: int, gid: int):
    inside = uid or 65534
    users = {0: 'root', 65534: 'nobody', inside: 'judge'}
    groups = {0: 'root', 65534: 'nogroup', (gid or 65534): 'judge'}
    return (''.join(f'{n}:x:{u}:{u if u in (0, 65534) else gid or 65534}:{n}:/tmp:/bin/false\n'
                    for u, n in sorted(users.items())),
            ''.join(f'{n}:x:{g}:\n' for g, n in sorted(groups.items())))


class Plan:
    """What the program may see (see the module's docstring), and its process limit."""

    def __init__(self, cmd: List[str], case_files: Iterable, memory_kb: int,
                 hidden: Iterable = (), cwd: Optional[str] = None, binds: Iterable = (),
                 file_io: Optional[str] = None, processes: int = PROCESSES,
                 enabled: bool = True):
        cwd = cwd or os.getcwd()
        self.enabled = enabled      # False: no sandbox (--no-sandbox), the rest holds
        self.cwd = cwd
        # a MB more than the limit: a program that fills it is over the limit even when it
        # dies of ENOSPC between two samples (MLE, not RE at exactly the limit)
        self.tmp_bytes = int(memory_kb) * 1024 + (1 << 20)
        self.file_io = file_io
        self.processes = processes
        self.binds = [os.path.abspath(b) for b in binds]
        refused_in = {os.path.expanduser('~')}
        for f in case_files:
            if f is not None:
                refused_in |= {os.path.abspath(f), os.path.realpath(f),
                               os.path.dirname(os.path.abspath(f)),
                               os.path.dirname(os.path.realpath(f))}
        refused_in |= {os.path.abspath(h) for h in hidden}
        root = _Root(refused_in)
        for path in SYSTEM:
            root.expose(path, check=False)
        for pattern in ETC:
            for path in sorted(glob.glob('/etc/' + pattern)):
                root.expose(path, check=False)
        root.add('d', '/dev')
        for name in DEVICES:
            root.expose('/dev/' + name, check=False)
        for name, target in DEV_LINKS:
            root.add('l', '/dev/' + name, target)
        passwd, group = _passwd(os.getuid(), os.getgid())
        root.add('f', '/etc/passwd', passwd)
        root.add('f', '/etc/group', group)
        root.add('p', '/proc')
        for folder, mode in (('/tmp', '1777'), ('/dev/shm', '1777'), (cwd, '777')):
            if root.kind.get(folder) != 'w' and folder != '/':
                root.add('w', folder, mode)
        for path in needed(cmd, cwd):
            root.expose(path)
        for path in self.binds:
            root.expose(path, check=False)
        self.ops = root.ops

    def lines(self) -> List[str]:
        """What the report says of the sandbox beyond the usual: file I/O, --bind."""
        said = []
        if self.file_io:
            said.append(f'file I/O: reads {self.file_io}.in, writes {self.file_io}.out')
        if self.binds and self.enabled:
            said.append('also visible to the program (--bind): ' + ', '.join(self.binds))
        return said

    def disabled(self) -> 'Plan':
        self.enabled = False
        return self

    def argv(self, input_path) -> List[str]:
        """The supervisor's --sandbox arguments for a run with input_path on stdin (None:
        stdin is not a case file)."""
        words = ['--sandbox', str(self.tmp_bytes), self.cwd,
                 os.path.abspath(input_path) if input_path is not None else '-',
                 str(self.processes), str(len(self.ops))]
        for op in self.ops:
            words += op
        return words


def refused(why: str):
    """The kernel refused the sandbox: no more attempts in this command, and one line."""
    if not REFUSED:
        REFUSED.append(why)
        print(f'judge_io: note: no sandbox here ({why}): running without it, so '
              f'{NOT_GUARANTEED}; see docs/judge.md, "What the judge guarantees"',
              file=sys.stderr, flush=True)


def active(plan: Optional[Plan]) -> Optional[Plan]:
    """The plan, without its sandbox once the kernel has refused it."""
    if plan is None or not REFUSED or not plan.enabled:
        return plan
    return copy.copy(plan).disabled()
