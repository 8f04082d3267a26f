"""The judge's ends of a supervisor's pipes: the program's stdout and stderr drained
(head up to a cap, or tail), and the supervisor's report parsed."""
import fcntl
import os
import threading
from typing import Optional

F_SETPIPE_SZ = getattr(fcntl, 'F_SETPIPE_SZ', 1031)    # Linux; named in Python 3.10+


class Drain(threading.Thread):
    """Read a pipe to its end; keep the head (stdout, up to a cap) or the tail (stderr)."""

    def __init__(self, pipe, cap, keep_tail, over_event=None):
        super().__init__(daemon=True)
        self.fd = pipe.fileno()
        try:                    # a 1 MB pipe: big outputs flow with 16 times fewer wake-ups
            fcntl.fcntl(self.fd, F_SETPIPE_SZ, 1 << 20)
        except OSError:
            pass
        self.pipe = pipe
        self.cap = cap
        self.keep_tail = keep_tail
        self.over_event = over_event
        self.chunks = []
        self.size = 0
        self.over = False
        self.start()

    def run(self):
        try:
            while True:
                chunk = os.read(self.fd, 1 << 20)
                if not chunk:
                    break
                self.size += len(chunk)
                if self.keep_tail:
                    self.chunks.append(chunk)
                    if self.size > 2 * self.cap:
                        data = b''.join(self.chunks)[-self.cap:]
                        self.chunks, self.size = [data], len(data)
                elif not self.over:
                    self.chunks.append(chunk)
                    if self.size > self.cap:
                        self.over = True
                        if self.over_event:
                            self.over_event.set()
        except OSError:
            pass
        finally:
            self.pipe.close()

    def data(self):
        data = b''.join(self.chunks)
        return data[-self.cap:] if self.keep_tail else data[:self.cap + 1]



def parse(data: bytes) -> Optional[dict]:
    """The supervisor's `key value` lines, if complete (they end with `end 1`)."""
    got = {}
    try:
        for line in data.decode().splitlines():
            key, value = line.split(' ', 1)
            got[key] = _value(value)
    except (ValueError, SyntaxError, UnicodeDecodeError):
        return None
    return got if got.get('end') == 1 else None


_NAMED = {'None': None, 'True': True, 'False': False, "''": ''}


def _value(text):
    """A value the supervisor wrote with repr(): a number, None, a bool or a string (ast,
    imported only for a string that is not empty: it is 5 ms of every judge's start)."""
    if text in _NAMED:
        return _NAMED[text]
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        import ast
        return ast.literal_eval(text)
