package rank_test

import (
	"fmt"

	"github.com/ripplebfs/ripple/search/rank"
)

func ExampleFactorial() {
	fmt.Println(rank.Factorial(8))
	// Output: 40320
}

func ExamplePartialCount() {
	// Six tiles of the 15-puzzle on its 16 cells.
	fmt.Println(rank.PartialCount(16, 6))
	// Output: 5765760
}

func ExamplePermutation() {
	fmt.Println(rank.Permutation([]int{0, 1, 2}), rank.Permutation([]int{1, 0, 2}), rank.Permutation([]int{2, 1, 0}))
	// Output: 0 2 5
}

func ExampleUnrankPermutation() {
	p := make([]int, 3)
	rank.UnrankPermutation(3, p)
	fmt.Println(p)
	// Output: [1 2 0]
}

func ExamplePartial() {
	// Two values out of 0..3: [0 1]=0, [0 2]=1, [0 3]=2, [1 0]=3, ...
	fmt.Println(rank.Partial([]int{1, 0}, 4), rank.Partial([]int{3, 2}, 4))
	// Output: 3 11
}

func ExampleUnrankPartial() {
	p := make([]int, 2)
	rank.UnrankPartial(11, 4, p)
	fmt.Println(p)
	// Output: [3 2]
}

func ExampleOrientation() {
	// The twists of a 2×2×2 cube's 8 corners sum to 0 mod 3: rank 7.
	twists := []int{1, 2, 0, 0, 1, 2, 0}
	fmt.Println(rank.Orientation(twists, 3))
	// Output: 1230
}

func ExampleUnrankOrientation() {
	o := make([]int, 7)
	rank.UnrankOrientation(1230, 3, o)
	fmt.Println(o)
	// Output: [1 2 0 0 1 2 0]
}
