package main

import (
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

// TestWriteError: a failed write is exit 2 with one line on stderr.
func TestWriteError(t *testing.T) {
	clitest.CheckFailed(t, clitest.RunTo(t, "", clitest.DevFull(t), time.Minute), "minimal: write /dev/stdout")
}

// runMain runs main and returns what it printed.
func runMain(t *testing.T) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout = w
	defer func() { os.Stdout = stdout }()
	main()
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestREADME keeps the README's program and its output true: the README
// shows main.go verbatim, and the output it quotes is what main prints.
func TestREADME(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "```go\n"+string(src)+"```\n") {
		t.Fatal("README.md must show examples/minimal/main.go verbatim in a go block")
	}
	out := runMain(t)
	m := regexp.MustCompile("prints `([^`]*)`").FindStringSubmatch(string(readme))
	if m == nil {
		t.Fatal("README.md must quote the program's output as: prints `...`")
	}
	if got := strings.TrimSuffix(out, "\n"); got != m[1] {
		t.Fatalf("main prints %q, README.md quotes %q", got, m[1])
	}
}

// TestAnswer checks the printed path move by move, and its length against
// a dynamic programme over 1..100 that is independent of ripple:
// moves(n) = 1 + min(moves(n-1), moves(n/2) when n is even).
func TestAnswer(t *testing.T) {
	moves := make([]int, 101)
	for n := 2; n <= 100; n++ {
		moves[n] = moves[n-1] + 1
		if n%2 == 0 {
			moves[n] = min(moves[n], moves[n/2]+1)
		}
	}
	printed := runMain(t)
	head, list, found := strings.Cut(strings.TrimSuffix(printed, "]\n"), " [")
	if !found {
		t.Fatalf("no path in %q", printed)
	}
	var ok bool
	var length int
	if _, err := fmt.Sscanf(head, "%t %d", &ok, &length); err != nil {
		t.Fatalf("%q: %v", head, err)
	}
	if !ok || length != moves[100] {
		t.Fatalf("found %v, length %d; want true, %d", ok, length, moves[100])
	}
	var path []int
	for _, f := range strings.Fields(list) {
		n, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		path = append(path, n)
	}
	if len(path) != length+1 || path[0] != 1 || path[length] != 100 {
		t.Fatalf("path %v: want %d states from 1 to 100", path, length+1)
	}
	for i := 1; i < len(path); i++ {
		if path[i] != path[i-1]+1 && path[i] != 2*path[i-1] {
			t.Fatalf("move %d: %d to %d", i, path[i-1], path[i])
		}
	}
}

// TestClosedPipe runs the real command with its output a pipe closed by
// its reader: on Unix it dies of SIGPIPE, as Go programs do, with nothing
// on stderr; a full disk stays exit 2 with one line.
func TestClosedPipe(t *testing.T) { clitest.CheckClosedPipe(t) }
