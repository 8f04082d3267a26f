"""Supervisors forked from one warm process: the judge starts this file once (with
`python -S -E`, where it is a child subreaper, judge_io/zygote.py), and each run's
supervisor is then a fork of it, not a new interpreter with its imports (25 of the ~30 ms
of CPU a supervisor costs a run). Standard library only, no package-relative imports.

    python -S -E zygote.py SOCKET_FD

A request on the socket (a Unix SOCK_SEQPACKET pair; the judge sends one at a time) is a
marshal of (argv, env, cwd) with six fds: the supervisor's stdin, stdout and stderr, its
CONTROL_FD and RESULT_FD (their numbers replace argv[0:2]), and GO, a pipe the judge
writes one byte on once it holds the supervisor's pid. This process forks a child that
forks the supervisor and exits: the supervisor, orphaned, is reparented to the judge (its
nearest child subreaper), which waits for it as for a child of its own. The reply: its pid
(8 bytes), or 0. The supervisor does nothing before its byte on GO (EOF: the judge gave
up, and it exits at once), then, as after `exec`: a session of its own, dumpable, stdio
and fds in place and no other, the run's environment and folder, supervise.main().
EOF on the socket (the judge is gone): this process exits.
"""
import marshal
import os
import socket
import sys

import namespaces
import supervise


def main():
    sock = socket.socket(fileno=int(sys.argv[1]))
    try:
        namespaces.harden()         # as the judge: out of reach through /proc
    except OSError:
        pass
    while True:
        try:
            msg, fds, _, _ = socket.recv_fds(sock, 1 << 20, 6)
        except InterruptedError:
            continue
        except OSError:
            return
        if not msg:
            return
        pid = 0
        try:
            if len(fds) == 6:
                pid = launch(sock, marshal.loads(msg), fds)
        except Exception:   # noqa: BLE001 - a bad request is refused (0), never a crash
            pid = 0
        finally:
            for fd in fds:
                os.close(fd)
        try:
            sock.send(pid.to_bytes(8, 'little'))
        except OSError:
            return


def launch(sock, request, fds):
    """Fork the supervisor as a grandchild (reparented to the judge); its pid, or 0."""
    r, w = os.pipe()
    middle = os.fork()
    if middle == 0:
        try:
            os.close(r)
            pid = os.fork()
            if pid == 0:
                os.close(w)
                become(sock, request, fds)
            os.write(w, pid.to_bytes(8, 'little'))
        finally:
            os._exit(0)
    os.close(w)
    data = b''
    while len(data) < 8:
        chunk = os.read(r, 8 - len(data))
        if not chunk:
            break
        data += chunk
    os.close(r)
    os.waitpid(middle, 0)       # once it is gone, the supervisor is the judge's child
    return int.from_bytes(data, 'little') if len(data) == 8 else 0


def become(sock, request, fds):
    """In the grandchild: wait for the judge's go, then be the supervisor of one run."""
    code = 1
    try:
        sock.close()
        argv, env, cwd = request
        stdin, stdout, stderr, control, result, go = fds
        if os.read(go, 1) != b'g':
            os._exit(0)
        os.setsid()
        namespaces.libc().prctl(namespaces.PR_SET_DUMPABLE, 1)     # as exec would
        for fd, to in ((stdin, 0), (stdout, 1), (stderr, 2)):
            os.dup2(fd, to)
        keep = {0, 1, 2, control, result}
        for name in os.listdir('/proc/self/fd'):
            if int(name) not in keep:
                try:
                    os.close(int(name))
                except OSError:
                    pass
        if cwd:
            os.chdir(cwd)
        os.environ.clear()
        os.environ.update(env)
        supervise.GIVEN_ENV = dict(env)
        sys.argv = [supervise.__file__, str(control), str(result), *argv[2:]]
        supervise.main()
        code = 0
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except BaseException:   # noqa: BLE001 - as an uncaught exception ends a script: 1, a traceback
        import traceback
        traceback.print_exc()
    finally:
        try:
            sys.stderr.flush()
        finally:
            os._exit(code)


if __name__ == '__main__':
    main()
