"""Watch the canonical DLX work: a step-by-step trace of solutions/template.py.

Usage: python3 tools/trace.py [FILE] [--all] [--letters] [--primary K] [--knuth]
                              [--rule fewest|first] [--json [--lists]] [--svg DIR]
                              [--html FILE] [--title TEXT] [--template PY] [--max-steps N]
                              [--lang en|zh]
       python3 tools/trace.py [FILE] --repeated [--letters] [--json [--lists]]
                              [--template PY] [--max-steps N] [--lang en|zh]

Reads a small 0/1 matrix in Luogu P4929's input format (N M, then N rows of M numbers),
or with --knuth an instance in Knuth's format (docs/dlx-format.md: items, | secondary
items, one option a line, colours; read by solutions/dlx.py's parser, bounds and costs
refused), from FILE or stdin and runs solutions/template.py on it: its own build() and search(),
loaded by path. The trace is that run: cover and uncover are wrapped in the loaded
module's globals, so search() calls the wrappers in its own order, and the stack of
chosen rows is read from search's generator frame. Nothing of the algorithm is
repeated here; the wrappers only record, then call the template's own functions.

A step is what one move of Algorithm X does: choose a column (its cover), try a row
(the covers of its other columns), undo a row (their uncovers, in reverse), leave a
level (uncover its column), or report a solution. Each line: the step's number, the
level, the column chosen and its size (rows left), the row tried and the columns its
choice covers, each backtrack, each solution. Rows are
numbered from 1 as in P4929; columns too, or A, B, C, ... with --letters.
--all: every solution (the search runs to its end, and the last step checks that the
  links equal the built ones: uncover restored everything); default: stop at the first.
--primary K: columns K+1..M are secondary (covered at most once).
--knuth: a coloured node (x:red) purifies its column instead of covering it (Knuth's
  DLX2; solutions/dlx.py's purify and unpurify): rows of x with another colour or none
  leave, rows of the same colour stay, marked as agreed.
--rule first: branch on the ring's first column instead of the fewest rows (the
  template's scan replaced as tools/branch_rule.py replaces it).
--json: the steps as JSON objects, one a line: index, kind, level, text, the step's facts
  (column, size, row, node, columns, solution, ...) and sizes (S of every column after
  it); --lists adds the lists L R U D S (and COL). docs/play.html's window.dlxTrace
  returns the same objects for the same input (tests/test_play.py compares them).
--svg DIR: one SVG picture per step, drawn from the lists L R U D S as they are.
--html FILE: one offline page with every picture, stepped with the arrow keys.
--template PY: trace your own copy instead (the same four functions, search's stack
  named `chosen`), e.g. to see what a change to uncover does.
--lang zh: the trace lines, the pictures' captions and legend and the page's controls in
  Chinese (PHRASES below: one generator, a table of phrases per language).
--repeated: repeated cover instead (P4929's format; the fewest rows with a 1 in every
  column): solutions/repcover.py's search, IDA* with the lower bound h(), run from the file
  itself. Its loop has no generator to read, so the trace puts recording calls beside the
  passages of bounded() that REPEATED_HOOKS names (a passage not found once is an error)
  and wraps lower_bound, relink, bounded and greedy. Steps: the greedy cover, the root
  bound, each depth limit; inside it each node's bound (depth + h() against the limit: go
  on or cut), the rows fixed out by reduced cost, the column branched on (dominated rows
  skipped), each row chosen and undone, branches done, the cover found; the answer.
  --json --lists carry L R U D S CNT. docs/play.html#repeated steps the same search.
Standard library only; bad usage or input: one line on stderr, exit status 2 or 1.
"""
import argparse
import html
import importlib.util
import json
import math
import os
import re
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / 'solutions' / 'template.py'


# ------------------------------------------------------------------ the words

# Every word the trace, the pictures and the page show, by language. A phrase is a
# format string; (singular, plural) pairs are picked by count. Nothing else differs.
PHRASES = {
    'en': {
        'build': 'build: {ncols} columns, {nrows} rows, {nodes} nodes{secondary}{sizes}',
        'secondary': '; secondary {first}..{last}',
        'sizes': '; sizes {sizes}',
        'choose': 'level {level}: choose column {col} ({size} {rows}): cover {col}',
        'try': 'level {level}: try row {row} [{names}]: {what}',
        'undo': 'level {level}: undo row {row} [{names}]: {what}',
        'covers': 'cover {names}',
        'uncovers': 'uncover {names}',
        'no other': 'no other column',
        'backtrack': 'level {level}: no row left in column {col}: uncover {col}, {where}',
        'back to': 'back to level {level}',
        'ends': 'the search ends',
        'solution': 'solution {k}: rows {rows}',
        'no rows': '(none: no column to cover)',
        'stop': 'stop at the first solution (as P4929 asks; --all goes on)',
        'done': 'done: {k} {solutions}; the links equal the built ones: {restored}',
        'yes': 'yes',
        'no': 'NO',
        'row': ('row', 'rows'),
        'solutions': ('solution', 'solutions'),
        'truncated': '... stopped after {n} steps (--max-steps)',
        # the pictures
        'font': 'DejaVu Sans, Arial, sans-serif',
        'caption': 'step {index}: {text}',
        'row label': 'row {i}',
        'root': 'root',
        'legend 1': 'Grey: out of the lists (a covered column, a node unlinked from its '
                    'column). Dashed: secondary.',
        'legend 2': 'Box numbers: node indices. S: rows left. Row links (light) never change.',
        # the page
        'html lang': 'en',
        'hint': 'Keys: &rarr; or space forward, &larr; back, Home, End. Each picture is '
                'drawn from the lists L R U D S of solutions/template.py as the step left '
                'them (tools/trace.py).',
        'first': 'Home',
        'prev': '&lt; back',
        'prev title': 'left arrow',
        'next': 'forward &gt;',
        'next title': 'right arrow',
        'last': 'End',
        'position': 'step {k} of {n}',
        'title': 'DLX trace of {name}',
        # malformed input (P4929's format; Knuth's format as solutions/dlx.py words it)
        'err words': 'expected "N M" and then N rows of M numbers',
        'err int': 'N and M must be integers',
        'err negative': 'N and M must not be negative',
        'err short': 'expected {want} matrix entries, got {got}',
        'err long': '{extra} words after the {n} x {m} matrix',
        'err cell': "row {i}, column {j}: '{word}' is not 0 or 1",
        'err primary': 'the primary columns must be between 0 and M = {m}',
        'k twice bar': "line {line}: '|' twice in the item line",
        'k bound secondary': "line {line}: bound on secondary item '{name}' (bounds are for "
                             "primary items)",
        'k bad name': "line {line}: item name '{name}' {why}",
        'k named twice': "line {line}: item '{name}' named twice",
        'k cost': "line {line}: cost '{word}' is not a nonnegative integer (write |n)",
        'k item': "line {line}: item '{name}' {why}",
        'k twice option': "line {line}: item '{name}' twice in one option",
        'k colour primary': "line {line}: colour on primary item '{name}'",
        'k colour': "line {line}: colour '{colour}' of item '{name}' {why}",
        'k no items': 'line {line}: no item line (the input is empty)',
        'k lower only': "line {line}: lower bound without an upper bound in '{word}' "
                        "(write lo:hi|name)",
        'k bound nan': "line {line}: bound '{part}' of item '{name}' is not a number",
        'k bound zero': "line {line}: upper bound of item '{name}' is zero",
        'k bound order': "line {line}: lower bound {lo} of item '{name}' exceeds its upper "
                         "bound {hi}",
        'why empty': 'is empty',
        'why long': 'is longer than 8 characters',
        'why colon': "holds ':'",
        'why bar': "holds '|'",
        'why unknown': 'is not in the item line',
        'k dropped': 'line {line}: option without a primary item dropped',
        'k bounds': "item '{name}' has bounds (multiplicities are not traced: "
                    "solutions/dlx.py solves them)",
        'k costs': "option '{option}' has a cost (costs are not traced: solutions/dlx.py "
                   "solves them)",
        # the playground, docs/play.html (its phrase table is generated from this one)
        'play title': 'DLX playground: watch your own matrix dance',
        'play intro': 'Press Step (or the right arrow key) and watch Algorithm X choose a '
                      'column, try a row, and undo it. The lists are those of '
                      'solutions/template.py, run in your browser; each line is the one '
                      'tools/trace.py prints.',
        'play lang': '中文',
        'play guide': 'the guide',
        'play step': 'Step ▶',
        'play back': '◀ Back',
        'play next solution': 'Next solution ▶|',
        'play to end': 'Run to the end ▶▶',
        'play pause': 'Pause ‖',
        'play restart': '⟲ Restart',
        'play speed': 'Speed',
        'play rule': 'Column rule',
        'play rule fewest': 'fewest rows (the template)',
        'play rule first': "the ring's first column",
        'play position': 'step {k}',
        'play nodes': 'nodes (rows tried) so far: {n}',
        'play whole': 'whole search: {fewest} nodes choosing the fewest rows, {first} choosing '
                      'the first column',
        'play more': 'more than {n}',
        'play counting': 'counting...',
        'play unlinked': 'This step unlinked, in this order: {nodes}',
        'play relinked': 'This step relinked, in this order (the reverse of the unlinking): {nodes}',
        'play header': 'header {name}',
        'play focus': 'node {x} (column {col}, row {row}): L {l}, R {r}, U {u}, D {d}',
        'play focus header': 'header {col}: L {l}, R {r}, U {u}, D {d}, S {s}',
        'play focus root': 'root: L {l}, R {r} (the ring of the primary columns)',
        'play click': 'Click a node or a header to see its links.',
        'play legend': 'Orange: the column chosen or given back. Blue: the row tried or undone, '
                       'with the links L R U D of the node in focus. Grey and dashed: out of '
                       'the lists. A dashed header: a secondary column. Small orange numbers: '
                       'the order in which this step unlinked or relinked nodes. ✓: a row on '
                       'the stack; *: a row of the solution. x:c in a row: a secondary item '
                       'of colour c, which purifies x (the rows of x with another colour '
                       'leave) instead of covering it.',
        'play trace': "The trace (tools/trace.py's lines)",
        'play input': 'Your matrix',
        'play examples': 'Examples:',
        'play ex knuth': "Knuth's 6 × 7",
        'play ex sudoku': '4 × 4 sudoku',
        'play ex queens': '4 queens, diagonals secondary',
        'play ex colours': 'colours (DLX2)',
        'play ex sudoku note': 'a 4 x 4 sudoku, row by row (. empty): {puzzle}. pRC: cell R C '
                               'filled; rRvD, cCvD, bBvD: digit D in row R, column C, box B',
        'play ex queens note': '4 queens: each row r and column c once (primary items), each '
                               'diagonal a and b at most once (secondary items)',
        'play ex colours note': 'colours (Knuth\'s DLX2): options that give X (or Y) one colour '
                                'may share it',
        'play format': 'Format:',
        'play format auto': 'guess (numbers only: P4929)',
        'play format p4929': 'P4929: N M, then the 0/1 matrix',
        'play format knuth': "Knuth's: items | secondary items, one option a line",
        'play primary': 'primary columns (P4929; empty: all)',
        'play letters': 'name the columns A, B, C',
        'play load': 'Load',
        'play loaded': 'Loaded: {rows} rows, {cols} columns.',
        'play error': 'Not loaded: {message}',
        'play note': 'Note: {note}',
        'play too large': 'This matrix is {n} × {m}: the page steps matrices up to {max} × {max}. '
                          'Trace it with tools/trace.py instead (python3 tools/trace.py FILE '
                          '--all, with --knuth for Knuth\'s format).',
        'play keys': 'Keys: → or space step, ← back, Home restart, End run to the end.',
        # repeated cover (--repeated): solutions/repcover.py's IDA* with the lower bound h()
        'rep build': 'build: {ncols} columns, {nrows} rows, {nodes} nodes (rows linked longest '
                     'first){sizes}',
        'rep none': 'column {col} has no row: no cover at all (No Solution!)',
        'rep greedy': 'greedy cover of {k} {unit}: {rows}; a smallest cover has at most {k}',
        'rep root': 'root: h() = {h} (Σy = {sum}): a cover needs at least {h} {unit}; the limit '
                    'starts at {h}',
        'rep limit': 'limit {limit}: depth-first search for a cover of at most {limit} {unit} '
                     '(IDA*)',
        'rep node': 'depth {depth}: h() = {h} (Σy = {sum}), {depth} + {h} = {total} ≤ limit '
                    '{limit}: go on',
        'rep cut': 'depth {depth}: h() = {h} (Σy = {sum}), {depth} + {h} = {total} > limit '
                   '{limit}: cut',
        'rep fix': 'depth {depth}: reduced cost above limit − depth − Σy = {bound}, out of this '
                   'subtree: {unit} {rows}',
        'rep branch': 'depth {depth}: branch on column {col} ({size} {unit} left): try {which} '
                      '{rows}{skipped}',
        'rep dominated': '; {unit} {rows} skipped, dominated (another row of column {col} covers '
                         'at least as much)',
        'rep dead': 'depth {depth}: column {col} has no row left: dead end{back}',
        'rep relinked': '; {unit} {rows} back in',
        'rep try': 'depth {depth}: choose row {row} [{names}]: cover {cols}',
        'rep undo': "depth {depth}: undo row {row} [{names}]: uncover {cols}; row {row} stays "
                    "out of column {col}'s other branches",
        'rep back': 'depth {depth}: column {col} done: {unit} {rows} back in, {where}',
        'rep back to': 'back to depth {depth}',
        'rep limit ends': 'nothing left under this limit',
        'rep found': 'depth {depth}: every column covered: {rows}, a cover of {k} {unit} '
                     '({nodes} nodes under this limit)',
        'rep fail': 'limit {limit}: no cover of at most {limit} {unit} ({nodes} nodes)',
        'rep optimal': "limit {limit} = the greedy cover's size: every smaller limit failed, so "
                       'the greedy cover is a smallest one',
        'rep optimal root': "h() at the root = the greedy cover's size: the greedy cover is a "
                            'smallest one, no search needed',
        'rep greedy none': 'greedy cover: no column to cover, no row needed',
        'rep done empty': 'done: no column to cover, the empty cover; the links equal the built '
                          'ones: {restored}',
        'rep done': 'done: a smallest cover has {k} {unit}: {rows}; the links equal the '
                    'built ones: {restored}',
        'rep done none': 'done: no cover; the links equal the built ones: {restored}',
        'play next cut': 'Next cut ▶|',
        'play mode': 'Problem',
        'play mode exact': 'exact cover (Algorithm X)',
        'play mode repeated': 'repeated cover (IDA* with h())',
        'play rep intro': 'Repeated cover: the fewest rows that put at least one 1 in every '
                          'column. Press Step and watch the IDA* of solutions/repcover.py: '
                          'choosing a row removes its columns but no row; at each node the lower '
                          'bound h() says how many rows are still needed, and the node is cut '
                          'when depth + h() passes the limit. Each line is the one '
                          'tools/trace.py --repeated prints.',
        'play rep legend': 'Orange: the column branched on. Blue: the row chosen or undone. A '
                           'grey header: a covered column (out of the header list). A grey '
                           'node: out of its row (its column is covered). A dashed node: its '
                           'row is out of its columns in this subtree (a sibling already tried, '
                           'or fixed by reduced cost). ✓: a row picked; *: a row of the cover '
                           'found. CNT: the row\'s columns still uncovered.',
        'play rep limit': 'limit {limit}',
        'play rep bound': 'depth {depth}: h() = {h}, depth + h() = {total} ≤ {limit}',
        'play rep bound cut': 'depth {depth}: h() = {h}, depth + h() = {total} > {limit}: cut',
        'play rep picked': 'rows picked: {rows}; columns covered: {cols}',
        'play rep nodes': 'nodes so far: {n}, cut by the bound: {cuts}',
        'play rep whole': 'whole search: {nodes} nodes (limits searched: {limits}); the bound '
                          'cut {cuts} of them',
        'play rep too large': 'This matrix is {n} × {m}: the page steps matrices up to {max} × '
                              '{max}. Trace it with tools/trace.py instead (python3 '
                              'tools/trace.py FILE --repeated).',
        'play ex radar': 'Radar, 4 × 4 grid',
        'play ex radar note': 'Radar-like: 16 cities on a 4 x 4 grid and a station in each; a '
                              'station sees its own cell and the four next to it. Rows: the '
                              'stations; columns: the cities. The fewest stations that see '
                              'every city.',
        'play ex design': 'pairs of 6 by triples',
        'play ex design note': 'A covering design: the 20 triples of 1..6 (rows) against its '
                               '15 pairs (columns). A triple holds 3 pairs, so h() starts at 5; '
                               'watch the bound cut the search that proves 5 triples too few.',
        'play ex squares': 'Square Destroyer 3 × 3',
        'play ex squares note': 'Square Destroyer (UVA 1603) on a 3 x 3 grid: 24 matchsticks '
                                '(rows) and 14 squares (columns). The fewest sticks to take away '
                                'so that no square is left.',
    },
    'zh': {
        'build': '建表：{ncols} 列，{nrows} 行，{nodes} 个结点{secondary}{sizes}',
        'secondary': '；次要列 {first}..{last}',
        'sizes': '；各列行数 {sizes}',
        'choose': '第 {level} 层：选列 {col}（剩 {size} 行），覆盖 {col}',
        'try': '第 {level} 层：试第 {row} 行 [{names}]，{what}',
        'undo': '第 {level} 层：撤销第 {row} 行 [{names}]，{what}',
        'covers': '覆盖 {names}',
        'uncovers': '恢复 {names}',
        'no other': '没有别的列',
        'backtrack': '第 {level} 层：列 {col} 已无行可试，恢复 {col}，{where}',
        'back to': '回到第 {level} 层',
        'ends': '搜索结束',
        'solution': '解 {k}：行 {rows}',
        'no rows': '（空：没有要覆盖的列）',
        'stop': '找到第一个解就停（P4929 只要一个解；加 --all 继续搜）',
        'done': '结束：共 {k} 个解；链表与建表时完全相同：{restored}',
        'yes': '是',
        'no': '否',
        'row': ('行', '行'),
        'solutions': ('解', '解'),
        'truncated': '……走了 {n} 步后停止（--max-steps）',
        'font': 'DejaVu Sans, Noto Sans CJK SC, Source Han Sans SC, WenQuanYi Micro Hei, '
                'Microsoft YaHei, PingFang SC, sans-serif',
        'caption': '第 {index} 步：{text}',
        'row label': '行 {i}',
        'root': '根',
        'legend 1': '灰色：已不在链表里（被覆盖的列，从所在列摘下的结点）。虚线：次要列。',
        'legend 2': '方框里的数：结点编号。S：该列剩余行数。行内的左右链接（浅色）从不改变。',
        'html lang': 'zh-CN',
        'hint': '按键：&rarr; 或空格前进，&larr; 后退，Home 回到开头，End 跳到结尾。'
                '每幅图都按这一步结束时 solutions/template.py 的 L R U D S 画出'
                '（tools/trace.py）。',
        'first': '开头',
        'prev': '&lt; 后退',
        'prev title': '左方向键',
        'next': '前进 &gt;',
        'next title': '右方向键',
        'last': '结尾',
        'position': '第 {k} 步 / 共 {n} 步',
        'title': '{name} 的 DLX 演示',
        'err words': '应先给出“N M”，再给出 N 行、每行 M 个数',
        'err int': 'N 和 M 必须是整数',
        'err negative': 'N 和 M 不能是负数',
        'err short': '矩阵应有 {want} 个数，只读到 {got} 个',
        'err long': '{n} x {m} 的矩阵之后多出 {extra} 个词',
        'err cell': '第 {i} 行第 {j} 列：“{word}”不是 0 或 1',
        'err primary': '主要列的个数必须在 0 到 M = {m} 之间',
        'k twice bar': '第 {line} 行：项的那一行里“|”出现了两次',
        'k bound secondary': '第 {line} 行：次要项“{name}”带了次数（只有主要项可以带次数）',
        'k bad name': '第 {line} 行：项名“{name}”{why}',
        'k named twice': '第 {line} 行：项“{name}”出现了两次',
        'k cost': '第 {line} 行：代价“{word}”不是非负整数（应写成 |n）',
        'k item': '第 {line} 行：项“{name}”{why}',
        'k twice option': '第 {line} 行：同一个选项里项“{name}”出现了两次',
        'k colour primary': '第 {line} 行：主要项“{name}”不能带颜色',
        'k colour': '第 {line} 行：项“{name}”的颜色“{colour}”{why}',
        'k no items': '第 {line} 行：没有项的那一行（输入是空的）',
        'k lower only': '第 {line} 行：“{word}”只有下界没有上界（应写成 lo:hi|name）',
        'k bound nan': '第 {line} 行：项“{name}”的次数“{part}”不是数字',
        'k bound zero': '第 {line} 行：项“{name}”的次数上界是 0',
        'k bound order': '第 {line} 行：项“{name}”的次数下界 {lo} 大于上界 {hi}',
        'why empty': '是空的',
        'why long': '超过 8 个字符',
        'why colon': '含有“:”',
        'why bar': '含有“|”',
        'why unknown': '不在项的那一行里',
        'k dropped': '第 {line} 行：选项里没有主要项，已略去',
        'k bounds': '项“{name}”带了次数（这里不演示重数：请用 solutions/dlx.py 求解）',
        'k costs': '选项“{option}”带了代价（这里不演示代价：请用 solutions/dlx.py 求解）',
        'play title': 'DLX 演练场：看你自己的矩阵跳舞',
        'play intro': '点“下一步”（或按右方向键），看 X 算法怎样选列、试一行、再撤销。'
                      '链表就是 solutions/template.py 的那一套，在你的浏览器里运行；'
                      '每一行文字都和 tools/trace.py 输出的一样。',
        'play lang': 'English',
        'play guide': '教程',
        'play step': '下一步 ▶',
        'play back': '◀ 上一步',
        'play next solution': '下一个解 ▶|',
        'play to end': '一直跑到结束 ▶▶',
        'play pause': '暂停 ‖',
        'play restart': '⟲ 从头开始',
        'play speed': '速度',
        'play rule': '选列规则',
        'play rule fewest': '选行数最少的列（模板）',
        'play rule first': '直接选环上第一列',
        'play position': '第 {k} 步',
        'play nodes': '到目前为止的结点数（试过的行）：{n}',
        'play whole': '整个搜索：选最少行的列要 {fewest} 个结点，选第一列要 {first} 个',
        'play more': '超过 {n}',
        'play counting': '正在统计……',
        'play unlinked': '这一步依次摘下：{nodes}',
        'play relinked': '这一步依次接回（与摘下的顺序正好相反）：{nodes}',
        'play header': '列头 {name}',
        'play focus': '结点 {x}（列 {col}，行 {row}）：L {l}，R {r}，U {u}，D {d}',
        'play focus header': '列头 {col}：L {l}，R {r}，U {u}，D {d}，S {s}',
        'play focus root': '根结点：L {l}，R {r}（主要列组成的环）',
        'play click': '点一个结点或列头，看它的链接。',
        'play legend': '橙色：这一步选中或恢复的列。蓝色：这一步试的或撤销的行，以及当前结点的 '
                       'L R U D 四条链接。灰色虚线：已不在链表里。虚线列头：次要列。'
                       '橙色小数字：这一步摘下或接回结点的先后顺序。✓：栈里的行；*：解里的行。'
                       '行里的 x:c：颜色为 c 的次要项，选它时不覆盖 x，而是把 x 中颜色不同'
                       '（或没有颜色）的行删去。',
        'play trace': '跟踪输出（与 tools/trace.py 逐行相同）',
        'play input': '你的矩阵',
        'play examples': '例子：',
        'play ex knuth': 'Knuth 的 6 × 7',
        'play ex sudoku': '4 × 4 数独',
        'play ex queens': '4 皇后（对角线为次要列）',
        'play ex colours': '颜色（DLX2）',
        'play ex sudoku note': '4 × 4 数独，逐行给出（. 表示空格）：{puzzle}。pRC：第 R 行第 C 列'
                               '已填；rRvD、cCvD、bBvD：第 R 行、第 C 列、第 B 宫里有数字 D',
        'play ex queens note': '4 皇后：每一行 r、每一列 c 恰好一个（主要项），每条对角线 a、b 至多一个'
                               '（次要项）',
        'play ex colours note': '颜色（Knuth 的 DLX2）：把 X（或 Y）染成同一种颜色的选项可以共用它',
        'play format': '格式：',
        'play format auto': '自动判断（只有数字：P4929）',
        'play format p4929': 'P4929：N M，然后是 0/1 矩阵',
        'play format knuth': 'Knuth 格式：项 | 次要项，每行一个选项',
        'play primary': '主要列个数（P4929；空着表示全部）',
        'play letters': '列名用 A、B、C',
        'play load': '载入',
        'play loaded': '已载入：{rows} 行，{cols} 列。',
        'play error': '没有载入：{message}',
        'play note': '注意：{note}',
        'play too large': '这个矩阵是 {n} × {m}：本页只演示不超过 {max} × {max} 的矩阵。'
                          '请改用 tools/trace.py（python3 tools/trace.py 文件 --all，'
                          'Knuth 格式加 --knuth）。',
        'play keys': '按键：→ 或空格走一步，← 退一步，Home 从头开始，End 一直跑到结束。',
        'rep build': '建表：{ncols} 列，{nrows} 行，{nodes} 个结点（各行按长度从长到短链接）{sizes}',
        'rep none': '列 {col} 没有任何行：根本无法覆盖（No Solution!）',
        'rep greedy': '贪心覆盖：行 {rows}（{k} 行），最优解至多 {k} 行',
        'rep root': '根结点：h() = {h}（Σy = {sum}），覆盖至少要 {h} 行；深度上限从 {h} 开始',
        'rep limit': '深度上限 {limit}：深度优先地找至多 {limit} 行的覆盖（迭代加深 IDA*）',
        'rep node': '深度 {depth}：h() = {h}（Σy = {sum}），{depth} + {h} = {total} ≤ 上限 {limit}，'
                    '继续',
        'rep cut': '深度 {depth}：h() = {h}（Σy = {sum}），{depth} + {h} = {total} > 上限 {limit}，'
                   '剪枝',
        'rep fix': '深度 {depth}：行 {rows} 的约化代价超过 上限 − 深度 − Σy = {bound}，移出这棵子树',
        'rep branch': '深度 {depth}：在列 {col} 上分支（剩 {size} 行），依次试行 {rows}{skipped}',
        'rep dominated': '；跳过行 {rows}（被支配：列 {col} 里另有一行，覆盖的至少一样多）',
        'rep dead': '深度 {depth}：列 {col} 一行都不剩，死路{back}',
        'rep relinked': '；行 {rows} 接回',
        'rep try': '深度 {depth}：选第 {row} 行 [{names}]，覆盖列 {cols}',
        'rep undo': '深度 {depth}：撤销第 {row} 行 [{names}]，恢复列 {cols}；列 {col} 剩下的分支'
                    '不再用第 {row} 行',
        'rep back': '深度 {depth}：列 {col} 的行都试过了，行 {rows} 接回，{where}',
        'rep back to': '回到深度 {depth}',
        'rep limit ends': '这个上限下已无可搜',
        'rep found': '深度 {depth}：所有列都已覆盖，找到 {k} 行的覆盖：行 {rows}（这个上限下搜了 '
                     '{nodes} 个结点）',
        'rep fail': '上限 {limit}：没有至多 {limit} 行的覆盖（搜了 {nodes} 个结点）',
        'rep optimal': '上限 {limit} 等于贪心覆盖的行数：更小的上限都失败了，所以贪心覆盖就是最优解',
        'rep optimal root': '根结点的 h() 等于贪心覆盖的行数：贪心覆盖就是最优解，不用搜索',
        'rep greedy none': '贪心覆盖：没有要覆盖的列，一行也不用选',
        'rep done empty': '结束：没有要覆盖的列，空集就是覆盖；链表与建表时完全相同：{restored}',
        'rep done': '结束：最少要 {k} 行，行 {rows}；链表与建表时完全相同：{restored}',
        'rep done none': '结束：没有覆盖；链表与建表时完全相同：{restored}',
        'play next cut': '下一次剪枝 ▶|',
        'play mode': '问题',
        'play mode exact': '精确覆盖（X 算法）',
        'play mode repeated': '重复覆盖（IDA* + 估价函数 h()）',
        'play rep intro': '重复覆盖：选最少的行，使每一列至少有一个 1。点“下一步”，看 '
                          'solutions/repcover.py 的 IDA* 怎样工作：选一行只删去它的列，不删任何行；'
                          '每个结点上，估价函数（下界）h() 给出至少还要几行，深度 + h() 超过上限就剪枝。'
                          '每一行文字都和 tools/trace.py --repeated 输出的一样。',
        'play rep legend': '橙色：分支所在的列。蓝色：这一步选中或撤销的行。灰色列头：已覆盖的列'
                           '（不在列头链表里）。灰色结点：已不在所在的行里（它的列已覆盖）。'
                           '虚线结点：在这棵子树里它所在的行已从各列摘下（兄弟分支已搜过，'
                           '或约化代价太大）。✓：已选的行；*：找到的覆盖里的行。'
                           'CNT：该行还没覆盖的列数。',
        'play rep limit': '深度上限 {limit}',
        'play rep bound': '深度 {depth}：h() = {h}，深度 + h() = {total} ≤ {limit}',
        'play rep bound cut': '深度 {depth}：h() = {h}，深度 + h() = {total} > {limit}，剪枝',
        'play rep picked': '已选的行：{rows}；已覆盖的列：{cols}',
        'play rep nodes': '到目前为止的结点数：{n}，被下界剪掉的：{cuts}',
        'play rep whole': '整个搜索：共 {nodes} 个结点（搜过的深度上限：{limits}），其中 {cuts} 个被下界剪掉',
        'play rep too large': '这个矩阵是 {n} × {m}：本页只演示不超过 {max} × {max} 的矩阵。'
                              '请改用 tools/trace.py（python3 tools/trace.py 文件 --repeated）。',
        'play ex radar': '4 × 4 网格上的雷达',
        'play ex radar note': '类似 Radar：4 x 4 网格上有 16 座城市，每座城市都有一个雷达站；'
                              '雷达站能看到自己所在的格子和上下左右相邻的格子。行是雷达站，'
                              '列是城市：求能看到所有城市的最少雷达站。',
        'play ex design': '用三元组覆盖 6 元集的二元组',
        'play ex design note': '一个覆盖设计：1..6 的 20 个三元组（行）覆盖它的 15 个二元组（列）。'
                               '一个三元组只含 3 个二元组，所以 h() 从 5 开始；看下界怎样剪掉证明'
                               '“5 个三元组不够”的搜索。',
        'play ex squares': 'Square Destroyer 3 × 3',
        'play ex squares note': 'Square Destroyer（UVA 1603），3 x 3 的网格：24 根火柴（行），'
                                '14 个正方形（列）。最少拿走几根火柴，才能一个正方形都不剩。',
    },
}
LANGS = tuple(PHRASES)


def phrase(lang, key, **fields):
    return PHRASES[lang][key].format(**fields)


def counted(lang, key, n):
    """The singular or plural word of a (singular, plural) phrase for n things."""
    one, many = PHRASES[lang][key]
    return one if n == 1 else many


class InputError(Exception):
    """Malformed input: reported as one line, exit status 1."""


# ------------------------------------------------------------------ the template

def load_template(path=TEMPLATE, rule='fewest'):
    """A fresh module object of solutions/template.py (its globals are ours to wrap).
    rule 'first': its scan for the fewest rows replaced by the ring's first column, the
    variant tools/branch_rule.py measures (the same passage replaced)."""
    spec = importlib.util.spec_from_file_location('dlx_template_traced', str(path))
    module = importlib.util.module_from_spec(spec)
    if rule == 'fewest':
        spec.loader.exec_module(module)
        return module
    if str(Path(__file__).resolve().parent) not in sys.path:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
    import branch_rule          # tools/branch_rule.py: the passage and its replacement
    old, new = branch_rule.FIRST
    text = Path(path).read_text(encoding='utf-8')
    if text.count(old) != 1:
        raise ValueError(f'{path} does not hold the template\'s scan once (--rule first '
                         'replaces it)')
    exec(compile(text.replace(old, new), str(path), 'exec'), module.__dict__)
    return module


def load_dlx():
    """solutions/dlx.py as a module: its parser of Knuth's format, its purify/unpurify."""
    global _DLX
    if _DLX is None:
        spec = importlib.util.spec_from_file_location('dlx_traced', str(DLX))
        _DLX = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(_DLX)
    return _DLX


_DLX = None
DLX = ROOT / 'solutions' / 'dlx.py'
_NUMBER = re.compile(r'[0-9]+')
_NEGATIVE = re.compile(r'-[0-9]+')


def parse_p4929(data, lang='en'):
    """(ncols, rows) from P4929's input: N M, then N*M numbers 0/1; rows hold 1-based columns.
    N and M are written in decimal digits; the words are split at ASCII blanks."""
    if isinstance(data, bytes):
        data = data.decode('utf-8', errors='replace')
    words = [w for w in re.split(r'[ \t\n\r\v\f]+', data) if w]
    if len(words) < 2:
        raise InputError(phrase(lang, 'err words'))
    for w in words[:2]:
        if not _NUMBER.fullmatch(w):
            raise InputError(phrase(lang, 'err negative' if _NEGATIVE.fullmatch(w) else 'err int'))
    n, m = int(words[0]), int(words[1])
    cells = words[2:]
    if len(cells) < n * m:
        raise InputError(phrase(lang, 'err short', want=n * m, got=len(cells)))
    if len(cells) > n * m:
        raise InputError(phrase(lang, 'err long', extra=len(cells) - n * m, n=n, m=m))
    rows = []
    for i in range(n):
        row = []
        for j in range(m):
            w = cells[i * m + j]
            if w not in ('0', '1'):
                raise InputError(phrase(lang, 'err cell', i=i + 1, j=j + 1, word=w))
            if w == '1':
                row.append(j + 1)
        rows.append(row)
    return m, rows


class Instance:
    """An input as the trace takes it: ncols columns (the first nprimary primary), rows of
    1-based columns, the columns' names, and each row's colours (None: none at all)."""

    def __init__(self, ncols, rows, nprimary=None, names=None, colours=None, notes=()):
        self.ncols, self.rows = ncols, rows
        self.nprimary = ncols if nprimary is None else nprimary
        self.names, self.colours, self.notes = names, colours, list(notes)


def parse_knuth(text):
    """An Instance from Knuth's format, read by solutions/dlx.py's own parser (its messages);
    bounds and costs are refused: the trace is Algorithm X with colours (DLX1, DLX2)."""
    dlx = load_dlx()
    try:
        primary, bounds, secondary, options, notes = dlx.parse(text)
    except dlx.InputError as e:
        raise InputError(str(e)) from None
    for name in primary:
        if name in bounds:
            raise InputError(phrase('en', 'k bounds', name=name))
    names = primary + secondary
    column = {name: k + 1 for k, name in enumerate(names)}
    rows, colours = [], []
    for line, items, cost in options:
        if cost:
            raise InputError(phrase('en', 'k costs', option=line))
        row, tint = [], []
        for word in items:
            name, colon, colour = word.partition(':')
            row.append(column[name])
            tint.append(colour if colon else None)
        rows.append(row)
        colours.append(tint)
    if not any(c for tint in colours for c in tint):
        colours = None
    return Instance(len(names), rows, len(primary), names, colours, notes)


# ------------------------------------------------------------------ the trace

class Step:
    """One step of the search: what happened, and the lists L R U D S right after it."""

    def __init__(self, index, kind, level, text, lists, column=None, node=None,
                 covered=(), solution=None, data=None, colours=None):
        self.index = index          # 0 is the build
        self.kind = kind            # build choose try solution undo backtrack stop done
        self.level = level
        self.text = text            # the step's line, without its number
        self.lists = lists          # (L, R, U, D, S) copies
        self.column = column        # the column the step is about, if any
        self.node = node            # the node of the row the step is about, if any
        self.covered = frozenset(covered)   # columns covered at that moment (from the events)
        self.solution = solution    # 1-based row numbers, for a solution step
        self.data = data or {}      # the step's facts for --json (row, columns, size, ...)
        self.colours = colours      # a copy of COL (colours only; purify marks rows -1)

    def line(self):
        return f'{self.index:3d}  {"  " * max(self.level, 0)}{self.text}'

    def event(self, lists=False):
        """The step as --json prints it (docs/play.html's dlxTrace returns the same)."""
        out = {'index': self.index, 'kind': self.kind, 'level': self.level, 'text': self.text}
        out.update(self.data)
        out['sizes'] = self.lists[4][1:]
        if lists:
            out['lists'] = dict(zip('LRUDS', self.lists))
            if self.colours is not None:
                out['lists']['COL'] = self.colours
        return out


class Trace:
    """Run template.search on a matrix and record every step (see the module docstring).
    names: the columns' names (Knuth's format); colours: for each row, a colour name or
    None per column, as in the row (a coloured node purifies its column: Knuth's DLX2,
    with solutions/dlx.py's purify and unpurify); rule 'first': the ring's first column."""

    def __init__(self, ncols, rows, nprimary=None, all_solutions=False, letters=False,
                 max_steps=100000, template=None, lang='en', names=None, colours=None,
                 rule='fewest'):
        if lang not in PHRASES:
            raise ValueError(f'no phrases for language {lang!r}')
        self.lang = lang
        self.t = template or load_template(rule=rule)
        self.ncols, self.rows = ncols, rows
        self.nprimary = ncols if nprimary is None else nprimary
        self.letters = letters
        self.names = names
        self.max_steps = max_steps
        self.M = self.t.build(ncols, rows, self.nprimary)
        self.colour_names = colours
        self.COL = None
        if colours is not None:             # one number a colour, by first use
            ids = {}
            self.COL = [0] * (ncols + 1)
            for tint in colours:
                for name in tint:
                    self.COL.append(ids.setdefault(name, len(ids) + 1) if name else 0)
        self.built = self.lists()
        self.built_colours = self.COL and list(self.COL)
        self.steps = []
        self.solutions = []
        self.covered = set()
        self.level_column = {}      # level -> the column chosen there
        self.known = []             # our copy of search's stack of chosen nodes
        self.group = None           # an open 'try' or 'undo' step: [kind, level, node, columns]
        self.chosen = None          # search's own list, read from its frame
        self.truncated = False
        self.restored = None
        self._run(all_solutions)

    # names
    def col_name(self, c):
        if self.names is not None:
            return self.names[c - 1]
        if self.letters and self.ncols <= 26:
            return chr(ord('A') + c - 1)
        return str(c)

    def node_name(self, x):
        """Column x's name, with the colour its row gives it (x:red) if any."""
        name = self.col_name(self.M[4][x])
        if self.colour_names is not None:
            row = self.M[5][x]
            colour = self.colour_names[row][self.rows[row].index(self.M[4][x])]
            if colour:
                name += ':' + colour
        return name

    def row_number(self, x):
        return self.M[5][x] + 1

    def row_names(self, x):
        return ' '.join(self.node_name(y) for y in self.row_nodes(x))

    def row_nodes(self, x):
        """The nodes of x's row, in the order of its columns (the build's order)."""
        L = self.M[0]
        first = x                   # a row's nodes are numbered in a run; only the first
        while L[first] < first:     # one's L points forward (to the last)
            first = L[first]
        return list(range(first, first + len(self.rows[self.M[5][x]])))

    def node_of(self, x, c):
        """The node of x's row in column c."""
        return next(y for y in self.row_nodes(x) if self.M[4][y] == c)

    def lists(self):
        L, R, U, D, C, ROW, S = self.M
        return (list(L), list(R), list(U), list(D), list(S))

    def _row_columns(self, x):
        return set(self.rows[self.M[5][x]])

    # recording
    def _add(self, kind, level, text, column=None, node=None, solution=None, data=None):
        if len(self.steps) >= self.max_steps:
            raise _Enough
        self.steps.append(Step(len(self.steps), kind, level, text, self.lists(), column, node,
                               self.covered, solution, data,
                               None if self.COL is None else list(self.COL)))

    def _flush(self):
        """Close an open row step: it ends where the next event begins."""
        if self.group is None:
            return
        kind, level, x, cols = self.group
        self.group = None
        names = ' '.join(self.node_name(self.node_of(x, c)) for c in cols)
        lang = self.lang
        what = phrase(lang, 'covers' if kind == 'try' else 'uncovers', names=names) if cols \
            else phrase(lang, 'no other')
        self._add(kind, level, phrase(lang, kind, level=level, row=self.row_number(x),
                                      names=self.row_names(x), what=what), self.M[4][x], x,
                  data={'row': self.row_number(x), 'node': x, 'columns': list(cols)})

    def _sync(self):
        """Compare search's stack with ours: a pop opens an 'undo' step, a push a 'try' step."""
        live = self.chosen
        if live is None:
            return
        k = 0
        while k < len(live) and k < len(self.known) and live[k] == self.known[k]:
            k += 1
        for level in range(len(self.known) - 1, k - 1, -1):     # popped (at most one)
            self._flush()
            self.group = ['undo', level, self.known[level], []]
        for level in range(k, len(live)):                       # pushed (at most one)
            self._flush()
            self.group = ['try', level, live[level], []]
        self.known = list(live)

    def _grab_stack(self, gen):
        if self.chosen is None and gen.gi_frame is not None:
            stack = gen.gi_frame.f_locals.get('chosen')
            if not isinstance(stack, list):
                raise TraceError('search() keeps no list named chosen (its stack of nodes)')
            self.chosen = stack

    def _run(self, all_solutions):
        t = self.t
        S = self.M[6]
        lang = self.lang
        sizes = ' '.join(f'{self.col_name(c)}:{S[c]}' for c in range(1, self.ncols + 1))
        sizes = phrase(lang, 'sizes', sizes=sizes) if sizes else ''
        second = ''
        if self.nprimary < self.ncols:
            second = phrase(lang, 'secondary', first=self.col_name(self.nprimary + 1),
                            last=self.col_name(self.ncols))
        nodes = len(self.M[0]) - self.ncols - 1
        self._add('build', 0, phrase(lang, 'build', ncols=self.ncols, nrows=len(self.rows),
                                     nodes=nodes, secondary=second, sizes=sizes),
                  data={'columns': self.ncols, 'rows': len(self.rows), 'nodes': nodes,
                        'primary': self.nprimary})
        cover, uncover = t.cover, t.uncover
        COL = self.COL
        if COL is not None:
            purify, unpurify = load_dlx().purify, load_dlx().unpurify
        gen = t.search(self.M)

        def commit(M, c, x):
            """Column c of the row tried (node x): a coloured node purifies, Knuth's DLX2."""
            if COL is None or COL[x] == 0:
                cover(M, c)
                self.covered.add(c)
            elif COL[x] > 0:
                purify(M, COL, x)
            # COL[x] < 0: an earlier row of the same colour purified c already

        def uncommit(M, c, x):
            if COL is None or COL[x] == 0:
                uncover(M, c)
                self.covered.discard(c)
            elif COL[x] > 0:
                unpurify(M, COL, x)

        def traced_cover(M, c):
            self._grab_stack(gen)
            self._sync()
            g = self.group
            if g and g[0] == 'try' and c in self._row_columns(g[2]) and c != M[4][g[2]]:
                commit(M, c, self.node_of(g[2], c))
                g[3].append(c)
                return
            self._flush()
            level = len(self.known)
            size = M[6][c]
            self.level_column[level] = c
            cover(M, c)
            self.covered.add(c)
            self._add('choose', level, phrase(lang, 'choose', level=level, col=self.col_name(c),
                                              size=size, rows=counted(lang, 'row', size)), c,
                      data={'column': c, 'size': size})

        def traced_uncover(M, c):
            self._grab_stack(gen)
            self._sync()
            g = self.group
            if g and g[0] == 'undo' and c in self._row_columns(g[2]) and c != M[4][g[2]]:
                uncommit(M, c, self.node_of(g[2], c))
                g[3].append(c)
                return
            self._flush()
            level = len(self.known)
            if self.level_column.get(level) != c:
                raise TraceError(f'uncover({c}) at level {level} matches no cover')
            uncover(M, c)
            self.covered.discard(c)
            where = phrase(lang, 'back to', level=level - 1) if level else phrase(lang, 'ends')
            self._add('backtrack', level, phrase(lang, 'backtrack', level=level,
                                                 col=self.col_name(c), where=where), c,
                      data={'column': c})

        t.cover, t.uncover = traced_cover, traced_uncover
        try:
            for found in gen:
                if self.chosen is None:
                    self.chosen = found
                self._sync()
                self._flush()
                rows = [self.row_number(x) for x in found]
                self.solutions.append(rows)
                names = ' '.join(map(str, rows)) if rows else phrase(lang, 'no rows')
                self._add('solution', len(found), phrase(lang, 'solution',
                                                         k=len(self.solutions), rows=names),
                          solution=rows, data={'solution': rows, 'count': len(self.solutions)})
                if not all_solutions:
                    self._add('stop', len(found), phrase(lang, 'stop'))
                    return
            self._sync()
            self._flush()
            self.restored = self.lists() == self.built and self.COL == self.built_colours
            k = len(self.solutions)
            self._add('done', 0, phrase(lang, 'done', k=k, solutions=counted(lang, 'solutions', k),
                                        restored=phrase(lang, 'yes' if self.restored else 'no')),
                      data={'solutions': k, 'restored': self.restored})
        except _Enough:
            self.truncated = True
            gen.close()
        finally:
            t.cover, t.uncover = cover, uncover

    def events(self, lists=False):
        """Every step as --json prints it, and the truncation if the steps ran out."""
        out = [s.event(lists) for s in self.steps]
        if self.truncated:
            out.append({'kind': 'truncated', 'steps': self.max_steps,
                        'text': phrase(self.lang, 'truncated', n=self.max_steps)})
        return out

    def text(self):
        out = [s.line() for s in self.steps]
        if self.truncated:
            out.append(phrase(self.lang, 'truncated', n=self.max_steps))
        return '\n'.join(out) + '\n'


class _Enough(Exception):
    pass


class TraceError(Exception):
    """The traced search does not behave as the template's does."""


# ------------------------------------------------------------------ repeated cover

REPCOVER = ROOT / 'solutions' / 'repcover.py'

# Where the trace looks into repcover.py's bounded(), IDA*'s inner search (one loop with
# an explicit stack; no generator to read). Each entry: a passage of the file (whole
# lines, trailing comments ignored), which must occur exactly once, and the recording
# call put after it (or before it). The calls only record; every line of the search is
# the file's own. _trace's first argument is bounded's stack of chosen nodes.
REPEATED_HOOKS = (
    ('after', ['            found = list(chosen)'],
     "            _trace('found', chosen, stats[0])"),
    ('before', ['            if s:'],
     "            _trace('fixed', chosen, excluded[keep:], need - 1 - res[0])"),
    ('after', ['                rows = branch_rows(R, D, C, ROW, CNT, c, s, tag)'],
     "                _trace('branch', chosen, c, rows)"),
    ('after', ['            else:',
               '                while len(excluded) > keep:',
               '                    relink(R, U, D, C, S, excluded.pop())'],
     "                _trace('dead', chosen, c)"),
    ('after', ['            excluded.append(y)'],
     "            _trace('undo', chosen, y)"),
    ('after', ['                branch.pop()',
               '                keep = marks.pop()',
               '                while len(excluded) > keep:',
               '                    relink(R, U, D, C, S, excluded.pop())'],
     "                _trace('back', chosen, y)"),
    ('after', ['        chosen.append(x)'],
     "        _trace('try', chosen, x)"),
)
REPEATED_FUNCTIONS = ('build', 'lower_bound', 'relink', 'branch_rows', 'bounded', 'greedy',
                      'search')


def _code(line):
    return re.sub(r'\s+#.*$', '', line.rstrip('\n'))


def load_repcover(path=REPCOVER):
    """A fresh module of solutions/repcover.py whose bounded() calls _trace (a module
    global) at REPEATED_HOOKS' places; a passage found zero or several times is an error."""
    lines = Path(path).read_text(encoding='utf-8').split('\n')
    code = [_code(line) for line in lines]
    inserts = []
    for where, passage, call in REPEATED_HOOKS:
        at = [k for k in range(len(code) - len(passage) + 1)
              if code[k:k + len(passage)] == passage]
        if len(at) != 1:
            raise ValueError(f'the passage {passage[0].strip()!r} of bounded() is there '
                             f'{len(at)} times, not once (tools/trace.py REPEATED_HOOKS)')
        inserts.append((at[0] + (len(passage) if where == 'after' else 0), call))
    for k, call in sorted(inserts, reverse=True):
        lines.insert(k, call)
    spec = importlib.util.spec_from_file_location('repcover_traced', str(path))
    module = importlib.util.module_from_spec(spec)
    module._trace = None
    exec(compile('\n'.join(lines), str(path), 'exec'), module.__dict__)
    for name in REPEATED_FUNCTIONS:
        if not callable(getattr(module, name, None)):
            raise ValueError(f'{path} defines no function {name}()')
    return module


def hundredths(x):
    """x with two decimals, rounded half up, as the page's script writes it too (Python's
    '%.2f' and JavaScript's toFixed round exact halves differently)."""
    k = math.floor(abs(x) * 100 + 0.5)
    return f'{"-" if x < 0 and k else ""}{k // 100}.{k % 100:02d}'


class RepeatedTrace:
    """Run repcover.search (IDA* over bounded(), the lower bound h()) on a 0/1 matrix and
    record every step: the greedy cover and the root bound, each depth limit, and inside
    bounded() each node's bound (cut or go on), the rows fixed out by reduced cost, the
    column branched on (dominated rows skipped), each row chosen and undone, dead ends,
    branches done, the cover found; then the answer. lower_bound, relink, bounded and
    greedy are wrapped in the module's globals (they record, then call the file's own);
    bounded() itself runs with REPEATED_HOOKS' recording calls."""

    def __init__(self, ncols, rows, letters=False, max_steps=100000, module=None, lang='en'):
        if lang not in PHRASES:
            raise ValueError(f'no phrases for language {lang!r}')
        self.lang = lang
        self.t = module or load_repcover()
        self.ncols, self.rows = ncols, rows
        self.letters = letters
        self.max_steps = max_steps
        self.M = self.t.build(ncols, rows)
        self.built = self.lists()
        self.steps = []             # (event without its lists, the lists L R U D S CNT)
        self.truncated = False
        self.limit = None           # the depth limit of the bounded() running, if any
        self.relinked = []          # nodes relink() put back since the last step said so
        self.found = None
        self.searched = False       # whether any depth limit was searched
        self.answer = None
        self.restored = None
        self._run()

    def col_name(self, c):
        if self.letters and self.ncols <= 26:
            return chr(ord('A') + c - 1)
        return str(c)

    def lists(self):
        L, R, U, D, C, ROW, S, CNT = self.M
        return (list(L), list(R), list(U), list(D), list(S), list(CNT))

    def _add(self, kind, level, key, fields, data):
        if len(self.steps) >= self.max_steps:
            raise _Enough
        event = {'index': len(self.steps), 'kind': kind, 'level': level,
                 'text': phrase(self.lang, key, **fields)}
        event.update(data)
        event['sizes'] = self.M[6][1:]
        self.steps.append((event, self.lists()))

    # words
    def _rows(self, numbers):
        return ' '.join(map(str, numbers)) if numbers else phrase(self.lang, 'no rows')

    def _cols(self, columns):
        return ' '.join(self.col_name(c) for c in columns)

    def _unit(self, k):
        return counted(self.lang, 'row', k)

    def _ring(self, x, way):
        """The columns of x's row still in its ring, from x rightwards (way 0) or from L[x]
        leftwards to x (way 1: the order unchoose gives them back)."""
        R, C = self.M[1], self.M[4]
        out, j = [C[x]], R[x]
        while j != x:
            out.append(C[j])
            j = R[j]
        return out if way == 0 else out[1:][::-1] + out[:1]

    def _column(self, c):
        D = self.M[3]
        out, i = [], D[c]
        while i != c:
            out.append(i)
            i = D[i]
        return out

    def _run(self):
        t, M, lang = self.t, self.M, self.lang
        L, R, U, D, C, ROW, S, CNT = M
        sizes = ' '.join(f'{self.col_name(c)}:{S[c]}' for c in range(1, self.ncols + 1))
        nodes = len(C) - self.ncols - 1
        self._add('build', 0, 'rep build',
                  dict(ncols=self.ncols, nrows=len(self.rows), nodes=nodes,
                       sizes=phrase(lang, 'sizes', sizes=sizes) if sizes else ''),
                  {'columns': self.ncols, 'rows': len(self.rows), 'nodes': nodes})
        real = {name: getattr(t, name) for name in ('lower_bound', 'relink', 'bounded', 'greedy')}

        def exact():
            """h() in full (lower_bound stops once it reaches need) and the dual's sum."""
            n = len(CNT)
            res = [0.0] * n
            h = real['lower_bound'](R, D, C, ROW, CNT, [0] * len(S), [0] * n, res, [0] * n, 1,
                                    2 * len(S) + 2)
            return h, res[0]

        def lower_bound(R_, D_, C_, ROW_, CNT_, mark, seen, res, left, stamp, need):
            h = real['lower_bound'](R_, D_, C_, ROW_, CNT_, mark, seen, res, left, stamp, need)
            full, total = (h, res[0]) if h < need else exact()
            if self.limit is None:          # search()'s call at the root
                self._add('root', 0, 'rep root',
                          dict(h=full, sum=hundredths(total), unit=self._unit(full)),
                          {'h': full, 'sum': total})
            else:
                depth = self.limit + 1 - need
                cut = h >= need
                self._add('cut' if cut else 'node', depth, 'rep cut' if cut else 'rep node',
                          dict(depth=depth, h=full, sum=hundredths(total), total=depth + full,
                               limit=self.limit),
                          {'depth': depth, 'h': full, 'sum': total, 'limit': self.limit})
            return h

        def relink(R_, U_, D_, C_, S_, y):
            self.relinked.append(y)
            return real['relink'](R_, U_, D_, C_, S_, y)

        def greedy(*links):
            best = real['greedy'](*links)
            rows = [ROW[x] for x in best]
            self._add('greedy', 0, 'rep greedy' if rows else 'rep greedy none',
                      dict(rows=self._rows(rows), k=len(rows), unit=self._unit(len(rows))),
                      {'rows': rows})
            return best

        def bounded(L_, R_, U_, D_, C_, ROW_, S_, CNT_, limit, stats):
            self._add('limit', 0, 'rep limit', dict(limit=limit, unit=self._unit(limit)),
                      {'limit': limit})
            self.limit = limit
            self.searched = True
            found = real['bounded'](L_, R_, U_, D_, C_, ROW_, S_, CNT_, limit, stats)
            self.limit = None
            self.relinked = []                  # the found cover's clean-up
            if found is None:
                self._add('fail', 0, 'rep fail',
                          dict(limit=limit, nodes=stats[0], unit=self._unit(limit)),
                          {'limit': limit, 'nodes': stats[0]})
            else:
                self.found = found
            return found

        def back_in():
            rows, self.relinked = self.relinked, []
            return rows

        def step(kind, chosen, *args):
            depth = len(chosen)
            if kind == 'try':
                x, = args
                cols = self._ring(x, 0)
                self._add('try', depth - 1, 'rep try',
                          dict(depth=depth - 1, row=ROW[x], names=self._cols(self.rows[ROW[x] - 1]),
                               cols=self._cols(cols)),
                          {'row': ROW[x], 'node': x, 'columns': cols})
            elif kind == 'undo':
                y, = args
                cols = self._ring(y, 1)
                self._add('undo', depth, 'rep undo',
                          dict(depth=depth, row=ROW[y], names=self._cols(self.rows[ROW[y] - 1]),
                               cols=self._cols(cols), col=self.col_name(C[y])),
                          {'row': ROW[y], 'node': y, 'columns': cols, 'column': C[y]})
            elif kind == 'fixed':
                out, bound = args
                if out:
                    rows = [ROW[i] for i in out]
                    self._add('fix', depth, 'rep fix',
                              dict(depth=depth, rows=self._rows(rows), bound=hundredths(bound),
                                   unit=self._unit(len(rows))),
                              {'rows': rows, 'nodes': list(out), 'bound': bound})
            elif kind == 'branch':
                c, order = args
                tried = order[:0:-1]
                skipped = [ROW[i] for i in self._column(c) if i not in tried]
                rows = [ROW[x] for x in tried]
                size = len(tried) + len(skipped)
                self._add('branch', depth, 'rep branch',
                          dict(depth=depth, col=self.col_name(c), size=size, unit=self._unit(size),
                               rows=self._rows(rows), which=self._unit(len(rows)),
                               skipped=phrase(lang, 'rep dominated', rows=self._rows(skipped),
                                              col=self.col_name(c),
                                              unit=self._unit(len(skipped))) if skipped else ''),
                          {'column': c, 'size': size, 'rows': rows, 'nodes': tried,
                           'dominated': skipped})
            elif kind == 'dead':
                c, = args
                back = back_in()
                rows = [ROW[i] for i in back]
                self._add('dead', depth, 'rep dead',
                          dict(depth=depth, col=self.col_name(c),
                               back=phrase(lang, 'rep relinked', rows=self._rows(rows),
                                           unit=self._unit(len(rows))) if rows else ''),
                          {'column': c, 'rows': rows, 'nodes': back})
            elif kind == 'back':
                y, = args
                back = back_in()
                rows = [ROW[i] for i in back]
                where = phrase(lang, 'rep back to', depth=depth - 1) if depth else \
                    phrase(lang, 'rep limit ends')
                self._add('back', depth, 'rep back',
                          dict(depth=depth, col=self.col_name(C[y]), rows=self._rows(rows),
                               unit=self._unit(len(rows)), where=where),
                          {'column': C[y], 'rows': rows, 'nodes': back})
            elif kind == 'found':
                nodes, = args
                rows = [ROW[x] for x in chosen]
                self._add('found', depth, 'rep found',
                          dict(depth=depth, k=depth, unit=self._unit(depth), rows=self._rows(rows),
                               nodes=nodes),
                          {'rows': rows, 'nodes': nodes})
            else:
                raise TraceError(f'bounded() reported {kind!r}')

        t.lower_bound, t.relink, t.greedy, t.bounded = lower_bound, relink, greedy, bounded
        t._trace = step
        try:
            self.answer = t.search(*M)
            if self.answer is None:
                c = next(c for c in range(1, self.ncols + 1) if S[c] == 0)
                self._add('none', 0, 'rep none', dict(col=self.col_name(c)), {'column': c})
            elif self.found is None:
                k = len(self.answer)
                self._add('optimal', 0, 'rep optimal' if self.searched else 'rep optimal root',
                          dict(limit=k), {'limit': k})
            self.restored = self.lists() == self.built
            yes = phrase(lang, 'yes' if self.restored else 'no')
            if self.answer is None:
                self._add('done', 0, 'rep done none', dict(restored=yes),
                          {'cover': None, 'restored': self.restored})
            else:
                k = len(self.answer)
                self._add('done', 0, 'rep done' if k else 'rep done empty',
                          dict(k=k, unit=self._unit(k), rows=self._rows(self.answer), restored=yes),
                          {'cover': self.answer, 'restored': self.restored})
        except _Enough:
            self.truncated = True
        finally:
            for name, f in real.items():
                setattr(t, name, f)
            t._trace = None

    def events(self, lists=False):
        out = []
        for event, state in self.steps:
            e = dict(event)
            if lists:
                e['lists'] = dict(zip(('L', 'R', 'U', 'D', 'S', 'CNT'), state))
            out.append(e)
        if self.truncated:
            out.append({'kind': 'truncated', 'steps': self.max_steps,
                        'text': phrase(self.lang, 'truncated', n=self.max_steps)})
        return out

    def text(self):
        out = [f'{e["index"]:3d}  {"  " * max(e["level"], 0)}{e["text"]}' for e, _ in self.steps]
        if self.truncated:
            out.append(phrase(self.lang, 'truncated', n=self.max_steps))
        return '\n'.join(out) + '\n'


# ------------------------------------------------------------------ pictures

CW, RH, LEFT, TOP = 56, 46, 78, 40        # column width, row height, margins
HW, HH, NW, NH = 40, 36, 30, 24           # header and node boxes
INK, GREY, HOT, ROWC, ROWL = '#1f2328', '#b8bec6', '#d9480f', '#1c7ed6', '#8c959f'


def _esc(s):
    return html.escape(str(s), quote=True)


def node_positions(trace):
    """x, y of the root, each header and each node (column c, row i of the grid)."""
    L, R, U, D, C, ROW, S = trace.M
    pos = {0: (LEFT, TOP)}
    for c in range(1, trace.ncols + 1):
        pos[c] = (LEFT + c * CW, TOP)
    for x in range(trace.ncols + 1, len(C)):
        pos[x] = (LEFT + C[x] * CW, TOP + (ROW[x] + 1) * RH + 12)
    return pos


def render_svg(trace, step):
    """One picture of the lists as step left them (the links followed from the root)."""
    L, R, U, D, S = step.lists
    C, ROW = trace.M[4], trace.M[5]
    n = trace.ncols
    pos = node_positions(trace)
    nrows = len(trace.rows)
    width = max(LEFT + (n + 1) * CW + 20, 560)
    bottom = TOP + (nrows + 1) * RH + 12
    lang = trace.lang
    caption = wrap(phrase(lang, 'caption', index=step.index, text=step.text), width - 20)
    height = bottom + 56 + 18 * len(caption)
    right_edge, low_edge = LEFT + n * CW + CW // 2 + 6, bottom - RH // 2 + 4
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="{phrase(lang, "font")}" '
           f'font-size="13">',
           f'<title>{_esc(step.line().strip())}</title>',
           '<rect width="100%" height="100%" fill="#ffffff"/>',
           '<defs><marker id="a" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" '
           'markerHeight="7" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="#57606a"/>'
           '</marker></defs>']
    lines = []

    def link(a, b, colour, horizontal):
        (x1, y1), (x2, y2) = pos[a], pos[b]
        if horizontal:                  # headers with others between them: an arc over
            between = a <= n and b <= n and abs(b - a) > 1
        else:                           # nodes of the column between (removed): an arc beside
            col = C[b] if b > n else C[a]
            lo, hi = sorted(ROW[x] if x > n else -1 for x in (a, b))
            between = any(C[x] == col and lo < ROW[x] < hi for x in range(n + 1, len(C)))
        if between and horizontal:
            lines.append(f'<path d="M{x1},{y1 - 10} Q{(x1 + x2) / 2:g},{y1 - 34} {x2},{y2 - 10}" '
                         f'fill="none" stroke="{colour}" stroke-width="1.6"/>')
        elif between:
            lines.append(f'<path d="M{x1 + 8},{y1} Q{x1 + 26},{(y1 + y2) / 2:g} {x2 + 8},{y2}" '
                         f'fill="none" stroke="{colour}" stroke-width="1.6"/>')
        else:
            lines.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" '
                         f'stroke-width="1.6"/>')

    def wrap_h(a, b, y, colour, over=False):   # a's R link: off the right edge, in at b's left
        xa, xb = pos[a][0], pos[b][0]
        if over:                                  # headers lie between: arc over them
            lines.append(f'<path d="M{xa},{y - 10} Q{(xa + right_edge) / 2:g},{y - 34} '
                         f'{right_edge},{y - 10}" fill="none" stroke="{colour}" '
                         f'stroke-width="1.6" marker-end="url(#a)"/>')
        else:
            lines.append(f'<line x1="{xa}" y1="{y}" x2="{right_edge}" y2="{y}" stroke="{colour}" '
                         f'stroke-width="1.6" marker-end="url(#a)"/>')
        lines.append(f'<line x1="{xb - CW // 2 - 4}" y1="{y}" x2="{xb - (HW if b <= n else NW) // 2 - 1}" '
                     f'y2="{y}" stroke="{colour}" stroke-width="1.6" marker-end="url(#a)"/>')

    def wrap_v(a, c, colour):      # a's D link runs off the bottom, back in at header c's top
        xa, ya = pos[a]
        xc, yc = pos[c]
        lines.append(f'<line x1="{xa}" y1="{ya}" x2="{xa}" y2="{low_edge}" stroke="{colour}" '
                     f'stroke-width="1.6" marker-end="url(#a)"/>')
        lines.append(f'<line x1="{xc}" y1="{yc - HH // 2 - 14}" x2="{xc}" y2="{yc - HH // 2 - 1}" '
                     f'stroke="{colour}" stroke-width="1.6" marker-end="url(#a)"/>')

    # the header ring, followed from the root
    ring = [0]
    x = R[0]
    while x != 0 and len(ring) <= n + 1:
        ring.append(x)
        x = R[x]
    for a, b in zip(ring, ring[1:]):
        link(a, b, INK, True)
    if len(ring) > 1:
        wrap_h(ring[-1], 0, TOP, INK, over=ring[-1] != n)
    in_ring = set(ring)
    # each column's list, followed down from its header
    live = set()
    for c in range(1, n + 1):
        colour = INK if (c in in_ring or (c > trace.nprimary and c not in step.covered)) else GREY
        x, prev = D[c], c
        while x != c:
            live.add(x)
            link(prev, x, colour, False)
            prev, x = x, D[x]
        if prev != c:
            wrap_v(prev, c, colour)
    # each row's ring, followed right from its first node (cover never changes L and R of rows)
    seen = set()
    for x in range(n + 1, len(C)):
        if x in seen:
            continue
        y = pos[x][1]
        members = [x]
        j = R[x]
        while j != x:
            members.append(j)
            j = R[j]
        seen.update(members)
        colour = ROWL                # rows keep their L and R links all the time
        for a, b in zip(members, members[1:]):
            link(a, b, colour, True)
        if len(members) > 1:
            wrap_h(members[-1], members[0], y, colour)
    out.extend(lines)
    # row labels
    for i in range(nrows):
        y = TOP + (i + 1) * RH + 12
        hot = step.node is not None and ROW[step.node] == i
        if hot:
            out.append(f'<rect x="4" y="{y - 12}" width="{LEFT - CW // 2 - 8}" height="24" rx="4" '
                       f'fill="#e7f1fb" stroke="{ROWC}"/>')
        picked = step.kind == 'solution' and step.solution and (i + 1) in step.solution
        label = phrase(lang, 'row label', i=i + 1) + (' *' if picked else '')
        out.append(f'<text x="10" y="{y + 5}" fill="{ROWC if hot else INK}">{label}</text>')
    # the root and the headers
    xr, yr = pos[0]
    out.append(f'<rect x="{xr - HW // 2}" y="{yr - HH // 2}" width="{HW}" height="{HH}" rx="5" '
               f'fill="#f6f8fa" stroke="{INK}" stroke-width="1.5"/>')
    out.append(f'<text x="{xr}" y="{yr + 5}" text-anchor="middle" font-weight="bold" '
               f'font-size="11">{_esc(phrase(lang, "root"))}</text>')
    for c in range(1, n + 1):
        xc, yc = pos[c]
        secondary = c > trace.nprimary
        covered = (c not in in_ring) if not secondary else (c in step.covered)
        stroke = HOT if step.column == c else (GREY if covered else INK)
        fill = '#eaeef2' if covered else '#ffffff'
        dash = ' stroke-dasharray="4 3"' if secondary else ''
        width_ = 2.6 if step.column == c else 1.5
        out.append(f'<rect x="{xc - HW // 2}" y="{yc - HH // 2}" width="{HW}" height="{HH}" rx="5" '
                   f'fill="{fill}" stroke="{stroke}" stroke-width="{width_}"{dash}/>')
        ink = GREY if covered else INK
        out.append(f'<text x="{xc}" y="{yc - 2}" text-anchor="middle" font-weight="bold" '
                   f'fill="{ink}">{_esc(trace.col_name(c))}</text>')
        out.append(f'<text x="{xc}" y="{yc + 13}" text-anchor="middle" font-size="11" '
                   f'fill="{ink}">S={S[c]}</text>')
    # the nodes
    for x in range(n + 1, len(C)):
        xn, yn = pos[x]
        linked = x in live
        hot = step.node is not None and ROW[x] == ROW[step.node]
        stroke = ROWC if hot else (INK if linked else GREY)
        fill = '#ffffff' if linked else '#eaeef2'
        dash = '' if linked else ' stroke-dasharray="3 2"'
        out.append(f'<rect x="{xn - NW // 2}" y="{yn - NH // 2}" width="{NW}" height="{NH}" rx="4" '
                   f'fill="{fill}" stroke="{stroke}" stroke-width="{2.4 if hot else 1.3}"{dash}/>')
        out.append(f'<text x="{xn}" y="{yn + 4}" text-anchor="middle" font-size="11" '
                   f'fill="{INK if linked else GREY}">{x}</text>')
    # the caption: the step's own line
    for k, part in enumerate(caption):
        y = height - 46 - 18 * (len(caption) - 1 - k)
        out.append(f'<text x="10" y="{y}" font-size="14" fill="{INK}">{_esc(part)}</text>')
    out.append(f'<text x="10" y="{height - 26}" font-size="11" fill="#57606a">'
               f'{_esc(phrase(lang, "legend 1"))}</text>')
    out.append(f'<text x="10" y="{height - 10}" font-size="11" fill="#57606a">'
               f'{_esc(phrase(lang, "legend 2"))}</text>')
    out.append('</svg>')
    return '\n'.join(out) + '\n'


def _wide(ch):
    """Whether a character takes two columns (CJK and full-width forms)."""
    o = ord(ch)
    return 0x1100 <= o and (0x2e80 <= o <= 0xa4cf or 0xac00 <= o <= 0xd7a3 or
                            0xf900 <= o <= 0xfaff or 0xfe30 <= o <= 0xfe4f or
                            0xff00 <= o <= 0xff60 or 0xffe0 <= o <= 0xffe6 or o == 0x2026)


def wrap(text, pixels):
    """The caption's lines for a width in pixels (14 px text: ~8 px a Latin character,
    14 a CJK one). Latin text wraps at spaces exactly as textwrap does; text with CJK
    characters wraps after punctuation or a space where it can, else anywhere."""
    if not any(_wide(ch) for ch in text):
        return textwrap.wrap(text, max(40, pixels // 8))
    lines, line, width, cut = [], '', 0, None
    for ch in text:
        line += ch
        width += 14 if _wide(ch) else 8
        if ch in ' ，；：、。）':
            cut = len(line)
        if width > pixels:
            k = cut if cut and cut < len(line) else len(line) - 1
            lines.append(line[:k].rstrip())
            line = line[k:].lstrip()
            width = sum(14 if _wide(c) else 8 for c in line)
            cut = None
    if line.strip():
        lines.append(line.rstrip())
    return lines


def write_svgs(trace, folder, stem='step'):
    """One SVG file per step: DIR/step-000.svg, ...; returns the paths."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for step in trace.steps:
        p = folder / f'{stem}-{step.index:03d}.svg'
        p.write_text(render_svg(trace, step), encoding='utf-8')
        paths.append(p)
    return paths


PAGE_CSS = """
body { font-family: DejaVu Sans, Arial, sans-serif; margin: 16px; color: #1f2328; }
h1 { font-size: 20px; margin: 0 0 6px; }
#controls { margin: 8px 0; display: flex; gap: 8px; align-items: center; }
#controls button { font-size: 15px; padding: 4px 12px; }
#pos { font-variant-numeric: tabular-nums; min-width: 90px; text-align: center; }
#now { font-family: DejaVu Sans Mono, monospace; background: #f6f8fa; padding: 6px 8px;
       border-left: 4px solid #d9480f; margin: 6px 0 10px; white-space: pre-wrap; }
#wrap { display: flex; gap: 16px; align-items: flex-start; }
#frames figure { margin: 0; }
#steps { font-family: DejaVu Sans Mono, monospace; font-size: 12px; max-height: 640px;
         overflow-y: auto; margin: 0; padding: 6px 8px; border: 1px solid #d0d7de;
         list-style: none; min-width: 420px; }
#steps li { padding: 1px 4px; cursor: pointer; white-space: pre; }
#steps li.current { background: #fff4e6; outline: 1px solid #d9480f; }
.hint { color: #57606a; font-size: 13px; }
"""

PAGE_JS = """
(function () {
  var frames = document.querySelectorAll('#frames figure.frame');
  var items = document.querySelectorAll('#steps li');
  var n = frames.length, k = 0;
  function show(i) {
    k = Math.max(0, Math.min(n - 1, i));
    for (var j = 0; j < n; j++) {
      frames[j].hidden = (j !== k);
      items[j].className = (j === k) ? 'current' : '';
    }
    document.getElementById('pos').textContent =
      document.body.getAttribute('data-position').replace('{k}', k).replace('{n}', n - 1);
    document.getElementById('now').textContent = items[k].textContent;
    document.body.setAttribute('data-frame', String(k));
    document.body.setAttribute('data-frames', String(n));
    var box = document.getElementById('steps'), it = items[k];
    if (it.offsetTop < box.scrollTop || it.offsetTop > box.scrollTop + box.clientHeight - 20) {
      box.scrollTop = it.offsetTop - box.clientHeight / 2;
    }
  }
  function key(name) {
    if (name === 'ArrowRight' || name === 'ArrowDown' || name === ' ' || name === 'PageDown') show(k + 1);
    else if (name === 'ArrowLeft' || name === 'ArrowUp' || name === 'PageUp') show(k - 1);
    else if (name === 'Home') show(0);
    else if (name === 'End') show(n - 1);
    else return false;
    return true;
  }
  document.addEventListener('keydown', function (e) {
    if (key(e.key)) e.preventDefault();
  });
  document.getElementById('first').onclick = function () { show(0); };
  document.getElementById('prev').onclick = function () { show(k - 1); };
  document.getElementById('next').onclick = function () { show(k + 1); };
  document.getElementById('last').onclick = function () { show(n - 1); };
  for (var j = 0; j < n; j++) {
    items[j].onclick = (function (i) { return function () { show(i); }; })(j);
  }
  show(0);
  // #step=N opens step N; #keys=... replays key presses (r right, l left, h Home, e End)
  // as keydown events and button clicks (N next, P back, F first, L last): this is how
  // tests/test_guide.py drives the page in a headless browser.
  var h = location.hash.replace(/^#/, '').split('&');
  for (var p = 0; p < h.length; p++) {
    var kv = h[p].split('=');
    if (kv[0] === 'step') show(parseInt(kv[1], 10) || 0);
    if (kv[0] === 'keys') {
      var names = {r: 'ArrowRight', l: 'ArrowLeft', h: 'Home', e: 'End'};
      var buttons = {N: 'next', P: 'prev', F: 'first', L: 'last'};
      for (var q = 0; q < (kv[1] || '').length; q++) {
        var ch = kv[1][q];
        if (buttons[ch]) { document.getElementById(buttons[ch]).click(); continue; }
        var ev = new KeyboardEvent('keydown', {key: names[ch] || ch, bubbles: true});
        document.dispatchEvent(ev);
      }
    }
  }
})();
"""


def render_html(trace, title):
    """One self-contained page: every frame inlined, stepped by keys and buttons."""
    words = PHRASES[trace.lang]
    last = len(trace.steps) - 1
    parts = ['<!DOCTYPE html>', f'<html lang="{words["html lang"]}">', '<head>',
             '<meta charset="utf-8">', f'<title>{_esc(title)}</title>',
             f'<style>{PAGE_CSS}</style>', '</head>',
             f'<body data-frame="0" data-frames="{len(trace.steps)}" '
             f'data-position="{_esc(words["position"])}">',
             f'<h1>{_esc(title)}</h1>',
             f'<p class="hint">{words["hint"]}</p>',
             f'<div id="controls"><button id="first" title="{words["first"]}">|&lt;</button>'
             f'<button id="prev" title="{words["prev title"]}">{words["prev"]}</button>'
             f'<span id="pos">{_esc(phrase(trace.lang, "position", k=0, n=last))}</span>'
             f'<button id="next" title="{words["next title"]}">{words["next"]}</button>'
             f'<button id="last" title="{words["last"]}">&gt;|</button></div>',
             '<div id="now"></div>', '<div id="wrap">', '<div id="frames">']
    for step in trace.steps:
        svg = render_svg(trace, step).replace('marker id="a"', f'marker id="a{step.index}"') \
            .replace('url(#a)', f'url(#a{step.index})')
        hidden = '' if step.index == 0 else ' hidden'
        parts.append(f'<figure class="frame" data-index="{step.index}"{hidden}>\n{svg}</figure>')
    parts.append('</div>')
    parts.append('<ol id="steps">')
    for step in trace.steps:
        cls = ' class="current"' if step.index == 0 else ''
        parts.append(f'<li data-index="{step.index}"{cls}>{_esc(step.line())}</li>')
    parts.append('</ol>')
    parts.append('</div>')
    parts.append(f'<script>{PAGE_JS}</script>')
    parts.append('</body>')
    parts.append('</html>')
    return '\n'.join(parts) + '\n'


# ------------------------------------------------------------------ command line

class _Parser(argparse.ArgumentParser):
    def error(self, message):
        sys.stderr.write(f'trace.py: {message} (see --help)\n')
        sys.exit(2)


def parse_args(argv):
    p = _Parser(prog='tools/trace.py', description='Step-by-step trace of solutions/template.py '
                'on a matrix in P4929 input format.')
    p.add_argument('file', nargs='?', help='input file (default: stdin)')
    p.add_argument('--all', action='store_true', help='every solution, not just the first')
    p.add_argument('--letters', action='store_true', help='name columns A, B, C, ... (M <= 26)')
    p.add_argument('--primary', type=int, metavar='K', help='columns K+1..M are secondary')
    p.add_argument('--svg', metavar='DIR', help='write one SVG per step into DIR')
    p.add_argument('--html', metavar='FILE', help='write an offline HTML page of the frames')
    p.add_argument('--title', default=None, help='the HTML page title')
    p.add_argument('--template', metavar='PY', default=None,
                   help='trace this file instead of solutions/template.py (it must define '
                   'build, cover, uncover and search as the template does), or with '
                   '--repeated instead of solutions/repcover.py (its bounded() must hold '
                   'the passages REPEATED_HOOKS names)')
    p.add_argument('--max-steps', type=int, default=100000, metavar='N',
                   help='stop after N steps (default 100000)')
    p.add_argument('--lang', choices=LANGS, default='en',
                   help='the language of the trace, the pictures and the page (default en)')
    p.add_argument('--knuth', action='store_true',
                   help="the input is in Knuth's format (items, | secondary items, options; "
                   'colours), as solutions/dlx.py reads it')
    p.add_argument('--rule', choices=('fewest', 'first'), default='fewest',
                   help="the column to branch on: the fewest rows (the template's rule) or "
                   "the ring's first column")
    p.add_argument('--json', action='store_true',
                   help='print the steps as JSON objects, one a line (docs/play.html\'s '
                   'dlxTrace returns the same)')
    p.add_argument('--lists', action='store_true',
                   help='with --json: each step carries the lists L R U D S (and COL; '
                   'with --repeated: L R U D S CNT)')
    p.add_argument('--repeated', action='store_true',
                   help="repeated cover: trace solutions/repcover.py's IDA* (the fewest rows "
                   'with a 1 in every column) instead of the exact cover of template.py')
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        if args.file:
            with open(args.file, 'rb') as f:
                data = f.read()
        else:
            data = sys.stdin.buffer.read()
    except OSError as e:
        sys.stderr.write(f'trace.py: cannot read {args.file}: {e.strerror}\n')
        return 1
    if args.repeated:
        return main_repeated(args, data)
    if args.template is None:
        args.template = str(TEMPLATE)
    try:
        if args.knuth:
            if args.primary is not None or args.letters:
                sys.stderr.write('trace.py: --primary and --letters are for P4929\'s format: '
                                 'Knuth\'s names its items and marks secondary ones with |\n')
                return 2
            try:
                text = data.decode('utf-8')
            except UnicodeDecodeError as e:
                raise InputError(f'the input is not UTF-8 (byte {e.start + 1})') from None
            inst = parse_knuth(text)
            for note in inst.notes:
                sys.stderr.write(f'trace.py: note: {note}\n')
        else:
            ncols, rows = parse_p4929(data)
            inst = Instance(ncols, rows)
    except InputError as e:
        sys.stderr.write(f'trace.py: {e}\n')
        return 1
    ncols, rows = inst.ncols, inst.rows
    if args.primary is not None and not 0 <= args.primary <= ncols:
        sys.stderr.write(f'trace.py: --primary must be between 0 and M = {ncols}\n')
        return 2
    if args.lists and not args.json:
        sys.stderr.write('trace.py: --lists goes with --json\n')
        return 2
    if args.max_steps < 1:
        sys.stderr.write('trace.py: --max-steps must be at least 1\n')
        return 2
    if (args.svg or args.html) and ncols * len(rows) > 2500:
        sys.stderr.write('trace.py: the matrix is too large to draw (N x M > 2500)\n')
        return 2
    try:
        template = load_template(args.template, args.rule)
        for name in ('build', 'cover', 'uncover', 'search'):
            if not callable(getattr(template, name, None)):
                raise ValueError(f'{args.template} defines no function {name}()')
    except (OSError, SyntaxError, ValueError, ImportError) as e:
        sys.stderr.write(f'trace.py: cannot use {args.template}: {e}\n')
        return 2
    try:
        trace = Trace(ncols, rows, inst.nprimary if args.primary is None else args.primary,
                      args.all, args.letters, args.max_steps, template, args.lang, inst.names,
                      inst.colours)
    except TraceError as e:
        sys.stderr.write(f'trace.py: {args.template}: {e}\n')
        return 1
    except Exception as e:      # a copy under --template may fail in any way: say so, briefly
        if Path(args.template).resolve() == TEMPLATE:
            raise
        sys.stderr.write(f'trace.py: {args.template} failed: {type(e).__name__}: {e}\n')
        return 1
    if args.json:
        sys.stdout.write(''.join(json.dumps(e, ensure_ascii=False) + '\n'
                                 for e in trace.events(args.lists)))
    else:
        sys.stdout.write(trace.text())
    if args.svg:
        write_svgs(trace, args.svg)
    if args.html:
        title = args.title or phrase(args.lang, 'title', name=os.path.basename(args.file or 'stdin'))
        Path(args.html).write_text(render_html(trace, title), encoding='utf-8')
    return 0


def main_repeated(args, data):
    """--repeated: P4929's format, solutions/repcover.py's search (or --template's copy)."""
    refused = [flag for flag, on in (('--knuth', args.knuth), ('--all', args.all),
                                     ('--primary', args.primary is not None),
                                     ('--rule', args.rule != 'fewest'), ('--svg', args.svg),
                                     ('--html', args.html)) if on]
    if refused:
        sys.stderr.write(f'trace.py: {refused[0]} is for exact cover: --repeated traces '
                         'P4929\'s format, every column covered at least once, the fewest rows '
                         '(docs/play.html#repeated draws it)\n')
        return 2
    if args.lists and not args.json:
        sys.stderr.write('trace.py: --lists goes with --json\n')
        return 2
    if args.max_steps < 1:
        sys.stderr.write('trace.py: --max-steps must be at least 1\n')
        return 2
    try:
        ncols, rows = parse_p4929(data)
    except InputError as e:
        sys.stderr.write(f'trace.py: {e}\n')
        return 1
    path = args.template or str(REPCOVER)
    try:
        module = load_repcover(path)
    except (OSError, SyntaxError, ValueError, ImportError) as e:
        sys.stderr.write(f'trace.py: cannot use {path}: {e}\n')
        return 2
    try:
        trace = RepeatedTrace(ncols, rows, args.letters, args.max_steps, module, args.lang)
    except TraceError as e:
        sys.stderr.write(f'trace.py: {path}: {e}\n')
        return 1
    except Exception as e:      # a copy under --template may fail in any way: say so, briefly
        if Path(path).resolve() == REPCOVER:
            raise
        sys.stderr.write(f'trace.py: {path} failed: {type(e).__name__}: {e}\n')
        return 1
    if args.json:
        sys.stdout.write(''.join(json.dumps(e, ensure_ascii=False) + '\n'
                                 for e in trace.events(args.lists)))
    else:
        sys.stdout.write(trace.text())
    return 0


if __name__ == '__main__':
    sys.exit(main())
