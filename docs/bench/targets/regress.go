package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// The no-regression rows: the engine now against the engine at -baseline
// REF, on workloads that have no hand anchor. Both sides are the program
// of ./regress, a module of its own (so that it can be built against the
// engine of any ref), built once per run: against this checkout, and
// against a copy of REF extracted with git archive into the temporary
// directory. Where the engine at REF predates version one of package
// search's API, the copy is built with the tag ripple_api_v0, which
// selects the adapter of ./regress to the API before (hasAPIV1). Without
// -baseline these rows are left out.

// regressCases are the rows: the ./regress workload, its label, the calls
// per child and whether the child warms up first.
var regressCases = []struct {
	name, label string
	reps        int
	warm        bool
}{
	{"hanoi", "`Sweep`, Towers of Hanoi, 4 pegs, 12 discs (16.7 M states), Neighbors + Indexer", 3, true},
	{"sweep3x4", "3×4 sliding puzzle, every layer (`slidingpuzzle.Enumerate`, 239.5 M states)", 1, false},
	{"korf100", "Korf's 100 15-puzzles, `Puzzle.Solve` (tables built untimed)", 1, false},
	{"wordladder", "word ladder `LadderLength` chaos → order over Knuth's SGB words, 100 calls", 5, true},
}

func regressWorkloads(cfg config) []workload {
	if cfg.baseline == "" {
		return nil
	}
	var ws []workload
	for _, c := range regressCases {
		ws = append(ws, workload{name: "regress-" + c.name, label: c.label, reps: c.reps, sides: []side{
			{key: "ripple", label: "the engine now", cmd: regressCmd(c.name, c.warm, "")},
			{key: "baseline", label: "the engine at " + cfg.baseline, target: 1.1, cmd: regressCmd(c.name, c.warm, cfg.baseline)},
		}})
	}
	return ws
}

// regressCmd returns the command of workload name on the engine at ref
// ("" for this checkout).
func regressCmd(name string, warm bool, ref string) func(string, int, int) ([]string, func(string) (string, float64, error), error) {
	return func(tmp string, scale, reps int) ([]string, func(string) (string, float64, error), error) {
		bin, err := buildRegress(tmp, ref)
		if err != nil {
			return nil, nil, err
		}
		boards, err := filepath.Abs("korf100-boards.txt")
		if err != nil {
			return nil, nil, err
		}
		argv := []string{bin, "-w", name, "-reps", strconv.Itoa(reps), "-boards", boards}
		if warm {
			argv = append(argv, "-warm")
		}
		if scale > 1 {
			argv = append(argv, "-small")
		}
		return argv, parseChild, nil
	}
}

var (
	regressMu    sync.Mutex
	regressBuilt = map[string]string{}
)

// buildRegress builds ./targets/regress against the engine at ref once
// per run and returns the binary.
func buildRegress(tmp, ref string) (string, error) {
	regressMu.Lock()
	defer regressMu.Unlock()
	if bin, ok := regressBuilt[ref]; ok {
		return bin, nil
	}
	src, err := filepath.Abs(filepath.Join("targets", "regress"))
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(filepath.Join(src, "go.mod")); err != nil {
		return "", fmt.Errorf("%v (run from docs/bench: go -C docs/bench run ./targets)", err)
	}
	bin, tags := filepath.Join(tmp, "regress-now"), ""
	if ref != "" {
		bin = filepath.Join(tmp, "regress-base")
		var base string
		if src, base, err = baselineModule(tmp, src, ref); err != nil {
			return "", err
		}
		v1, err := hasAPIV1(base)
		if err != nil {
			return "", err
		}
		if !v1 {
			tags = apiV0Tag
		}
	}
	with := ""
	if tags != "" {
		with = " with -tags " + tags
	}
	fmt.Fprintf(os.Stderr, "targets: building the no-regression program against %s%s\n", or(ref, "this checkout"), with)
	cmd := exec.Command("go", "build", "-tags", tags, "-o", bin, ".")
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build of the no-regression program at %s: %v: %s", or(ref, "this checkout"), err, out)
	}
	regressBuilt[ref] = bin
	return bin, nil
}

// apiV0Tag is the build tag under which ./regress calls package search
// through its API before version one (regress/sweep_v0.go).
const apiV0Tag = "ripple_api_v0"

// hasAPIV1 reports whether the engine in the repository tree root has
// version one of package search's API, by the function that version
// introduced: otherwise ./regress is built with the tag apiV0Tag, which
// selects its adapter to the API before.
func hasAPIV1(root string) (bool, error) {
	files, err := filepath.Glob(filepath.Join(root, "search", "*.go"))
	if err != nil {
		return false, err
	}
	if len(files) == 0 {
		return false, fmt.Errorf("no package search in %s", root)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return false, err
		}
		if bytes.Contains(b, []byte("\nfunc BFSTreeContext[")) {
			return true, nil
		}
	}
	return false, nil
}

// baselineModule extracts the repository at ref into tmp/base and returns
// a copy of the module src whose replace directive points at it, and the
// extracted tree.
func baselineModule(tmp, src, ref string) (mod, base string, err error) {
	root, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		return "", "", fmt.Errorf("git rev-parse: %v", err)
	}
	base = filepath.Join(tmp, "base")
	if err := os.MkdirAll(base, 0o755); err != nil {
		return "", "", err
	}
	archive := exec.Command("sh", "-c", `git -C "$1" archive --format=tar "$2" | tar -x -C "$3"`, "sh", strings.TrimSpace(string(root)), ref, base)
	if out, err := archive.CombinedOutput(); err != nil {
		return "", "", fmt.Errorf("git archive %s: %v: %s", ref, err, out)
	}
	mod = filepath.Join(tmp, "regress-base-src")
	if err := os.MkdirAll(mod, 0o755); err != nil {
		return "", "", err
	}
	entries, err := os.ReadDir(src)
	if err != nil {
		return "", "", err
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		b, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			return "", "", err
		}
		if e.Name() == "go.mod" {
			b = []byte(strings.ReplaceAll(string(b), "=> ../../../..", "=> "+base))
		}
		if err := os.WriteFile(filepath.Join(mod, e.Name()), b, 0o644); err != nil {
			return "", "", err
		}
	}
	return mod, base, nil
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
