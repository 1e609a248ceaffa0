//go:build unix

package web_test

import (
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

// TestHeavyOwnModule runs examples/jugs as a user runs a page of their
// own: in a temporary directory outside the repository, beside a link
// named ripple to it, a fresh module gets the go.mod lines of the README's
// "Use it in your module" (its go mod edit command, then go mod tidy,
// which must leave exactly the documented require and replace lines),
// and jugs's main.go; go run . there serves the page, whose engine go
// build compiles from that module, and headless chromium, through the
// DevTools protocol, must show the answer 6 and the layers 1 2 3 2 2 2 2 2
// for ?puzzle=jugs. go mod tidy needs the module proxy for what the module
// cache lacks (the checksums of ripple's own requirements); building the
// program and its engine takes seconds of CPU, hence the heavy tier.
func TestHeavyOwnModule(t *testing.T) {
	testsize.RequireHeavy(t)
	commands, lines := documented(t)
	tmp := t.TempDir()
	if err := os.Symlink(repo, filepath.Join(tmp, "ripple")); err != nil {
		t.Fatal(err)
	}
	env := goEnv()
	user := filepath.Join(tmp, "jugs")
	if err := os.Mkdir(user, 0o755); err != nil {
		t.Fatal(err)
	}
	goCmd(t, user, env, "mod", "init", "example.com/jugs")
	src, err := os.ReadFile(filepath.Join(repo, "examples", "jugs", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(user, "main.go"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range commands {
		goCmd(t, user, env, strings.Fields(c)[1:]...)
	}
	if got := requirements(t, user, env); got != lines {
		t.Fatalf("after the README's commands, go.mod holds\n%s\nwant the README's lines\n%s", got, lines)
	}
	srv, err := startServer(user, ".", env)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := srv.stop(); err != nil {
			t.Error(err)
		}
	}()
	shot(t, checkJugs(t, srv.url), "web-jugs-own-module.png")
}

// documented returns, from the README's "Use it in your module", the go
// commands that point a module at a clone of ripple (the one fenced block
// with such a go mod edit command and no other module), and the require
// and replace lines it says they write (the one block with such a replace
// line and no other module), sorted as requirements lists them.
func documented(t *testing.T) (commands []string, lines string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repo, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var blocks [][]string
	var cur []string
	in := false
	for _, l := range strings.Split(string(b), "\n") {
		switch {
		case strings.HasPrefix(l, "```") && in:
			blocks, cur, in = append(blocks, cur), nil, false
		case strings.HasPrefix(l, "```"):
			in = true
		case in:
			cur = append(cur, l)
		}
	}
	one := func(marker string) []string {
		var found [][]string
		for _, bl := range blocks {
			text := strings.Join(bl, "\n")
			if strings.Contains(text, marker) && !strings.Contains(text, "ripple/beam") {
				found = append(found, bl)
			}
		}
		if len(found) != 1 {
			t.Fatalf("README.md: %d fenced blocks with %q and no other module, want 1", len(found), marker)
		}
		return found[0]
	}
	for _, l := range one("go mod edit -require=github.com/ripplebfs/ripple@") {
		if strings.HasPrefix(l, "go ") {
			commands = append(commands, l)
		}
	}
	var reqs []string
	for _, l := range one("replace github.com/ripplebfs/ripple =>") {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			reqs = append(reqs, l)
		}
	}
	slices.Sort(reqs)
	return commands, strings.Join(reqs, "\n")
}

// goEnv is the environment of the go commands: no workspace, and no -mod
// flag, with which the go command would complete a go.mod that the
// documented lines leave incomplete.
func goEnv() []string {
	var flags []string
	for _, f := range strings.Fields(os.Getenv("GOFLAGS")) {
		if !strings.HasPrefix(f, "-mod=") {
			flags = append(flags, f)
		}
	}
	env := slices.DeleteFunc(os.Environ(), func(kv string) bool {
		return strings.HasPrefix(kv, "GOWORK=") || strings.HasPrefix(kv, "GOFLAGS=")
	})
	return append(env, "GOWORK=off", "GOFLAGS="+strings.Join(flags, " "))
}

func goCmd(t *testing.T, dir string, env []string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir, cmd.Env = dir, env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
}

// requirements are the requirements and replacements of the go.mod in dir,
// one a line, sorted.
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
		out = append(out, "require "+r.Path+" "+r.Version)
	}
	for _, r := range f.Replace {
		out = append(out, strings.Join(strings.Fields(fmt.Sprintf("replace %s %s => %s %s", r.Old.Path, r.Old.Version, r.New.Path, r.New.Version)), " "))
	}
	slices.Sort(out)
	return strings.Join(out, "\n")
}
