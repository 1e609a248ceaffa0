// Command testtime measures the CPU time (user + system of the go
// command and everything it starts) of the repository's test suite with
// a warm build cache, and prints a Markdown table. Run from anywhere
// inside the repository:
//
//	go -C docs/bench run ./testtime [-rounds N]
//
// It first runs go test -short once to warm the build cache, then, in
// each of N interleaved rounds, go test -count=1 with -run NONE (the go
// command and the linking of every test binary, no test), with -short
// and with neither, at the root.
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"

	"github.com/ripplebfs/ripple/docs/bench/internal/cpu"
)

func main() {
	rounds := flag.Int("rounds", 3, "interleaved rounds")
	flag.Parse()
	root, err := cpu.Root()
	if err != nil {
		fmt.Fprintln(os.Stderr, "testtime:", err)
		os.Exit(1)
	}
	runs := []struct{ label, cmd string }{
		{"`go test -count=1 -run NONE ./...` (build and link only)", "-run NONE"},
		{"`go test -short -count=1 ./...`", "-short"},
		{"`go test -count=1 ./...`", ""},
	}
	var jobs []cpu.Job
	for _, r := range runs {
		argv := []string{"go", "test", "-count=1"}
		switch r.cmd {
		case "-run NONE":
			argv = append(argv, "-run", "NONE")
		case "-short":
			argv = append(argv, "-short")
		}
		jobs = append(jobs, cpu.Job{Name: r.label, Argv: append(argv, "./...")})
	}
	logf := func(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }
	logf("# warm-up: go test -short -count=1 ./...")
	if _, err := cpu.Run(root, jobs[1]); err != nil {
		fmt.Fprintln(os.Stderr, "testtime:", err)
		os.Exit(1)
	}
	res, err := cpu.Rounds(root, max(1, *rounds), jobs, logf)
	if err != nil {
		fmt.Fprintln(os.Stderr, "testtime:", err)
		os.Exit(1)
	}
	fmt.Println("| run | CPU s, median | CPU range | wall s, median |")
	fmt.Println("|---|---:|---:|---:|")
	for _, j := range jobs {
		var c, w []float64
		for _, x := range res[j.Name] {
			c = append(c, x.CPU.Seconds())
			w = append(w, x.Wall.Seconds())
		}
		fmt.Printf("| %s | %.1f | %.1f–%.1f | %.1f |\n", j.Name, cpu.Median(c), slices.Min(c), slices.Max(c), cpu.Median(w))
	}
}
