package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// plan lists every workload that cfg runs, in table order.
func plan(cfg config) []workload {
	scale := 1
	if cfg.smoke {
		scale = 10
	}
	ws := workloads(scale)
	for _, name := range memSearches {
		ws = append(ws, workload{name: "mem-" + name, label: "memory: 100,000 states reached of an Indexer of `Len()` 2³⁰", mem: true, sides: []side{
			{key: "ripple", label: memLabel(name), target: 1},
		}})
	}
	if !cfg.quick {
		ws = append(ws, regressWorkloads(cfg)...)
	}
	return ws
}

// A measure is one child's report: its answer and its figure (the median
// milliseconds of its calls, or for a memory row its peak RSS in bytes).
type measure struct {
	answer string
	value  float64
}

// A runner runs one side once.
type runner func() (measure, error)

func run(cfg config, ws []workload) error {
	tmp, err := os.MkdirTemp("", "targets-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	rawPath := cfg.raw
	if rawPath == "" {
		rawPath = filepath.Join(os.TempDir(), "targets-raw-"+time.Now().UTC().Format("20060102-150405")+".txt")
	}
	raw, err := os.Create(rawPath)
	if err != nil {
		return err
	}
	defer raw.Close()
	fmt.Fprintln(os.Stderr, "targets: raw rounds in", rawPath)
	scale := 1
	if cfg.smoke {
		scale = 10
	}
	fmt.Fprintf(raw, "# targets %s, %d rounds, scale 1/%d, %s, load %s\n", strings.Join(os.Args[1:], " "), cfg.rounds, scale, time.Now().UTC().Format(time.RFC3339), loadAvg())
	fmt.Fprintln(raw, "# round\tworkload\tside\tanswer\tvalue (median ms of the calls; bytes for mem-*)")
	units := make([][]unit, len(ws))
	for i, w := range ws {
		us, err := prepareUnits(cfg, tmp, w, scale)
		if err != nil {
			return err
		}
		units[i] = us
	}
	res := make([][][]measure, len(ws)) // res[workload][side][round]
	for i := range ws {
		res[i] = make([][]measure, len(ws[i].sides))
	}
	for round := range cfg.rounds {
		fmt.Fprintf(os.Stderr, "targets: round %d of %d, load %s\n", round+1, cfg.rounds, loadAvg())
		for i, w := range ws {
			n := len(units[i])
			for k := range n {
				u := units[i][(k+round)%n]
				ms, err := u.run()
				if err != nil {
					return fmt.Errorf("%s/%s: %v", w.name, w.sides[u.sides[0]].key, err)
				}
				for x, j := range u.sides {
					fmt.Fprintf(raw, "%d\t%s\t%s\t%s\t%g\n", round+1, w.name, w.sides[j].key, ms[x].answer, ms[x].value)
					res[i][j] = append(res[i][j], ms[x])
				}
			}
			if err := sameAnswers(w, res[i]); err != nil {
				return err
			}
		}
	}
	if err := raw.Close(); err != nil {
		return err
	}
	return printTable(os.Stdout, ws, res)
}

// sameAnswers checks that every side of w gave ripple's first answer in
// every round so far.
func sameAnswers(w workload, res [][]measure) error {
	want := res[0][0].answer
	if w.mem && want != memReference(strings.TrimPrefix(w.name, "mem-")) {
		return fmt.Errorf("%s: ripple answered %q, the reference %q", w.name, want, memReference(strings.TrimPrefix(w.name, "mem-")))
	}
	for j, ms := range res {
		for _, m := range ms {
			if m.answer != want {
				return fmt.Errorf("%s: %s answered %q, ripple %q", w.name, w.sides[j].key, m.answer, want)
			}
		}
	}
	return nil
}

// A unit is one child process of a round: the Go sides of a workload
// together, or one external side. run returns one measure per side, in
// the order of sides (indices into the workload's sides).
type unit struct {
	sides []int
	run   func() ([]measure, error)
}

// prepareUnits returns the units of w: one for all its Go sides, which
// then run in the same process, call by call in turn, and one per
// external program.
func prepareUnits(cfg config, tmp string, w workload, scale int) ([]unit, error) {
	var us []unit
	var goSides []int
	for j, s := range w.sides {
		if s.goSetup != nil && !w.mem {
			goSides = append(goSides, j)
			continue
		}
		r, err := prepare(cfg, tmp, w, s, scale)
		if err != nil {
			return nil, fmt.Errorf("%s/%s: %v", w.name, s.key, err)
		}
		us = append(us, unit{[]int{j}, func() ([]measure, error) {
			m, err := r()
			return []measure{m}, err
		}})
	}
	if len(goSides) > 0 {
		r, err := prepare(cfg, tmp, w, side{key: goSidesKey}, scale)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", w.name, err)
		}
		us = append([]unit{{goSides, func() ([]measure, error) {
			m, err := r()
			if err != nil {
				return nil, err
			}
			return splitGoSides(m, len(goSides))
		}}}, us...)
	}
	return us, nil
}

// goSidesKey is the -side of a child that runs every Go side of its
// workload.
const goSidesKey = "go"

// splitGoSides splits the report of a goSidesKey child, whose answer and
// value fields hold one entry per side, separated by ";".
func splitGoSides(m measure, n int) ([]measure, error) {
	as := strings.Split(m.answer, ";")
	if len(as) != 2*n {
		return nil, fmt.Errorf("child reported %q for %d sides", m.answer, n)
	}
	ms := make([]measure, n)
	for x := range ms {
		v, err := strconv.ParseFloat(as[2*x+1], 64)
		if err != nil {
			return nil, err
		}
		ms[x] = measure{as[2*x], v}
	}
	return ms, nil
}

// prepare returns the runner of side s of w.
func prepare(cfg config, tmp string, w workload, s side, scale int) (runner, error) {
	reps := w.reps
	if cfg.smoke || reps < 1 {
		reps = 1
	}
	var argv []string
	parse := parseChild
	switch {
	case s.cmd != nil:
		var err error
		argv, parse, err = s.cmd(tmp, scale, reps)
		if err != nil {
			return nil, err
		}
	default:
		exe, err := os.Executable()
		if err != nil {
			return nil, err
		}
		argv = []string{exe, "-child", w.name, "-side", s.key, "-reps", strconv.Itoa(reps), "-scale", strconv.Itoa(scale)}
	}
	return func() (measure, error) {
		cmd := exec.Command(argv[0], argv[1:]...)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			return measure{}, fmt.Errorf("%v: %s", err, strings.TrimSpace(errb.String()))
		}
		a, v, err := parse(out.String())
		return measure{a, v}, err
	}, nil
}

// parseChild reads a child's report, "answer<TAB>value".
func parseChild(out string) (string, float64, error) {
	a, v, ok := strings.Cut(strings.TrimSpace(out), "\t")
	if !ok {
		return "", 0, fmt.Errorf("child printed %q", out)
	}
	f, err := strconv.ParseFloat(v, 64)
	return a, f, err
}

// runChild runs side of workload name in this process and prints its
// report.
func runChild(name, sideKey string, reps, scale int) error {
	if search, ok := strings.CutPrefix(name, "mem-"); ok {
		a, err := runMemSearch(search)
		if err != nil {
			return err
		}
		peak, err := peakRSS()
		if err != nil {
			return err
		}
		fmt.Printf("%s\t%d\n", a, peak)
		return nil
	}
	for _, w := range workloads(scale) {
		if w.name != name {
			continue
		}
		if sideKey == goSidesKey {
			return runGoSides(w, reps, scale)
		}
		for _, s := range w.sides {
			if s.key == sideKey && s.goSetup != nil {
				a, ms, err := timeCalls(s.goSetup(scale), reps)
				if err != nil {
					return err
				}
				fmt.Printf("%s\t%g\n", a, ms)
				return nil
			}
		}
	}
	return fmt.Errorf("no Go side %q of workload %q", sideKey, name)
}

// timeCalls runs c once to warm up, then reps times in process CPU time,
// and returns the answer and the median milliseconds of a call.
func timeCalls(c call, reps int) (string, float64, error) {
	want := c()()
	ms := make([]float64, reps)
	for i := range ms {
		t0 := cpuTime()
		fin := c()
		ms[i] = float64(cpuTime()-t0) / 1e6
		if a := fin(); a != want {
			return "", 0, fmt.Errorf("call %d answered %q, the first %q", i+1, a, want)
		}
	}
	return want, median(ms), nil
}

// runGoSides runs every Go side of w in this process: each makes its
// input, runs once to warm up, then the sides take turns, one timed call
// each, reps times, the first side changing from turn to turn. The heap
// is collected once before the turns, as testing.B does: a collection
// before every call charged its aftermath to the call after it, which
// made a 0.5 ms call of ripple's take several times as long. It prints "answer;ms;answer;ms..." and a tab, the
// median of each side's calls in milliseconds.
func runGoSides(w workload, reps, scale int) error {
	var calls []call
	var wants []string
	for _, s := range w.sides {
		if s.goSetup != nil {
			c := s.goSetup(scale)
			calls, wants = append(calls, c), append(wants, c()())
		}
	}
	ms := make([][]float64, len(calls))
	runtime.GC() // once, as testing.B does: a collection per call would charge its aftermath to short calls
	for r := range reps {
		for k := range calls {
			x := (k + r) % len(calls)
			t0 := cpuTime()
			fin := calls[x]()
			ms[x] = append(ms[x], float64(cpuTime()-t0)/1e6)
			if a := fin(); a != wants[x] {
				return fmt.Errorf("call %d answered %q, the first %q", r+1, a, wants[x])
			}
		}
	}
	var out []string
	for x := range calls {
		out = append(out, wants[x], strconv.FormatFloat(median(ms[x]), 'g', -1, 64))
	}
	fmt.Printf("%s\t0\n", strings.Join(out, ";"))
	return nil
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// compileCPP compiles the C++ program src of docs/bench with g++ -O2 into
// tmp, once per run.
var compiled sync.Map

func compileCPP(tmp, src string) (string, error) {
	if bin, ok := compiled.Load(src); ok {
		return bin.(string), nil
	}
	if _, err := os.Stat(src); err != nil {
		return "", fmt.Errorf("%v (run from docs/bench: go -C docs/bench run ./targets)", err)
	}
	bin := filepath.Join(tmp, strings.TrimSuffix(src, ".cpp"))
	fmt.Fprintln(os.Stderr, "targets: g++ -O2", src)
	out, err := exec.Command("g++", "-O2", "-std=c++17", "-o", bin, src).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("g++ %s: %v: %s", src, err, out)
	}
	compiled.Store(src, bin)
	return bin, nil
}

// loadAvg returns the first three fields of /proc/loadavg, or "?".
func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "?"
}
