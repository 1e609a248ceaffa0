// Command memory prints, as a Markdown table, the peak resident set of
// each search of package search run in a process of its own over an
// Indexer whose index space is far larger than what the search reaches:
// the figures TestPeakRSSFollowsWhatIsReached logs (Linux: it reads
// VmHWM). Run from anywhere inside the repository:
//
//	go -C docs/bench run ./memory
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"

	"github.com/ripplebfs/ripple/docs/bench/internal/cpu"
)

func main() {
	root, err := cpu.Root()
	if err != nil {
		fmt.Fprintln(os.Stderr, "memory:", err)
		os.Exit(1)
	}
	// Each test runs half of the searches; the heavy one, the other half.
	cmd := exec.Command("go", "test", "-count=1", "-run", "^(TestPeakRSSFollowsWhatIsReached|TestHeavyPeakRSSFollowsWhatIsReached)$", "-v", "./search")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "RIPPLE_HEAVY=1")
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		os.Stderr.Write(out.Bytes())
		fmt.Fprintln(os.Stderr, "memory: the test failed:", err)
		os.Exit(1)
	}
	type row struct{ search, frontier, rss string }
	var rows []row
	var current string
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if name, ok := strings.CutPrefix(line, "=== RUN   "); ok {
			_, current, _ = strings.Cut(name, "PeakRSSFollowsWhatIsReached/")
		} else if _, rss, ok := strings.Cut(line, "peak RSS "); ok && current != "" {
			s, f, _ := strings.Cut(current, "/")
			rows = append(rows, row{s, strings.TrimPrefix(f, "frontier="), rss})
		}
	}
	if len(rows) == 0 {
		fmt.Fprintln(os.Stderr, "memory: the test logged no peak RSS (not Linux?)")
		os.Exit(1)
	}
	sort.Slice(rows, func(i, j int) bool {
		return rows[i].search+rows[i].frontier < rows[j].search+rows[j].frontier
	})
	fmt.Println("| search | over | with `FrontierNeighbors` | peak RSS |")
	fmt.Println("|---|---|---|---:|")
	for _, r := range rows {
		over := "`Len()` 2³⁰, 100,000 states reached"
		name := r.search
		if s, ok := strings.CutPrefix(name, "limit-"); ok {
			name, over = s, "`Len()` 2³¹−1, `MaxStates` 1000"
		}
		fmt.Printf("| `%s` | %s | %s | %s |\n", name, over, map[string]string{"true": "yes", "false": "no"}[r.frontier], r.rss)
	}
}
