"""A received problem written as a case folder (what companion.py read from the extension).

Each problem becomes DIR/<safe name>/ with sample-1.in, sample-1.out, ... and a
.problem.json (title, judges: [{name, url}], time_limit, memory_limit, interactive,
notes, and special_judge and file_io when they apply), so `judge-io test --cases
DIR/<safe name> --cmd ...` applies the problem's own limits, and `oj test -d` reads the
folder too. A folder that holds another problem (another url) is left alone: the next
name (NAME-2, ...) is taken. The same problem sent again replaces its samples: every
earlier file it would change or leave behind (sample-N beyond the new count, whose old
answers would be judged) is moved to DIR/<safe name>/.replaced/<time>/, which no case
reader looks into (a dot-folder), never deleted.
"""
import json
import os
import re
import time
from pathlib import Path
from typing import List, Optional, Tuple

from . import problem as problems
from .casefiles import write_whole
from .companion import Rejected, known_problem, special_judge

REPLACED = '.replaced'
_SAMPLE = re.compile(r'sample-[0-9]+\.(in|out)\Z')


def _same_problem(folder: Path, url: str) -> bool:
    """Whether folder holds this problem already (its description has the same url)."""
    try:
        path = problems.file_in(folder)
        data = json.loads(path.read_bytes()) if path else None
        return bool(url) and any(j.get('url') == url for j in data.get('judges', []))
    except (OSError, ValueError, AttributeError, problems.UsageError):
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


def _move_aside(folder: Path, new: dict) -> Optional[Path]:
    """Move the earlier files that the new ones would change, or leave to be judged (a
    sample beyond the new count, a description of the former name), into
    .replaced/<time>/; the folder they went to, or None when nothing changes."""
    going = []
    for entry in sorted(os.listdir(folder)):
        path = folder / entry
        if not (_SAMPLE.match(entry) or entry in problems.FILES) or path.is_symlink() \
                or not path.is_file():
            continue
        try:
            if new.get(entry) == path.read_bytes():
                continue
        except OSError:
            pass
        going.append(entry)
    if not going:
        return None
    shelf = folder / REPLACED
    if shelf.is_symlink() or (shelf.exists() and not shelf.is_dir()):
        raise OSError(f'{shelf} is not a folder')
    shelf.mkdir(exist_ok=True)
    stamp = time.strftime('%Y%m%d-%H%M%S')
    for k in range(1, 1000):
        target = shelf / (stamp if k == 1 else f'{stamp}-{k}')
        try:
            target.mkdir()
            break
        except FileExistsError:
            continue
    for entry in going:
        os.rename(folder / entry, target / entry)
    return target


def save(root: Path, p: dict) -> Tuple[Path, List[str]]:
    """Write the problem's folder: (the folder, notes for the terminal)."""
    folder = _folder_for(root, p)
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
    known = known_problem(p['url'])
    why = special_judge(p, known)
    if why:
        description['special_judge'] = why
        checker = f' --checker {known.checker}' if known.checker else ''
        notes.append(f'special judge: {why}; judge it as judge-io test {known.id} --cmd ... '
                     f'(its cases, limits and checker), or judge-io test --cases '
                     f'FOLDER --cmd ...{checker}')
    if p['file_io']:
        description['file_io'] = p['file_io']
        notes.append(f'file I/O: the program reads {p["file_io"]}.in and writes {p["file_io"]}.out '
                     f'(saved as "file_io": "{p["file_io"]}")')
    elif p['files']:
        description['notes'] += f'; reads or writes files ({", ".join(p["files"])}), not stdin/stdout'
        notes.append(f'the problem reads or writes files ({", ".join(p["files"])}), not as NAME.in '
                     'and NAME.out: judge-io gives the program stdin and reads its stdout')
    if p['interactive']:
        notes.append('interactive: judge it with an interactor (judge-io test --interactor CMD)')
    files = {f'sample-{k}.{suffix}': text.encode('utf-8')
             for k, t in enumerate(p['tests'], 1)
             for suffix, text in (('in', t['input']), ('out', t.get('output', '')))}
    files[problems.FILE] = (json.dumps(description, ensure_ascii=False, indent=2) + '\n').encode('utf-8')
    moved = _move_aside(folder, files)
    if moved:
        notes.append(f'the earlier files it replaces are in {moved} (not judged)')
    for name, data in files.items():
        write_whole(folder / name, data)
    return folder, notes


def announce(p: dict, folder: str, notes: List[str]) -> str:
    """What the terminal shows of a problem written in folder (as the user would type it)."""
    limits = ', '.join(x for x in (p['time_ms'] and f'TL {p["time_ms"] / 1000:g} s',
                                   p['memory_mb'] and f'ML {p["memory_mb"]:g} MB') if x)
    n = len(p['tests'])
    batch = f' (1 of a batch of {p["batch"]})' if p['batch'] else ''
    lines = [f'received {p["name"]}{batch}: {n} sample{"s" * (n != 1)}'
             f'{", " + limits if limits else ""} -> {folder}']
    lines += [f'  note: {note.replace("FOLDER", folder)}' for note in notes]
    lines.append(f'  judge-io test --cases {folder} --cmd ...')
    return '\n'.join(lines)
