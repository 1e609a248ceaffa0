// Command apicheck prints the exported API of a package of this module as
// sorted lines, one per exported name: each function and method with its
// signature, each type with its kind, each field and interface method with
// its type, each constant and variable. search/search.api holds the
// version-one surface of package search; a test in internal/integration
// compares it with this output, so that any change to the surface shows
// in review as a change to that file:
//
//	go run ./internal/apicheck ./search > search/search.api
package main

import (
	"fmt"
	"os"

	"github.com/ripplebfs/ripple/internal/apicheck/api"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: apicheck DIR")
		os.Exit(2)
	}
	lines, err := api.Lines(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "apicheck:", err)
		os.Exit(2)
	}
	for _, l := range lines {
		fmt.Println(l)
	}
}
