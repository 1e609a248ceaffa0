package main

import (
	"bytes"
	"fmt"
	"io"
	"slices"

	"github.com/ripplebfs/ripple/docs/bench/internal/cpu"
)

// pocketCube is every step of docs/plugins.md, "A puzzle with millions of
// states": docs/bench/pocketcube counting the 3,674,160 positions of the
// pocket cube layer by layer, one whole process per step, against the
// hand breadth-first search over ranks with move tables (-step hand).
func pocketCube() section {
	steps := []struct{ step, desc string }{
		{"hand", "by hand: ranks, move tables, bitset, two `int32` layers"},
		{"hand-map", "by hand: structs, Go map"},
		{"struct", "struct, `Neighbors`: `Layers`, map mode"},
		{"packed", "struct + `Pack`/`Unpack`: `Layers`"},
		{"rank", "struct + `Indexer` (search/rank): `Layers`"},
		{"sweep-rank", "struct + `Indexer` (search/rank): `Sweep`"},
		{"tables", "`int` rank, move tables, `Indexer`: `Layers`"},
		{"frontier", "the same + `FrontierNeighbors`: `Layers`"},
		{"sweep", "`int` rank, move tables, `Indexer`: `Sweep`"},
		{"sweep-index", "the same + `IndexNeighbors`: `Sweep`"},
		{"sweep-frontier", "the same + `FrontierNeighbors`: `Sweep`"},
	}
	var rows []row
	for _, s := range steps {
		rows = append(rows, row{Label: "`-step " + s.step + "`", Ripple: prog(s.desc, "{tmp}/pocketcube", "-step", s.step)})
	}
	return section{
		Build: [][]string{{"go", "-C", "docs/bench", "build", "-o", "{tmp}/pocketcube", "./pocketcube"}},
		Rows:  rows,
		Table: cubeTable,
	}
}

// cubeTable prints one line per step: the median CPU time (user + system)
// of its process and peak RSS over the rounds, and the medians and ranges
// of their per-round ratios to the first row's (the hand search). It
// fails unless every run printed the first row's layers.
func cubeTable(out io.Writer, rows []row, res map[string][]cpu.Result) error {
	fmt.Fprintln(out, "| step | program | CPU, median | CPU / hand, median | range | peak RSS, median | RSS / hand, median | range |")
	fmt.Fprintln(out, "|---|---|---:|---:|---:|---:|---:|---:|")
	ref := res[rows[0].Ripple.Name]
	for _, r := range rows {
		var c, q, m, mq []float64
		for k, x := range res[r.Ripple.Name] {
			if !bytes.Equal(x.Out, ref[0].Out) {
				return fmt.Errorf("%s: round %d prints other layers than %s", r.Ripple.Name, k+1, rows[0].Ripple.Name)
			}
			c, q = append(c, x.CPU.Seconds()), append(q, x.CPU.Seconds()/ref[k].CPU.Seconds())
			m, mq = append(m, float64(x.MaxRSS)), append(mq, float64(x.MaxRSS)/float64(ref[k].MaxRSS))
		}
		fmt.Fprintf(out, "| %s | %s | %s | **%.2f×** | %.2f–%.2f | %s | **%.2f×** | %.2f–%.2f |\n", r.Label, r.Ripple.Desc,
			dur(cpu.Median(c)), cpu.Median(q), slices.Min(q), slices.Max(q),
			mib1(cpu.Median(m)), cpu.Median(mq), slices.Min(mq), slices.Max(mq))
	}
	return nil
}

// mib1 formats KiB as MiB, with a decimal below 10 MiB.
func mib1(kib float64) string {
	if kib < 10<<10 {
		return fmt.Sprintf("%.1f MiB", kib/(1<<10))
	}
	return mib(int64(kib))
}
