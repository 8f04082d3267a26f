"""The command-line face of the kit's checkers, in testlib's convention.

The judge runs a checker as `python3 kit/checkers/NAME.py input output answer`; each
NAME.py defines check(input_text, output_text, answer_text) -> (verdict, message) and
longest(input_text, answer_text) -> bytes, and ends with `from testlib import main;
main(check, longest)` (run as a script, this folder is on sys.path). Exit status as
testlib's: 0 AC, 1 WA, 2 PE, 3 FAIL (the checker's own failure, never the program's);
the message goes to stderr.

The output is the program's and may be anything up to the judge's 64 MB: it is read in
chunks, each run of blanks kept as one ' ' (or one '\n' when it holds a line break:
\n, \r, \v or \f), and reading stops with WA as soon as that exceeds `longest`, the
size of the longest valid answer so written. check() sees the output so written: the
same tokens, and the same non-blank lines once stripped, as in the file. A flood of
64 MB is WA within a few milliseconds and a few MB (it took the p4929 checker 28 s and
600 MB when it read and split it all).
"""
import sys

EXIT = {'AC': 0, 'WA': 1, 'PE': 2}
FAIL = 3
CHUNK = 1 << 16
# no regex: importing `re` and compiling costs a checker's start a third more (a checker
# runs once a case)
_ONE_BREAK_ONE_BLANK = bytes.maketrans(b'\r\x0b\x0c\t', b'\n\n\n ')


class TooLong(Exception):
    """The output is longer than any valid answer."""


def _squeezed(chunk: bytes) -> bytes:
    """chunk with each run of blanks written as one ' ', or '\n' if it breaks a line: a few
    passes in C, each halving the runs left."""
    if not chunk.split(None, 1):                        # all blank (a flood): one pass
        return b'\n' if chunk.strip(b' \t') else b' '
    chunk = chunk.translate(_ONE_BREAK_ONE_BLANK)       # blanks now ' ' and '\n' only
    while b'  ' in chunk:
        chunk = chunk.replace(b'  ', b' ')
    chunk = chunk.replace(b' \n', b'\n').replace(b'\n ', b'\n')
    while b'\n\n' in chunk:
        chunk = chunk.replace(b'\n\n', b'\n')
    return chunk


def read_output(path, longest=None) -> str:
    """The output with its blank runs squeezed (see the module's docstring); TooLong past
    `longest` bytes so written. Without `longest`, the whole file as it is."""
    with open(path, 'rb') as f:
        if longest is None:
            return f.read().decode('utf-8', errors='replace')
        pieces, size = [], 0
        while True:
            chunk = f.read(CHUNK)
            if not chunk:
                break
            piece = _squeezed(chunk)
            if pieces and pieces[-1][-1:] in b' \n' and piece[:1] in b' \n':
                if piece[:1] == b'\n' and pieces[-1][-1:] == b' ':      # a break across chunks
                    pieces[-1] = pieces[-1][:-1] + b'\n'
                piece = piece[1:]
            pieces.append(piece)
            size += len(piece)
            if size > longest:
                raise TooLong(f'the output is longer than any valid answer (over {longest} '
                              'bytes, each run of blanks counted as one): stopped reading')
        return b''.join(pieces).decode('utf-8', errors='replace')


def main(check, longest=None):
    if len(sys.argv) != 4:
        print(f'usage: {sys.argv[0]} input output answer', file=sys.stderr)
        sys.exit(FAIL)
    try:
        texts = []
        for path in (sys.argv[1], sys.argv[3]):
            with open(path, 'rb') as f:
                texts.append(f.read().decode('utf-8', errors='replace'))
        given, answer = texts
        try:
            output = read_output(sys.argv[2], longest and longest(given, answer))
        except TooLong as e:
            verdict, message = 'WA', str(e)
        else:
            verdict, message = check(given, output, answer)
    except Exception as e:  # noqa: BLE001 - a checker failure is the checker's fault, not the program's
        print(f'FAIL {type(e).__name__}: {e}', file=sys.stderr)
        sys.exit(FAIL)
    if verdict not in EXIT:
        print(f'FAIL the checker answered {verdict!r}, not AC/WA/PE', file=sys.stderr)
        sys.exit(FAIL)
    print(message, file=sys.stderr)
    sys.exit(EXIT[verdict])
