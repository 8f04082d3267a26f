"""The judge as a child subreaper: what a program leaves when it kills its supervisor (its
parent) is reparented to the judge, found here and killed with all its descendants."""
import os
import signal
import threading

from .supervisor import procfs
from .supervisor.namespaces import harden, subreaper

SUPERVISORS = set()            # pids of the supervisors running now
LOCK = threading.Lock()        # spawning a supervisor / looking for orphans: one at a time
REAPER = []                    # [True] once the judge itself is a child subreaper
KEEP = set()                    # pids of the judge's own helpers: not orphans (scratch's cleaner)


def become_subreaper():
    """Make the judge a child subreaper (the command line does, once): if a program kills
    or stops its supervisor, what it started is reparented here, found and killed. And
    non-dumpable: no process of the user's can open its stdout or read its environment
    through /proc."""
    try:
        harden()
    except OSError:
        pass
    if subreaper():
        REAPER.append(True)


def kill_orphans():
    """Kill and reap every process reparented to the judge (not a supervisor) and all
    their descendants: what a program left when its supervisor was killed."""
    me = os.getpid()
    for _ in range(1000):
        with LOCK:
            parents = procfs.parents()
            roots = [p for p, pp in parents.items()
                     if pp == me and p not in SUPERVISORS and p not in KEEP]
            if not roots:
                return
            doomed, grown = set(roots), True
            while grown:
                grown = False
                for p, pp in parents.items():
                    if pp in doomed and p not in doomed:
                        doomed.add(p)
                        grown = True
            for p in doomed:
                try:
                    os.kill(p, signal.SIGKILL)
                except OSError:
                    pass
        for p in roots:
            try:
                os.waitpid(p, 0)
            except ChildProcessError:
                pass
