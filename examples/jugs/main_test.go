package main

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/watch"
)

// state is a pair of litres, in the 3 l and the 5 l jug.
type state [2]int

// moves are the actions of the puzzle as a person does them, written
// apart from the program's Neighbors: fill a jug from the tap, empty it on
// the ground, or pour one jug into the other a litre at a time until the
// one is empty or the other full. An action that changes nothing is no
// move.
func moves(s state) []state {
	caps := [2]int{3, 5}
	var out []state
	add := func(t state) {
		if t != s && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	for j := range 2 {
		fill, empty := s, s
		fill[j], empty[j] = caps[j], 0
		add(fill)
		add(empty)
		pour := s
		for pour[j] > 0 && pour[1-j] < caps[1-j] {
			pour[j]--
			pour[1-j]++
		}
		add(pour)
	}
	return out
}

// reference is the layer sizes of everything reachable from two empty
// jugs and the depth of the first state with 4 l in the 5 l jug, by a
// queue over moves.
func reference() (sizes []int, depth int) {
	dist := map[state]int{{}: 0}
	queue := []state{{}}
	depth = -1
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for len(sizes) <= dist[s] {
			sizes = append(sizes, 0)
		}
		sizes[dist[s]]++
		if s[1] == 4 && depth < 0 {
			depth = dist[s]
		}
		for _, t := range moves(s) {
			if _, ok := dist[t]; !ok {
				dist[t] = dist[s] + 1
				queue = append(queue, t)
			}
		}
	}
	return sizes, depth
}

// TestPage runs the program's puzzle as the page does: the answer is the 6
// moves of the film's solution, and the layers of the whole space
// (16 states) are 1 2 3 2 2 2 2 2, both also by reference; the path is a
// sequence of moves.
func TestPage(t *testing.T) {
	sizes, depth := reference()
	if fmt.Sprint(sizes) != "[1 2 3 2 2 2 2 2]" || depth != 6 {
		t.Fatalf("the reference finds layers %v and 4 l after %d moves, want [1 2 3 2 2 2 2 2] and 6", sizes, depth)
	}
	res, err := puzzle.Solve(context.Background(), puzzle.Example, watch.Env{Pace: func() {}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != depth || !slices.Equal(res.Sizes, sizes) {
		t.Errorf("answer %d, layers %v; want %d, %v", res.Answer, res.Sizes, depth, sizes)
	}
	var path []state
	for _, s := range res.Path {
		var p state
		if _, err := fmt.Sscanf(s.(string), "{%d %d}", &p[0], &p[1]); err != nil {
			t.Fatalf("path %v: %v", res.Path, err)
		}
		path = append(path, p)
	}
	if len(path) != depth+1 || path[0] != (state{}) || path[depth][1] != 4 {
		t.Fatalf("path %v: want %d moves from two empty jugs to 4 l in the 5 l jug", path, depth)
	}
	for i := 1; i < len(path); i++ {
		if !slices.Contains(moves(path[i-1]), path[i]) {
			t.Errorf("path %v: %v to %v is not a move", path, path[i-1], path[i])
		}
	}
}

// TestBadInput: the parser's error has the position of the fault, and an
// amount no jug can hold is no error but no answer.
func TestBadInput(t *testing.T) {
	_, err := puzzle.Solve(context.Background(), "\n x", watch.Env{})
	if want := `jugs: offset 2: strconv.Atoi: parsing "x": invalid syntax`; err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
	res, err := puzzle.Solve(context.Background(), "6", watch.Env{})
	if err != nil || res.Answer != -1 || res.Path != nil {
		t.Errorf("6 l in the 5 l jug: %v, answer %d", err, res.Answer)
	}
}

// TestDoc keeps docs/web.md's program true: it shows main.go verbatim.
func TestDoc(t *testing.T) {
	doc, err := os.ReadFile("../../docs/web.md")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "```go\n"+string(src)+"```\n") {
		t.Fatal("docs/web.md must show examples/jugs/main.go verbatim in a go block")
	}
	if n := strings.Count(string(src), "\n"); n > 30 {
		t.Errorf("main.go has %d lines; the docs promise at most 30", n)
	}
}
