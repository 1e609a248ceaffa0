// Command wordladder finds word ladders: shortest chains of words from one
// word to another, changing one letter at a time, every word in a
// dictionary.
//
//	go run ./examples/wordladder [-dict FILE] [-all] [-max-ladders N] FROM TO
//	go run ./examples/wordladder -json [-all] [-max-ladders N] < problem.json
//
// The dictionary is Knuth's Stanford GraphBase list of 5,757 five-letter
// words unless -dict names a file of words, one per line (one length,
// letters a–z). It prints one shortest ladder, or with -all every shortest
// ladder, one per line, as it finds them (in the order of
// wordladder.Dictionary.Ladders), then the number of ladders and moves.
// Both words must be in the dictionary.
//
// With -json it reads a LeetCode problem from standard input, either as
// JSON, {"beginWord": "hit", "endWord": "cog", "wordList": ["hot", …]}, or
// pasted as LeetCode prints it, beginWord = "hit", endWord = "cog",
// wordList = ["hot", …] (optionally preceded by "Input:" and followed by
// "Output: …"), or as the three arguments alone, one a line as LeetCode's
// test-case editor shows them, and prints LeetCode's answer as JSON: the ladder length
// (problem 127), or with -all every shortest ladder (problem 126), streamed
// as one array.
//
// Limits: the dictionary file or standard input is read up to -max-bytes
// (default 256 MiB, which fits a 5000×5000 LeetCode board; see
// internal/cli.DefaultMaxBytes); more is an error. The search is linear in
// the dictionary, but the number of shortest ladders can be exponential
// (11! = 39,916,800 between aaaaaaaaaaa and bbbbbbbbbbb in the 2,048 words
// over {a, b} of length 11), so -all prints at most -max-ladders ladders
// (default 10,000); if there are more, it prints that many and stops with
// exit status 2 (with -json, the array is then left unterminated).
//
// Exit status: 0 when a ladder was printed (with -json, whenever an answer
// was printed, including 0 and []), 1 when no ladder exists, 2 on bad input
// or flags, or at -max-bytes or -max-ladders, with one line on standard
// error. -h prints the usage and exits 0.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/wordladder"
)

const usage = `usage: wordladder [-dict FILE] [-all] [-max-ladders N] [-max-bytes N] FROM TO
       wordladder -json [-all] [-max-ladders N] [-max-bytes N] < problem`

const notes = `Exit status: 0 a ladder (or a LeetCode answer) was printed; 1 no ladder exists;
2 bad input or flags, more input than -max-bytes, or more shortest ladders than
-max-ladders (the first -max-ladders are printed), with one line on stderr.`

// defaultMaxLadders bounds -all: 10,000 ladders are about 100 KB of five-letter
// words, and stopping there keeps an exponential count from running away.
const defaultMaxLadders = 10_000

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// errNoLadder is the exit-1 outcome: a normal result, not an error.
var errNoLadder = errors.New("no ladder")

// config is the parsed command line.
type config struct {
	c          *cli.Command
	dict       string
	all        bool
	maxLadders int
}

// run is the whole command; it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := cli.New("wordladder", usage, stdout, stderr)
	c.Notes = notes
	c.MaxBytesFlag()
	cfg := config{c: c}
	c.Flags.StringVar(&cfg.dict, "dict", "", "dictionary `file`, one word per line (default: Knuth's SGB five-letter words)")
	c.Flags.BoolVar(&cfg.all, "all", false, "print every shortest ladder, not just one")
	leet := c.Flags.Bool("json", false, "read a LeetCode problem (JSON or pasted) from standard input")
	c.Flags.IntVar(&cfg.maxLadders, "max-ladders", defaultMaxLadders, "with -all, print at most this many ladders, 1..10⁹; more is exit 2")
	c.IntRange("max-ladders", &cfg.maxLadders, 1, 1_000_000_000)
	if code, done := c.Parse(args); done {
		return code
	}
	out := bufio.NewWriter(c.Stdout)
	var err error
	if *leet {
		err = cfg.runLeetCode(stdin, out)
	} else {
		err = cfg.runLadder(out)
	}
	out.Flush()
	switch {
	case err == nil:
		return c.Done(cli.ExitAnswer)
	case errors.Is(err, errNoLadder):
		return c.Done(cli.ExitNoAnswer)
	default:
		return c.Fail(err)
	}
}

func (cfg config) runLadder(out io.Writer) error {
	args := cfg.c.Flags.Args()
	if len(args) != 2 {
		return fmt.Errorf("want two words, FROM and TO, got %d arguments (see wordladder -h)", len(args))
	}
	d, name, err := cfg.loadDictionary()
	if err != nil {
		return err
	}
	from, to := args[0], args[1]
	for _, w := range []string{from, to} {
		if !d.Contains(w) {
			return fmt.Errorf("%q is not in the dictionary (%s: %d words of %d letters)", w, name, d.Len(), d.WordLen())
		}
	}
	if !cfg.all {
		l, ok := d.Ladder(from, to)
		if !ok {
			fmt.Fprintf(out, "no ladder from %s to %s in %s\n", from, to, name)
			return errNoLadder
		}
		fmt.Fprintln(out, strings.Join(l, " "))
		fmt.Fprintf(out, "%d %s\n", len(l)-1, plural(len(l)-1, "move"))
		return nil
	}
	n, moves, err := cfg.stream(d.Ladders(from, to), func(l []string) {
		fmt.Fprintln(out, strings.Join(l, " "))
	})
	if err != nil {
		return err
	}
	if n == 0 {
		fmt.Fprintf(out, "no ladder from %s to %s in %s\n", from, to, name)
		return errNoLadder
	}
	fmt.Fprintf(out, "%d shortest %s of %d %s\n", n, plural(n, "ladder"), moves, plural(moves, "move"))
	return nil
}

// stream passes each ladder of seq to emit, at most -max-ladders of them;
// it returns their number and length in moves, or an error if seq holds
// more.
func (cfg config) stream(seq func(func([]string) bool), emit func([]string)) (n, moves int, err error) {
	for l := range seq {
		if n == cfg.maxLadders {
			return n, moves, fmt.Errorf("more than %d shortest ladders of %d moves; printed the first %d (raise -max-ladders to print more)", n, moves, n)
		}
		emit(l)
		n, moves = n+1, len(l)-1
	}
	return n, moves, nil
}

func plural(n int, s string) string {
	if n == 1 {
		return s
	}
	return s + "s"
}

// loadDictionary reads -dict, or returns the SGB list if it is not set.
func (cfg config) loadDictionary() (*wordladder.Dictionary, string, error) {
	if cfg.dict == "" {
		return wordladder.SGB(), "the SGB list", nil
	}
	in, err := cfg.c.Open(cfg.dict, nil)
	if err != nil {
		return nil, "", err
	}
	defer in.Close()
	d, err := wordladder.ReadDictionary(in)
	if err != nil {
		return nil, "", cfg.c.Named(in, err)
	}
	return d, cfg.dict, nil
}

func (cfg config) runLeetCode(stdin io.Reader, out io.Writer) error {
	if args := cfg.c.Flags.Args(); len(args) != 0 {
		return fmt.Errorf("-json reads standard input and takes no arguments, got %q (see wordladder -h)", args)
	}
	in := cfg.c.Bound("stdin", stdin)
	// Parse is strict: one object, each field once, words as strings of
	// a-z, nothing after it.
	p, err := wordladder.Parse(cli.Prompt(in, "beginWord", "endWord", "wordList"))
	if err != nil {
		return cfg.c.Named(in, err)
	}
	if !cfg.all {
		fmt.Fprintln(out, p.LadderLength())
		return nil
	}
	sep := "["
	_, _, err = cfg.stream(wordladder.FindLaddersSeq(p.BeginWord, p.EndWord, p.WordList), func(l []string) {
		b, _ := json.Marshal(l) // a []string always marshals
		io.WriteString(out, sep)
		out.Write(b)
		sep = ","
	})
	if sep == "[" {
		io.WriteString(out, sep)
	}
	if err != nil {
		return err
	}
	io.WriteString(out, "]\n")
	return nil
}
