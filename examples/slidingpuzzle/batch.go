package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
)

// maxBatchLine bounds one board's line: a 16-cell board is under 100 bytes.
const maxBatchLine = 4096

// runBatch solves one board per line of stdin (blank lines skipped),
// printing "<length>" per line on out, -1 for an unsolvable board. Progress
// (a line per board once the run has taken a second) and a summary go to
// stderr. A line that is not a valid board stops the run with an error
// naming the line. Input is bounded by -max-bytes; each board is solved as
// by -solve, so -max-states bounds the boards that are not 4×4.
func (cfg config) runBatch(stdin io.Reader, out *bufio.Writer) error {
	sc := bufio.NewScanner(cfg.c.Bound("stdin", stdin))
	sc.Buffer(make([]byte, 0, 256), maxBatchLine)
	began := time.Now()
	boards, moves, line := 0, 0, 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		pos, err := slidingpuzzle.Parse(strings.NewReader(text))
		if err != nil {
			return fmt.Errorf("line %d: %w", line, err)
		}
		t := time.Now()
		n := -1
		if pos.Puzzle.Solvable(pos.State) {
			path, err := cfg.solve(pos.Puzzle, pos.State)
			if err != nil {
				return fmt.Errorf("line %d: %w", line, err)
			}
			n = len(path) - 1
			moves += n
		}
		boards++
		fmt.Fprintln(out, n)
		if time.Since(began) > time.Second {
			out.Flush()
			fmt.Fprintf(cfg.stderr, "board %d (line %d): %d moves in %s\n", boards, line, n, time.Since(t).Round(time.Millisecond))
		}
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return fmt.Errorf("line %d: longer than %d bytes", line+1, maxBatchLine)
		}
		return err
	}
	el := time.Since(began)
	fmt.Fprintf(cfg.stderr, "%d boards, %d moves in all, %s (%s per board)\n", boards, moves, el.Round(time.Millisecond), (el / time.Duration(max(boards, 1))).Round(time.Microsecond))
	return nil
}

// tilesMoved lists the tile that each move of path slides, e.g. "12 11 15".
func tilesMoved(path []slidingpuzzle.State) string {
	var sb strings.Builder
	for i := 1; i < len(path); i++ {
		// The moved tile is the one on the cell that holds the blank after
		// the move.
		for c := range 16 {
			if path[i].Tile(c) == 0 && path[i-1].Tile(c) != 0 {
				if sb.Len() > 0 {
					sb.WriteByte(' ')
				}
				fmt.Fprint(&sb, path[i-1].Tile(c))
				break
			}
		}
	}
	return sb.String()
}
