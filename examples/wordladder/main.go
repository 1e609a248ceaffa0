// Command wordladder finds word ladders: shortest chains of words from one
// word to another, changing one letter at a time, every word in a
// dictionary.
//
//	go run ./examples/wordladder [-dict FILE] [-all] FROM TO
//	go run ./examples/wordladder -json [-all] < problem.json
//
// The dictionary is Knuth's Stanford GraphBase list of 5,757 five-letter
// words unless -dict names a file of words, one per line (one length,
// letters a–z). It prints one shortest ladder, or with -all every shortest
// ladder in lexicographic order, one per line, then the number of moves.
// Both words must be in the dictionary.
//
// With -json it reads a LeetCode problem from standard input, either as
// JSON, {"beginWord": "hit", "endWord": "cog", "wordList": ["hot", …]}, or
// pasted as LeetCode prints it, beginWord = "hit", endWord = "cog",
// wordList = ["hot", …] (optionally preceded by "Input:"), and prints
// LeetCode's answer as JSON: the ladder length (problem 127), or with -all
// every shortest ladder (problem 126).
//
// Exit status: 0 when a ladder was printed (or with -json, always after an
// answer), 1 when no ladder exists, 2 on bad input, with one line on
// standard error.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"

	"github.com/ripplebfs/ripple/problems/wordladder"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// errNoLadder is the exit-1 outcome: a normal result, not an error.
var errNoLadder = errors.New("no ladder")

// run is the whole command; it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("wordladder", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	dict := fs.String("dict", "", "dictionary `file`, one word per line (default: Knuth's SGB five-letter words)")
	all := fs.Bool("all", false, "print every shortest ladder, not just one")
	leet := fs.Bool("json", false, "read a LeetCode problem (JSON or pasted) from standard input")
	err := fs.Parse(args)
	if err == nil {
		if *leet {
			err = runLeetCode(fs.Args(), stdin, stdout, *all)
		} else {
			err = runLadder(fs.Args(), *dict, stdout, *all)
		}
	}
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errNoLadder):
		return 1
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintln(stderr, "usage: wordladder [-dict FILE] [-all] FROM TO | wordladder -json [-all] < problem")
		return 2
	default:
		msg := strings.ReplaceAll(err.Error(), "\n", " ")
		if !strings.HasPrefix(msg, "wordladder: ") {
			msg = "wordladder: " + msg
		}
		fmt.Fprintln(stderr, msg)
		return 2
	}
}

func runLadder(args []string, dictFile string, stdout io.Writer, all bool) error {
	if len(args) != 2 {
		return fmt.Errorf("want two words, FROM and TO, got %d arguments (usage: wordladder [-dict FILE] [-all] FROM TO)", len(args))
	}
	d, name, err := loadDictionary(dictFile)
	if err != nil {
		return err
	}
	from, to := args[0], args[1]
	for _, w := range []string{from, to} {
		if !d.Contains(w) {
			return fmt.Errorf("%q is not in the dictionary (%s: %d words of %d letters)", w, name, d.Len(), d.WordLen())
		}
	}
	var ladders [][]string
	if all {
		ladders = d.AllLadders(from, to)
	} else if l, ok := d.Ladder(from, to); ok {
		ladders = [][]string{l}
	}
	if len(ladders) == 0 {
		fmt.Fprintf(stdout, "no ladder from %s to %s in %s\n", from, to, name)
		return errNoLadder
	}
	for _, l := range ladders {
		fmt.Fprintln(stdout, strings.Join(l, " "))
	}
	moves := len(ladders[0]) - 1
	if all {
		fmt.Fprintf(stdout, "%d shortest %s of %d %s\n", len(ladders), plural(len(ladders), "ladder"), moves, plural(moves, "move"))
	} else {
		fmt.Fprintf(stdout, "%d %s\n", moves, plural(moves, "move"))
	}
	return nil
}

func plural(n int, s string) string {
	if n == 1 {
		return s
	}
	return s + "s"
}

// loadDictionary reads file, or returns the SGB list for "".
func loadDictionary(file string) (*wordladder.Dictionary, string, error) {
	if file == "" {
		return wordladder.SGB(), "the SGB list", nil
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, "", err
	}
	defer f.Close()
	d, err := wordladder.ReadDictionary(f)
	if err != nil {
		return nil, "", fmt.Errorf("%s: %s", file, strings.TrimPrefix(err.Error(), "wordladder: "))
	}
	return d, file, nil
}

// problem is a LeetCode 126/127 input.
type problem struct {
	BeginWord *string   `json:"beginWord"`
	EndWord   *string   `json:"endWord"`
	WordList  *[]string `json:"wordList"`
}

// pasted matches the "name =" of LeetCode's printed examples.
var pasted = regexp.MustCompile(`(^|,)\s*(beginWord|endWord|wordList)\s*=`)

// inputLabel matches the "Input:" that LeetCode prints before an example's
// arguments, so that a whole example line can be pasted as is.
var inputLabel = regexp.MustCompile(`^Input:\s*`)

func runLeetCode(args []string, stdin io.Reader, stdout io.Writer, all bool) error {
	if len(args) != 0 {
		return fmt.Errorf("-json reads standard input and takes no arguments, got %q", args)
	}
	raw, err := io.ReadAll(stdin)
	if err != nil {
		return err
	}
	text := inputLabel.ReplaceAllString(strings.TrimSpace(string(raw)), "")
	if !strings.HasPrefix(text, "{") {
		text = "{" + pasted.ReplaceAllString(text, `$1"$2":`) + "}"
	}
	var p problem
	dec := json.NewDecoder(strings.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return fmt.Errorf("bad LeetCode input: %v", err)
	}
	if p.BeginWord == nil || p.EndWord == nil || p.WordList == nil {
		return errors.New("bad LeetCode input: want beginWord, endWord and wordList")
	}
	var out any = wordladder.LadderLength(*p.BeginWord, *p.EndWord, *p.WordList)
	if all {
		out = wordladder.FindLadders(*p.BeginWord, *p.EndWord, *p.WordList)
	}
	b, err := json.Marshal(out)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, string(b))
	return nil
}
