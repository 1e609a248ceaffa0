package all_test

import (
	"testing"

	"github.com/ripplebfs/ripple/problems/all"
)

// TestPackings: every plugin that describes a packing names its problem
// and parameter, no two share a problem name, and a parameter that is
// not input text is refused with an error, not a panic.
func TestPackings(t *testing.T) {
	seen := map[string]string{}
	for _, p := range all.Plugins() {
		pk := p.Packing
		if pk == nil {
			continue
		}
		t.Run(p.Name, func(t *testing.T) {
			if pk.Problem == "" || pk.Param == "" || pk.Doc == "" || pk.New == nil {
				t.Fatalf("a field is empty: %+v", pk)
			}
			if other, ok := seen[pk.Problem]; ok {
				t.Fatalf("%s is also the problem of %s", pk.Problem, other)
			}
			seen[pk.Problem] = p.Name
			for _, bad := range []string{"", "\x00", "[[[", "99999x99999"} {
				g, _, err := pk.New(bad)
				if err == nil {
					t.Fatalf("%q: no error", bad)
				}
				if g != nil {
					t.Fatalf("%q: a graph with the error", bad)
				}
			}
		})
	}
	if len(seen) == 0 {
		t.Fatal("no plugin has a packing")
	}
}
