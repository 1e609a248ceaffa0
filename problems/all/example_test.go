package all_test

import (
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/problems/all"
)

// ExamplePlugins goes over the registry as the tour and the cross-plugin
// tests do: each plugin's Example input parses, and each names its
// package and problem.
func ExamplePlugins() {
	ok := true
	for _, p := range all.Plugins() {
		ok = ok && p.Parse(strings.NewReader(p.Example)) == nil && p.Name != "" && p.Title != ""
	}
	fmt.Println("every registered plugin parses its example:", ok)
	// Output:
	// every registered plugin parses its example: true
}
