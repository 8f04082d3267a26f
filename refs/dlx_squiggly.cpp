// The benchmark's compiled reference for HDU 4069 (Squiggly Sudoku): an array Dancing
// Links solver that counts each board's solutions up to two.
//
// Input: HDU 4069's format (T, then per case 81 integers: value % 16 the digit, 0 empty;
// bits 16 up, 32 right, 64 down, 128 left the walls). Output: `Case k:`, then the
// solution as 9 lines of 9 digits, `No solution` or `Multiple Solutions`.
//
// Model: 324 columns (cell filled, row has digit, column has digit, region has digit);
// the regions by a flood fill across sides with no wall on either side; a layout that is
// not nine regions of nine cells, or givens that clash, have no solution. Every cell and
// digit is a row (givens too: a given cell has one row). Search: Knuth's Algorithm X,
// recursive, on the column with the fewest rows (the scan stops at a column of one row
// or none), flat int arrays, cover/uncover as in Knuth's paper; it stops at the second
// solution. Written for this kit, apart from solutions/hdu4069.py: a good ordinary DLX
// to measure the Python file against, and a reference for its answers.
#include <cstdio>
#include <cstring>

namespace {

const int NCOL = 324;
const int MAXN = NCOL + 1 + 729 * 4;
int L[MAXN], R[MAXN], U[MAXN], D[MAXN], C[MAXN], RW[MAXN], S[NCOL + 1];
int chosen[81], first[81], depth, found;

void cover(int c) {
    L[R[c]] = L[c];
    R[L[c]] = R[c];
    for (int i = D[c]; i != c; i = D[i])
        for (int j = R[i]; j != i; j = R[j]) {
            U[D[j]] = U[j];
            D[U[j]] = D[j];
            --S[C[j]];
        }
}

void uncover(int c) {
    for (int i = U[c]; i != c; i = U[i])
        for (int j = L[i]; j != i; j = L[j]) {
            ++S[C[j]];
            U[D[j]] = j;
            D[U[j]] = j;
        }
    L[R[c]] = c;
    R[L[c]] = c;
}

void search() {
    if (R[0] == 0) {
        if (found++ == 0)
            for (int k = 0; k < depth; ++k) first[chosen[k] / 9] = chosen[k] % 9 + 1;
        return;
    }
    int c = R[0];
    for (int j = R[c]; j && S[c] > 1; j = R[j])
        if (S[j] < S[c]) c = j;
    if (S[c] == 0) return;
    cover(c);
    for (int r = D[c]; r != c && found < 2; r = D[r]) {
        chosen[depth++] = RW[r];
        for (int j = R[r]; j != r; j = R[j]) cover(C[j]);
        search();
        for (int j = L[r]; j != r; j = L[j]) uncover(C[j]);
        --depth;
    }
    uncover(c);
}

// Regions of the 81 cells from the wall bits; false unless nine regions of nine cells.
bool regions(const int *v, int *region) {
    for (int p = 0; p < 81; ++p) region[p] = -1;
    int count = 0, stack[81];
    for (int p = 0; p < 81; ++p) {
        if (region[p] >= 0) continue;
        if (count == 9) return false;
        int top = 0, size = 0;
        region[p] = count;
        stack[top++] = p;
        while (top) {
            int q = stack[--top], r = q / 9, c = q % 9;
            ++size;
            int next[4] = {-1, -1, -1, -1};
            if (r > 0 && !(v[q] & 16) && !(v[q - 9] & 64)) next[0] = q - 9;
            if (c < 8 && !(v[q] & 32) && !(v[q + 1] & 128)) next[1] = q + 1;
            if (r < 8 && !(v[q] & 64) && !(v[q + 9] & 16)) next[2] = q + 9;
            if (c > 0 && !(v[q] & 128) && !(v[q - 1] & 32)) next[3] = q - 1;
            for (int t = 0; t < 4; ++t)
                if (next[t] >= 0 && region[next[t]] < 0) {
                    region[next[t]] = count;
                    stack[top++] = next[t];
                }
        }
        if (size != 9) return false;
        ++count;
    }
    return count == 9;
}

// 0, 1 or 2 (two or more) solutions of the board v; the first in first[].
int count(const int *v) {
    int region[81];
    if (!regions(v, region)) return 0;
    for (int col = 0; col <= NCOL; ++col) {
        L[col] = col - 1;
        R[col] = col + 1;
        U[col] = D[col] = C[col] = col;
        S[col] = 0;
    }
    L[0] = NCOL;
    R[NCOL] = 0;
    int n = NCOL + 1;
    for (int i = 0; i < 81; ++i) {
        int given = v[i] % 16;
        if (given > 9) return 0;
        for (int d = 1; d <= 9; ++d) {
            if (given && d != given) continue;
            int cols[4] = {1 + i, 82 + i / 9 * 9 + d - 1, 163 + i % 9 * 9 + d - 1,
                           244 + region[i] * 9 + d - 1};
            for (int t = 0; t < 4; ++t) {
                int x = n + t, col = cols[t];
                L[x] = t ? x - 1 : n + 3;
                R[x] = t < 3 ? x + 1 : n;
                U[x] = U[col];
                D[x] = col;
                D[U[col]] = x;
                U[col] = x;
                C[x] = col;
                RW[x] = i * 9 + d - 1;
                ++S[col];
            }
            n += 4;
        }
    }
    depth = found = 0;
    search();
    return found;
}

}  // namespace

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 2;
    for (int k = 1; k <= t; ++k) {
        int v[81];
        for (int i = 0; i < 81; ++i)
            if (scanf("%d", &v[i]) != 1) return 2;
        int found = count(v);
        printf("Case %d:\n", k);
        if (found == 0)
            puts("No solution");
        else if (found > 1)
            puts("Multiple Solutions");
        else
            for (int r = 0; r < 9; ++r) {
                for (int c = 0; c < 9; ++c) putchar('0' + first[r * 9 + c]);
                putchar('\n');
            }
    }
    return 0;
}
