package cpu

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		xs   []float64
		want float64
	}{{nil, 0}, {[]float64{3}, 3}, {[]float64{3, 1, 2}, 2}, {[]float64{4, 1, 3, 2}, 2.5}} {
		if got := Median(c.xs); got != c.want {
			t.Errorf("Median(%v) = %v, want %v", c.xs, got, c.want)
		}
	}
}

func TestRoundsAlternateAndCheckExit(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("uses sh")
	}
	dir := t.TempDir()
	log := filepath.Join(dir, "log")
	job := func(name string, exit int) Job {
		return Job{Name: name, Argv: []string{"sh", "-c", "echo " + name + " >> " + log + "; exit " + string(rune('0'+exit))}, Exit: exit}
	}
	res, err := Rounds(dir, 3, []Job{job("a", 0), job("b", 2)}, func(string, ...any) {})
	if err != nil {
		t.Fatal(err)
	}
	if len(res["a"]) != 3 || len(res["b"]) != 3 {
		t.Errorf("results per job: a %d, b %d, want 3", len(res["a"]), len(res["b"]))
	}
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), "a\nb\nb\na\na\nb\n"; got != want {
		t.Errorf("order %q, want %q", got, want)
	}
	c := job("c", 1)
	c.Exit = 0
	if _, err := Run(dir, c); err == nil {
		t.Error("an unexpected exit status passes")
	}
}
