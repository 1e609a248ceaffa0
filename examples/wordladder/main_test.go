package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRun(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "words.txt")
	bad := filepath.Join(dir, "bad.txt")
	assert.NoError(t, os.WriteFile(good, []byte("hot\ndot\ndog\nlot\nlog\ncog\nhit\n"), 0o644))
	assert.NoError(t, os.WriteFile(bad, []byte("hot\ndot\ncats\n"), 0o644))
	paste := `beginWord = "hit", endWord = "cog", wordList = ["hot","dot","dog","lot","log","cog"]`
	json := `{"beginWord": "hit", "endWord": "cog", "wordList": ["hot","dot","dog","lot","log","cog"]}`
	tests := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stdout string // exact, if code != 2
		stderr string // substring of the one stderr line, if code == 2
	}{
		{"sgb chaos order", []string{"chaos", "order"}, "", 0,
			"chaos choos shoos shoes shoed shred sired aired airer aider adder odder order\n12 moves\n", ""},
		{"sgb all nodes graph", []string{"-all", "nodes", "graph"}, "", 0,
			"nodes lodes lores lords loads goads grads grade grape graph\nnodes modes moles molds golds goads grads grade grape graph\n2 shortest ladders of 9 moves\n", ""},
		{"sgb no ladder", []string{"pound", "marks"}, "", 1, "no ladder from pound to marks in the SGB list\n", ""},
		{"sgb no ladder all", []string{"-all", "pound", "marks"}, "", 1, "no ladder from pound to marks in the SGB list\n", ""},
		{"same word", []string{"words", "words"}, "", 0, "words\n0 moves\n", ""},
		{"one move", []string{"-dict", good, "hot", "dot"}, "", 0, "hot dot\n1 move\n", ""},
		{"dict file all", []string{"-dict", good, "-all", "hit", "cog"}, "", 0,
			"hit hot dot dog cog\nhit hot lot log cog\n2 shortest ladders of 4 moves\n", ""},
		{"missing word", []string{"xyzzy", "order"}, "", 2, "", `wordladder: "xyzzy" is not in the dictionary (the SGB list: 5757 words of 5 letters)`},
		{"wrong length", []string{"chaos", "orders"}, "", 2, "", `"orders" is not in the dictionary`},
		{"uppercase", []string{"CHAOS", "order"}, "", 2, "", `"CHAOS" is not in the dictionary`},
		{"one argument", []string{"chaos"}, "", 2, "", "want two words, FROM and TO, got 1 arguments"},
		{"unknown flag", []string{"-x", "a", "b"}, "", 2, "", "flag provided but not defined: -x"},
		{"help", []string{"-h"}, "", 2, "", "usage: wordladder"},
		{"bad dict", []string{"-dict", bad, "hot", "dot"}, "", 2, "",
			`bad.txt: line 3: word "cats": has 4 letters, but the first word, "hot" on line 1, has 3`},
		{"absent dict", []string{"-dict", filepath.Join(dir, "nope"), "hot", "dot"}, "", 2, "", "no such file"},
		{"json 127", []string{"-json"}, json, 0, "5\n", ""},
		{"json 126", []string{"-json", "-all"}, json, 0, `[["hit","hot","dot","dog","cog"],["hit","hot","lot","log","cog"]]` + "\n", ""},
		{"pasted 127", []string{"-json"}, paste, 0, "5\n", ""},
		{"pasted Input: line", []string{"-json", "-all"}, "  Input: " + paste + "\n", 0, `[["hit","hot","dot","dog","cog"],["hit","hot","lot","log","cog"]]` + "\n", ""},
		{"pasted 126 none", []string{"-json", "-all"}, strings.Replace(paste, `,"cog"]`, `]`, 1), 0, "[]\n", ""},
		{"json bad", []string{"-json"}, `{"beginWord": "hit"`, 2, "", "bad LeetCode input"},
		{"json missing field", []string{"-json"}, `{"beginWord": "hit", "endWord": "cog"}`, 2, "", "want beginWord, endWord and wordList"},
		{"json unknown field", []string{"-json"}, `{"begin": "hit"}`, 2, "", "unknown field"},
		{"json with args", []string{"-json", "a"}, json, 2, "", "takes no arguments"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr strings.Builder
			code := run(tc.args, strings.NewReader(tc.stdin), &stdout, &stderr)
			assert.Equal(t, tc.code, code)
			if tc.code == 2 {
				assert.Empty(t, stdout.String())
				assert.Contains(t, stderr.String(), tc.stderr)
				assert.Equal(t, 1, strings.Count(stderr.String(), "\n"), "one line on stderr: %q", stderr.String())
				assert.True(t, strings.HasPrefix(stderr.String(), "wordladder: ") || strings.HasPrefix(stderr.String(), "usage: "))
				return
			}
			assert.Equal(t, tc.stdout, stdout.String())
			assert.Empty(t, stderr.String())
		})
	}
}
