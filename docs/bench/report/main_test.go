package main

import (
	"strings"
	"testing"
)

func TestSplice(t *testing.T) {
	t.Run("replaces the block alone", func(t *testing.T) {
		doc := "intro\n<!-- bench:a -->\nold line\n\n| old |\n<!-- /bench:a -->\nprose\n<!-- bench:b -->\nkeep\n<!-- /bench:b -->\n"
		got, err := splice([]byte(doc), "a", "new line\n\n| new |\n")
		if err != nil {
			t.Fatal(err)
		}
		want := "intro\n<!-- bench:a -->\nnew line\n\n| new |\n<!-- /bench:a -->\nprose\n<!-- bench:b -->\nkeep\n<!-- /bench:b -->\n"
		if string(got) != want {
			t.Errorf("got\n%s\nwant\n%s", got, want)
		}
	})
	t.Run("missing, doubled or unclosed blocks are errors", func(t *testing.T) {
		for name, doc := range map[string]string{
			"missing":  "text\n",
			"doubled":  "<!-- bench:a -->\n<!-- /bench:a -->\n<!-- bench:a -->\n<!-- /bench:a -->\n",
			"unclosed": "<!-- bench:a -->\nx\n",
			"other":    "<!-- bench:ab -->\n<!-- /bench:ab -->\n",
		} {
			if _, err := splice([]byte(doc), "a", "x\n"); err == nil {
				t.Errorf("%s: no error", name)
			}
		}
	})
}

func TestCheckBlocks(t *testing.T) {
	var doc strings.Builder
	for _, s := range sections {
		doc.WriteString("<!-- bench:" + s.Name + " -->\n<!-- /bench:" + s.Name + " -->\n")
	}
	if err := checkBlocks([]byte(doc.String()), sections); err != nil {
		t.Errorf("every section once: %v", err)
	}
	if err := checkBlocks([]byte(doc.String()+"<!-- bench:nosuch -->\n<!-- /bench:nosuch -->\n"), sections); err == nil {
		t.Error("an unknown block passes")
	}
	if err := checkBlocks([]byte(""), sections); err == nil {
		t.Error("an empty document passes")
	}
}

func TestCommand(t *testing.T) {
	s := section{Name: "x", Cmd: "run -rounds {rounds} x", Rounds: 5}
	if got := s.command(0); got != "run -rounds 5 x" {
		t.Errorf("default rounds: %q", got)
	}
	if got := s.command(2); got != "run -rounds 2 x" {
		t.Errorf("-rounds 2: %q", got)
	}
}

// TestElsewhere: every section placed outside docs/benchmarks.md exists.
func TestElsewhere(t *testing.T) {
	for name := range elsewhere {
		if _, err := pick([]string{name}); err != nil {
			t.Error(err)
		}
	}
}
