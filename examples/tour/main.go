// Command tour runs every ripple plugin on built-in data and prints a short
// report. It is the README's first command:
//
//	go run ./examples/tour
//
// Every plugin listed in problems/all adds a section (its Tour), between the
// search engine's own section (knight.go) and the gonum cross-check
// (crosscheck.go). It takes no flags but -h (usage, exit status 0) and reads
// no input. Exit status: 0 when every section passed, 1 if a section failed,
// 2 for any flag or argument (one line on standard error).
package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/all"
)

type section struct {
	order int
	title string
	run   func(w io.Writer) error
}

var sections []section

// register adds a tour section; smaller order keys print first.
func register(order int, title string, run func(w io.Writer) error) {
	sections = append(sections, section{order, title, run})
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = "usage: tour"

const notes = `The tour reads no input and takes no flags but -h; its sections run fixed,
small instances, so it has no -max-bytes or -max-states.
Exit status: 0 every section passed; 1 a section failed; 2 a flag or an
argument was given, or the output cannot be written, with one line on stderr.`

// run parses the command line and runs the tour; it returns the exit
// status.
func run(args []string, stdout, stderr io.Writer) int {
	c := cli.New("tour", usage, stdout, stderr)
	c.Notes = notes
	if code, done := c.Parse(args); done {
		return code
	}
	if c.Flags.NArg() > 0 {
		return c.Failf("unexpected argument %q (see tour -h)", c.Flags.Arg(0))
	}
	return c.Done(tour(c.Stdout))
}

// pluginOrder is the order key of the first plugin's section; the others
// follow in problems/all's order, before the cross-check's 90.
const pluginOrder = 20

// allSections returns the sections in order: those registered here and one
// per plugin.
func allSections() []section {
	out := slices.Clone(sections)
	for i, p := range all.Plugins() {
		out = append(out, section{pluginOrder + i, p.Name + ": " + p.Title, p.Tour})
	}
	slices.SortStableFunc(out, func(a, b section) int { return a.order - b.order })
	return out
}

// tour runs every section, writing each one's output to w as it ends; it
// stops at the first failed write, as nobody can read the rest.
func tour(w io.Writer) int {
	sections := allSections()
	if _, err := fmt.Fprintln(w, "ripple tour: breadth-first search over implicit graphs"); err != nil {
		return 1
	}
	began := time.Now()
	failed := 0
	for _, s := range sections {
		var buf bytes.Buffer
		start := time.Now()
		err := s.run(&buf)
		fmt.Fprintf(w, "\n== %s (%v)\n", s.title, time.Since(start).Round(time.Millisecond))
		if _, werr := w.Write(buf.Bytes()); werr != nil {
			return 1
		}
		if err != nil {
			failed++
			fmt.Fprintf(w, "FAILED: %v\n", err)
		}
	}
	fmt.Fprintf(w, "\n%d sections, %d failed, %v in all\n", len(sections), failed, time.Since(began).Round(time.Millisecond))
	if failed > 0 {
		return 1
	}
	return 0
}
