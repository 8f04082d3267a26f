"""Regenerate the guide's generated parts, in both editions: `make guide`, or --check.

What it writes (everything from tools/trace.py, which runs solutions/template.py, and
from the measurements in docs/measured/):
- docs/guide.md and docs/zh/guide.md: the text between each `<!-- NAME begin -->` /
  `<!-- NAME end -->` pair: the traces of Knuth's 6x7 example, the measured
  uncover-order experiment, the undo-order and branching tables, the template's code;
- docs/img/knuth-*.svg and docs/zh/img/knuth-*.svg: pictures of the lists at chosen steps
  of that trace (the same pictures, captions and legend in each edition's language);
- docs/trace-knuth6x7.html and docs/zh/trace-knuth6x7.html: the offline stepping page;
- docs/play.html's phrase table (tools/trace.py's PHRASES) and docs/zh/play.html, the same
  playground opening in Chinese;
- docs/repeated-cover.md and docs/zh/repeated-cover.md: the text between their markers, the
  trace of solutions/repcover.py's search on samples/repcover/random_12x10.in.

The words of each edition come from tools/trace.py's PHRASES and the WORDS table here;
the computation is done once. The tables are rendered from docs/measured/*.json, which
tools/undo_order.py and tools/branch_rule.py write (slow: they are not re-run here).

Usage: python3 tools/make_guide.py [--check]
--check writes nothing: it lists the files that differ from what it would write and
exits with status 1 if any does (tests/test_guide.py does the same in-process).
"""
import functools
import json
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import trace as tr  # noqa: E402  (tools/trace.py, beside this file)

ROOT = tr.ROOT
DOCS = ROOT / 'docs'
EDITIONS = {'en': DOCS, 'zh': DOCS / 'zh'}
MEASURED = DOCS / 'measured'
SAMPLE = ROOT / 'samples' / 'p4929' / 'knuth6x7.in'
GUIDE = EDITIONS['en'] / 'guide.md'           # the English edition's paths, as before
IMG = EDITIONS['en'] / 'img'
PAGE = EDITIONS['en'] / 'trace-knuth6x7.html'


def guide_path(lang):
    return EDITIONS[lang] / 'guide.md'


def img_dir(lang):
    return EDITIONS[lang] / 'img'


def page_path(lang):
    return EDITIONS[lang] / 'trace-knuth6x7.html'


def knuth(nprimary=None, lang='en'):
    """The trace of Knuth's example, every solution, columns named A..G."""
    ncols, rows = tr.parse_p4929(SAMPLE.read_bytes())
    return tr.Trace(ncols, rows, nprimary, all_solutions=True, letters=True, lang=lang)


def column_walk(M, c, limit=100):
    """Column c's list followed down from its header (bounded: a broken list may loop)."""
    D = M[3]
    out, x = [], D[c]
    while x != c and len(out) < limit:
        out.append(x)
        x = D[x]
    return out


def _state(M):
    return [list(v) for v in M]


def _wrong_order(t, ncols, rows, cols):
    """Cover cols in order, uncover them in the same order: (M, fresh build)."""
    M = t.build(ncols, rows)
    for c in cols:
        t.cover(M, c)
    for c in cols:
        t.uncover(M, c)
    return M, t.build(ncols, rows)


def _broken_links(M, fresh, ncols):
    """The first column whose list, read down from its header, differs: (c, now, built)."""
    for c in range(1, ncols + 1):
        if column_walk(M, c) != column_walk(fresh, c):
            return c, column_walk(M, c), column_walk(fresh, c)
    return None


def uncover_forward(M, c):
    """An experiment, not the kit's code: uncover walking down and right, as cover does."""
    L, R, U, D, C, ROW, S = M
    i = D[c]
    while i != c:
        j = R[i]
        while j != i:
            S[C[j]] += 1
            U[D[j]] = j
            D[U[j]] = j
            j = R[j]
        i = D[i]
    L[R[c]] = c
    R[L[c]] = c


@functools.lru_cache(maxsize=None)
def uncover_order_numbers(seed=2026, trials=3000):
    """What undoing covers in the wrong order does, counted (both editions render it)."""
    t = tr.load_template()
    ncols, rows = tr.parse_p4929(SAMPLE.read_bytes())
    pairs = [(a, b) for a in range(1, ncols + 1) for b in range(1, ncols + 1) if a != b]
    s_wrong, links_wrong, first = 0, 0, None
    for a, b in pairs:
        M, fresh = _wrong_order(t, ncols, rows, [a, b])
        s_wrong += M[6] != fresh[6]
        links_wrong += M[:4] != fresh[:4]
        if first is None and M[6] != fresh[6]:
            bad = [c for c in range(1, ncols + 1) if M[6][c] != fresh[6][c]]
            first = (a, b, [(c, M[6][c], fresh[6][c]) for c in bad])
    rng = random.Random(seed)
    r_s, r_links, r_reverse, r_forward, small = 0, 0, 0, 0, None
    for _ in range(trials):
        n, m = rng.randint(1, 7), rng.randint(1, 6)
        rws = [[c for c in range(1, m + 1) if rng.random() < 0.5] for _ in range(n)]
        cols = rng.sample(range(1, m + 1), rng.randint(1, m))
        M, fresh = _wrong_order(t, m, rws, cols)
        r_s += M[6] != fresh[6]
        broken = _broken_links(M, fresh, m)
        if broken:
            r_links += 1
            if small is None or (n * m, len(cols)) < small[0]:
                small = ((n * m, len(cols)), rws, cols, broken)
        R = t.build(m, rws)
        for c in cols:
            t.cover(R, c)
        for c in reversed(cols):
            t.uncover(R, c)
        r_reverse += _state(R) != _state(fresh)
        F = t.build(m, rws)
        for c in cols:
            t.cover(F, c)
        for c in reversed(cols):
            uncover_forward(F, c)
        r_forward += _state(F) != _state(fresh)
    return {'pairs': len(pairs), 's_wrong': s_wrong, 'links_wrong': links_wrong,
            'first': first, 'trials': trials, 'seed': seed, 'r_s': r_s, 'r_links': r_links,
            'small': small and small[1:], 'r_reverse': r_reverse, 'r_forward': r_forward}


def _letter(c):
    return chr(ord('A') + c - 1)


def _nums(xs, empty):
    return ' '.join(map(str, xs)) or empty


def uncover_order_experiment(lang='en'):
    """The measured experiment as a list, in the edition's language (markdown)."""
    n = uncover_order_numbers()
    lines = []
    if lang == 'en':
        line = (f'- Knuth\'s matrix, each of the {n["pairs"]} ordered pairs of columns a, b: cover a, '
                f'cover b, then uncover a, uncover b (the same order, not the reverse). The sizes S '
                f'come back wrong for {n["s_wrong"]} pairs, the links L R U D for '
                f'{n["links_wrong"]}.')
        if n['first']:
            a, b, bad = n['first']
            line += (f' The first: cover {_letter(a)}, cover {_letter(b)}, uncover {_letter(a)}, '
                     f'uncover {_letter(b)} leaves '
                     + ', '.join(f'S[{_letter(c)}] = {now}' for c, now, _ in bad)
                     + ', where the build had ' + ', '.join(str(was) for _, _, was in bad) + '.')
        lines.append(line)
        line = (f'- {n["trials"]} random matrices up to 7 x 6 (random seed {n["seed"]}), a random '
                f'list of columns covered, then uncovered in the same order: S wrong {n["r_s"]} '
                f'times, a column\'s list broken {n["r_links"]} times.')
        if n['small']:
            rws, cols, (c, now, built) = n['small']
            line += (f' The smallest: rows {" / ".join(_nums(r, "(empty)") for r in rws)}, '
                     f'columns {_nums(cols, "")} covered and uncovered in that order: '
                     f'column {c} read down from its header is {_nums(now, "empty")}, '
                     f'not {_nums(built, "empty")}.')
        lines.append(line)
        lines.append(f'- Uncovered in the reverse order, the same {n["trials"]}: the lists equal the '
                     f'built ones every time ({n["r_reverse"]} differences). With uncover\'s own '
                     f'loops turned round (down and right, as in cover) but the columns still in '
                     f'reverse order: {n["r_forward"]} differences.')
    else:
        line = (f'- Knuth 的矩阵，对 {n["pairs"]} 个有序列对 (a, b) 逐一试验：覆盖 a、覆盖 b，'
                f'再恢复 a、恢复 b（与覆盖同序，而不是逆序）。S 出错 {n["s_wrong"]} 次，'
                f'L R U D 链接出错 {n["links_wrong"]} 次。')
        if n['first']:
            a, b, bad = n['first']
            line += (f'第一个出错的是：覆盖 {_letter(a)}、覆盖 {_letter(b)}、恢复 {_letter(a)}、'
                     f'恢复 {_letter(b)}，之后 '
                     + '，'.join(f'S[{_letter(c)}] = {now}' for c, now, _ in bad)
                     + '，而建表时是 ' + '，'.join(str(was) for _, _, was in bad) + '。')
        lines.append(line)
        line = (f'- {n["trials"]} 个不超过 7 x 6 的随机矩阵（随机种子 {n["seed"]}），随机选几列依次'
                f'覆盖，再按同样的顺序恢复：S 出错 {n["r_s"]} 次，某一列的链表被破坏 '
                f'{n["r_links"]} 次。')
        if n['small']:
            rws, cols, (c, now, built) = n['small']
            line += (f'最小的一例：各行为 {" / ".join(_nums(r, "（空）") for r in rws)}，'
                     f'按 {_nums(cols, "")} 的顺序覆盖再按同样顺序恢复，第 {c} 列从列头往下读是 '
                     f'{_nums(now, "空")}，而不是 {_nums(built, "空")}。')
        lines.append(line)
        lines.append(f'- 同样这 {n["trials"]} 个矩阵，按逆序恢复：每一次都与建表时完全相同'
                     f'（{n["r_reverse"]} 处不同）。把 uncover 内部的循环改成和 cover 一样'
                     f'向下、向右走，但列仍按逆序恢复：{n["r_forward"]} 处不同。')
    return '\n'.join(lines)


def summary(trace, lang='en'):
    """How much work the search did, counted from the trace."""
    kinds = [s.kind for s in trace.steps]
    tried = [s.node for s in trace.steps if s.kind == 'try']
    rows = ', '.join(str(trace.row_number(x)) for x in tried)
    n = len(trace.rows)
    if lang == 'zh':
        return (f'整个搜索一共选了 {kinds.count("choose")} 次列，试了 {len(tried)} 行'
                f'（{rows}）；暴力枚举要检查全部 {2 ** n} 个行子集（{n} 行）。')
    return (f'In all, the search chose a column {kinds.count("choose")} times and tried '
            f'{len(tried)} rows ({rows}); brute force would check all {2 ** n} subsets of '
            f'the {n} rows.')


# ------------------------------------------------------------------ measured tables

WORDS = {
    'en': {
        'undo head': '| input | undo order: between columns / within a column | nodes | the search | '
                     'lists at the end | the answer a judge gets | CPU s |\n|---|---|---|---|---|---|---|',
        'template': 'reverse / reverse (the template)',
        'within-same': 'reverse / same',
        'between-same': 'same / reverse',
        'both-same': 'same / same',
        'ends': 'ends',
        'stopped budget': 'stopped at the budget ({factor}× the template\'s nodes)',
        'stopped depth': 'runs away: {depth} rows deep, more than the {primary} primary '
                         'columns allow; stopped',
        'stopped loop': 'loops: the same state every {period} nodes; stopped',
        'restored': 'restored',
        'wrong': '{lists} wrong',
        'cover': 'a cover (right)',
        'bad cover': 'not a cover (wrong)',
        'none': '`No Solution!` ({right})',
        'score': '{score} ({right})',
        'right': 'right',
        'wrong answer': 'wrong',
        'never': 'none in time (TLE)',
        'ratio': ' ({ratio}×)',
        'more': '> {n}',
        'branch head': '| input | branching rule | nodes | CPU s |\n|---|---|---|---|',
        'b-template': 'fewest rows, S kept (the template)',
        'b-first-column': 'the ring\'s first column (no rule)',
        'b-stale-S': 'fewest rows by stale S (not updated)',
        'measured by': 'Measured by `{tool}` on {interp} (CPU of the search alone, best of '
                       '{repeat}, variants interleaved, a shared 2-core machine: ±15%). Every '
                       'run searches the whole tree; a variant is stopped at {factor}× the '
                       'template\'s nodes{floor}.',
        'floor': ' (but not before {n} nodes)',
    },
    'zh': {
        'undo head': '| 输入 | 恢复顺序：列与列之间 / 一列之内 | 结点数 | 搜索 | 结束时的链表 | '
                     '评测机拿到的答案 | CPU 秒 |\n|---|---|---|---|---|---|---|',
        'template': '逆序 / 逆序（模板）',
        'within-same': '逆序 / 同序',
        'between-same': '同序 / 逆序',
        'both-same': '同序 / 同序',
        'ends': '正常结束',
        'stopped budget': '超出预算被停下（模板结点数的 {factor} 倍）',
        'stopped depth': '失控：选了 {depth} 行，超过 {primary} 个主要列所允许的深度，被停下',
        'stopped loop': '死循环：每 {period} 个结点回到同一状态，被停下',
        'restored': '复原',
        'wrong': '{lists} 出错',
        'cover': '一组覆盖（正确）',
        'bad cover': '不是覆盖（错误）',
        'none': '`No Solution!`（{right}）',
        'score': '{score}（{right}）',
        'right': '正确',
        'wrong answer': '错误',
        'never': '时限内无输出（TLE）',
        'ratio': '（{ratio} 倍）',
        'more': '> {n}',
        'branch head': '| 输入 | 选列规则 | 结点数 | CPU 秒 |\n|---|---|---|---|',
        'b-template': '选行数最少的列，S 随时更新（模板）',
        'b-first-column': '直接选环上第一列（不用规则）',
        'b-stale-S': '按过时的 S 选最少（S 不更新）',
        'measured by': '由 `{tool}` 在 {interp} 上测得（只计搜索本身的 CPU 时间，{repeat} 次取最好，'
                       '各变体交错运行；2 核共享机器，误差约 ±15%）。每次都搜完整棵搜索树；'
                       '变体的结点数超过模板的 {factor} 倍即停下{floor}。',
        'floor': '（但至少走 {n} 个结点）',
    },
}


def _n(x):
    return f'{x:,}'


def _ratio(a, b):
    r = a / b if b else 1
    return f'{r:.1f}' if r < 100 else f'{r:,.0f}'


def _load(name):
    path = MEASURED / name
    return json.loads(path.read_text(encoding='utf-8')) if path.exists() else None


def _stopped(w, r, factor, primary):
    if r['stopped'] is None:
        return w['ends']
    return w['stopped ' + r['stopped']].format(factor=factor, depth=r['depth'],
                                                primary=primary, period=r['period'])


def _nodes(w, r, ref):
    text = (w['more'].format(n=_n(r['nodes'])) if r['stopped'] else _n(r['nodes']))
    if r is not ref and ref['nodes'] and r['stopped'] != 'depth':
        text += w['ratio'].format(ratio=_ratio(r['nodes'], ref['nodes']))
    return text


def _seconds(w, r):
    s = f'{r["seconds"]:.2f}'
    return w['more'].format(n=s) if r['stopped'] else s


def _measured_by(w, tool, data):
    floor = data.get('budget_floor')
    return w['measured by'].format(tool=tool, interp=data['interpreter'], repeat=data['repeat'],
                                   factor=data['budget_factor'],
                                   floor=w['floor'].format(n=_n(floor)) if floor else '')


def _label(tool, name, entry, lang):
    """How an input is named in the edition's language (the tool's INPUTS; the JSON holds
    the English name only)."""
    import importlib
    labels = getattr(importlib.import_module(tool), 'INPUTS', {}).get(name, (None,))[0]
    if isinstance(labels, tuple):
        return labels[0 if lang == 'en' else 1]
    return entry['label']


def undo_table(data, lang='en'):
    """The undo-order measurement as a markdown table (tools/undo_order.py's JSON)."""
    w = WORDS[lang]
    out = [w['undo head']]
    for name, entry in data['inputs'].items():
        ref = entry['variants']['template']
        p1074 = ref['best'] is not None
        for v, r in entry['variants'].items():
            if r['differ']:
                lists = w['wrong'].format(lists=' '.join(r['differ']))
            else:
                lists = w['restored']
            if p1074:
                if r['stopped']:
                    answer = w['never']
                else:
                    ok = str(r['best']) == (entry['expected'] or str(ref['best']))
                    answer = w['score'].format(score=r['best'], right=w['right' if ok else 'wrong answer'])
            else:   # P4929 prints the first cover found, or No Solution! after the whole tree
                if r['first'] is not None and r['invalid'] == 0:
                    answer = w['cover']
                elif r['solutions']:
                    answer = w['bad cover']
                elif r['stopped']:
                    answer = w['never']
                else:
                    ok = ref['first'] is None
                    answer = w['none'].format(right=w['right' if ok else 'wrong answer'])
            out.append(f'| {_label("undo_order", name, entry, lang)} | {w[v]} | '
                       f'{_nodes(w, r, ref)} | '
                       f'{_stopped(w, r, data["budget_factor"], entry["primary"])} | '
                       f'{lists} | {answer} | {_seconds(w, r)} |')
    out.append('')
    out.append(_measured_by(w, 'tools/undo_order.py', data))
    return '\n'.join(out)


def branch_table(data, lang='en'):
    """The branching-rule measurement as a markdown table (tools/branch_rule.py's JSON)."""
    w = WORDS[lang]
    out = [w['branch head']]
    for name, entry in data['inputs'].items():
        ref = entry['variants']['template']
        for v, r in entry['variants'].items():
            out.append(f'| {_label("branch_rule", name, entry, lang)} | {w["b-" + v]} | '
                       f'{_nodes(w, r, ref)} | '
                       f'{_seconds(w, r)} |')
    out.append('')
    out.append(_measured_by(w, 'tools/branch_rule.py', data))
    return '\n'.join(out)


@functools.lru_cache(maxsize=None)
def queens_numbers(n=8):
    """N queens with the template: diagonals secondary, or (the mistake) in the ring."""
    import variants as vr
    cols = 2 * n + 2 * (2 * n - 1)
    rows = [[1 + r, 1 + n + c, 1 + 2 * n + r + c, 1 + 2 * n + (2 * n - 1) + (r - c + n - 1)]
            for r in range(n) for c in range(n)]
    space = vr.load([], 'queens')
    right = vr.run(space, (cols, rows, 2 * n, None))
    wrong = vr.run(space, (cols, rows, cols, None))
    return n, cols, right, wrong


def queens_text(lang='en'):
    n, cols, right, wrong = queens_numbers()
    if lang == 'zh':
        return (f'{n} 皇后，{cols} 列（{2 * n} 个行列约束 + {cols - 2 * n} 条对角线），每格一行：'
                f'对角线作为次要列时，模板找到 {right["solutions"]} 个解（{_n(right["nodes"])} 个结点）；'
                f'把对角线也放进根结点的环里，找到 {wrong["solutions"]} 个解'
                f'（{_n(wrong["nodes"])} 个结点）。')
    return (f'{n} queens, {cols} columns ({2 * n} for board rows and columns, {cols - 2 * n} '
            f'diagonals), a row per square: with the diagonals secondary the template finds '
            f'{right["solutions"]} solutions ({_n(right["nodes"])} nodes); with the diagonals in the '
            f'root\'s ring it finds {wrong["solutions"]} ({_n(wrong["nodes"])} nodes).')


def template_source(name):
    """The source text of one of solutions/template.py's functions, as a code block."""
    import ast
    text = tr.TEMPLATE.read_text(encoding='utf-8')
    node = next(n for n in ast.parse(text).body
                if isinstance(n, ast.FunctionDef) and n.name == name)
    return '```python\n' + ast.get_source_segment(text, node) + '\n```'


def pick(trace):
    """The steps the guide shows as pictures: {file name: step}."""
    def first(kind, test=lambda s: True):
        return next(s for s in trace.steps if s.kind == kind and test(s))
    return {
        'knuth-build.svg': trace.steps[0],
        'knuth-cover.svg': first('choose'),
        'knuth-row.svg': first('try'),
        'knuth-dead-end.svg': first('choose', lambda s: s.lists[4][s.column] == 0),
        'knuth-undo.svg': first('undo'),
        'knuth-solution.svg': first('solution'),
        'knuth-restored.svg': trace.steps[-1],
    }


def trace_command(lang, *extra):
    flag = '' if lang == 'en' else f' --lang {lang}'
    return ('$ python3 tools/trace.py samples/p4929/knuth6x7.in --all --letters'
            + ''.join(' ' + e for e in extra) + flag)


def blocks(lang='en'):
    """The generated text of one edition of the guide, by marker name."""
    main = knuth(lang=lang)
    second = knuth(nprimary=5, lang=lang)
    found = {
        'trace:knuth6x7': '```text\n' + trace_command(lang) + '\n' + main.text() + '```',
        'trace:knuth6x7-secondary': '```text\n' + trace_command(lang, '--primary 5') + '\n'
                                    + second.text() + '```',
        'experiment:uncover-order': uncover_order_experiment(lang),
        'summary:knuth6x7': summary(main, lang),
        'code:cover': template_source('cover'),
        'code:uncover': template_source('uncover'),
        'measured:queens-secondary': queens_text(lang),
    }
    for marker, name, render in (('measured:undo-order', 'undo-order.json', undo_table),
                                 ('measured:branch-rule', 'branch-rule.json', branch_table)):
        data = _load(name)
        if data is not None:
            found[marker] = render(data, lang)
    return found


def fill(text, generated, path=GUIDE):
    """text with every marker block replaced; a missing marker is an error."""
    for name, body in generated.items():
        pattern = re.compile(r'(<!-- ' + re.escape(name) + r' begin -->\n).*?(<!-- '
                             + re.escape(name) + r' end -->)', re.S)
        if not pattern.search(text):
            raise SystemExit(f'make_guide.py: marker "{name}" not found in {path}')
        text = pattern.sub(lambda m: m.group(1) + body + '\n' + m.group(2), text)
    return text


TITLES = {'en': "DLX trace: Knuth's 6 x 7 example (solutions/template.py)",
          'zh': 'DLX 演示：Knuth 的 6 × 7 例子（solutions/template.py）'}


def expected():
    """{path: content} of every generated file, both editions."""
    files = {}
    for lang in EDITIONS:
        main = knuth(lang=lang)
        second = knuth(nprimary=5, lang=lang)
        for name, step in pick(main).items():
            files[img_dir(lang) / name] = tr.render_svg(main, step)
        files[img_dir(lang) / 'knuth-secondary-build.svg'] = tr.render_svg(second, second.steps[0])
        files[page_path(lang)] = tr.render_html(main, TITLES[lang])
        path = guide_path(lang)
        files[path] = fill(path.read_text(encoding='utf-8'), blocks(lang), path)
    files.update(play_pages())
    for lang in EDITIONS:
        path = EDITIONS[lang] / 'repeated-cover.md'
        files[path] = fill(path.read_text(encoding='utf-8'), repeated_blocks(lang), path)
    return files


REPEATED_SAMPLE = ROOT / 'samples' / 'repcover' / 'random_12x10.in'


def repeated_blocks(lang):
    """The generated text of one edition of docs/repeated-cover.md, by marker name."""
    ncols, rows = tr.parse_p4929(REPEATED_SAMPLE.read_bytes())
    flag = '' if lang == 'en' else f' --lang {lang}'
    command = f'$ python3 tools/trace.py {REPEATED_SAMPLE.relative_to(ROOT)} --repeated{flag}'
    text = tr.RepeatedTrace(ncols, rows, lang=lang).text()
    return {'trace:repcover-random12x10': '```text\n' + command + '\n' + text + '```'}


PLAY = {lang: EDITIONS[lang] / 'play.html' for lang in EDITIONS}


def play_pages():
    """{path: content} of the playground in both editions. docs/play.html is the source,
    edited by hand except its phrase table (tools/trace.py's PHRASES, between the
    markers); docs/zh/play.html is the same page opening in Chinese."""
    text = PLAY['en'].read_text(encoding='utf-8')
    table = json.dumps(tr.PHRASES, ensure_ascii=False, indent=1).replace('</', '<\\/')
    block = ('<!-- phrases begin -->\n<script id="phrases" type="application/json">\n' + table
             + '\n</script>\n<!-- phrases end -->')
    pattern = re.compile(r'<!-- phrases begin -->.*?<!-- phrases end -->', re.S)
    if len(pattern.findall(text)) != 1:
        raise SystemExit(f'make_guide.py: one phrases block expected in {PLAY["en"]}')
    text = pattern.sub(lambda m: block, text)
    out = {}
    for lang in EDITIONS:
        page = re.sub(r'<title>[^<]*</title>', lambda m: f'<title>{tr.phrase(lang, "play title")}'
                      '</title>', text, count=1)
        page = page.replace('<html lang="en">', f'<html lang="{tr.PHRASES[lang]["html lang"]}">', 1)
        out[PLAY[lang]] = page
    return out


def main(argv):
    check = '--check' in argv
    if [a for a in argv if a != '--check']:
        sys.stderr.write('usage: python3 tools/make_guide.py [--check]\n')
        return 2
    stale = []
    for path, content in expected().items():
        old = path.read_text(encoding='utf-8') if path.exists() else None
        if old == content:
            continue
        stale.append(path)
        if not check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, encoding='utf-8')
    for path in stale:
        print(f'{"differs" if check else "wrote"}: {path.relative_to(ROOT)}')
    return 1 if (check and stale) else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
