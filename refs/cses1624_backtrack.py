"""The reference for CSES 1624 "Chessboard and Queens": the usual backtracker, no DLX.

One queen per board row, top to bottom: each free square of the row whose column and two
diagonals are still unused. Reads the board from stdin, prints the count. count() is what
the tests call.
"""
import sys


def count(board):
    """board: 8 strings of '.' and '*'. The placements of 8 non-attacking queens on '.'."""
    cols, diag, anti = [False] * 8, [False] * 15, [False] * 15

    def place(r):
        if r == 8:
            return 1
        ways = 0
        for c in range(8):
            if board[r][c] == '.' and not cols[c] and not diag[r - c + 7] and not anti[r + c]:
                cols[c] = diag[r - c + 7] = anti[r + c] = True
                ways += place(r + 1)
                cols[c] = diag[r - c + 7] = anti[r + c] = False
        return ways

    return place(0)


def main():
    print(count(sys.stdin.read().split()))


if __name__ == '__main__':
    main()
