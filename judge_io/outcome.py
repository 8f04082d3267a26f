"""What judging one case gives (Result), and what judge.py and interact.py both do with a
case's files: read the head of its input for the report, say why a file cannot be read,
keep a failing output."""
import os
from .records import Factory, record
from pathlib import Path
from typing import List, Optional

from . import scratch
from .casefiles import open_regular


@record
class Result:
    name: str
    verdict: str
    time: float                 # CPU seconds
    memory: int                 # KB
    wall: float
    exit_code: Optional[int]
    signal: Optional[int]
    message: str = ''           # one line: why it is not AC
    detail: List[str] = Factory(list)    # more lines: the diff, input, stderr
    input: Optional[str] = None         # paths
    answer: Optional[str] = None
    output: Optional[str] = None        # where the program's output was saved (not on AC)
    difference: dict = Factory(dict)
    stderr: str = ''                    # its tail
    stdout: bytes = b''                 # what it printed (kept for stress)
    fraction: Optional[float] = None    # of the case's score: AC 1, PC its share, else 0; RAN None


def why(path, e: OSError) -> str:
    return f'cannot read {path}: {e.strerror or e}'


def save_output(result: Result, save_dir, data: bytes):
    """Keep a failing case's output (in save_dir if it is a Path, else in the scratch
    folder, up to its cap) and say where."""
    try:
        if isinstance(save_dir, Path):
            path = save_dir / f'{result.name}.got'
            path.parent.mkdir(parents=True, exist_ok=True)     # a case of a sub-folder: SUB/NAME
            path.write_bytes(data)
        else:
            path = scratch.save_output(result.name, data)
    except OSError:
        return
    if path is None:
        result.detail.append(f'output not saved (the judge keeps {scratch.OUTPUTS_CAP >> 20} MB '
                             'of outputs a run)')
        return
    result.output = str(path)
    result.detail.append(f'output saved in {path}')


def head_of(path, size: int = 4096) -> bytes:
    """The first bytes of the input, for the report (cut at a line end when possible).
    Not a regular file: CaseFileError, without blocking."""
    fd = open_regular(path)
    try:
        data = os.pread(fd, size, 0)
    finally:
        os.close(fd)
    if len(data) == size and b'\n' in data:
        data = data[:data.rindex(b'\n') + 1]
    return data
