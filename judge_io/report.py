"""What the judge prints: a line per case, a summary, or one JSON object."""
import json
import os
import sys
from typing import List, Optional

from .judge import Result
from .units import show_mb
from .verdicts import BY_CODE, PASSING


def use_colour(stream=None) -> bool:
    """Colour only on a terminal, and never when NO_COLOR is set (no-color.org) or TERM=dumb."""
    stream = stream or sys.stdout
    return (stream.isatty() and 'NO_COLOR' not in os.environ
            and os.environ.get('TERM') != 'dumb')


def paint(verdict: str, colour: bool, width: int = 4) -> str:
    text = verdict.ljust(width)
    if colour and verdict in BY_CODE:
        return f'\033[1;{BY_CODE[verdict].colour}m{verdict}\033[0m' + ' ' * (width - len(verdict))
    return text


def mode_name(mode) -> str:
    kind, eps = mode
    return f'float:{eps:g}' if kind == 'float' else kind


def header(title, shown, time_limit, memory_mb, checker, mode, n) -> str:
    how = (f'checker {checker}' if checker else
           'Luogu comparison' if mode[0] == 'luogu' else f'comparison {mode_name(mode)}')
    return (f'{title}: {shown}; TL {time_limit:g} s CPU, '
            f'ML {memory_mb:g} MB; {how}; {n} case{"s" * (n != 1)}')


def case_lines(r: Result, name_width: int, colour: bool) -> List[str]:
    line = f'  {r.name.ljust(name_width)}  {paint(r.verdict, colour)}  {r.time:6.3f} s  {show_mb(r.memory):>9}'
    if r.message:
        line += f'  {r.message}'
    return [line] + [f'      {d}' for d in r.detail]


def summary(results: List[Result], time_limit, memory_mb, colour: bool) -> str:
    judged = [r for r in results if r.verdict != 'RAN']
    n = len(judged)
    ac = sum(r.verdict == 'AC' for r in judged)
    counts = {}
    for r in judged:
        if r.verdict != 'AC':
            counts[r.verdict] = counts.get(r.verdict, 0) + 1
    overall = overall_verdict(results)
    text = f'{paint(overall, colour, 0)} {ac}/{n}'
    if counts:
        text += ' (' + ', '.join(f'{v} {k}' for v, k in counts.items()) + ')'
    ran = len(results) - n
    if ran:
        text += f'; {ran} case{"s" * (ran != 1)} without answer (RAN)'
    slow = slowest(results)
    if slow:
        text += (f'; slowest {slow.name}: {slow.time:.3f} s of {time_limit:g} s'
                 f'; peak memory {show_mb(max(r.memory for r in results))} of {memory_mb:g} MB')
    return text


def overall_verdict(results: List[Result]) -> str:
    """AC when every case is (or ran without an answer); else the verdict of the first
    case that is not."""
    return next((r.verdict for r in results if r.verdict not in PASSING), 'AC')


def slowest(results: List[Result]) -> Optional[Result]:
    return max(results, key=lambda r: r.time, default=None)


def as_json(problem, solution, cases_dir, python, command, time_limit, memory_mb, checker,
            mode, results: List[Result]) -> str:
    slow = slowest(results)
    return json.dumps({
        'problem': problem.id if problem else None,
        'problem_file': str(problem.file) if problem else None,     # where the defaults came from
        'solution': str(solution) if solution else None,
        'cases_dir': str(cases_dir),
        'python': python,                   # interpreter argv for --solution, else null
        'command': command,                 # what was run: argv
        'time_limit': time_limit,           # seconds of CPU
        'memory_limit': memory_mb,          # MB
        'checker': checker,                 # module name, external command, or null
        'compare': None if checker else mode_name(mode),
        'cases': [{'name': r.name, 'verdict': r.verdict, 'time': round(r.time, 3),
                   'memory': r.memory, 'wall': round(r.wall, 3), 'exit_code': r.exit_code,
                   'signal': r.signal, 'message': r.message,
                   'input': r.input, 'answer': r.answer, 'output': r.output,
                   'difference': r.difference or None, 'stderr': r.stderr}
                  for r in results],
        'summary': {'verdict': overall_verdict(results),
                    'ac': sum(r.verdict == 'AC' for r in results),
                    'total': sum(r.verdict != 'RAN' for r in results),
                    'ran': sum(r.verdict == 'RAN' for r in results),
                    'slowest': slow.name if slow else None,
                    'slowest_time': round(slow.time, 3) if slow else None,
                    'max_memory': max((r.memory for r in results), default=0)},
    })
