package snakesladders

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"github.com/ripplebfs/ripple/search"
)

// MaxN is the largest board side accepted: n² must fit an int32.
const MaxN = 46340

// Board is a validated Snakes and Ladders board, made by [New] or [Parse]
// (the zero Board is not usable). It is immutable and safe for
// concurrent use. Its states are the squares 1..n².
//
// Board implements [search.Neighbors][int] and, for dense mode,
// [search.Indexer][int] (Index(s) = s-1) and
// [search.FrontierNeighbors][int], so that the search package expands whole
// frontiers of squares in one call.
type Board struct {
	n    int
	jump []int32 // jump[s-1]: where square s leads, 0 if it holds no jump
}

// New validates a board given as LeetCode's n×n matrix (row 0 at the top;
// see [Square]) and returns it. The matrix is not retained.
//
// Errors are [*InputError] values with Offset -1, naming the rule and the
// row and column: no rows ([ErrEmpty]), 1 row ([ErrTooSmall]), more than
// MaxN rows ([ErrTooBig]), a row whose length is not n ([ErrNotSquare]), a cell holding
// something other than -1 or 1..n² ([ErrBadCell]), a jump on square n²
// leading elsewhere ([ErrJumpOnLast]). A jump on square 1 is accepted and
// never taken, since play starts there and jumps never chain. A cell may
// lead to its own square, square n² included (the board
// [[4,-1],[-1,3]] has one, and its answer is 1).
//
// Time O(n²): one pass over the cells, which fills a table of 4 bytes per
// square (the [][]int matrix itself takes 8 per square, so very large
// boards are best read with [Parse]). To answer LeetCode's question once,
// [SnakesAndLadders] builds no table and checks only the cells its search
// reads, so it answers on some boards that New rejects.
func New(board [][]int) (*Board, error) {
	n := len(board)
	if n == 0 {
		return nil, inputErr(-1, ErrEmpty, -1, -1, "the board has no rows")
	}
	if n < 2 {
		return nil, inputErr(-1, ErrTooSmall, -1, -1, "the board has %d rows", n)
	}
	if n > MaxN {
		return nil, inputErr(-1, ErrTooBig, -1, -1, "the board has %d rows", n)
	}
	for r, row := range board {
		if len(row) != n {
			return nil, inputErr(-1, ErrNotSquare, r, -1, "row has %d cells, the board has %d rows", len(row), n)
		}
	}
	last := n * n
	jump := make([]int32, last)
	for r, row := range board {
		// Row r holds squares base+1..base+n, left to right when it is an
		// even row counted from the bottom, right to left otherwise.
		fromBottom := n - 1 - r
		base, step := fromBottom*n, 1
		if fromBottom%2 == 1 {
			base, step = base+n-1, -1
		}
		for c, v := range row {
			if v == -1 {
				continue
			}
			i := base + step*c // index of the cell's square
			if uint(v-1) >= uint(last) || (i == last-1 && v != last) {
				return nil, checkCell(n, r, c, i+1, v)
			}
			jump[i] = int32(v)
		}
	}
	return &Board{n: n, jump: jump}, nil
}

// checkCell applies the cell rules to value v at (r, c), square s. The
// error's Offset is -1.
func checkCell(n, r, c, s, v int) *InputError {
	if v != -1 && (v < 1 || v > n*n) {
		return inputErr(-1, ErrBadCell, r, c, "square %d holds %s", s, cellText(v))
	}
	if v != -1 && v != s && s == n*n {
		return inputErr(-1, ErrJumpOnLast, r, c, "square %d holds %d", s, v)
	}
	return nil
}

// bigCell bounds the cell values that [Parse] reads exactly: far above any
// n² (MaxN² < 2³¹), and small enough that reading one more digit cannot
// overflow. Parse reads larger values as ±(bigCell+1).
const bigCell = 1 << 40

// cellText shows cell value v in an error message; values beyond bigCell
// in absolute value, which Parse does not read exactly, are shown as such.
func cellText(v int) string {
	switch {
	case v == notInteger:
		return "a number with a fraction or exponent"
	case v == notNumber:
		return "a JSON value that is not a number"
	case v > bigCell:
		return fmt.Sprintf("a number above %d", bigCell)
	case v < -bigCell:
		return fmt.Sprintf("a number below -%d", bigCell)
	}
	return strconv.Itoa(v)
}

// N returns the side of the board: it has N()² squares.
func (b *Board) N() int { return b.n }

// Len returns the number of squares, n². It is the [search.Indexer] length.
func (b *Board) Len() int { return len(b.jump) }

// Index returns s-1, the dense index of square s (see [search.Indexer]).
func (b *Board) Index(s int) int { return s - 1 }

// State returns the square with dense index i, that is i+1.
func (b *Board) State(i int) int { return i + 1 }

// Jump returns the square that a snake or ladder on square s leads to, and
// whether s holds one. A square may lead to itself. It panics if s is outside
// 1..n². O(1).
func (b *Board) Jump(s int) (to int, ok bool) {
	b.mustSquare(s, "Jump")
	j := b.jump[s-1]
	return int(j), j != 0
}

func (b *Board) mustSquare(s int, fn string) {
	if s < 1 || s > len(b.jump) {
		panic(fmt.Sprintf("snakesladders: %s(%d): square outside 1..%d", fn, s, len(b.jump)))
	}
}

// Neighbors yields the squares one move away from square s: for rolls 1 to
// 6 in order, the square landed on, or its jump's destination if it holds a
// jump (one jump only). Rolls past n² are skipped, so square n² has no
// successors. Duplicates (two rolls ending on the same square) are yielded
// as they come. It panics if s is outside 1..n². At most 6 yields, no
// allocation.
func (b *Board) Neighbors(s int, yield func(int) bool) {
	if s < 1 || s > len(b.jump) {
		b.mustSquare(s, "Neighbors")
	}
	end := min(s+6, len(b.jump))
	for i, j := range b.jump[s:end] {
		t := s + 1 + i
		if j != 0 {
			t = int(j)
		}
		if !yield(t) {
			return
		}
	}
}

// AppendNeighbors is [Board.Neighbors] for a whole frontier, the
// [search.FrontierNeighbors] capability: for each square s of frontier in
// order, and each roll 1 to 6 of s in order, it takes the square t the
// roll ends on (the landing square, or its jump's destination), calls
// seen.Mark(t-1) and appends t to dst if t was not marked before. It
// returns the extended dst. The squares it appends are therefore those
// Neighbors yields, in the same order, less the ones already seen. It
// panics if a square of frontier is outside 1..n². At most six marks per
// square; no allocation beyond growing dst.
//
// It skips the landings that the square expanded just before also
// covered (consecutive squares of a layer share most of their six
// landings): their destinations were marked then, so marking them again
// would append nothing. On a stretch without jumps that cuts the marks
// per square from six to about one.
func (b *Board) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	jump := b.jump
	last := len(jump)
	p := -8 // the square expanded before, whose landings p+1..p+6 are marked
	for _, s := range frontier {
		if s < 1 || s > last {
			b.mustSquare(s, "AppendNeighbors")
		}
		// Landings s+1..s+6 on the board, less p+1..p+6: a prefix or a
		// suffix of the window remains.
		lo, hi := s+1, min(s+6, last)
		if p < s && p+6 >= lo {
			lo = p + 7
		} else if p > s && p <= s+5 {
			hi = min(hi, p)
		}
		p = s
		for i, j := range jump[min(lo, hi+1)-1 : hi] {
			t := lo + i
			if j != 0 {
				t = int(j)
			}
			if seen.Mark(t - 1) {
				dst = append(dst, t)
			}
		}
	}
	return dst
}

// Rows returns the board as LeetCode's n×n matrix (row 0 at the top), a
// fresh copy. Rows of [New]'s result equal New's input. O(n²).
func (b *Board) Rows() [][]int {
	n := b.n
	rows := make([][]int, n)
	for r := range rows {
		rows[r] = make([]int, n)
		for c := range rows[r] {
			rows[r][c] = -1
			if j := b.jump[Square(n, r, c)-1]; j != 0 {
				rows[r][c] = int(j)
			}
		}
	}
	return rows
}

// WriteTo writes the board as a LeetCode literal, one row per line:
// "[[-1,-1],\n [-1,3]]\n". [Parse] reads it back. It implements
// [io.WriterTo]; memory is O(1) beyond a buffer.
func (b *Board) WriteTo(w io.Writer) (int64, error) {
	cw := &countWriter{w: w}
	bw := bufio.NewWriterSize(cw, 64<<10)
	var num []byte
	n := b.n
	for r := 0; r < n; r++ {
		if r == 0 {
			bw.WriteString("[[")
		} else {
			bw.WriteString(" [")
		}
		for c := 0; c < n; c++ {
			if c > 0 {
				bw.WriteByte(',')
			}
			v := -1
			if j := b.jump[Square(n, r, c)-1]; j != 0 {
				v = int(j)
			}
			num = strconv.AppendInt(num[:0], int64(v), 10)
			bw.Write(num)
		}
		if r < n-1 {
			bw.WriteString("],\n")
		} else {
			bw.WriteString("]]\n")
		}
	}
	err := bw.Flush()
	return cw.n, err
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	k, err := c.w.Write(p)
	c.n += int64(k)
	return k, err
}
