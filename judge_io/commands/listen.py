"""`judge-io listen [--port P] [--dir DIR]`: receive problems from the browser extension
Competitive Companion and write a case folder for each (judge_io/companion.py: what it
sends; judge_io/received.py: how a folder is written and written again).

The extension sends to a list of ports without being told, 27121 among them (the port
of cph, the VS Code helper: the two cannot listen at once); any other port is added in
its settings ("Custom ports").

A server that a web page may reach (any page can send to 127.0.0.1) and a local program
may flood, so:
- only 127.0.0.1 is listened on; a request addressed to another host (DNS rebinding) or
  sent with an Origin that is not a browser extension's (chrome-extension://,
  moz-extension://, safari-web-extension://; `null` too, which a sandboxed frame of
  any page sends) is refused (403); no Origin at all is a local program's (curl);
- every malformed request gets an HTTP answer with one line saying why, never a
  dropped connection: 405 not a POST, 411 no length, 413 over MAX_BODY, 408 not sent
  within REQUEST_DEADLINE seconds in all (a slowloris), 400 for a body that is not a
  problem (bad UTF-8, bad JSON, nesting too deep, a number too long, wrong types), 503
  past MAX_CLIENTS connections at once; the terminal gets the same line;
- Ctrl-C ends it with exit status 0: the connections still open are shut, their
  threads (not daemons) joined, so no thread writes while the interpreter shuts down
  (with daemon threads it died of SIGABRT, "could not acquire lock for <stderr>", in
  2 of 3 runs after a slowloris). Ctrl-C only sets an event: a KeyboardInterrupt in the
  serving thread can fall between a lock taken and its `with` (a hang, seen once).
"""
import http.server
import io
import signal
import socket
import sys
import threading
import time
from pathlib import Path

from ..companion import Rejected, parse_problem
from ..received import announce, save
from ..errors import UsageError
from ..programs import shown

DEFAULT_PORT = 27121
MAX_BODY = 8 << 20              # bytes: a problem with its samples is a few KB
MAX_CLIENTS = 64                # connections served at once
REQUEST_DEADLINE = 20           # seconds a client has for its whole request
TIMEOUTS = (TimeoutError, socket.timeout)      # one class since Python 3.10
EXTENSION_ORIGINS = ('chrome-extension://', 'moz-extension://', 'safari-web-extension://')


class _Deadline(io.RawIOBase):
    """A socket's reading side with one deadline for the whole request (a socket timeout
    alone restarts at every byte: a client sending one byte in nine seconds would hold
    its thread for days)."""

    def __init__(self, sock: socket.socket, deadline: float):
        self.sock = sock
        self.deadline = deadline

    def readable(self):
        return True

    def readinto(self, buffer):
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError('the request took too long')
        self.sock.settimeout(left)
        return self.sock.recv_into(buffer)


class Handler(http.server.BaseHTTPRequestHandler):
    server_version = 'judge-io'

    def setup(self):
        super().setup()
        self.rfile = io.BufferedReader(_Deadline(self.connection, time.monotonic() + REQUEST_DEADLINE))
        self.command, self.requestline = None, ''

    def log_message(self, *args):       # the judge says its own lines
        pass
    log_request = log_message

    def handle_one_request(self):
        """One request, as the standard library's handler reads it, except that a request
        not sent in time is answered 408 (it would drop the connection without a word),
        and any method but POST 405."""
        try:
            line = self.rfile.readline(65537)
            if not line:
                self.close_connection = True
                return
            if len(line) > 65536:
                self.requestline = self.request_version = self.command = ''
                self.send_error(414, 'request line over 64 KB')
                return
            self.raw_requestline = line
            if not self.parse_request():
                return              # answered already (send_error)
            getattr(self, 'do_' + self.command, self._not_post)()
            self.wfile.flush()
        except TIMEOUTS:
            self.command = getattr(self, 'command', None) or 'request'
            self._reject(408, f'not sent within {REQUEST_DEADLINE} s')

    def send_error(self, code, message=None, explain=None):
        """What the standard library refuses by itself (a malformed request line, headers
        too long or too many, an HTTP version it does not speak): answered like the rest,
        in one line, and said on the terminal."""
        self.command = getattr(self, 'command', None) or 'request'
        why = message or self.responses.get(code, ('refused',))[0]
        self._reject(code, ' '.join(str(why).split())[:200])

    def _answer(self, code: int, text: str):
        body = (text + '\n').encode()
        if getattr(self, 'request_version', 'HTTP/0.9') == 'HTTP/0.9':
            self.request_version = 'HTTP/1.0'   # garbage or HTTP/0.9: a status line all the same
        try:
            self.send_response(code)
            self.send_header('Content-Type', 'text/plain; charset=utf-8')
            self.send_header('Content-Length', str(len(body)))
            self.send_header('Connection', 'close')
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
        except OSError:
            pass

    def _reject(self, code: int, why: str):
        self.close_connection = True
        print(f'judge_io: listen: rejected a {self.command} from {self.client_address[0]}: {why}',
              file=sys.stderr, flush=True)
        self._answer(code, why)

    def _not_post(self):
        self._reject(405, f'{self.command} is not how a problem is sent (POST it)')

    do_GET = do_PUT = do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = _not_post

    def _body(self) -> bytes:
        length = self.headers.get_all('Content-Length') or []
        if not length:
            raise Rejected(411, 'no Content-Length')
        if len(length) > 1 or not length[0].strip().isdigit() or not length[0].isascii():
            raise Rejected(400, f'Content-Length {", ".join(length)[:40]!r} is not one length')
        size = int(length[0])
        if size > MAX_BODY:
            raise Rejected(413, f'{size} bytes: over {MAX_BODY >> 20} MB, not a problem')
        try:
            body = self.rfile.read(size)
        except TIMEOUTS:
            raise Rejected(408, f'the body did not arrive within {REQUEST_DEADLINE} s')
        except OSError as e:
            raise Rejected(400, f'the body did not arrive ({e})')
        if len(body) < size:
            raise Rejected(400, 'the body ended early')
        return body

    def do_POST(self):
        try:
            self._check_sender()
            p = parse_problem(self._body())
            with self.server.lock:      # one problem written at a time
                folder, notes = save(self.server.root, p)
                self.server.received += 1
        except Rejected as e:
            self._reject(e.code, e.why)
            return
        except OSError as e:
            self._reject(500, f'cannot write the problem: {e.strerror or e}')
            return
        except Exception as e:      # noqa: BLE001 - a bug of ours: still an answer and a line
            self._reject(500, f'the judge failed on it: {type(e).__name__}: {e}')
            return
        print(announce(p, shown(folder), notes), flush=True)
        self._answer(200, 'ok')

    def _check_sender(self):
        hosts = self.headers.get_all('Host') or ['']
        host = hosts[0].rsplit(':', 1)[0].strip('[]').lower()
        if len(hosts) > 1 or host not in ('127.0.0.1', 'localhost', '::1', ''):
            raise Rejected(403, f'addressed to {", ".join(hosts)[:80]!r}, not to localhost')
        origins = self.headers.get_all('Origin') or []
        if len(origins) > 1 or (origins and not origins[0].startswith(EXTENSION_ORIGINS)):
            raise Rejected(403, f'sent from {", ".join(origins)[:80]!r} (a web page, or a '
                                'sandboxed frame: Origin null), not by the browser extension')


class Server(http.server.ThreadingHTTPServer):
    """A thread per connection (a client that stalls delays no one), a lock around
    writing; the open connections and their threads known, so that stopping can shut the
    ones and join the others."""
    request_queue_size = 64         # a contest's problems arrive at once
    daemon_threads = False          # joined by stop(), never cut off

    def __init__(self, port: int, root: Path):
        self.root = root
        self.received = 0
        self.lock = threading.Lock()
        self.open = set()
        self.threads = []
        self.open_lock = threading.Lock()
        super().__init__(('127.0.0.1', port), Handler)

    def process_request(self, request, client_address):
        with self.open_lock:
            busy = len(self.open) >= MAX_CLIENTS
            if not busy:
                self.open.add(request)
        if busy:
            body = f'over {MAX_CLIENTS} connections at once\n'.encode()
            try:
                request.setblocking(False)
                request.send(b'HTTP/1.0 503 Service Unavailable\r\nContent-Type: text/plain\r\n'
                             b'Content-Length: %d\r\n\r\n%s' % (len(body), body))
            except OSError:
                pass
            print(f'judge_io: listen: rejected a connection from {client_address[0]}: over '
                  f'{MAX_CLIENTS} at once', file=sys.stderr, flush=True)
            self.shutdown_request(request)
            return
        thread = threading.Thread(target=self.process_request_thread, args=(request, client_address))
        with self.open_lock:
            self.threads.append(thread)
        thread.start()

    def process_request_thread(self, request, client_address):
        try:
            super().process_request_thread(request, client_address)
        finally:
            with self.open_lock:
                self.threads.remove(threading.current_thread())

    def shutdown_request(self, request):
        with self.open_lock:
            self.open.discard(request)
        super().shutdown_request(request)

    def handle_error(self, request, client_address):
        """Whatever went wrong with one request: a line, and the server goes on."""
        error = sys.exc_info()[1]
        print(f'judge_io: listen: a request from {client_address[0]} failed: '
              f'{type(error).__name__}: {error}', file=sys.stderr, flush=True)

    def stop(self):
        """Stop listening, shut every open connection (its thread then ends at once), join
        the threads; a connection whose thread a Ctrl-C kept from starting is closed."""
        self.socket.close()
        with self.open_lock:
            still = list(self.open)
        for sock in still:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        while True:
            with self.open_lock:
                running = [t for t in self.threads if t.ident is not None]
            if not running:
                break
            for thread in running:
                thread.join()
        with self.open_lock:
            left = list(self.open)
        for sock in left:
            self.shutdown_request(sock)


def run(args):
    asked_to_stop = threading.Event()
    signal.signal(signal.SIGINT, lambda *_: asked_to_stop.set())
    root = Path(args.dir)
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UsageError(f'--dir {root}: {e.strerror or e}')
    if not root.is_dir():
        raise UsageError(f'--dir {root} is not a folder')
    try:
        server = Server(args.port, root.absolute())
    except OSError as e:
        if e.errno == 98:       # EADDRINUSE
            raise UsageError(f'port {args.port} is in use (by cph in VS Code, or another '
                             'listen?): give --port P, and add P to the extension\'s custom ports')
        raise UsageError(f'cannot listen on 127.0.0.1:{args.port}: {e.strerror or e}')
    serving = threading.Thread(target=server.serve_forever, kwargs={'poll_interval': 0.05})
    try:
        port = server.server_address[1]
        print(f'listening on http://127.0.0.1:{port}/ for Competitive Companion; problems go to '
              f'{shown(root)}/NAME/ (Ctrl-C stops)', flush=True)
        if port != DEFAULT_PORT:
            print(f'  in the extension\'s settings, add {port} to "Custom ports"', flush=True)
        serving.start()
        while serving.is_alive() and not asked_to_stop.wait(0.5):
            pass
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)    # a second Ctrl-C waits for this
        if serving.ident is not None:
            server.shutdown()       # its loop ends between two connections
        server.stop()
    print(f'\nstopped; {server.received} problem{"s" * (server.received != 1)} received',
          flush=True)
    return 0
