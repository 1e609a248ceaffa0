package slidingpuzzle_test

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"sync"
	"testing"
)

type bruteResult struct {
	layers []map[string]bool
	dist   map[string]int
}

// bruteCache memoises bruteLayers: several tests share the 3×3 reference.
var (
	bruteMu    sync.Mutex
	bruteCache = map[[2]int]bruteResult{}
)

// The reference for every property test: a textbook BFS over boards held as
// [][]int and keyed by their printed form in a Go map, written without the
// package's nibble states, ranking or parity rule.

// bruteKey prints b as fmt.Sprint does ("[[1 2] [3 0]]"), without its
// reflection, which made the 3×3 reference cost seconds.
func bruteKey(b [][]int) string {
	buf := make([]byte, 0, 4*len(b)*(len(b[0])+1))
	buf = append(buf, '[')
	for r, row := range b {
		if r > 0 {
			buf = append(buf, ' ')
		}
		buf = append(buf, '[')
		for c, v := range row {
			if c > 0 {
				buf = append(buf, ' ')
			}
			buf = strconv.AppendInt(buf, int64(v), 10)
		}
		buf = append(buf, ']')
	}
	return string(append(buf, ']'))
}

func bruteGoal(m, n int) [][]int {
	b := make([][]int, m)
	for r := range b {
		b[r] = make([]int, n)
		for c := range b[r] {
			b[r][c] = (r*n + c + 1) % (m * n)
		}
	}
	return b
}

func bruteClone(b [][]int) [][]int {
	c := make([][]int, len(b))
	for r := range b {
		c[r] = slices.Clone(b[r])
	}
	return c
}

// bruteMoves returns the boards one slide away from b.
func bruteMoves(b [][]int) [][][]int {
	var br, bc int
	for r := range b {
		for c := range b[r] {
			if b[r][c] == 0 {
				br, bc = r, c
			}
		}
	}
	var out [][][]int
	for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		r, c := br+d[0], bc+d[1]
		if r < 0 || r >= len(b) || c < 0 || c >= len(b[0]) {
			continue
		}
		nb := bruteClone(b)
		nb[br][bc], nb[r][c] = nb[r][c], 0
		out = append(out, nb)
	}
	return out
}

// bruteLayers returns the BFS layers from the m×n goal as sets of keys, and
// the distance of every reached board.
func bruteLayers(m, n int) (layers []map[string]bool, dist map[string]int) {
	bruteMu.Lock()
	defer bruteMu.Unlock()
	if r, ok := bruteCache[[2]int{m, n}]; ok {
		return r.layers, r.dist
	}
	defer func() { bruteCache[[2]int{m, n}] = bruteResult{layers, dist} }()
	goal := bruteGoal(m, n)
	dist = map[string]int{bruteKey(goal): 0}
	cur := [][][]int{goal}
	for len(cur) > 0 {
		layer := map[string]bool{}
		for _, b := range cur {
			layer[bruteKey(b)] = true
		}
		layers = append(layers, layer)
		var next [][][]int
		for _, b := range cur {
			for _, nb := range bruteMoves(b) {
				k := bruteKey(nb)
				if _, ok := dist[k]; !ok {
					dist[k] = len(layers)
					next = append(next, nb)
				}
			}
		}
		cur = next
	}
	return layers, dist
}

// brutePerms returns every arrangement of 0..m·n−1 on an m×n board.
func brutePerms(m, n int) [][][]int {
	var out [][][]int
	tiles := make([]int, m*n)
	used := make([]bool, m*n)
	var rec func(i int)
	rec = func(i int) {
		if i == m*n {
			b := make([][]int, m)
			for r := range b {
				b[r] = slices.Clone(tiles[r*n : r*n+n])
			}
			out = append(out, b)
			return
		}
		for t := range m * n {
			if !used[t] {
				used[t] = true
				tiles[i] = t
				rec(i + 1)
				used[t] = false
			}
		}
	}
	rec(0)
	return out
}

// TestBruteKey checks the reference's key against fmt.Sprint, which it
// replaces for speed, on every 2×3 board and a few other shapes.
func TestBruteKey(t *testing.T) {
	boards := append(brutePerms(2, 3), brutePerms(1, 1)...)
	boards = append(boards, bruteGoal(4, 4), bruteGoal(5, 1), bruteGoal(1, 12))
	for _, b := range boards {
		if want, got := fmt.Sprint(b), bruteKey(b); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	}
}
