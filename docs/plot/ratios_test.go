package main

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeTemp(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "frontier.txt")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const header = "# comment\n#key\tripple_ms\tanchor_ms\tratio\trounds\tbefore\ttarget\tlabel\n"

func TestReadRatios(t *testing.T) {
	p := writeTemp(t, header+
		"a\t1\t2\t0.50\t5\t-\t-\tfirst\n"+
		"b\t3\t1\t3.00\t5\t4.1-4.7\t3\tsecond\n"+
		"\n"+
		"c\t2\t1\t2.00\t5\t2.9\t1.3\tthird\n")
	rows, err := readRatios(p)
	if err != nil {
		t.Fatal(err)
	}
	want := []ratioRow{
		{label: "first", after: 0.5},
		{label: "second", after: 3, beforeLo: 4.1, beforeHi: 4.7, target: 3},
		{label: "third", after: 2, beforeLo: 2.9, beforeHi: 2.9, target: 1.3},
	}
	if len(rows) != len(want) {
		t.Fatalf("got %d rows, want %d: %+v", len(rows), len(want), rows)
	}
	for i := range want {
		if rows[i] != want[i] {
			t.Errorf("row %d: got %+v, want %+v", i, rows[i], want[i])
		}
	}
}

func TestReadRatiosErrors(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"columns", "a\t1\t2\t0.5\n", ":1: 4 tab-separated columns, want at least 8"},
		{"ratio", "a\t1\t2\tx\t5\t-\t-\tl\n", `:1: ratio "x"`},
		{"zero ratio", "a\t1\t2\t0\t5\t-\t-\tl\n", `:1: ratio "0"`},
		{"before", header + "a\t1\t2\t1\t5\t2-x\t-\tl\n", `:3: before "2-x"`},
		{"reversed range", "a\t1\t2\t1\t5\t3-2\t-\tl\n", `:1: before "3-2"`},
		{"target", "a\t1\t2\t1\t5\t-\t-1\tl\n", `:1: target "-1"`},
		{"NaN", "a\t1\t2\tNaN\t5\t-\t-\tl\n", `:1: ratio "NaN"`},
		{"Inf", "a\t1\t2\t1\t5\t1-Inf\t-\tl\n", `:1: before "1-Inf"`},
		{"half range", "a\t1\t2\t1\t5\t1-\t-\tl\n", `:1: before "1-"`},
		{"empty", header, "no workloads"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := readRatios(writeTemp(t, tc.text))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
	if _, err := readRatios(filepath.Join(t.TempDir(), "absent")); err == nil {
		t.Fatal("no error for a missing file")
	}
}

func TestPlotRatios(t *testing.T) {
	p := writeTemp(t, header+"a\t1\t2\t0.50\t5\t-\t-\tfirst\nb\t3\t1\t3.00\t5\t4.1-4.7\t3\tsecond\n")
	for _, ext := range []string{"png", "svg"} {
		out := filepath.Join(t.TempDir(), "chart."+ext)
		if err := plotRatios(p, "title", out); err != nil {
			t.Fatal(err)
		}
		if st, err := os.Stat(out); err != nil || st.Size() == 0 {
			t.Fatalf("%s: %v, %v", ext, st, err)
		}
	}
}

func FuzzReadRatios(f *testing.F) {
	f.Add(header + "b\t3\t1\t3.00\t5\t4.1-4.7\t3\tsecond\n")
	f.Add("a\t1\t2\t1\t5\t-\t-\tl\n")
	f.Fuzz(func(t *testing.T, text string) {
		rows, err := readRatios(writeTemp(t, text))
		if err != nil {
			return
		}
		for _, r := range rows {
			if !(r.after > 0) || math.IsInf(r.after, 0) || !(r.beforeHi >= r.beforeLo) || !(r.target >= 0) {
				t.Fatalf("accepted a bad row %+v from %q", r, text)
			}
		}
	})
}
