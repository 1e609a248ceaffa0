package wordladder_test

import (
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"sync"
	"testing"

	"github.com/ripplebfs/ripple/problems/wordladder"
)

// officialExamples reads testdata/leetcode-official-examples.json (origin in
// testdata/README.md).
func officialExamples(t *testing.T) (p127 []example127, p126 []example126) {
	t.Helper()
	raw, err := os.ReadFile("testdata/leetcode-official-examples.json")
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var file struct {
		P127 struct{ Examples []example127 } `json:"127_word_ladder"`
		P126 struct{ Examples []example126 } `json:"126_word_ladder_ii"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := file.P127.Examples; len(v) != 2 {
		t.Fatalf("length %d, want %d: %v", len(v), 2, v)
	}
	if v := file.P126.Examples; len(v) != 2 {
		t.Fatalf("length %d, want %d: %v", len(v), 2, v)
	}
	return file.P127.Examples, file.P126.Examples
}

type example127 struct {
	BeginWord, EndWord string
	WordList           []string
	Output             int
}

type example126 struct {
	BeginWord, EndWord string
	WordList           []string
	Output             [][]string
}

func TestLeetCodeOfficialExamples(t *testing.T) {
	p127, p126 := officialExamples(t)
	for _, ex := range p127 {
		if want, got := ex.Output, wordladder.LadderLength(ex.BeginWord, ex.EndWord, ex.WordList); !reflect.DeepEqual(want, got) {
			t.Errorf("%+v: got %#v, want %#v", ex, got, want)
		}
	}
	for _, ex := range p126 {
		// LeetCode accepts any order; ours is lexicographic, which the
		// published outputs happen to follow.
		if want, got := ex.Output, wordladder.FindLadders(ex.BeginWord, ex.EndWord, ex.WordList); !reflect.DeepEqual(want, got) {
			t.Errorf("%+v: got %#v, want %#v", ex, got, want)
		}
	}
}

func TestLeetCodeEdgeCases(t *testing.T) {
	list := []string{"hot", "dot", "dog", "lot", "log", "cog"}
	tests := []struct {
		name       string
		begin, end string
		list       []string
		length     int
		ladders    [][]string
	}{
		{"begin equals end, in list", "hot", "hot", list, 1, [][]string{{"hot"}}},
		{"begin equals end, not in list", "hit", "hit", list, 0, [][]string{}},
		{"end not in list", "hit", "cot", list, 0, [][]string{}},
		{"different lengths", "hit", "cogs", append(list, "cogs"), 0, [][]string{}},
		{"empty list", "hit", "cog", nil, 0, [][]string{}},
		{"one move, begin not in list", "hit", "hot", list, 2, [][]string{{"hit", "hot"}}},
		{"begin in list", "hot", "cog", list, 4, [][]string{{"hot", "dot", "dog", "cog"}, {"hot", "lot", "log", "cog"}}},
		{"duplicates", "hit", "cog", append(list, list...), 5, [][]string{{"hit", "hot", "dot", "dog", "cog"}, {"hit", "hot", "lot", "log", "cog"}}},
		{"mixed lengths ignored", "hit", "cog", append([]string{"h", "hits", ""}, list...), 5, [][]string{{"hit", "hot", "dot", "dog", "cog"}, {"hit", "hot", "lot", "log", "cog"}}},
		{"uppercase is just another letter", "hit", "HOT", []string{"hot", "HOT", "hOT", "Hot"}, 0, [][]string{}},
		{"uppercase ladder", "hit", "HOT", []string{"hIt", "HIt", "HIT", "HOT", "HOt", "HIT"}, 5, [][]string{{"hit", "hIt", "HIt", "HIT", "HOT"}, {"hit", "hIt", "HIt", "HOt", "HOT"}}},
		{"uppercase ladder found", "hot", "HOT", []string{"Hot", "HOt", "HOT"}, 4, [][]string{{"hot", "Hot", "HOt", "HOT"}}},
		{"empty words", "", "", []string{""}, 1, [][]string{{""}}},
		{"empty begin, nonempty end", "", "a", []string{"a"}, 0, [][]string{}},
		{"single letters", "a", "c", []string{"a", "b", "c"}, 2, [][]string{{"a", "c"}}},
		{"unreachable", "aaa", "bbb", []string{"bbb", "abb"}, 0, [][]string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			brute, bruteLadders := bruteLeet(tc.begin, tc.end, tc.list)
			if want, got := tc.length, brute; !reflect.DeepEqual(want, got) {
				t.Fatalf("table disagrees with brute force: got %#v, want %#v", got, want)
			}
			if want, got := tc.ladders, bruteLadders; !reflect.DeepEqual(want, got) {
				t.Fatalf("table disagrees with brute force: got %#v, want %#v", got, want)
			}
			if want, got := tc.length, wordladder.LadderLength(tc.begin, tc.end, tc.list); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.ladders, wordladder.FindLadders(tc.begin, tc.end, tc.list); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			l := wordladder.Ladder(tc.begin, tc.end, tc.list)
			if tc.length == 0 {
				if l != nil {
					t.Errorf("%v, want nil", l)
				}
			} else {
				if s, sub := tc.ladders, l; !containsDeep(s, sub) {
					t.Errorf("%v does not contain %v", s, sub)
				}
			}
		})
	}
}

func TestComponentsWrapper(t *testing.T) {
	tests := []struct {
		name  string
		words []string
		want  [][]string
	}{
		{"none", nil, nil},
		{"one", []string{"hot"}, [][]string{{"hot"}}},
		{"ties by smallest word", []string{"zz", "zy", "ab", "aa", "q"}, [][]string{{"aa", "ab"}, {"zy", "zz"}, {"q"}}},
		{"lengths apart", []string{"a", "b", "ab", "aab", "", "hot", "hit", "hot"}, [][]string{{"a", "b"}, {"hit", "hot"}, {""}, {"aab"}, {"ab"}}},
		{"leetcode list", []string{"hot", "dot", "dog", "lot", "log", "cog", "abc"}, [][]string{{"cog", "dog", "dot", "hot", "log", "lot"}, {"abc"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if want, got := tc.want, wordladder.Components(tc.words); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if len(tc.words) > 0 {
				if want, got := newBrute(tc.words).components(), wordladder.Components(tc.words); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			}
		})
	}
}

// containsDeep reports whether s holds an element deeply equal to x.
func containsDeep[T any](s []T, x T) bool {
	return slices.ContainsFunc(s, func(y T) bool { return reflect.DeepEqual(y, x) })
}

// TestLadderLengthConcurrent runs LadderLength from several goroutines at
// once on lists of different sizes, so that calls take and hand back one
// another's tables in every order, and checks every answer against the
// textbook search run once per list beforehand.
func TestLadderLengthConcurrent(t *testing.T) {
	chain, snakeList := snake(40, 100, 7)
	cases := []struct {
		begin, end string
		list       []string
	}{
		{"chaos", "order", sgbWords()},
		{"pound", "marks", sgbWords()},
		{chain[0], chain[39], snakeList},
		{"hit", "cog", []string{"hot", "dot", "dog", "lot", "log", "cog"}},
		{"hit", "cog", []string{"hot", "dot", "dog", "lot", "log"}},
	}
	want := make([]int, len(cases))
	for i, c := range cases {
		want[i] = textbookLadderLength(c.begin, c.end, c.list)
	}
	if want[0] != 13 || want[1] != 0 || want[2] != 40 || want[3] != 5 || want[4] != 0 {
		t.Fatalf("textbook answers %v, want [13 0 40 5 0]", want)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8*len(cases)*5)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range 5 * len(cases) {
				i := (g + r) % len(cases)
				c := cases[i]
				if got := wordladder.LadderLength(c.begin, c.end, c.list); got != want[i] {
					errs <- c.begin + "→" + c.end
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Errorf("LadderLength %s disagrees with the textbook", e)
	}
}
