// Command tour runs every ripple plugin on built-in data and prints a short
// report. It is the README's first command:
//
//	go run ./examples/tour
//
// Each plugin adds a section in a file of its own, registering it with an
// order key; sections print in that order. The tour exits with status 1 if a
// section fails.
package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"
	"time"
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
	os.Exit(tour(os.Stdout))
}

func tour(w io.Writer) int {
	slices.SortStableFunc(sections, func(a, b section) int { return a.order - b.order })
	fmt.Fprintln(w, "ripple tour: breadth-first search over implicit graphs")
	began := time.Now()
	failed := 0
	for _, s := range sections {
		var buf bytes.Buffer
		start := time.Now()
		err := s.run(&buf)
		fmt.Fprintf(w, "\n== %s (%v)\n", s.title, time.Since(start).Round(time.Millisecond))
		w.Write(buf.Bytes())
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
