package main

import (
	"fmt"
	"io"
	"slices"
)

// printTable writes the markdown table: one line per workload and anchor
// (per search for the memory rows).
func printTable(w io.Writer, ws []workload, res [][][]measure) error {
	lines := []string{
		"| workload | ripple | anchor | median ripple/anchor | range over rounds | target | holds |",
		"|---|---|---|---:|---:|---:|---|",
	}
	for i, wl := range ws {
		if wl.mem {
			mib := make([]float64, len(res[i][0]))
			for r, m := range res[i][0] {
				mib[r] = m.value / (1 << 20)
			}
			med := median(mib)
			lines = append(lines, fmt.Sprintf("| %s | %s | %d MiB of peak RSS | %.1f MiB (%.2f×) | %.1f–%.1f MiB | ≤ %d MiB | %s |",
				wl.label, wl.sides[0].label, memLimit>>20, med, med/(memLimit>>20), slices.Min(mib), slices.Max(mib), memLimit>>20, holds(med <= memLimit>>20)))
			continue
		}
		for j := 1; j < len(wl.sides); j++ {
			ratios := make([]float64, len(res[i][0]))
			for r := range ratios {
				ratios[r] = res[i][0][r].value / res[i][j][r].value
			}
			med := median(ratios)
			lines = append(lines, fmt.Sprintf("| %s | %s | %s | %.2f× | %.2f–%.2f× | ≤ %.1f× | %s |",
				wl.label, wl.sides[0].label, wl.sides[j].label, med, slices.Min(ratios), slices.Max(ratios), wl.sides[j].target, holds(med <= wl.sides[j].target)))
		}
	}
	for _, l := range lines {
		if _, err := fmt.Fprintln(w, l); err != nil {
			return err
		}
	}
	return nil
}

func holds(ok bool) string {
	if ok {
		return "yes"
	}
	return "no"
}
