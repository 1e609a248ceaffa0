package slidingpuzzle_test

import (
	"bufio"
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
)

// korf100 holds Korf's 100 instances; origin in the file's header.
//
//go:embed testdata/korf100.txt
var korf100 []byte

func parseKorf100(t testing.TB) []korfInstance {
	var out []korfInstance
	sc := bufio.NewScanner(bytes.NewReader(korf100))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 18 {
			t.Fatalf("%v: length %d, want %d: %v", line, len(f), 18, f)
		}
		var v [18]int
		for i, x := range f {
			n, err := strconv.Atoi(x)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			v[i] = n
		}
		out = append(out, korfInstance{N: v[0], Optimal: v[1], Tiles: v[2:]})
	}
	return out
}

// TestKorfHundredData checks the benchmark's data: 100 valid, solvable
// instances whose published lengths sum to 5,305 (Korf, 1985), the first
// ten equal to the separately sourced JSON file.
func TestKorfHundredData(t *testing.T) {
	all := parseKorf100(t)
	if len(all) != 100 {
		t.Fatalf("length %d, want %d: %v", len(all), 100, all)
	}
	sum := 0
	for i, in := range all {
		if want, got := i+1, in.N; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		sum += in.Optimal
		p, s, err := sp.FromBoard(korfBoard(in.Tiles))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if !p.Solvable(s) {
			t.Errorf("instance %d", in.N)
		}
	}
	if want, got := 5305, sum; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	var first struct {
		Instances []korfInstance `json:"instances"`
	}
	if err := json.Unmarshal(korfFirstTen, &first); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := first.Instances, all[:10]; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// BenchmarkKorf100 solves Korf's 100 instances with the pattern-database
// IDA* of Puzzle.Solve (through FifteenIDA, which also returns the
// expansions), table build included, and checks every length. With
// KORF_GENERIC=1 it runs search.IDAStarContext with Puzzle.Heuristic
// instead, the same search through the generic engine. Per-instance lines go to stderr:
//
//	go test ./problems/slidingpuzzle -run '^$' -bench 'Korf100$' -benchtime 1x -timeout 2h
//
// With KORF=a-b only instances a..b run.
func BenchmarkKorf100(b *testing.B) {
	all := korfRange(b)
	b.ReportAllocs()
	for b.Loop() {
		wall0, cpu0 := time.Now(), cpuTime()
		sp.FifteenHeuristic(sp.MustNew(4, 4).Goal()) // build the tables
		build, buildCPU := time.Since(wall0), cpuTime()-cpu0
		fmt.Fprintf(os.Stderr, "build %.2fs wall %.2fs cpu, maxrss %d MiB\n", build.Seconds(), buildCPU.Seconds(), maxRSS()>>20)
		var expanded int
		for _, in := range all {
			p, s, err := sp.FromBoard(korfBoard(in.Tiles))
			if err != nil {
				b.Fatalf("unexpected error: %v", err)
			}
			goal := p.Goal()
			w, c := time.Now(), cpuTime()
			var path []sp.State
			var exp int
			if os.Getenv("KORF_GENERIC") != "" {
				path, _, exp, err = idaStarExpanded(context.Background(), p, sp.FifteenHeuristic, func(x sp.State) bool { return x == goal }, s)
				if err != nil {
					b.Fatalf("unexpected error: %v", err)
				}
			} else {
				path, exp = sp.FifteenIDA(s)
			}
			if len(path) != in.Optimal+1 {
				b.Fatalf("instance %d: length %d, want %d: %v", in.N, len(path), in.Optimal+1, path)
			}
			expanded += exp
			fmt.Fprintf(os.Stderr, "korf %d len %d expanded %d wall %.3fs cpu %.3fs\n",
				in.N, in.Optimal, exp, time.Since(w).Seconds(), (cpuTime() - c).Seconds())
		}
		wall, cpu := time.Since(wall0), cpuTime()-cpu0
		fmt.Fprintf(os.Stderr, "total %d instances wall %.1fs cpu %.1fs expanded %d maxrss %d MiB\n", len(all), wall.Seconds(), cpu.Seconds(), expanded, maxRSS()>>20)
		b.ReportMetric(wall.Seconds(), "wall-s")
		b.ReportMetric(cpu.Seconds(), "cpu-s")
		b.ReportMetric(float64(maxRSS()>>20), "maxrss-MiB")
	}
}

// BenchmarkKorf100Solve is the 15-puzzle's headline figure: Korf's 100 instances
// solved by Puzzle.Solve on GOMAXPROCS goroutines (each takes the next
// instance), table build included (the first calls build the tables, the
// others wait for them), every path replayed and its length checked. The
// tables are built once per process, so run it alone, once, in a fresh
// process:
//
//	go test ./problems/slidingpuzzle -run '^$' -bench 'Korf100Solve' -benchtime 1x -timeout 1h
func BenchmarkKorf100Solve(b *testing.B) {
	all := korfRange(b)
	b.ReportAllocs()
	for b.Loop() {
		wall0, cpu0 := time.Now(), cpuTime()
		paths := make([][]sp.State, len(all))
		var next atomic.Int64
		var wg sync.WaitGroup
		for range runtime.GOMAXPROCS(0) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := int(next.Add(1)) - 1; i < len(all); i = int(next.Add(1)) - 1 {
					p, s, err := sp.FromBoard(korfBoard(all[i].Tiles))
					if err != nil {
						panic(err)
					}
					w := time.Now()
					paths[i], _ = p.Solve(s)
					fmt.Fprintf(os.Stderr, "korf %d len %d wall %.3fs since start %.1fs\n", all[i].N, len(paths[i])-1, time.Since(w).Seconds(), time.Since(wall0).Seconds())
				}
			}()
		}
		wg.Wait()
		wall, cpu := time.Since(wall0), cpuTime()-cpu0
		fmt.Fprintf(os.Stderr, "total %d instances, %d goroutines: wall %.1fs cpu %.1fs maxrss %d MiB\n", len(all), runtime.GOMAXPROCS(0), wall.Seconds(), cpu.Seconds(), maxRSS()>>20)
		p := sp.MustNew(4, 4)
		for i, in := range all {
			_, s, err := sp.FromBoard(korfBoard(in.Tiles))
			if err != nil {
				b.Fatalf("unexpected error: %v", err)
			}
			if v := paths[i]; len(v) != in.Optimal+1 {
				b.Fatalf("instance %d: length %d, want %d: %v", in.N, len(v), in.Optimal+1, v)
			}
			if want, got := s, paths[i][0]; !reflect.DeepEqual(want, got) {
				b.Fatalf("instance %d: got %#v, want %#v", in.N, got, want)
			}
			if want, got := p.Goal(), paths[i][len(paths[i])-1]; !reflect.DeepEqual(want, got) {
				b.Fatalf("instance %d: got %#v, want %#v", in.N, got, want)
			}
			for j := 1; j < len(paths[i]); j++ {
				ok := false
				p.Neighbors(paths[i][j-1], func(x sp.State) bool { ok = ok || x == paths[i][j]; return !ok })
				if !ok {
					b.Fatalf("instance %d: move %d is not a move", in.N, j)
				}
			}
		}
		b.ReportMetric(wall.Seconds(), "wall-s")
		b.ReportMetric(cpu.Seconds(), "cpu-s")
		b.ReportMetric(float64(maxRSS()>>20), "maxrss-MiB")
	}
}

func korfRange(b *testing.B) []korfInstance {
	all := parseKorf100(b)
	if r := os.Getenv("KORF"); r != "" {
		var lo, hi int
		_, err := fmt.Sscanf(r, "%d-%d", &lo, &hi)
		if err != nil {
			b.Fatalf("unexpected error: %v", err)
		}
		all = all[lo-1 : hi]
	}
	return all
}

// handManhattan is the baseline: a textbook IDA* with Manhattan distance
// on a 16-cell array, written by hand (no engine, no tables), updating h
// incrementally and never undoing the last move. It gives up once
// expired reports true (asked every 2^20 expansions) and returns -1.
func handManhattan(tiles [16]int8, expired func() bool) (length int, expanded int64) {
	var blank int
	md := func(t int8, c int) int {
		g := int(t) - 1
		return abs(c/4-g/4) + abs(c%4-g%4)
	}
	h := 0
	for c, t := range tiles {
		if t == 0 {
			blank = c
		} else {
			h += md(t, c)
		}
	}
	var dfs func(g, h, bound, prev int) (found bool, next int)
	timedOut := false
	dfs = func(g, h, bound, prev int) (bool, int) {
		if g+h > bound {
			return false, g + h
		}
		if h == 0 {
			return true, 0
		}
		expanded++
		if expanded&(1<<20-1) == 0 && expired() {
			timedOut = true
			return false, 1 << 30
		}
		next := 1 << 30
		for _, d := range [4]int{-4, 4, -1, 1} {
			to := blank + d
			if to < 0 || to >= 16 || (d == -1 && blank%4 == 0) || (d == 1 && blank%4 == 3) || to == prev {
				continue
			}
			t := tiles[to]
			nh := h - md(t, to) + md(t, blank)
			tiles[blank], tiles[to] = t, 0
			old := blank
			blank = to
			found, n := dfs(g+1, nh, bound, old)
			blank = old
			tiles[to], tiles[blank] = t, 0
			if found {
				return true, 0
			}
			if timedOut {
				return false, 1 << 30
			}
			next = min(next, n)
		}
		return false, next
	}
	for bound := h; ; {
		found, next := dfs(0, h, bound, -1)
		if found {
			return bound, expanded
		}
		if timedOut {
			return -1, expanded
		}
		bound = next
	}
}

// BenchmarkKorf100Manhattan runs the hand-written baseline on the same
// instances, one minute of CPU each at most (process CPU time, so that
// other processes' load on a shared machine does not decide which
// instances finish):
//
//	go test ./problems/slidingpuzzle -run '^$' -bench 'Korf100Manhattan' -benchtime 1x -timeout 3h
func BenchmarkKorf100Manhattan(b *testing.B) {
	all := korfRange(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, in := range all {
			board := korfBoard(in.Tiles)
			var tiles [16]int8
			for c := range 16 {
				tiles[c] = int8(board[c/4][c%4])
			}
			w, c := time.Now(), cpuTime()
			n, exp := handManhattan(tiles, func() bool { return cpuTime()-c > time.Minute })
			if n >= 0 {
				if want, got := in.Optimal, n; !reflect.DeepEqual(want, got) {
					b.Fatalf("instance %d: got %#v, want %#v", in.N, got, want)
				}
			}
			fmt.Fprintf(os.Stderr, "manhattan %d len %d got %d expanded %d wall %.3fs cpu %.3fs\n",
				in.N, in.Optimal, n, exp, time.Since(w).Seconds(), (cpuTime() - c).Seconds())
		}
	}
}
