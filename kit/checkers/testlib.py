"""The command-line face of the kit's checkers, in testlib's convention.

The judge runs a checker as `python3 kit/checkers/NAME.py input output answer`; each
NAME.py defines check(input_text, output_text, answer_text) -> (verdict, message) and
ends with `from testlib import main; main(check)` (run as a script, this folder is on
sys.path). Exit status as testlib's: 0 AC, 1 WA, 2 PE, 3 FAIL (the checker's own
failure, never the program's); the message goes to stderr.
"""
import sys

EXIT = {'AC': 0, 'WA': 1, 'PE': 2}
FAIL = 3


def main(check):
    if len(sys.argv) != 4:
        print(f'usage: {sys.argv[0]} input output answer', file=sys.stderr)
        sys.exit(FAIL)
    try:
        texts = []
        for path in sys.argv[1:]:
            with open(path, 'rb') as f:
                texts.append(f.read().decode('utf-8', errors='replace'))
        verdict, message = check(*texts)
    except Exception as e:  # noqa: BLE001 - a checker failure is the checker's fault, not the program's
        print(f'FAIL {type(e).__name__}: {e}', file=sys.stderr)
        sys.exit(FAIL)
    if verdict not in EXIT:
        print(f'FAIL the checker answered {verdict!r}, not AC/WA/PE', file=sys.stderr)
        sys.exit(FAIL)
    print(message, file=sys.stderr)
    sys.exit(EXIT[verdict])
