package openlock_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/problems/openlock"
	"github.com/ripplebfs/ripple/search"
)

func ExampleOpenLock() {
	// LeetCode 752, examples 1 to 3.
	fmt.Println(openlock.OpenLock([]string{"0201", "0101", "0102", "1212", "2002"}, "0202"))
	fmt.Println(openlock.OpenLock([]string{"8888"}, "0009"))
	fmt.Println(openlock.OpenLock([]string{"8887", "8889", "8878", "8898", "8788", "8988", "7888", "9888"}, "8888"))
	// Invalid input gives -1 too; New and Open say why.
	fmt.Println(openlock.OpenLock(nil, "02O2"))
	// Output:
	// 6
	// 1
	// -1
	// -1
}

func ExampleNew() {
	_, err := openlock.New([]string{"0201", "0101", "01O2"})
	fmt.Println(err)
	var ie *openlock.InputError
	if errors.As(err, &ie) {
		fmt.Println(ie.Field, ie.Offset)
	}
	// Output:
	// openlock: deadends[2]: a combination is a string of exactly 4 digits 0-9: "01O2": byte 2 is "O"
	// deadends[2] -1
}

func ExampleLock_Open() {
	l, err := openlock.New([]string{"0201", "0101", "0102", "1212", "2002"})
	if err != nil {
		panic(err)
	}
	path, ok, err := l.Open("0202")
	fmt.Println(ok, err, len(path)-1, "moves:", path)
	_, ok, err = l.Open("0201") // a dead end is unreachable, not an error
	fmt.Println(ok, err)
	_, _, err = l.Open("202")
	fmt.Println(err)
	// Output:
	// true <nil> 6 moves: [0000 1000 1100 1200 1201 1202 0202]
	// false <nil>
	// openlock: target: a combination is a string of exactly 4 digits 0-9: "202": 3 digits
}

func ExampleLock_Path() {
	l, _ := openlock.New([]string{"0001", "0009"})
	fmt.Println(l.Path(0, 2))
	fmt.Println(l.Path(0, 1))
	// Output:
	// [0 1000 1001 1002 2] true
	// [] false
}

func ExampleLock_Dead() {
	l, _ := openlock.New([]string{"8888"})
	fmt.Println(l.Dead(8888), l.Dead(0))
	// Output: true false
}

func ExampleLock_Neighbors() {
	l, _ := openlock.New([]string{"1000"})
	l.Neighbors(openlock.Start, func(c int) bool {
		fmt.Print(openlock.Format(c), ";")
		return true
	})
	fmt.Println()
	// The lock is a dense search.Neighbors: the layers from 0000. Layer 2
	// has 31 combinations, not 32, because 2000 is only reachable through
	// the dead 1000 in two moves.
	for d, layer := range search.Layers[int](l, openlock.Start) {
		if d < 3 {
			fmt.Println(d, len(layer))
		}
	}
	// Output:
	// 9000;0100;0900;0010;0090;0001;0009;
	// 0 1
	// 1 7
	// 2 31
}

func ExampleParseCombination() {
	c, err := openlock.ParseCombination("0202")
	fmt.Println(c, err)
	_, err = openlock.ParseCombination("02-2")
	fmt.Println(err)
	// Output:
	// 202 <nil>
	// openlock: offset 2, combination: a combination is a string of exactly 4 digits 0-9: "02-2": byte 2 is "-"
}

func ExampleFormat() {
	fmt.Println(openlock.Format(202), openlock.Format(9999))
	// Output: 0202 9999
}

func ExampleLock_Len() {
	var l openlock.Lock // the zero Lock: no dead ends
	fmt.Println(l.Len())
	// Output:
	// 10000
}

func ExampleLock_Index() {
	// Combinations are their own dense indices, so the engine's visited set
	// is a bitset of 10,000 bits.
	c, _ := openlock.ParseCombination("0202")
	var l openlock.Lock
	fmt.Println(l.Index(c), openlock.Format(l.State(l.Index(c))))
	// Output:
	// 202 0202
}

func ExampleLock_State() {
	var l openlock.Lock
	fmt.Println(openlock.Format(l.State(9)))
	// Output:
	// 0009
}

func ExampleInputError_Error() {
	_, err := openlock.ParseCombination("020")
	fmt.Println(err)
	_, _, err = new(openlock.Lock).Open("02x2")
	fmt.Println(err)
	// Output:
	// openlock: offset 3, combination: a combination is a string of exactly 4 digits 0-9: "020": 3 digits
	// openlock: target: a combination is a string of exactly 4 digits 0-9: "02x2": byte 2 is "x"
}

func ExampleParse() {
	p, err := openlock.Parse(strings.NewReader(`{"deadends":["0201","0101","0102","1212","2002"],"target":"0202"}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	path, ok := p.Open()
	fmt.Println(ok, len(path)-1, openlock.Format(p.Target))
	_, err = openlock.Parse(strings.NewReader(`{"deadends":["0201"],"target":"02O2"}`))
	fmt.Println(err)
	// Output:
	// true 6 0202
	// openlock: offset 33, target: a combination is a string of exactly 4 digits 0-9: "02O2": byte 2 is "O"
}

func ExampleProblem_Open() {
	p, _ := openlock.Parse(strings.NewReader(`{"deadends":["8888"],"target":"0009"}`))
	fmt.Println(p.Open())
	// Output: [0000 0009] true
}

func ExamplePlugin() {
	p := openlock.Plugin()
	fmt.Println(p.Name+":", p.Title)
	fmt.Println(p.Parse(strings.NewReader(p.Example)))
	for _, in := range p.Instances {
		fmt.Print(in.Name, " ")
	}
	fmt.Println()
	// Output:
	// openlock: LeetCode 752, Open the Lock (bidirectional search)
	// <nil>
	// leetcode-1 leetcode-2 leetcode-3
}
