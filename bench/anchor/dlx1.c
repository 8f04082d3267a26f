/* A C anchor for bench/bench_dlx.py: Algorithm X with dancing links, counting exact covers,
 * in the manner of Knuth's DLX1 (written for this kit; facts from Knuth's "Dancing Links",
 * 2000, arXiv cs/0011047, and his DLX1 documentation, no code of his).
 *
 *   cc -O2 -o dlx1 dlx1.c && ./dlx1 < instance.dlx      -> the number of solutions
 *
 * Input: Knuth's format, as solutions/dlx.py reads it: `|` comment lines, the item line
 * (primary items, then `|` and secondary items), one option a line. No colours, bounds or
 * costs (it says so and exits 1). Output: the count on stdout; nodes and updates on stderr.
 *
 * Layout as in DLX1: the nodes of each option lie next to each other, with a spacer node
 * between options (its `up` is the first node of the option before it, its `down` the last
 * node of the option after it), so a row is walked by x + 1 instead of a right link. Each
 * node holds up, down and its item (<= 0 in a spacer); an item header is node i, whose
 * `itm` field holds the length of its list. The active items form a doubly linked list
 * through prev/next. Branching: the first active item with the fewest options (full scan).
 * Iterative, with the chosen node of each level in an array.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

typedef struct { int up, down, itm; } node;

static node *nd;
static int *prev_, *next_;
static char (*names)[64];
static int nitems, nprimary, nnodes, cap;
static unsigned long long updates, nodes_searched;

static int item_index(const char *name) {
    for (int i = 1; i <= nitems; i++)
        if (strcmp(names[i], name) == 0) return i;
    return 0;
}

static void grow(void) {
    if (nnodes + 2 >= cap) {
        cap = cap ? 2 * cap : 1 << 16;
        nd = realloc(nd, sizeof(node) * cap);
        if (!nd) { fprintf(stderr, "dlx1: out of memory\n"); exit(2); }
    }
}

static void hide(int p) {
    for (int q = p + 1; q != p;) {
        int x = nd[q].itm, u = nd[q].up, d = nd[q].down;
        if (x <= 0) { q = u; continue; }
        nd[u].down = d; nd[d].up = u; nd[x].itm--; updates++;
        q++;
    }
}

static void unhide(int p) {
    for (int q = p - 1; q != p;) {
        int x = nd[q].itm, u = nd[q].up, d = nd[q].down;
        if (x <= 0) { q = d; continue; }
        nd[u].down = q; nd[d].up = q; nd[x].itm++;
        q--;
    }
}

static void cover(int i) {
    for (int p = nd[i].down; p != i; p = nd[p].down) hide(p);
    int l = prev_[i], r = next_[i];
    next_[l] = r; prev_[r] = l;
}

static void uncover(int i) {
    int l = prev_[i], r = next_[i];
    next_[l] = i; prev_[r] = i;
    for (int p = nd[i].up; p != i; p = nd[p].up) unhide(p);
}

int main(void) {
    static char line[1 << 20];
    int have_items = 0, last_spacer = 0;
    while (fgets(line, sizeof line, stdin)) {
        char *s = line;
        while (isspace((unsigned char)*s)) s++;
        if (!*s || *s == '|') continue;
        if (!have_items) {
            int max = 1;
            for (char *t = s; *t; t++) if (isspace((unsigned char)*t)) max++;
            names = calloc(max + 2, sizeof *names);
            prev_ = calloc(max + 2, sizeof(int));
            next_ = calloc(max + 2, sizeof(int));
            nprimary = -1;
            for (char *tok = strtok(s, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
                if (strcmp(tok, "|") == 0) { nprimary = nitems; continue; }
                if (strchr(tok, ':') || strchr(tok, '|')) {
                    fprintf(stderr, "dlx1: bounds are not supported ('%s')\n", tok); return 1;
                }
                nitems++;
                snprintf(names[nitems], sizeof names[nitems], "%s", tok);
            }
            if (nprimary < 0) nprimary = nitems;
            cap = 0; grow();
            while (cap < nitems + 2) { cap *= 2; nd = realloc(nd, sizeof(node) * cap); }
            for (int i = 0; i <= nitems; i++) { nd[i].up = nd[i].down = i; nd[i].itm = 0; }
            for (int i = 1; i <= nitems; i++) {
                if (i <= nprimary) { prev_[i] = i - 1; next_[i - 1] = i; }
                else prev_[i] = next_[i] = i;
            }
            prev_[0] = nprimary; next_[nprimary] = 0;
            nnodes = nitems + 1;             /* node nitems + 1: the first spacer */
            nd[nnodes].itm = 0; nd[nnodes].up = nd[nnodes].down = 0;
            last_spacer = nnodes;
            have_items = 1;
            continue;
        }
        int first = nnodes + 1, primary = 0;
        for (char *tok = strtok(s, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
            if (tok[0] == '|') continue;     /* a cost: ignored here */
            if (strchr(tok, ':')) { fprintf(stderr, "dlx1: colours are not supported\n"); return 1; }
            int i = item_index(tok);
            if (!i) { fprintf(stderr, "dlx1: unknown item '%s'\n", tok); return 1; }
            grow();
            int x = ++nnodes;
            nd[x].itm = i;
            nd[x].up = nd[i].up; nd[x].down = i;
            nd[nd[i].up].down = x; nd[i].up = x;
            nd[i].itm++;
            if (i <= nprimary) primary = 1;
        }
        if (!primary) {                      /* no primary item: dropped */
            while (nnodes >= first) {
                int x = nnodes--, i = nd[x].itm;
                nd[nd[x].up].down = nd[x].down; nd[nd[x].down].up = nd[x].up; nd[i].itm--;
            }
            continue;
        }
        nd[last_spacer].down = nnodes;       /* the spacers around the option */
        grow();
        last_spacer = ++nnodes;
        nd[last_spacer].itm = -1;
        nd[last_spacer].up = first;
        nd[last_spacer].down = 0;
    }
    if (!have_items) { fprintf(stderr, "dlx1: no item line\n"); return 1; }

    int *x = malloc(sizeof(int) * (nnodes + 2));
    int level = 0;
    unsigned long long count = 0;
    int i, p;
forward:
    if (next_[0] == 0) { count++; goto backtrack; }
    {
        int best = next_[0], len = nd[best].itm;
        for (int j = next_[best]; j; j = next_[j])
            if (nd[j].itm < len) { best = j; len = nd[j].itm; }
        i = best;
    }
    cover(i);
    x[level] = nd[i].down;
try_it:
    p = x[level];
    if (p == i) goto up;
    nodes_searched++;
    for (int q = p + 1; q != p;) {           /* cover the option's other items */
        int j = nd[q].itm;
        if (j <= 0) q = nd[q].up; else { cover(j); q++; }
    }
    level++;
    goto forward;
up:
    uncover(i);
backtrack:
    if (level == 0) goto done;
    level--;
    p = x[level];
    for (int q = p - 1; q != p;) {           /* uncover them, right to left */
        int j = nd[q].itm;
        if (j <= 0) q = nd[q].down; else { uncover(j); q--; }
    }
    i = nd[p].itm;
    x[level] = nd[p].down;
    goto try_it;
done:
    printf("%llu\n", count);
    fprintf(stderr, "dlx1: %llu nodes, %llu updates\n", nodes_searched, updates);
    return 0;
}
