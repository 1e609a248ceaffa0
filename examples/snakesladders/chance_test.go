package main

import (
	"bytes"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// TestEmbeddedBoardIsMiltonBradley: the embedded literal holds exactly the
// ladders and chutes of problems/snakesladders/testdata/milton-bradley.json.
func TestEmbeddedBoardIsMiltonBradley(t *testing.T) {
	data, err := os.ReadFile("../../problems/snakesladders/testdata/milton-bradley.json")
	require.NoError(t, err)
	var mb struct{ Ladders, Chutes [][2]int }
	require.NoError(t, json.Unmarshal(data, &mb))
	b, err := snakesladders.Parse(strings.NewReader(miltonBradley))
	require.NoError(t, err)
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
	assert.Len(t, want, 19)
	assert.Equal(t, want, got)
}

func TestChanceDefault(t *testing.T) {
	code, out, errOut := runCLI(t, "", "-chance")
	require.Equal(t, 0, code, errOut)
	assert.Empty(t, errOut)
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
		assert.Contains(t, out, want)
	}
	assert.NotContains(t, out, "Note:")
}

func TestChanceRulesAndInput(t *testing.T) {
	code, out, errOut := runCLI(t, miltonBradley, "-chance", "-rules", "leetcode", "-board", "-")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "rules leetcode: start on square 1")
	assert.Contains(t, out, "Note: play starts on square 1, so its jump is never taken.")
	code, out, errOut = runCLI(t, "[[-1,-1],[-1,-1]]", "-chance", "-rules", "bounce", "-board", "-", "-exact-max", "0")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "exact fraction skipped")
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
				assert.Equal(t, 1, code, "no answer: the expected length is infinite")
			} else {
				assert.Equal(t, 2, code)
			}
			assert.Contains(t, errOut, tc.want)
			assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
		})
	}
}

func TestChancePlot(t *testing.T) {
	dir := t.TempDir()
	svg, pngPath := filepath.Join(dir, "d.svg"), filepath.Join(dir, "d.png")
	code, _, errOut := runCLI(t, "", "-chance", "-plot", svg)
	require.Equal(t, 0, code, errOut)
	data, err := os.ReadFile(svg)
	require.NoError(t, err)
	text := string(data)
	assert.True(t, strings.HasPrefix(text, "<svg "))
	assert.Contains(t, text, ">turns t</text>")
	assert.Contains(t, text, "min 7, median 32")
	// One bar per turn from 7 to the 99.9% quantile, plus the grid, ticks
	// and axes: well over 100 rectangles.
	assert.Greater(t, strings.Count(text, "<rect "), 150)

	code, _, errOut = runCLI(t, "", "-chance", "-plot", pngPath)
	require.Equal(t, 0, code, errOut)
	f, err := os.ReadFile(pngPath)
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(f))
	require.NoError(t, err)
	assert.Equal(t, chartW, img.Bounds().Dx())
	assert.Equal(t, chartH, img.Bounds().Dy())
}

func TestCheckpoints(t *testing.T) {
	assert.Equal(t, []int{10, 20, 50, 100, 200}, checkpoints(7, 250))
	assert.Equal(t, []int{1, 2, 5}, checkpoints(1, 9))
	assert.Equal(t, []int{1000, 2000, 5000, 10000, 20000, 50000, 100000}, checkpoints(600, 1<<30))
}
