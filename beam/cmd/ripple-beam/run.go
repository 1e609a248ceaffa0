package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	ripplebeam "github.com/ripplebfs/ripple/beam"
	"github.com/ripplebfs/ripple/problems/snakesladders"
)

const usage = `usage: ripple-beam -puzzle sliding -size RxC -out DIR [-resume] [flags] [Beam flags]
       ripple-beam -puzzle snakes -board BOARD|- -out DIR [-resume] [flags] [Beam flags]
       ripple-beam -puzzle NAME -params P -out DIR [-resume] [flags] [Beam flags]`

// defaultMaxBytes bounds the board read by -board: 256 MiB, which fits
// every 5000×5000 LeetCode 909 board written as a compact literal.
const defaultMaxBytes = 256 << 20

func command() ripplebeam.Command {
	return ripplebeam.Command{Name: "ripple-beam", Usage: usage, Flags: problemFlags}
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return command().Run(args, stdin, stdout, stderr)
}

// problemFlags declares -puzzle and the problems' parameter flags.
func problemFlags(fs *flag.FlagSet) ripplebeam.Params {
	puzzle := fs.String("puzzle", "", "the problem: "+strings.Join(ripplebeam.Problems(), ", "))
	size := fs.String("size", "", "-puzzle sliding: the board, RxC such as 3x3")
	board := fs.String("board", "", "-puzzle snakes: a LeetCode 909 board literal, or - to read one from standard input")
	params := fs.String("params", "", "the parameters of another registered problem")
	maxBytes := fs.Int64("max-bytes", defaultMaxBytes, "read at most this many `bytes` of -board, more being an error")
	return func(stdin io.Reader) (string, string, error) {
		switch *puzzle {
		case "":
			return "", "", errors.New("-puzzle is required: sliding or snakes")
		case "sliding":
			if *size == "" {
				return "", "", errors.New("-puzzle sliding needs -size RxC, such as 3x3")
			}
			return *puzzle, *size, nil
		case "snakes":
			if *board == "" {
				return "", "", errors.New("-puzzle snakes needs -board BOARD or -board -")
			}
			if *maxBytes < 1 {
				return "", "", fmt.Errorf("-max-bytes %d: want at least 1", *maxBytes)
			}
			text, err := readBoard(*board, stdin, *maxBytes)
			return *puzzle, text, err
		}
		return *puzzle, *params, nil
	}
}

// readBoard reads and validates a Snakes and Ladders board and returns it
// as a compact literal, the same for the same board however it was
// written, so that a resumed run recognises its board.
func readBoard(arg string, stdin io.Reader, maxBytes int64) (string, error) {
	src, name := strings.NewReader(arg), "the -board argument"
	var r io.Reader = src
	if arg == "-" {
		r, name = stdin, "stdin"
	}
	text, err := readText(r, name, maxBytes)
	if err != nil {
		return "", err
	}
	text = trimPrompt(text, "board")
	if _, err := snakesladders.Parse(strings.NewReader(text)); err != nil {
		return "", err
	}
	var rows [][]int
	if err := json.Unmarshal([]byte(text), &rows); err != nil {
		return "", err
	}
	b, err := json.Marshal(rows)
	return string(b), err
}

// readText reads r up to maxBytes, failing on more, and at the first
// control byte other than a blank (so that binary input such as /dev/zero
// stops at once).
func readText(r io.Reader, name string, maxBytes int64) (string, error) {
	var sb strings.Builder
	buf := make([]byte, 64<<10)
	lr := io.LimitReader(r, maxBytes+1)
	for {
		n, err := lr.Read(buf)
		for i, c := range buf[:n] {
			if c < 0x20 && c != '\t' && c != '\n' && c != '\r' {
				return "", fmt.Errorf("%s: byte %d is %#02x, not text", name, sb.Len()+i, c)
			}
		}
		sb.Write(buf[:n])
		if int64(sb.Len()) > maxBytes {
			return "", fmt.Errorf("%s: more than %d bytes of input (raise -max-bytes to read more)", name, maxBytes)
		}
		if err == io.EOF {
			return sb.String(), nil
		}
		if err != nil {
			return "", err
		}
	}
}

// trimPrompt drops what a LeetCode example puts before the value: a
// leading "Input:" and "param =", so that an example pastes as it is.
func trimPrompt(text, param string) string {
	t := strings.TrimSpace(text)
	t = strings.TrimSpace(strings.TrimPrefix(t, "Input:"))
	if rest, ok := strings.CutPrefix(t, param); ok {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(rest), "="); ok {
			return strings.TrimSpace(rest)
		}
	}
	return t
}
