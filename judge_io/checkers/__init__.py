"""Special judges: one module per problem with many right answers.

Each module defines check(input_text, output_text, answer_text) -> (verdict, message),
verdict 'AC' or 'WA'. It reads the output as a judge's checker does (tokens, so
whitespace between them does not matter) and must not trust it: any garbage is WA
with a message saying why. A checker that raises is a checker failure (FAIL), never
blamed on the program. Run as a module, each one is a testlib-style special judge:
    python3 -m judge_io.checkers.NAME input output answer     (exit 0 AC, 1 WA, 3 FAIL)
"""
import sys


def run_as_testlib(check):
    """The command-line face of a checker, in testlib's convention."""
    if len(sys.argv) != 4:
        print(f'usage: python3 -m {sys.argv[0]} input output answer', file=sys.stderr)
        sys.exit(3)
    try:
        texts = []
        for path in sys.argv[1:]:
            with open(path, 'rb') as f:
                texts.append(f.read().decode('utf-8', errors='replace'))
        verdict, message = check(*texts)
    except Exception as e:  # a checker failure is the checker's fault, not the program's
        print(f'FAIL {type(e).__name__}: {e}', file=sys.stderr)
        sys.exit(3)
    print(f'{verdict} {message}', file=sys.stderr)
    sys.exit(0 if verdict == 'AC' else 1)
