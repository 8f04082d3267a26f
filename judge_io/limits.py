"""The limits one run is held to, as one object: a program's (the problem's TL and ML, or a
case's own from config.yml), a checker's or an interactor's (check.CHECKER), a stress
generator's or brute force's (commands/stress.TOOL). They travel from the command down to
the run as a Limits, and only the last step (run_under, supervised_under) spells them out
for run.py.
"""
from .records import record
from typing import Optional

from .run import OUTPUT_CAP, Supervised, run, wall_cap


@record(frozen=True)
class Limits:
    time: float                         # seconds of CPU of the whole tree
    memory: int                         # KB, peak of the whole tree
    output: int = OUTPUT_CAP            # bytes of stdout kept: more is OLE (a program's)
    wall: Optional[float] = None        # seconds of wall clock less the wait for a core;
                                        # None: 3 x time + 1 (run.wall_cap)
    # (the process limit is the sandbox's: sandbox.Plan.processes, --processes)

    @property
    def wall_cap(self) -> float:
        return wall_cap(self.time) if self.wall is None else self.wall


def _spelled(limits: Limits) -> dict:
    return dict(output_cap=limits.output, wall=limits.wall)


def run_under(cmd, input_path, limits: Limits, **options):
    """run.run under these limits (options: clean, stderr_keep, stop_on_output, sandbox)."""
    return run(cmd, input_path, limits.time, limits.memory, **_spelled(limits), **options)


def supervised_under(cmd, stdin, limits: Limits, **options) -> Supervised:
    """run.Supervised under these limits (options as run_under's, and stdout)."""
    return Supervised(cmd, stdin, limits.time, limits.memory, **_spelled(limits), **options)
