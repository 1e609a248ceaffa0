package beam_test

import (
	"context"
	"fmt"
	"os"
	"strconv"

	rbeam "github.com/ripplebfs/ripple/beam"
	"github.com/ripplebfs/ripple/search"
)

// ring is the cycle 0, 1, …, n−1: each state's neighbours are the next
// and the previous. Its int states pack as themselves.
type ring struct{ n int }

func (r ring) Neighbors(s int, yield func(int) bool) {
	_ = yield((s+1)%r.n) && yield((s+r.n-1)%r.n)
}
func (ring) Pack(s int) uint64   { return uint64(s) }
func (ring) Unpack(k uint64) int { return int(k) }

// A plugin needs a Packer and one Register call, in an init function of a
// package linked into the binary (workers rebuild the graph from its name
// and parameters).
func ExampleRegister() {
	rbeam.Register("example-ring", true, func(params string) (rbeam.Graph, error) {
		n, err := strconv.Atoi(params)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("ring size %q: want a positive integer", params)
		}
		return rbeam.Packed[int](ring{n}, 0), nil
	})
	dir, _ := os.MkdirTemp("", "ring")
	defer os.RemoveAll(dir)
	sizes, err := rbeam.Run(context.Background(), rbeam.Config{Problem: "example-ring", Params: "7", Dir: dir}, search.Options{})
	fmt.Println(sizes, err)
	// Output: [1 2 2 2] <nil>
}

// Packed makes the pipeline's Graph from any Neighbors that is also a
// Packer.
func ExamplePacked() {
	g := rbeam.Packed[int](ring{5}, 0)
	fmt.Println(g.Starts())
	g.Expand(0, func(k uint64) bool { fmt.Println(k); return true })
	// Output:
	// [0]
	// 1
	// 4
}

// Run enumerates the 2×3 sliding puzzle on Prism, one pipeline per layer;
// the sizes are those of search.Sweep (360 states, 6!/2). ReadLayer then
// reads a layer back, checked against its manifest.
func ExampleRun() {
	dir, _ := os.MkdirTemp("", "sliding")
	defer os.RemoveAll(dir)
	cfg := rbeam.Config{Problem: "sliding", Params: "2x3", Dir: dir}
	sizes, err := rbeam.Run(context.Background(), cfg, search.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sizes)
	m, keys, err := rbeam.ReadLayer(context.Background(), dir, len(sizes)-1)
	fmt.Printf("depth %d: %d states, checksum ok: %v, %v\n", m.Depth, len(keys), rbeam.Checksum(keys) == m.Checksum, err)
	// Output:
	// [1 2 3 5 6 7 10 12 12 16 23 25 28 39 44 40 29 21 18 12 6 1]
	// depth 21: 1 states, checksum ok: true, <nil>
}

// Lookup and Problems list what this binary can run.
func ExampleProblems() {
	p, ok := rbeam.Lookup("snakes")
	fmt.Println(ok, p.Undirected)
	for _, name := range rbeam.Problems() {
		if name == "sliding" || name == "snakes" {
			fmt.Println(name)
		}
	}
	// Output:
	// true false
	// sliding
	// snakes
}

// Checksum is what a Manifest records: it does not depend on order.
func ExampleChecksum() {
	fmt.Println(rbeam.Checksum([]uint64{1, 2, 3}) == rbeam.Checksum([]uint64{3, 1, 2}))
	// Output: true
}
