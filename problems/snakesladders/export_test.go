package snakesladders

import "github.com/ripplebfs/ripple/search"

// ShortcutGraph is MinRolls's graph over the jump table (shortcut.go), for
// the benchmarks.
func ShortcutGraph(b *Board) search.Neighbors[int32] { return shortcut{b.jump} }
