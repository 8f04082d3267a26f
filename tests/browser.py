"""Headless Chromium for the pages' tests (tests/test_guide.py, tests/test_play.py).

Chromium runs with no network of its own and no downloads: the system's /usr/bin/chromium
(Debian: apt-get install chromium), driven over --remote-debugging-pipe (the DevTools
protocol on file descriptors 3 and 4: no port, no websocket). The pages are opened from
file:// URLs. Tests that need it are skipped with a reason where Chromium is missing.
"""
import json
import os
import select
import shutil
import subprocess
import time

import pytest

CHROMIUM = shutil.which('chromium') or shutil.which('chromium-browser')
FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--no-first-run']
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason='Chromium is not installed '
                                    '(Debian: apt-get install chromium): the page was not '
                                    'tested in a browser')


class DevTools:
    """Chromium over --remote-debugging-pipe: real key events through the browser's input.
    Every event the browser sends is kept in self.events (console messages, exceptions)."""

    def __init__(self, profile, size=None):
        r1, self.w = os.pipe()
        self.r, w2 = os.pipe()

        def fds():                              # the pipe's ends become the child's 3 and 4
            a, b = os.dup(r1), os.dup(w2)
            os.dup2(a, 3)
            os.dup2(b, 4)
        extra = [f'--window-size={size[0]},{size[1]}'] if size else []
        # its crash reporter and dconf write under the config and cache folders even with
        # --user-data-dir: in the profile, not in the user's home
        self.proc = subprocess.Popen([CHROMIUM, *FLAGS, *extra, f'--user-data-dir={profile}',
                                      '--remote-debugging-pipe', 'about:blank'],
                                     preexec_fn=fds, close_fds=False,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     env=dict(os.environ, XDG_CONFIG_HOME=str(profile),
                                              XDG_CACHE_HOME=str(profile)))
        os.close(r1)
        os.close(w2)
        self.buf, self.n, self.session = b'', 0, None
        self.events = []

    def call(self, method, params=None, timeout=30):
        self.n += 1
        msg = {'id': self.n, 'method': method, 'params': params or {}}
        if self.session:
            msg['sessionId'] = self.session
        os.write(self.w, json.dumps(msg).encode() + b'\0')
        deadline = time.monotonic() + timeout
        while True:
            while b'\0' not in self.buf:
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([self.r], [], [], left)[0]:
                    raise TimeoutError(f'no answer to {method}')
                chunk = os.read(self.r, 1 << 16)
                if not chunk:
                    raise RuntimeError('Chromium closed the pipe')
                self.buf += chunk
            raw, self.buf = self.buf.split(b'\0', 1)
            reply = json.loads(raw)
            if reply.get('id') == self.n:
                if 'error' in reply:
                    raise RuntimeError(f'{method}: {reply["error"]}')
                return reply.get('result', {})
            if 'method' in reply:
                self.events.append(reply)

    def attach(self):
        targets = self.call('Target.getTargets')['targetInfos']
        page = next(t for t in targets if t['type'] == 'page')
        self.session = self.call('Target.attachToTarget', {'targetId': page['targetId'],
                                                           'flatten': True})['sessionId']

    def open(self, url):
        if self.session is None:
            self.attach()
        self.call('Page.navigate', {'url': url})
        for _ in range(400):
            if self.eval('document.readyState + " " + location.href') == f'complete {url}':
                return
            time.sleep(0.05)
        raise TimeoutError(f'{url} did not load')

    def load_afresh(self, url):
        """open(url) from about:blank: a page the tab shows already, with another fragment
        only, would not load again (its script would not run)."""
        self.open('about:blank')
        self.open(url)

    def eval(self, expression):
        result = self.call('Runtime.evaluate', {'expression': expression, 'returnByValue': True,
                                                'awaitPromise': True})
        if 'exceptionDetails' in result:
            raise RuntimeError(f'{expression[:80]}: {result["exceptionDetails"]}')
        return result['result'].get('value')

    def key(self, name):
        code = {'ArrowRight': 39, 'ArrowLeft': 37, 'Home': 36, 'End': 35}[name]
        for kind in ('keyDown', 'keyUp'):
            self.call('Input.dispatchKeyEvent', {'type': kind, 'key': name, 'code': name,
                                                 'windowsVirtualKeyCode': code})

    def close(self):
        try:
            self.session = None
            self.call('Browser.close', timeout=10)
        except (RuntimeError, TimeoutError, OSError):
            pass
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self.w)
        os.close(self.r)
