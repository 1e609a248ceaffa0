package ripplebeam_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"

	ripplebeam "github.com/ripplebfs/ripple/beam"
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
	ripplebeam.Register("example-ring", true, func(params string) (ripplebeam.Graph, error) {
		n, err := strconv.Atoi(params)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("ring size %q: want a positive integer", params)
		}
		return ripplebeam.Packed[int](ring{n}, 0), nil
	})
	dir, _ := os.MkdirTemp("", "ring")
	defer os.RemoveAll(dir)
	sizes, err := ripplebeam.Run(context.Background(), ripplebeam.Config{Problem: "example-ring", Params: "7", Dir: dir}, search.Options{})
	fmt.Println(sizes, err)
	// Output: [1 2 2 2] <nil>
}

// Packed makes the pipeline's Graph from any Neighbors that is also a
// Packer.
func ExamplePacked() {
	g := ripplebeam.Packed[int](ring{5}, 0)
	fmt.Println(g.Starts())
	g.Expand(0, func(k uint64) bool { fmt.Println(k); return true })
	// Output:
	// [0]
	// 1
	// 4
}

// Run enumerates the 2×3 sliding puzzle, whose layers are small enough
// for the driver to expand them without a pipeline; the sizes are those
// of search.Sweep (360 states, 6!/2). ReadLayer then reads a layer back,
// checked against its manifest.
func ExampleRun() {
	dir, _ := os.MkdirTemp("", "sliding")
	defer os.RemoveAll(dir)
	cfg := ripplebeam.Config{Problem: "sliding", Params: "2x3", Dir: dir}
	sizes, err := ripplebeam.Run(context.Background(), cfg, search.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sizes)
	m, keys, err := ripplebeam.ReadLayer(context.Background(), dir, len(sizes)-1)
	fmt.Printf("depth %d: %d states, checksum ok: %v, %v\n", m.Depth, len(keys), ripplebeam.Checksum(keys) == m.Checksum, err)
	// Output:
	// [1 2 3 5 6 7 10 12 12 16 23 25 28 39 44 40 29 21 18 12 6 1]
	// depth 21: 1 states, checksum ok: true, <nil>
}

// Lookup and Problems list what this binary can run.
func ExampleProblems() {
	p, ok := ripplebeam.Lookup("snakes")
	fmt.Println(ok, p.Undirected)
	for _, name := range ripplebeam.Problems() {
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
	fmt.Println(ripplebeam.Checksum([]uint64{1, 2, 3}) == ripplebeam.Checksum([]uint64{3, 1, 2}))
	// Output: true
}

// cycle is the ring of ExampleRegister with a dense index instead of a
// packing: a search.Indexer over 0..n−1.
type cycle struct{ ring }

func (c cycle) Len() int          { return c.n }
func (cycle) Index(s int) int     { return s }
func (cycle) State(i int) int     { return i }
func (c cycle) Pack(s int) uint64 { panic("Of prefers the Indexer") }

// Of finds a puzzle's capability, Indexer before Packer, as the engine's
// searches do; a puzzle with neither is an error.
func ExampleOf() {
	g, err := ripplebeam.Of[int](cycle{ring{4}}, 2)
	fmt.Println(g.Starts(), err)
	_, err = ripplebeam.Of[int](search.NeighborsFunc[int](func(int, func(int) bool) {}), 0)
	fmt.Println(err != nil)
	// Output:
	// [2] <nil>
	// true
}

// Indexed keys states by their index.
func ExampleIndexed() {
	g := ripplebeam.Indexed[int](cycle{ring{5}}, 0)
	g.Expand(0, func(k uint64) bool { fmt.Println(k); return true })
	// Output:
	// 1
	// 4
}

// A whole program is a registration and a Command: here the ring of
// ExampleRegister with -n, run on its arguments.
func ExampleCommand() {
	ripplebeam.Register("example-command-ring", true, func(params string) (ripplebeam.Graph, error) {
		n, err := strconv.Atoi(params)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("-n %s: want a positive integer", params)
		}
		return ripplebeam.Of[int](ring{n}, 0)
	})
	cmd := ripplebeam.Command{
		Name: "ring",
		Flags: func(fs *flag.FlagSet) ripplebeam.Params {
			n := fs.Int("n", 5, "the ring's size")
			return ripplebeam.Fixed("example-command-ring", func() string { return strconv.Itoa(*n) })
		},
	}
	dir, _ := os.MkdirTemp("", "ring")
	defer os.RemoveAll(dir)
	code := cmd.Run([]string{"-n", "6", "-out", dir}, nil, os.Stdout, os.Stdout)
	fmt.Println("exit", code)
	code = cmd.Run([]string{"-n", "0", "-out", dir + "/other"}, nil, os.Stdout, os.Stdout)
	fmt.Println("exit", code)
	// Output:
	// 0 1
	// 1 2
	// 2 2
	// 3 1
	// exit 0
	// ring: -n 0: want a positive integer
	// exit 2
}

// Fixed names one problem whose parameters come from the parsed flags.
func ExampleFixed() {
	size := "3"
	problem, params, err := ripplebeam.Fixed("example-ring", func() string { return size })(nil)
	fmt.Println(problem, params, err)
	// Output: example-ring 3 <nil>
}
