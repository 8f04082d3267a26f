"""The program started by its supervisor (supervise.py, which imports this as a sibling:
standard library only, no package-relative imports)."""
import os

import _signal as signal     # not `signal`: it imports enum, 5 ms of start-up per run

DEFAULT_SIGNALS = [getattr(signal, n) for n in ('SIGPIPE', 'SIGXFSZ', 'SIGINT') if hasattr(signal, n)]


def spawn(cmd, env):
    """Start the program: (pid or None, why it could not start, KB of slack on our peak).

    The program gets a session of its own: where the scheduler groups tasks by session
    (autogroup), its processes, however many, then share one group's time and cannot
    starve this process of the CPU it needs to watch them.

    posix_spawn (vfork: the child borrows this process's memory until exec) where there
    is one, so the peak the kernel folds into the program's ru_maxrss at exec is exactly
    ours; os.fork elsewhere (PyPy), where the child's copy may touch a few more pages."""
    if hasattr(os, 'posix_spawn'):
        try:
            return os.posix_spawn(cmd[0], cmd, env, setsigdef=DEFAULT_SIGNALS, setsid=True), '', 0
        except OSError as e:
            return None, f'{e.strerror or e}', 0
    err_r, err_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(err_r)
            os.setsid()
            for sig in DEFAULT_SIGNALS:
                signal.signal(sig, signal.SIG_DFL)
            os.execve(cmd[0], cmd, env)
        except BaseException as e:  # noqa: BLE001 - say why, whatever it is
            try:
                os.write(err_w, (getattr(e, 'strerror', None) or str(e)).encode('utf-8', 'replace'))
            finally:
                os._exit(127)
    os.close(err_w)
    why = b''
    while True:
        chunk = os.read(err_r, 4096)
        if not chunk:
            break
        why += chunk
    os.close(err_r)
    if why:
        os.waitpid(pid, 0)
        return None, why.decode('utf-8', 'replace'), 0
    return pid, '', 2048
