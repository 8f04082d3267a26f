"""`judge-io listen [--port P] [--dir DIR]`: receive problems from the browser extension
Competitive Companion and write a case folder for each.

The extension parses a problem page (or a contest's pages) and POSTs each problem as JSON
to http://localhost:PORT/ (its public README, "Custom tools"): name, group, url,
interactive, memoryLimit (MB), timeLimit (ms), tests [{input, output}], testType,
input / output ({type: stdin | file | regex, fileName, pattern}), languages, batch
{id, size} (a contest's problems share a batch id; size is how many there are). It sends
to a list of ports without being told, 27121 among them (the port of cph, the VS Code
helper: the two cannot listen at once); any other port is added in its settings ("Custom
ports").

Each problem becomes DIR/<safe name>/ with sample-1.in, sample-1.out, ... and a
problem.json (title, judges: [{name, url}], time_limit, memory_limit, interactive,
notes), so `judge-io test --cases DIR/<safe name> --cmd ...` applies the problem's own
limits. The safe name keeps the letters, digits, '-' and '_' of the name (any script),
the rest becoming '-': nothing can name a path outside DIR. A folder that holds another
problem (another url) is left alone: the next name (NAME-2, ...) is taken; the same
problem sent again refreshes its samples and problem.json.

Only 127.0.0.1 is listened on. A request that is not a POST (405), is not addressed to
localhost or comes from a web page rather than an extension (403: another site's page
cannot make the judge write files), has no length, is over MAX_BODY, is not JSON, or is
not a problem (400) is answered so, with a line on the terminal, and writes nothing.
"""
import http.server
import json
import re
import sys
import threading
import unicodedata
from pathlib import Path
from typing import List, Optional, Tuple

from .. import problem as problems
from ..casefiles import write_whole
from ..errors import UsageError
from ..programs import shown

DEFAULT_PORT = 27121
MAX_BODY = 8 << 20              # bytes: a problem with its samples is a few KB
MAX_TESTS = 1000
TIMEOUT = 10                    # seconds a client may take to send its request
EXTENSION_ORIGINS = ('chrome-extension://', 'moz-extension://', 'safari-web-extension://')


class Rejected(Exception):
    def __init__(self, code: int, why: str):
        super().__init__(why)
        self.code = code
        self.why = why


def safe_name(name: str) -> str:
    """A folder name from a problem's name: letters, digits, '-', '_' (any script), the
    rest '-'; at most 60 characters; '' when nothing is left."""
    text = unicodedata.normalize('NFKC', name)
    text = ''.join(c if (c.isalnum() or c in '-_') else '-' for c in text)
    text = re.sub(r'-{2,}', '-', text).strip('-_')
    return text[:60].rstrip('-_')


def _number(data, key, what) -> Optional[float]:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < 1e12:
        raise Rejected(400, f'"{key}" ({what}) must be a positive number, not {value!r}')
    return float(value)


def parse_problem(body: bytes) -> dict:
    """The fields the judge uses from a Competitive Companion payload; Rejected(400, why)."""
    try:
        data = json.loads(body.decode('utf-8'))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise Rejected(400, f'not JSON: {e}')
    if not isinstance(data, dict):
        raise Rejected(400, 'not a JSON object')
    name = data.get('name')
    if not isinstance(name, str) or not name.strip() or len(name) > 500:
        raise Rejected(400, '"name" must be a text')
    folder = safe_name(name)
    if not folder:
        raise Rejected(400, f'the name {name!r} has no letter or digit to name a folder by')
    tests = data.get('tests')
    if not isinstance(tests, list) or len(tests) > MAX_TESTS or not all(
            isinstance(t, dict) and isinstance(t.get('input'), str)
            and isinstance(t.get('output', ''), str) for t in tests):
        raise Rejected(400, f'"tests" must be a list (at most {MAX_TESTS}) of {{input, output}} texts')
    for key in ('group', 'url'):
        if data.get(key) is not None and not isinstance(data[key], str):
            raise Rejected(400, f'"{key}" must be a text')
    url = data.get('url') or ''
    if url and not re.match(r'https?://', url):
        raise Rejected(400, f'"url" is not a web address: {url[:80]!r}')
    interactive = data.get('interactive', False)
    if not isinstance(interactive, bool):
        raise Rejected(400, '"interactive" must be true or false')
    batch = data.get('batch') if isinstance(data.get('batch'), dict) else {}
    size = batch.get('size')
    how = [data.get(k) for k in ('input', 'output')]
    files = [h.get('fileName') or h.get('pattern') for h in how
             if isinstance(h, dict) and h.get('type') in ('file', 'regex')]
    return {'name': name.strip(), 'folder': folder, 'group': data.get('group') or '', 'url': url,
            'interactive': interactive, 'tests': tests,
            'time_ms': _number(data, 'timeLimit', 'ms'), 'memory_mb': _number(data, 'memoryLimit', 'MB'),
            'batch': size if isinstance(size, int) and not isinstance(size, bool) and size > 1 else None,
            'files': [f for f in files if isinstance(f, str)]}


def _same_problem(folder: Path, url: str) -> bool:
    """Whether folder holds this problem already (its problem.json has the same url)."""
    try:
        data = json.loads((folder / problems.FILE).read_bytes())
        return bool(url) and any(j.get('url') == url for j in data.get('judges', []))
    except (OSError, ValueError, AttributeError):
        return False


def _folder_for(root: Path, p: dict) -> Path:
    """DIR/<safe name>, or NAME-2, ... when that folder holds another problem; never a
    symlink (which could lead out of DIR)."""
    for k in range(1, 1000):
        folder = root / (p['folder'] if k == 1 else f'{p["folder"]}-{k}')
        if folder.is_symlink():
            continue
        if not folder.exists():
            folder.mkdir()
            return folder
        if folder.is_dir() and _same_problem(folder, p['url']):
            return folder
    raise Rejected(400, f'{root / p["folder"]}: 999 folders of that name exist already')


def save(root: Path, p: dict) -> Tuple[Path, List[str]]:
    """Write the problem's folder: (the folder, notes for the terminal)."""
    folder = _folder_for(root, p)
    for k, t in enumerate(p['tests'], 1):
        write_whole(folder / f'sample-{k}.in', t['input'].encode('utf-8'))
        write_whole(folder / f'sample-{k}.out', t.get('output', '').encode('utf-8'))
    judge = p['group'].split(' - ')[0].strip() or 'the web'
    description = {'title': p['name'],
                   'judges': [{'name': judge, 'url': p['url']}] if p['url'] else [],
                   'interactive': p['interactive'],
                   'notes': f'{p["group"] or judge}; received from Competitive Companion'}
    if p['time_ms']:
        description['time_limit'] = f'{p["time_ms"]:g} ms'
    if p['memory_mb']:
        description['memory_limit'] = f'{p["memory_mb"]:g} MB'
    notes = []
    if p['files']:
        description['notes'] += f'; reads or writes files ({", ".join(p["files"])}), not stdin/stdout'
        notes.append(f'the problem reads or writes files ({", ".join(p["files"])}); '
                     'judge-io gives the program stdin and reads its stdout')
    if p['interactive']:
        notes.append('interactive: judge it with an interactor (judge-io test --interactor CMD)')
    write_whole(folder / problems.FILE, (json.dumps(description, ensure_ascii=False, indent=2)
                                    + '\n').encode('utf-8'))
    return folder, notes


class Handler(http.server.BaseHTTPRequestHandler):
    server_version = 'judge-io'
    timeout = TIMEOUT

    def log_message(self, format, *args):       # the judge says its own lines
        pass

    def _answer(self, code: int, text: str):
        body = (text + '\n').encode()
        try:
            self.send_response(code)
            self.send_header('Content-Type', 'text/plain; charset=utf-8')
            self.send_header('Content-Length', str(len(body)))
            self.end_headers()
            self.wfile.write(body)
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

    def do_POST(self):
        try:
            self._check_sender()
            length = self.headers.get('Content-Length')
            if length is None or not length.isdigit():
                raise Rejected(400, 'no Content-Length')
            if int(length) > MAX_BODY:
                raise Rejected(400, f'{int(length)} bytes: over {MAX_BODY >> 20} MB, not a problem')
            try:
                body = self.rfile.read(int(length))
            except OSError as e:
                raise Rejected(400, f'the body did not arrive ({e})')
            if len(body) < int(length):
                raise Rejected(400, 'the body ended early')
            p = parse_problem(body)
            with self.server.lock:      # one problem written at a time
                folder, notes = save(self.server.root, p)
        except Rejected as e:
            self._reject(e.code, e.why)
            return
        except OSError as e:
            self._reject(500, f'cannot write the problem: {e.strerror or e}')
            return
        with self.server.lock:
            self.server.received += 1
        limits = ', '.join(x for x in (p['time_ms'] and f'TL {p["time_ms"] / 1000:g} s',
                                       p['memory_mb'] and f'ML {p["memory_mb"]:g} MB') if x)
        n = len(p['tests'])
        batch = f' (1 of a batch of {p["batch"]})' if p['batch'] else ''
        print(f'received {p["name"]}{batch}: {n} sample{"s" * (n != 1)}'
              f'{", " + limits if limits else ""} -> {shown(folder)}', flush=True)
        for note in notes:
            print(f'  note: {note}', flush=True)
        print(f'  judge-io test --cases {shown(folder)} --cmd ...', flush=True)
        self._answer(200, 'ok')

    def _check_sender(self):
        host = (self.headers.get('Host') or '').rsplit(':', 1)[0].strip('[]').lower()
        if host not in ('127.0.0.1', 'localhost', '::1', ''):
            raise Rejected(403, f'addressed to {host!r}, not to localhost')
        origin = self.headers.get('Origin')
        if origin and origin != 'null' and not origin.startswith(EXTENSION_ORIGINS):
            raise Rejected(403, f'sent by the web page {origin!r}, not by the extension')


class Server(http.server.ThreadingHTTPServer):
    """A thread per request (a client that stalls delays no one), a lock around writing."""
    request_queue_size = 64         # a contest's problems arrive at once
    daemon_threads = True

    def __init__(self, port: int, root: Path):
        self.root = root
        self.received = 0
        self.lock = threading.Lock()
        super().__init__(('127.0.0.1', port), Handler)

    def handle_error(self, request, client_address):
        """Whatever went wrong with one request: a line, and the server goes on."""
        error = sys.exc_info()[1]
        print(f'judge_io: listen: a request from {client_address[0]} failed: '
              f'{type(error).__name__}: {error}', file=sys.stderr, flush=True)


def run(args):
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
    port = server.server_address[1]
    print(f'listening on http://127.0.0.1:{port}/ for Competitive Companion; problems go to '
          f'{shown(root)}/NAME/ (Ctrl-C stops)', flush=True)
    if port != DEFAULT_PORT:
        print(f'  in the extension\'s settings, add {port} to "Custom ports"', flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    print(f'\nstopped; {server.received} problem{"s" * (server.received != 1)} received',
          flush=True)
    return 0
