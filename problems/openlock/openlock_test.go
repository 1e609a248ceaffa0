package openlock_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/samber/lo"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/openlock"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestOpenLockLeetCode runs LeetCode's published examples, read from
// testdata/leetcode-752.json (origin and sha256 in testdata/README.md).
func TestOpenLockLeetCode(t *testing.T) {
	raw, err := os.ReadFile("testdata/leetcode-752.json")
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var data struct {
		Start    string
		Examples []struct {
			Deadends []string
			Target   string
			Output   int
		}
	}
	if err := json.Unmarshal(raw, &data); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := "0000", data.Start; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if v := data.Examples; len(v) != 4 {
		t.Fatalf("length %d, want %d: %v", len(v), 4, v)
	}
	for i, ex := range data.Examples {
		t.Run(fmt.Sprintf("example%d_%s", i+1, ex.Target), func(t *testing.T) {
			if want, got := ex.Output, openlock.OpenLock(ex.Deadends, ex.Target); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			want := *at(brute(deadSet(t, ex.Deadends)), digitsOf(t, ex.Target))
			if want, got := ex.Output, want; !reflect.DeepEqual(want, got) {
				t.Errorf("the brute force disagrees with LeetCode: got %#v, want %#v", got, want)
			}
		})
	}
}

// TestOpenLockPublishedCases are LeetCode 752's examples: those of its
// statement (examples 1-3) and its older example 4.
func TestOpenLockPublishedCases(t *testing.T) {
	tests := []struct {
		name     string
		deadends []string
		target   string
		want     int
	}{
		{"example1", []string{"0201", "0101", "0102", "1212", "2002"}, "0202", 6},
		{"example2", []string{"8888"}, "0009", 1},
		{"example3_walled", []string{"8887", "8889", "8878", "8898", "8788", "8988", "7888", "9888"}, "8888", -1},
		{"start_dead", []string{"0000"}, "8888", -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if want, got := tc.want, openlock.OpenLock(tc.deadends, tc.target); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestOpenLockEdgeCases(t *testing.T) {
	tests := []struct {
		name     string
		deadends []string
		target   string
		want     int
	}{
		{"target_is_start", nil, "0000", 0},
		{"target_is_start_other_dead", []string{"1111"}, "0000", 0},
		{"start_dead_target_start", []string{"0000"}, "0000", -1},
		{"target_dead", []string{"0001"}, "0001", -1},
		{"one_move_up", nil, "1000", 1},
		{"one_move_wrap_down", nil, "0009", 1},
		{"farthest", nil, "5555", 20},
		{"empty_deadends", []string{}, "0202", 4},
		// 0011's neighbours 0001 and 0010 are dead; 0000→0100→0110→0111→0011.
		{"duplicates", []string{"0001", "0001", "0010"}, "0011", 4},
		{"start_walled", []string{"1000", "9000", "0100", "0900", "0010", "0090", "0001", "0009"}, "5555", -1},
		{"bad_target_short", nil, "202", -1},
		{"bad_target_letter", nil, "02a2", -1},
		{"bad_target_empty", nil, "", -1},
		{"bad_deadend", []string{"0201", "01 1"}, "0202", -1},
		{"bad_deadend_long", []string{"00000"}, "0202", -1},
		{"bad_target_unicode", nil, "０２０２", -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if want, got := tc.want, openlock.OpenLock(tc.deadends, tc.target); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestInputErrors(t *testing.T) {
	tests := []struct {
		name     string
		deadends []string
		target   string
		field    string
		input    string
		offset   int
		message  string
	}{
		{"deadend_letter", []string{"0201", "01x1"}, "0202", "deadends[1]", "01x1", 2,
			`openlock: deadends[1]: a combination is a string of exactly 4 digits 0-9: "01x1": byte 2 is "x"`},
		{"deadend_short", []string{"123"}, "0202", "deadends[0]", "123", -1,
			`openlock: deadends[0]: a combination is a string of exactly 4 digits 0-9: "123": 3 digits`},
		{"deadend_empty", []string{"0000", "1111", ""}, "0202", "deadends[2]", "", -1,
			`openlock: deadends[2]: a combination is a string of exactly 4 digits 0-9: "": 0 digits`},
		{"deadend_sign", []string{"-123"}, "0202", "deadends[0]", "-123", 0,
			`openlock: deadends[0]: a combination is a string of exactly 4 digits 0-9: "-123": byte 0 is "-"`},
		{"deadend_long_bad_late", []string{"12345x"}, "0202", "deadends[0]", "12345x", 5,
			`openlock: deadends[0]: a combination is a string of exactly 4 digits 0-9: "12345x": byte 5 is "x"`},
		{"target_long", nil, "00000", "target", "00000", -1,
			`openlock: target: a combination is a string of exactly 4 digits 0-9: "00000": 5 digits`},
		{"target_space", nil, " 202", "target", " 202", 0,
			`openlock: target: a combination is a string of exactly 4 digits 0-9: " 202": byte 0 is " "`},
		{"target_invalid_utf8", nil, "02\xff2", "target", "02\xff2", 2,
			`openlock: target: a combination is a string of exactly 4 digits 0-9: "02\xff2": byte 2 is "\xff"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, err := openlock.New(tc.deadends)
			if err == nil {
				var path []string
				var ok bool
				path, ok, err = l.Open(tc.target)
				if path != nil {
					t.Errorf("%v, want nil", path)
				}
				if ok {
					t.Errorf("ok is true")
				}
			} else {
				if l != nil {
					t.Errorf("%v, want nil", l)
				}
			}
			if err == nil {
				t.Fatalf("no error")
			}
			if want, got := tc.message, err.Error(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			var ie *openlock.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("errors.As(err, &ie) is false")
			}
			if want, got := tc.field, ie.Field; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := ([3]int64{-1, -1, -1}), ([3]int64{ie.Offset, int64(ie.Row), int64(ie.Col)}); !reflect.DeepEqual(want, got) {
				t.Errorf("no text offset: New and Open take strings: got %#v, want %#v", got, want)
			}
			if !errors.Is(err, openlock.ErrCombination) {
				t.Errorf("error %v, want %v", err, openlock.ErrCombination)
			}
			if s, sub := err.Error(), fmt.Sprintf("%q", tc.input); !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
			if tc.offset >= 0 {
				if s, sub := err.Error(), fmt.Sprintf("byte %d is %q", tc.offset, tc.input[tc.offset:tc.offset+1]); !strings.Contains(s, sub) {
					t.Errorf("%q does not contain %q", s, sub)
				}
			}
			if want, got := -1, openlock.OpenLock(tc.deadends, tc.target); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestParseFormat(t *testing.T) {
	for c := range openlock.Combinations {
		s := openlock.Format(c)
		if want, got := fmt.Sprintf("%04d", c), s; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		got, err := openlock.ParseCombination(s)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := c, got; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
	}
}

func TestMisusePanics(t *testing.T) {
	l, err := openlock.New(nil)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	tests := []struct {
		name string
		call func()
		msg  string
	}{
		{"format_negative", func() { openlock.Format(-1) }, "openlock: Format(-1): combination outside [0, 9999]"},
		{"format_big", func() { openlock.Format(10000) }, "openlock: Format(10000): combination outside [0, 9999]"},
		{"dead", func() { l.Dead(10000) }, "openlock: Dead(10000): combination outside [0, 9999]"},
		{"path_start", func() { l.Path(-5, 0) }, "openlock: Path(-5): combination outside [0, 9999]"},
		{"path_target", func() { l.Path(0, 12345) }, "openlock: Path(12345): combination outside [0, 9999]"},
		{"neighbors_negative", func() { l.Neighbors(-1, func(int) bool { return true }) }, "openlock: Neighbors(-1): combination outside [0, 9999]"},
		{"neighbors_big", func() { l.Neighbors(10000, func(int) bool { return true }) }, "openlock: Neighbors(10000): combination outside [0, 9999]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			func() {
				defer func() {
					if r := recover(); r != tc.msg {
						t.Errorf("panic %#v, want %#v", r, tc.msg)
					}
				}()
				(tc.call)()
			}()
		})
	}
}

// TestNeighborsContract runs the contract checker over locks with no, some
// and many dead ends, from a live start and from a dead one.
func TestNeighborsContract(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 52))
	tests := []struct {
		name     string
		deadends []string
		starts   []int
	}{
		{"open", nil, []int{0}},
		{"leetcode1", []string{"0201", "0101", "0102", "1212", "2002"}, []int{0, 202}},
		{"start_dead", []string{"0000"}, []int{0, 1}},
		{"random_30pct", randomDeadends(r, 0.3), []int{0, 5555, 9999}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if testsize.Short() && tc.name != "open" && tc.name != "start_dead" {
				t.Skip("10⁴ combinations each: the default tier")
			}
			l, err := openlock.New(tc.deadends)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if err := searchtest.Check[int](l, tc.starts...); err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
		})
	}
}

// TestNeighborsOrder states the successors of a few combinations exactly.
func TestNeighborsOrder(t *testing.T) {
	l, err := openlock.New([]string{"1000", "0019"})
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	tests := []struct {
		name string
		c    int
		want []int
	}{
		{"start", 0, []int{9000, 100, 900, 10, 90, 1, 9}},
		{"nines", 9999, []int{999, 8999, 9099, 9899, 9909, 9989, 9990, 9998}},
		{"dead_has_none", 1000, nil},
		{"next_to_dead", 9, []int{1009, 9009, 109, 909, 99, 0, 8}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []int
			l.Neighbors(tc.c, func(v int) bool { got = append(got, v); return true })
			if want, got := tc.want, got; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

// TestAgainstBruteForce compares, on 35 random dead-end sets (6 under
// -short), the answer and path for several targets each (OpenLock,
// Lock.Open), and on every fourth set the whole layer structure from "0000"
// (search.Layers over the Lock), with an independent queue BFS over digit
// arrays written below. 35 sets cover each density with each wall pattern
// once; TestHeavyAgainstBruteForce runs 2,000.
func TestAgainstBruteForce(t *testing.T) { againstBruteForce(t, testsize.Pick(35, 6)) }

func TestHeavyAgainstBruteForce(t *testing.T) {
	testsize.RequireHeavy(t)
	againstBruteForce(t, 2000)
}

func againstBruteForce(t *testing.T, sets int) {
	r := rand.New(rand.NewPCG(2026, 752))
	cases, unreachable := 0, 0
	for set := range sets {
		deadends := bruteForceDeadends(r, set)
		dead := deadSet(t, deadends)
		dist := brute(dead)

		l, err := openlock.New(deadends)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if set%50 == 0 {
			if err := searchtest.Check[int](l, 0, r.IntN(10000)); err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
		}
		if set%4 == 0 {
			layersAgainstBruteForce(t, set, l, dead, dist)
		}

		targets := []int{r.IntN(10000), r.IntN(10000), r.IntN(10000), 0}
		if len(deadends) > 0 {
			// A target next to a dead end, which is often walled off.
			d, _ := openlock.ParseCombination(deadends[0])
			targets = append(targets, d, (d+1)%10000)
		}
		for _, tc := range targets {
			cases++
			if !targetAgainstBruteForce(t, set, l, deadends, dead, dist, tc) {
				unreachable++
			}
		}
	}
	// The generator must exercise both outcomes in earnest.
	if x, y := unreachable, cases/10; !(x > y) {
		t.Errorf("%v is not > %v", x, y)
	}
	if x, y := cases-unreachable, cases/4; !(x > y) {
		t.Errorf("%v is not > %v", x, y)
	}
}

// bruteForceDeadends draws the dead ends of the given set: random ones
// at one of the densities, then by set%5 a wall around a random
// combination, a wall with one gap around the start, or sometimes the
// start itself; shuffled.
func bruteForceDeadends(r *rand.Rand, set int) []string {
	densities := []float64{0, 0.02, 0.1, 0.2, 0.3, 0.45, 0.6}
	deadends := randomDeadends(r, densities[set%len(densities)])
	switch set % 5 {
	case 1: // wall in a random combination
		deadends = append(deadends, neighbourStrings(r.IntN(10000))...)
	case 2: // a near-wall around the start: one gap
		w := neighbourStrings(0)
		gap := r.IntN(len(w))
		deadends = append(deadends, append(w[:gap:gap], w[gap+1:]...)...)
	case 3:
		if r.IntN(4) == 0 {
			deadends = append(deadends, "0000")
		}
	}
	r.Shuffle(len(deadends), func(i, j int) { deadends[i], deadends[j] = deadends[j], deadends[i] })
	return deadends
}

// layersAgainstBruteForce checks the whole layer structure of l from
// "0000" against the brute-force distances dist.
func layersAgainstBruteForce(t *testing.T, set int, l *openlock.Lock, dead *wheels[bool], dist *wheels[int]) {
	var got [][]int
	for _, layer := range search.Layers[int](l, 0) {
		got = append(got, slices.Sorted(slices.Values(layer)))
	}
	if *at(dead, [4]int8{}) {
		// A dead start is stuck: its only layer is itself.
		if want, got := ([][]int{{0}}), got; !reflect.DeepEqual(want, got) {
			t.Fatalf("set %d: got %#v, want %#v", set, got, want)
		}
	} else {
		if want, got := bruteLayers(dist), got; !reflect.DeepEqual(want, got) {
			t.Fatalf("set %d: got %#v, want %#v", set, got, want)
		}
	}
}

// targetAgainstBruteForce checks OpenLock and l.Open for the target tc
// against the brute-force distances dist, and reports whether tc is
// reachable.
func targetAgainstBruteForce(t *testing.T, set int, l *openlock.Lock, deadends []string, dead *wheels[bool], dist *wheels[int], tc int) bool {
	target := openlock.Format(tc)
	want := *at(dist, digits(tc))
	if *at(dead, digits(tc)) || *at(dead, [4]int8{}) {
		want = -1 // a dead target, or a stuck start, is unreachable
	}
	if want, got := want, openlock.OpenLock(deadends, target); !reflect.DeepEqual(want, got) {
		t.Fatalf("set %d target %s: got %#v, want %#v", set, target, got, want)
	}
	path, ok, err := l.Open(target)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := want >= 0, ok; !reflect.DeepEqual(want, got) {
		t.Fatalf("set %d target %s: Open reports reachable %#v, want %#v", set, target, got, want)
	}
	if !ok {
		if path != nil {
			t.Fatalf("%v, want nil", path)
		}
		return false
	}
	requireValidPath(t, dead, path, target)
	if len(path) != want+1 {
		t.Fatalf("length %d, want %d: %v", len(path), want+1, path)
	}
	return true
}

// TestBruteForceAgainstRelaxation checks the brute force itself against a
// second independent method, Bellman–Ford-style relaxation of every edge
// until nothing changes, on four dead-end sets (one under -short).
func TestBruteForceAgainstRelaxation(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i, p := range testsize.Pick([]float64{0, 0.1, 0.3, 0.5}, []float64{0.3}) {
		t.Run(fmt.Sprintf("density%d", i), func(t *testing.T) {
			dead := deadSet(t, randomDeadends(r, p))
			dist := brute(dead)
			rel := relax(dead)
			for c := range openlock.Combinations {
				if want, got := rel[c], *at(dist, digits(c)); !reflect.DeepEqual(want, got) {
					t.Fatalf("combination %04d: got %#v, want %#v", c, got, want)
				}
			}
		})
	}
}

// --- independent references ------------------------------------------------

// wheels is a table indexed by the four digits of a combination.
type wheels[T any] [10][10][10][10]T

func at[T any](w *wheels[T], d [4]int8) *T { return &w[d[0]][d[1]][d[2]][d[3]] }

// brute is a plain queue BFS from 0000 over digit arrays, turning each wheel
// with modular arithmetic on the digit: the distance to every combination,
// -1 where unreachable. Dead combinations are never entered; a dead start
// reaches nothing but itself.
func brute(dead *wheels[bool]) *wheels[int] {
	dist := new(wheels[int])
	for c := range 10000 {
		*at(dist, digits(c)) = -1
	}
	var start [4]int8
	*at(dist, start) = 0
	if *at(dead, start) {
		return dist
	}
	queue := [][4]int8{start}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for w := range 4 {
			for _, step := range []int8{1, 9} {
				t := s
				t[w] = (t[w] + step) % 10
				if *at(dist, t) >= 0 || *at(dead, t) {
					continue
				}
				*at(dist, t) = *at(dist, s) + 1
				queue = append(queue, t)
			}
		}
	}
	return dist
}

// bruteLayers groups the reachable combinations by distance, each layer
// sorted.
func bruteLayers(dist *wheels[int]) [][]int {
	var layers [][]int
	for c := range 10000 {
		d := *at(dist, digits(c))
		if d < 0 {
			continue
		}
		for len(layers) <= d {
			layers = append(layers, nil)
		}
		layers[d] = append(layers[d], c)
	}
	return layers
}

// relax computes distances from 0 by repeated edge relaxation over the
// integer encoding, with moves computed from the decimal string.
func relax(dead *wheels[bool]) []int {
	const inf = 1 << 30
	dist := make([]int, 10000)
	for i := range dist {
		dist[i] = inf
	}
	if !*at(dead, [4]int8{}) {
		dist[0] = 0
	}
	for changed := true; changed; {
		changed = false
		for u := range 10000 {
			if dist[u] == inf {
				continue
			}
			s := []byte(strconv.Itoa(10000 + u))[1:] // four digits, leading zeros kept
			for w := range 4 {
				for _, step := range []byte{1, 9} {
					b := slices.Clone(s)
					b[w] = '0' + (b[w]-'0'+step)%10
					v, err := strconv.Atoi(string(b))
					if err != nil {
						panic(err)
					}
					if *at(dead, digits(v)) || dist[v] <= dist[u]+1 {
						continue
					}
					dist[v] = dist[u] + 1
					changed = true
				}
			}
		}
	}
	dist[0] = 0
	for i := range dist {
		if dist[i] == inf {
			dist[i] = -1
		}
	}
	return dist
}

func digits(c int) [4]int8 {
	return [4]int8{int8(c / 1000), int8(c / 100 % 10), int8(c / 10 % 10), int8(c % 10)}
}

// digitsOf converts a combination the test itself produced or read from
// testdata; it fails the test on anything but four digits.
func digitsOf(t *testing.T, s string) [4]int8 {
	var d [4]int8
	if len(s) != 4 {
		t.Fatalf("bad combination: %q", s)
	}
	for i := range 4 {
		if s[i] < '0' || s[i] > '9' {
			t.Fatalf("bad combination: %q", s)
		}
		d[i] = int8(s[i] - '0')
	}
	return d
}

func deadSet(t *testing.T, deadends []string) *wheels[bool] {
	dead := new(wheels[bool])
	for _, d := range lo.Uniq(deadends) {
		*at(dead, digitsOf(t, d)) = true
	}
	return dead
}

func randomDeadends(r *rand.Rand, p float64) []string {
	var out []string
	for c := range 10000 {
		if r.Float64() < p {
			d := digits(c)
			out = append(out, string([]byte{'0' + byte(d[0]), '0' + byte(d[1]), '0' + byte(d[2]), '0' + byte(d[3])}))
		}
	}
	return out
}

// neighbourStrings lists the eight combinations one move from c.
func neighbourStrings(c int) []string {
	d := digits(c)
	var out []string
	for w := range 4 {
		for _, step := range []int8{1, 9} {
			t := d
			t[w] = (t[w] + step) % 10
			out = append(out, fmt.Sprintf("%d%d%d%d", t[0], t[1], t[2], t[3]))
		}
	}
	return out
}

// requireValidPath checks that path runs from 0000 to target through live
// combinations, one wheel one step at a time.
func requireValidPath(t *testing.T, dead *wheels[bool], path []string, target string) {
	t.Helper()
	if len(path) == 0 {
		t.Fatal("empty path")
	}
	if want, got := "0000", path[0]; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if want, got := target, path[len(path)-1]; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	for i, s := range path {
		if *at(dead, digitsOf(t, s)) {
			t.Fatalf("path %v enters dead end %s", path, s)
		}
		if i == 0 {
			continue
		}
		prev := path[i-1]
		diff := 0
		for w := range 4 {
			if prev[w] != s[w] {
				diff++
				step := (int(s[w]) - int(prev[w]) + 10) % 10
				if !(step == 1 || step == 9) {
					t.Fatalf("path %v: %s→%s is not one turn", path, prev, s)
				}
			}
		}
		if want, got := 1, diff; !reflect.DeepEqual(want, got) {
			t.Fatalf("path %v: %s→%s must turn exactly one wheel: got %#v, want %#v", path, prev, s, got, want)
		}
	}
}
