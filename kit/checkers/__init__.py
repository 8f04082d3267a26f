"""The kit's special judges: one module per problem with many right answers.

Each module defines check(input_text, output_text, answer_text) -> (verdict, message),
verdict 'AC' or 'WA'. It reads the output as a judge's checker does (tokens, so
whitespace between them does not matter) and must not trust it: any garbage is WA
with a message saying why. A checker that raises is a checker failure (FAIL), never
blamed on the program. Each also defines longest(input_text, answer_text): the bytes of
the longest right output, each run of blanks counted as one, past which testlib.py stops
reading and says WA (a 64 MB flood must not cost the checker seconds and gigabytes;
tests/test_judge_checkers.py checks every kit answer fits). A problem names its checker
in samples/<id>/.problem.json, and
the judge runs it as a separate, supervised process, testlib's way (testlib.py):
    python3 kit/checkers/NAME.py input output answer     (exit 0 AC, 1 WA, 3 FAIL)
"""
