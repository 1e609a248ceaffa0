package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"

	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// example6x6 is LeetCode 909's example 1 (answer 4), from the problem
// statement; problems/snakesladders/testdata/leetcode909.json has its source.
const example6x6 = `[[-1,-1,-1,-1,-1,-1],
 [-1,-1,-1,-1,-1,-1],
 [-1,-1,-1,-1,-1,-1],
 [-1,35,-1,-1,13,-1],
 [-1,-1,-1,-1,-1,-1],
 [-1,15,-1,-1,-1,-1]]`

const usage = "usage: snakesladders [-board FILE|-] (default: LeetCode's 6×6 example)"

// run is the whole command: it returns the exit status, 2 for bad input
// after one line on stderr.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("snakesladders", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	path := fs.String("board", "", "board file (a LeetCode literal), - for stdin")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stdout, usage)
			return 0
		}
		fmt.Fprintf(stderr, "snakesladders: %v; %s\n", err, usage)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "snakesladders: unexpected argument %q; %s\n", fs.Arg(0), usage)
		return 2
	}
	b, err := load(*path, stdin)
	if err != nil {
		fmt.Fprintln(stderr, oneLine(err.Error()))
		return 2
	}
	if b.Len() >= 1<<22 {
		fmt.Fprintf(stderr, "snakesladders: %d squares, searching...\n", b.Len())
	}
	if err := report(stdout, b); err != nil {
		fmt.Fprintln(stderr, oneLine("snakesladders: writing: "+err.Error()))
		return 1
	}
	return 0
}

// load reads the board from path ("-" for stdin, "" for the 6×6 example).
func load(path string, stdin io.Reader) (*snakesladders.Board, error) {
	var r io.Reader
	switch path {
	case "":
		r = strings.NewReader(example6x6)
	case "-":
		r = stdin
		path = "stdin"
	default:
		f, err := os.Open(path)
		if err != nil {
			return nil, fmt.Errorf("snakesladders: %w", err)
		}
		defer f.Close()
		r = f
	}
	b, err := snakesladders.Parse(blankPrefix(r))
	if err != nil {
		// Parse errors start with "snakesladders: "; put the file name after it.
		return nil, fmt.Errorf("snakesladders: %s: %s", path, strings.TrimPrefix(err.Error(), "snakesladders: "))
	}
	return b, nil
}

// prefix matches what LeetCode prints before an example's board, as in
// "Input: board = [[-1,-1],[-1,3]]", so that it can be pasted as is.
var prefix = regexp.MustCompile(`^\s*(Input:\s*)?board\s*=`)

// blankPrefix turns a leading "Input: board =" (or "board =") into spaces,
// so that Parse's offsets still count from the start of the input.
func blankPrefix(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	head, _ := br.Peek(64) // fewer bytes at the end of input; errors resurface in Parse
	loc := prefix.FindIndex(head)
	if loc == nil {
		return br
	}
	br.Discard(loc[1])
	return io.MultiReader(strings.NewReader(strings.Repeat(" ", loc[1])), br)
}

// oneLine keeps the first line of s.
func oneLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}
