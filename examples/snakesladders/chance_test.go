package main

import (
	"bytes"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// TestEmbeddedBoardIsMiltonBradley: the embedded literal holds exactly the
// ladders and chutes of problems/snakesladders/testdata/milton-bradley.json.
func TestEmbeddedBoardIsMiltonBradley(t *testing.T) {
	data, err := os.ReadFile("../../problems/snakesladders/testdata/milton-bradley.json")
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var mb struct{ Ladders, Chutes [][2]int }
	if err := json.Unmarshal(data, &mb); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	b, err := snakesladders.Parse(strings.NewReader(miltonBradley))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	want := map[int]int{}
	for _, j := range append(mb.Ladders, mb.Chutes...) {
		want[j[0]] = j[1]
	}
	got := map[int]int{}
	for s := 1; s <= b.Len(); s++ {
		if to, ok := b.Jump(s); ok {
			got[s] = to
		}
	}
	if len(want) != 19 {
		t.Errorf("length %d, want %d: %v", len(want), 19, want)
	}
	if want, got := want, got; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

func TestChanceDefault(t *testing.T) {
	code, out, errOut := runCLI(t, "", "-chance")
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Fatalf("%v: got %#v, want %#v", errOut, got, want)
	}
	if len(errOut) != 0 {
		t.Errorf("%q is not empty", errOut)
	}
	for _, want := range []string{
		"Board 10×10 (100 squares), rules official: start off the board at 0",
		// Althoen, King and Schilling (1993); see problems/snakesladders/chance_test.go.
		"Expected turns: 225837582538403273407117496273279920181931269186581786048583/5757472998140039232950575874628786131130999406013041613400\n",
		"  ≈ 39.225122308235 (exact",
		"Standard deviation: 25.22",
		"Minimum: 7 turns (probability 47/31104",
		"Median: 32 turns\n",
		"  k = 100: 0.969",
	} {
		if s, sub := out, want; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	}
	if s, sub := out, "Note:"; strings.Contains(s, sub) {
		t.Errorf("%q contains %q", s, sub)
	}
}

func TestChanceRulesAndInput(t *testing.T) {
	code, out, errOut := runCLI(t, miltonBradley, "-chance", "-rules", "leetcode", "-board", "-")
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Fatalf("%v: got %#v, want %#v", errOut, got, want)
	}
	if s, sub := out, "rules leetcode: start on square 1"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if s, sub := out, "Note: play starts on square 1, so its jump is never taken."; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	code, out, errOut = runCLI(t, "[[-1,-1],[-1,-1]]", "-chance", "-rules", "bounce", "-board", "-", "-exact-max", "0")
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Fatalf("%v: got %#v, want %#v", errOut, got, want)
	}
	if s, sub := out, "exact fraction skipped"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
}

func TestChanceBadInput(t *testing.T) {
	for _, tc := range []struct {
		name, stdin string
		args        []string
		want        string
	}{
		{"unknown rules", "", []string{"-chance", "-rules", "fast"}, `-rules "fast"`},
		{"plot without chance", "", []string{"-plot", "x.svg"}, "need -chance"},
		{"rules without chance", "", []string{"-rules", "bounce"}, "need -chance"},
		{"bad horizon", "", []string{"-chance", "-horizon", "0"}, "-horizon"},
		{"bad states", "", []string{"-chance", "-max-states", "0"}, "-max-states"},
		{"trap", "[[1,-1,-1],[1,1,1],[-1,1,1]]", []string{"-chance", "-board", "-"}, "the game can go on forever"},
		{"state limit", "", []string{"-chance", "-max-states", "10"}, "raise -max-states"},
		{"not a board", "[[-1,-1],[-1]]", []string{"-chance", "-board", "-"}, "board[1]: the board must be square"},
		{"plot extension", "", []string{"-chance", "-plot", "x.pdf"}, ".svg or .png"},
		{"binary input", "\x00\x00\x00", []string{"-chance", "-board", "-"}, "stdin"},
		{"timeout", "", []string{"-chance", "-timeout", "1ns"}, "context deadline exceeded"},
		{"input limit", miltonBradley, []string{"-chance", "-board", "-", "-max-bytes", "100"}, "-max-bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := runCLI(t, tc.stdin, tc.args...)
			if tc.name == "trap" {
				if want, got := 1, code; !reflect.DeepEqual(want, got) {
					t.Errorf("no answer: the expected length is infinite: got %#v, want %#v", got, want)
				}
			} else {
				if want, got := 2, code; !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			}
			if s, sub := errOut, tc.want; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
			if want, got := 1, strings.Count(errOut, "\n"); !reflect.DeepEqual(want, got) {
				t.Errorf("%v: got %#v, want %#v", errOut, got, want)
			}
		})
	}
}

func TestChancePlot(t *testing.T) {
	dir := t.TempDir()
	svg, pngPath := filepath.Join(dir, "d.svg"), filepath.Join(dir, "d.png")
	code, _, errOut := runCLI(t, "", "-chance", "-plot", svg)
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Fatalf("%v: got %#v, want %#v", errOut, got, want)
	}
	data, err := os.ReadFile(svg)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	text := string(data)
	if !strings.HasPrefix(text, "<svg ") {
		t.Errorf("strings.HasPrefix(text, '<svg ') is false")
	}
	if s, sub := text, ">turns t</text>"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if s, sub := text, "min 7, median 32"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	// One bar per turn from 7 to the 99.9% quantile, plus the grid, ticks
	// and axes: well over 100 rectangles.
	if x, y := strings.Count(text, "<rect "), 150; !(x > y) {
		t.Errorf("%v is not > %v", x, y)
	}

	code, _, errOut = runCLI(t, "", "-chance", "-plot", pngPath)
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Fatalf("%v: got %#v, want %#v", errOut, got, want)
	}
	f, err := os.ReadFile(pngPath)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(f))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := chartW, img.Bounds().Dx(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := chartH, img.Bounds().Dy(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

func TestCheckpoints(t *testing.T) {
	if want, got := ([]int{10, 20, 50, 100, 200}), checkpoints(7, 250); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := ([]int{1, 2, 5}), checkpoints(1, 9); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := ([]int{1000, 2000, 5000, 10000, 20000, 50000, 100000}), checkpoints(600, 1<<30); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}
