package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
)

// TestHeavyOwnModule builds this program as a user builds it in a module
// of their own, with the go.mod lines that docs/distributed.md gives (the
// README repeats them, and this test holds the two to the same text): in
// a temporary directory beside a link named ripple to this repository, it
// checks that the documented go mod edit commands write exactly the
// documented lines, copies the program (not its tests) into a fresh
// module with those lines, runs go mod tidy, builds it with -mod=readonly
// and compares its output for 6 discs with a map BFS of its own. go mod
// tidy needs the module proxy for what the module cache lacks; with a
// cold build cache, compiling Apache Beam takes minutes.
func TestHeavyOwnModule(t *testing.T) {
	testsize.RequireHeavy(t)
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	commands, lines := documented(t, filepath.Join(root, "docs", "distributed.md"))
	if c, l := documented(t, filepath.Join(root, "README.md")); c != commands || l != lines {
		t.Fatalf("README.md's go.mod lines for ripplebeam differ from docs/distributed.md's:\n%s\n%s\nagainst\n%s\n%s", c, l, commands, lines)
	}
	tmp := t.TempDir()
	if err := os.Symlink(root, filepath.Join(tmp, "ripple")); err != nil {
		t.Fatal(err)
	}
	env := goEnv()

	// The commands write the lines.
	edited := newModule(t, tmp, "edited", env)
	for _, line := range strings.Split(commands, "\n") {
		if f := strings.Fields(line); len(f) > 3 && f[1] == "mod" && f[2] == "edit" {
			goCmd(t, edited, env, f[1:]...)
		}
	}
	user := newModule(t, tmp, "hanoi", env)
	appendFile(t, filepath.Join(user, "go.mod"), "\n"+lines)
	want := requirements(t, user, env)
	if got := requirements(t, edited, env); got != want {
		t.Fatalf("the documented go mod edit commands write\n%s\nthe documented go.mod lines say\n%s", got, want)
	}

	// The program builds and runs from its own module.
	copyProgram(t, ".", user)
	goCmd(t, user, env, "mod", "tidy")
	if got := requirements(t, user, env); got != want {
		t.Fatalf("go mod tidy changed the documented requirements:\n%s\nwant\n%s", got, want)
	}
	bin := filepath.Join(tmp, "hanoi.bin")
	goCmd(t, user, append(env, "GOFLAGS="+goflags()+" -mod=readonly"), "build", "-o", bin, ".")
	var out, errb bytes.Buffer
	cmd := exec.Command(bin, "-discs", "6", "-out", filepath.Join(tmp, "run"))
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil || errb.Len() > 0 {
		t.Fatalf("hanoi -discs 6: %v: %s", err, errb.String())
	}
	var bfs strings.Builder
	for d, c := range layersByStacks(6) {
		fmt.Fprintf(&bfs, "%d %d\n", d, c)
	}
	if out.String() != bfs.String() {
		t.Fatalf("hanoi -discs 6 prints\n%swant, by a map BFS over the pegs,\n%s", out.String(), bfs.String())
	}
}

// documented returns, from the Markdown file doc, the one fenced block
// with the go mod edit command for ripplebeam and the one with the go.mod
// lines that replace it.
func documented(t *testing.T, doc string) (commands, lines string) {
	t.Helper()
	b, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	var blocks []string
	var cur []string
	in := false
	for _, l := range strings.Split(string(b), "\n") {
		switch {
		case strings.HasPrefix(l, "```") && in:
			blocks, cur, in = append(blocks, strings.Join(cur, "\n")+"\n"), nil, false
		case strings.HasPrefix(l, "```"):
			in = true
		case in:
			cur = append(cur, l)
		}
	}
	one := func(what, marker string) string {
		var found []string
		for _, bl := range blocks {
			if strings.Contains(bl, marker) {
				found = append(found, bl)
			}
		}
		if len(found) != 1 {
			t.Fatalf("%s: %d fenced blocks with %s (%q), want 1", doc, len(found), what, marker)
		}
		return found[0]
	}
	return one("the commands", "go mod edit -require=github.com/ripplebfs/ripple/beam@"),
		one("the go.mod lines", "replace github.com/ripplebfs/ripple/beam =>")
}

// goflags is GOFLAGS without any -mod flag: with -mod=mod the go command
// would complete a go.mod that the documented lines leave incomplete.
func goflags() string {
	var keep []string
	for _, f := range strings.Fields(os.Getenv("GOFLAGS")) {
		if !strings.HasPrefix(f, "-mod=") {
			keep = append(keep, f)
		}
	}
	return strings.Join(keep, " ")
}

// goEnv is the environment of the go commands: no workspace, and no -mod
// flag.
func goEnv() []string {
	env := slices.DeleteFunc(os.Environ(), func(kv string) bool {
		return strings.HasPrefix(kv, "GOWORK=") || strings.HasPrefix(kv, "GOFLAGS=")
	})
	return append(env, "GOWORK=off", "GOFLAGS="+goflags())
}

func goCmd(t *testing.T, dir string, env []string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir, cmd.Env = dir, env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
}

// newModule makes the directory tmp/name and runs go mod init there.
func newModule(t *testing.T, tmp, name string, env []string) string {
	t.Helper()
	dir := filepath.Join(tmp, name)
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	goCmd(t, dir, env, "mod", "init", "example.com/"+name)
	return dir
}

// requirements are the ripple modules that the go.mod in dir requires and
// its replacements, one a line.
func requirements(t *testing.T, dir string, env []string) string {
	t.Helper()
	cmd := exec.Command("go", "mod", "edit", "-json")
	cmd.Dir, cmd.Env = dir, env
	b, err := cmd.Output()
	if err != nil {
		t.Fatalf("go mod edit -json in %s: %v", dir, err)
	}
	type mod struct{ Path, Version string }
	var f struct {
		Require []mod
		Replace []struct{ Old, New mod }
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range f.Require {
		if strings.HasPrefix(r.Path, "github.com/ripplebfs/") {
			out = append(out, "require "+r.Path+" "+r.Version)
		}
	}
	for _, r := range f.Replace {
		out = append(out, strings.Join(strings.Fields(fmt.Sprintf("replace %s %s => %s %s", r.Old.Path, r.Old.Version, r.New.Path, r.New.Version)), " "))
	}
	slices.Sort(out)
	return strings.Join(out, "\n")
}

func appendFile(t *testing.T, name, text string) {
	t.Helper()
	f, err := os.OpenFile(name, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(text); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// copyProgram copies the Go files of dir that are not tests into dst.
func copyProgram(t *testing.T, dir, dst string) {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, filepath.Base(n)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// layersByStacks counts the positions of the four-peg Towers of Hanoi
// with n discs by their distance in moves from every disc on the first
// peg, with a map BFS over the pegs as stacks of disc sizes: independent
// of Hanoi's two bits per disc.
func layersByStacks(n int) []int {
	type pegs [4][]int // each peg's discs, bottom first; 0 is the smallest
	var start pegs
	for d := n - 1; d >= 0; d-- {
		start[0] = append(start[0], d)
	}
	seen := map[string]bool{fmt.Sprint(start): true}
	var sizes []int
	for layer := []pegs{start}; len(layer) > 0; {
		sizes = append(sizes, len(layer))
		var next []pegs
		for _, p := range layer {
			for from := range p {
				if len(p[from]) == 0 {
					continue
				}
				d := p[from][len(p[from])-1]
				for to := range p {
					if to == from || len(p[to]) > 0 && p[to][len(p[to])-1] < d {
						continue
					}
					var q pegs
					for i := range p {
						q[i] = slices.Clone(p[i])
					}
					q[from], q[to] = q[from][:len(q[from])-1], append(q[to], d)
					if k := fmt.Sprint(q); !seen[k] {
						seen[k] = true
						next = append(next, q)
					}
				}
			}
		}
		layer = next
	}
	return sizes
}
