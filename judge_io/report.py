"""What the judge prints: a line per case, a summary, or one JSON object."""
import json
import os
import sys
from typing import List, Optional

from .cases import LAYOUTS
from .outcome import Result
from . import scores
from .scores import number
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


def header(title, shown, time_limit, memory_mb, checker, mode, n, per_case=False) -> str:
    how = (f'checker {checker}' if checker else
           'Luogu comparison' if mode[0] == 'luogu' else f'comparison {mode_name(mode)}')
    own = ' (a case\'s own in config.yml first)' if per_case else ''
    return (f'{title}: {shown}; TL {time_limit:g} s CPU, '
            f'ML {memory_mb:g} MB{own}; {how}; {n} case{"s" * (n != 1)}')


def case_lines(r: Result, name_width: int, colour: bool, config=None) -> List[str]:
    line = f'  {r.name.ljust(name_width)}  {paint(r.verdict, colour)}  {r.time:6.3f} s  {show_mb(r.memory):>9}'
    if config is not None and config.score is not None:
        line += f'  [{number((r.fraction or 0) * config.score)}/{number(config.score)}]'
    if r.message:
        line += f'  {r.message}'
    return [line] + [f'      {d}' for d in r.detail]


def summary(results: List[Result], time_limit, memory_mb, colour: bool,
            outputs: Optional[str] = None, limit_of=None) -> str:
    """'AC 2 of 3 (WA 1); ...': the cases judged, how many are AC, what the others are;
    the cases without an answer, loudly when nothing was judged; the slowest case."""
    judged = [r for r in results if r.verdict != 'RAN']
    n = len(judged)
    ac = sum(r.verdict == 'AC' for r in judged)
    counts = {}
    for r in judged:
        if r.verdict != 'AC':
            counts[r.verdict] = counts.get(r.verdict, 0) + 1
    ran = len(results) - n
    where = f'; their outputs are in {outputs}' if outputs else ''
    if n == 0:
        text = (f'{paint("RAN", colour, 0)} {ran} of {ran}: NOTHING JUDGED, no case has an answer '
                f'({LAYOUTS}){where}')
    else:
        text = f'{paint("AC", colour, 0)} {ac} of {n}'
        if counts:
            text += ' (' + ', '.join(f'{paint(v, colour, 0)} {k}' for v, k in counts.items()) + ')'
        if ran:
            text += f'; {ran} case{"s" * (ran != 1)} without answer, not judged (RAN){where}'
    slow = slowest(results)
    if slow:
        limit = limit_of(slow.name) if limit_of else time_limit
        text += (f'; slowest {slow.name}: {slow.time:.3f} s of {limit:g} s'
                 f'; peak memory {show_mb(max(r.memory for r in results))} of {memory_mb:g} MB')
    return text


def overall_verdict(results: List[Result]) -> str:
    """AC when every case is (or ran without an answer); else the verdict of the first
    case that is not."""
    return next((r.verdict for r in results if r.verdict not in PASSING), 'AC')


def slowest(results: List[Result]) -> Optional[Result]:
    return max(results, key=lambda r: r.time, default=None)


def _config(limits, r):
    """The case's entry in config.yml, or None."""
    return limits.get(r.name, (None, None))[1]


def _earned(limits, r) -> Optional[float]:
    """What the case earned of its score, when config.yml gives it one."""
    c = _config(limits, r)
    return None if c is None or c.score is None else (r.fraction or 0) * c.score


def _case_score(config) -> Optional[dict]:
    if config is None:
        return None
    return {'score': config.score, 'subtask': config.subtask, 'pretest': config.pretest,
            'time_limit': config.time_limit,
            'memory_limit': config.memory_kb and config.memory_kb / 1024}


def as_json(problem, solution, cases_dir, python, command, time_limit, memory_mb, checker,
            mode, results: List[Result], marks=None, limits=None, plan=None) -> str:
    slow = slowest(results)
    limits = limits or {}
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
        'file_io': plan.file_io if plan else None,      # NAME: reads NAME.in, writes NAME.out
        'bind': plan.binds if plan and plan.enabled else [],    # shown to the program (--bind)
        'processes': plan.processes if plan and plan.enabled else None,
        'cases': [{'name': r.name, 'verdict': r.verdict, 'time': round(r.time, 3),
                   'memory': r.memory, 'wall': round(r.wall, 3), 'exit_code': r.exit_code,
                   'signal': r.signal, 'message': r.message, 'fraction': r.fraction,
                   'input': r.input, 'answer': r.answer, 'output': r.output,
                   'difference': r.difference or None, 'stderr': r.stderr,
                   'config': _case_score(_config(limits, r)), 'earned': _earned(limits, r)}
                  for r in results],
        'score': None if marks is None else scores.as_json(marks),
        'summary': {'verdict': overall_verdict(results),
                    'ac': sum(r.verdict == 'AC' for r in results),
                    'total': sum(r.verdict != 'RAN' for r in results),
                    'ran': sum(r.verdict == 'RAN' for r in results),
                    'slowest': slow.name if slow else None,
                    'slowest_time': round(slow.time, 3) if slow else None,
                    'max_memory': max((r.memory for r in results), default=0)},
    })
