// The benchmark's compiled reference for POJ 3074: an array Dancing Links sudoku solver.
//
// Input: POJ 3074's format (one puzzle a line, 81 chars, '.' or '0' empty; stops at a
// line `end` or the end of input; blank lines and CRLF ignored). Output: one line of 81
// digits per puzzle, or `No Solution!`. With the flag -t it also writes each puzzle's
// CPU time (build + search, microseconds) to stderr, one line per puzzle.
//
// Model: 324 columns (cell filled, row has digit, column has digit, box has digit).
// Only what the givens leave open enters the matrix: the columns the givens satisfy
// are left out and a row (cell, digit) exists only if no given in its row, column or
// box already holds that digit. Search: Knuth's Algorithm X, recursive, on the column
// with the fewest rows, stopping the scan at a column with one row or none (that stop
// halves the time on top1465; -DFULL_SCAN builds Knuth's full scan, which the
// benchmark shows beside it); flat int arrays, cover/uncover as in Knuth's paper.
// Written for this kit; the Python solutions are measured against it, so it is meant
// to be a good ordinary DLX, not a tuned bit-parallel solver.
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>

namespace {

const int NCOL = 324;
const int MAXN = NCOL + 1 + 729 * 4;
int L[MAXN], R[MAXN], U[MAXN], D[MAXN], C[MAXN], RW[MAXN], S[NCOL + 1];
int chosen[81], depth;

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

bool search() {
    if (R[0] == 0) return true;
    int c = R[0];
#ifdef FULL_SCAN
    for (int j = R[c]; j; j = R[j])     // Knuth's rule as written: scan every column
#else
    for (int j = R[c]; j && S[c] > 1; j = R[j])
#endif
        if (S[j] < S[c]) c = j;
    if (S[c] == 0) return false;
    cover(c);
    for (int r = D[c]; r != c; r = D[r]) {
        chosen[depth++] = RW[r];
        for (int j = R[r]; j != r; j = R[j]) cover(C[j]);
        if (search()) return true;  // the matrix is rebuilt for the next puzzle
        for (int j = L[r]; j != r; j = L[j]) uncover(C[j]);
        --depth;
    }
    uncover(c);
    return false;
}

// Solves puzzle p (81 values, 0 empty) in place; false if it has no solution.
bool solve(int *p) {
    int rowm[9] = {0}, colm[9] = {0}, boxm[9] = {0};
    for (int i = 0; i < 81; ++i) {
        if (!p[i]) continue;
        int r = i / 9, c = i % 9, b = r / 3 * 3 + c / 3, bit = 1 << p[i];
        if ((rowm[r] | colm[c] | boxm[b]) & bit) return false;
        rowm[r] |= bit; colm[c] |= bit; boxm[b] |= bit;
    }
    // headers: only the open columns, linked in order
    int last = 0;
    for (int col = 1; col <= NCOL; ++col) {
        int k = col - 1, kind = k / 81, a = k % 81 / 9, bit = 1 << (k % 9 + 1);
        bool open = kind == 0 ? p[k] == 0
                  : kind == 1 ? !(rowm[a] & bit)
                  : kind == 2 ? !(colm[a] & bit)
                              : !(boxm[a] & bit);
        U[col] = D[col] = col;
        C[col] = col;
        S[col] = 0;
        if (open) {
            R[last] = col;
            L[col] = last;
            last = col;
        }
    }
    R[last] = 0;
    L[0] = last;
    int n = NCOL + 1;
    for (int i = 0; i < 81; ++i) {
        if (p[i]) continue;
        int r = i / 9, c = i % 9, b = r / 3 * 3 + c / 3;
        int used = rowm[r] | colm[c] | boxm[b];
        for (int d = 1; d <= 9; ++d) {
            if (used & (1 << d)) continue;
            int cols[4] = {1 + i, 82 + r * 9 + d - 1, 163 + c * 9 + d - 1, 244 + b * 9 + d - 1};
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
    depth = 0;
    if (!search()) return false;
    for (int k = 0; k < depth; ++k) p[chosen[k] / 9] = chosen[k] % 9 + 1;
    return true;
}

double cpu_now() {
    timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

}  // namespace

int main(int argc, char **argv) {
    bool timing = argc > 1 && std::strcmp(argv[1], "-t") == 0;
    std::string in, out;
    char buf[1 << 16];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, stdin)) > 0) in.append(buf, got);
    size_t pos = 0;
    while (pos < in.size()) {
        size_t end = in.find('\n', pos);
        if (end == std::string::npos) end = in.size();
        std::string line;
        for (size_t k = pos; k < end; ++k)
            if (in[k] != ' ' && in[k] != '\t' && in[k] != '\r') line += in[k];
        pos = end + 1;
        if (line.empty()) continue;
        if (line == "end") break;
        if (line.size() != 81) {
            fprintf(stderr, "not a puzzle line: %s\n", line.c_str());
            return 2;
        }
        int p[81];
        for (int i = 0; i < 81; ++i) p[i] = line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : 0;
        double t0 = timing ? cpu_now() : 0;
        bool ok = solve(p);
        if (timing) fprintf(stderr, "%.3f\n", (cpu_now() - t0) * 1e6);
        if (ok)
            for (int i = 0; i < 81; ++i) out += char('0' + p[i]);
        else
            out += "No Solution!";
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
