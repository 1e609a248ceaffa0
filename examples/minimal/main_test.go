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

	"github.com/stretchr/testify/require"

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
	require.NoError(t, err)
	stdout := os.Stdout
	os.Stdout = w
	defer func() { os.Stdout = stdout }()
	main()
	require.NoError(t, w.Close())
	out, err := io.ReadAll(r)
	require.NoError(t, err)
	return string(out)
}

// TestREADME keeps the README's program and its output true: the README
// shows main.go verbatim, and the output it quotes is what main prints.
func TestREADME(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	src, err := os.ReadFile("main.go")
	require.NoError(t, err)
	require.Contains(t, string(readme), "```go\n"+string(src)+"```\n",
		"README.md must show examples/minimal/main.go verbatim in a go block")
	out := runMain(t)
	m := regexp.MustCompile("prints `([^`]*)`").FindStringSubmatch(string(readme))
	require.NotNil(t, m, "README.md must quote the program's output as: prints `...`")
	require.Equal(t, m[1], strings.TrimSuffix(out, "\n"))
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
	head, list, found := strings.Cut(strings.TrimSuffix(runMain(t), "]\n"), " [")
	require.True(t, found)
	var ok bool
	var length int
	_, err := fmt.Sscanf(head, "%t %d", &ok, &length)
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, moves[100], length)
	var path []int
	for _, f := range strings.Fields(list) {
		n, err := strconv.Atoi(f)
		require.NoError(t, err)
		path = append(path, n)
	}
	require.Len(t, path, length+1)
	require.Equal(t, 1, path[0])
	require.Equal(t, 100, path[length])
	for i := 1; i < len(path); i++ {
		require.True(t, path[i] == path[i-1]+1 || path[i] == 2*path[i-1], "move %d: %d to %d", i, path[i-1], path[i])
	}
}
