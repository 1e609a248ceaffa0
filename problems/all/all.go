// Package all is the list of ripple's problem packages: the one place a new
// plugin registers itself, with one import and one line in [Plugins]. The
// tour (examples/tour), the gonum cross-check (examples/crosscheck) and the
// cross-plugin tests and benchmarks (here and in internal/integration) go
// over this list and name no plugin themselves. docs/plugins.md says what
// a plugin provides.
package all

import (
	"github.com/ripplebfs/ripple/problems/arrowgrid"
	"github.com/ripplebfs/ripple/problems/cheapestflights"
	"github.com/ripplebfs/ripple/problems/islands"
	"github.com/ripplebfs/ripple/problems/networkdelay"
	"github.com/ripplebfs/ripple/problems/openlock"
	"github.com/ripplebfs/ripple/problems/plugin"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/waystoarrive"
	"github.com/ripplebfs/ripple/problems/wordladder"
)

// Plugins returns every problem package's description, in the tour's
// order, freshly built (their instances included: some milliseconds).
func Plugins() []plugin.Plugin {
	return []plugin.Plugin{
		snakesladders.Plugin(),
		wordladder.Plugin(),
		rottingoranges.Plugin(),
		slidingpuzzle.Plugin(),
		openlock.Plugin(),
		islands.Plugin(),
		networkdelay.Plugin(),
		cheapestflights.Plugin(),
		arrowgrid.Plugin(),
		waystoarrive.Plugin(),
	}
}
