package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	ripplebeam "github.com/ripplebfs/ripple/beam"
	"github.com/ripplebfs/ripple/problems/all"
	"github.com/ripplebfs/ripple/problems/plugin"
)

const usage = `usage: ripple-beam -puzzle NAME -PARAM VALUE -out DIR [-resume] [flags] [Beam flags]
       such as  -puzzle sliding -size 3x3, or -puzzle snakes -board BOARD|-`

// defaultMaxBytes bounds an input read from a flag or standard input:
// 256 MiB, which fits every 5000×5000 LeetCode 909 board written as a
// compact literal.
const defaultMaxBytes = 256 << 20

// packings are the plugins of ripple/problems/all whose states pack, each
// registered under its problem name.
var packings = ripplebeam.RegisterPlugins(all.Plugins())

func command() ripplebeam.Command {
	return ripplebeam.Command{Name: "ripple-beam", Usage: usage, Flags: problemFlags}
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return command().Run(args, stdin, stdout, stderr)
}

// problemFlags declares -puzzle, each plugin's parameter flag and
// -max-bytes.
func problemFlags(fs *flag.FlagSet) ripplebeam.Params {
	var names []string
	values := map[string]*string{}
	for _, pk := range packings {
		names = append(names, pk.Problem)
		if values[pk.Param] == nil {
			values[pk.Param] = fs.String(pk.Param, "", pk.Doc)
		}
	}
	puzzle := fs.String("puzzle", "", "the problem: "+strings.Join(names, " or "))
	maxBytes := fs.Int64("max-bytes", defaultMaxBytes, "read at most this many `bytes` of an input parameter, more being an error")
	return func(stdin io.Reader) (string, string, error) {
		if *puzzle == "" {
			return "", "", fmt.Errorf("-puzzle is required: %s", strings.Join(names, " or "))
		}
		i := slices.IndexFunc(packings, func(pk *plugin.Packing) bool { return pk.Problem == *puzzle })
		if i < 0 {
			return "", "", fmt.Errorf("unknown problem %q: want %s", *puzzle, strings.Join(names, " or "))
		}
		pk := packings[i]
		arg := *values[pk.Param]
		if arg == "" {
			return "", "", fmt.Errorf("-puzzle %s needs -%s (%s)", pk.Problem, pk.Param, pk.Doc)
		}
		if pk.Input {
			if *maxBytes < 1 {
				return "", "", fmt.Errorf("-max-bytes %d: want at least 1", *maxBytes)
			}
			var err error
			if arg, err = readInput(pk.Param, arg, stdin, *maxBytes); err != nil {
				return "", "", err
			}
		}
		// The canonical parameters, so that a resume recognises the
		// instance however it was written.
		_, params, err := pk.New(arg)
		return pk.Problem, params, err
	}
}

// readInput returns the text of an input parameter: arg itself, or
// standard input for "-", bounded by maxBytes, without the "Input:" and
// "param =" that a pasted LeetCode example starts with.
func readInput(param, arg string, stdin io.Reader, maxBytes int64) (string, error) {
	var r io.Reader = strings.NewReader(arg)
	name := "the -" + param + " argument"
	if arg == "-" {
		r, name = stdin, "stdin"
	}
	text, err := readText(r, name, maxBytes)
	if err != nil {
		return "", err
	}
	return trimPrompt(text, param), nil
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
