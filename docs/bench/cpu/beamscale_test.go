package main

import (
	"strings"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/docs/bench/internal/cpu"
)

// TestScaleTable: ratios are to the first run of each label, round by
// round, and runs of one label that print different layers are refused.
func TestScaleTable(t *testing.T) {
	rows := []row{
		{Label: "a", Ripple: prog("sweep", "s")},
		{Label: "a", Ripple: prog("beam", "b")},
		{Label: "b", Ripple: prog("beam", "b")},
	}
	res := func(s, b string) map[string][]cpu.Result {
		return map[string][]cpu.Result{
			"s": {{CPU: time.Second, Wall: time.Second, MaxRSS: 1024, Out: []byte(s)}, {CPU: 2 * time.Second, Out: []byte(s)}},
			"b": {{CPU: 10 * time.Second, Wall: time.Second, MaxRSS: 2048, Out: []byte(b)}, {CPU: 40 * time.Second, Out: []byte(b)}},
		}
	}
	var out strings.Builder
	if err := scaleTable(&out, rows, res("0 1\n", "0 1\n")); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	for i, want := range []string{"| a | sweep | 1.50 s | 1.00 s–2.00 s | 1.0× |", "| a | beam | 25.00 s | 10.00 s–40.00 s | 15.0× |", "| b | beam | 25.00 s | 10.00 s–40.00 s | 1.0× |"} {
		if !strings.HasPrefix(lines[2+i], want) {
			t.Errorf("line %d: %q, want the prefix %q", i, lines[2+i], want)
		}
	}
	if err := scaleTable(&out, rows, res("0 1\n", "0 2\n")); err == nil {
		t.Error("runs of one label with different layers pass")
	}
}

func TestLabels(t *testing.T) {
	if got := beamScale(13).Rows[0].Label; got != "4¹³ = 67,108,864" {
		t.Errorf("13 discs: %q", got)
	}
	if got := thousands(1 << 20); got != "1,048,576" {
		t.Errorf("2²⁰: %q", got)
	}
}
