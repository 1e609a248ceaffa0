package ripplebeam

import (
	"github.com/ripplebfs/ripple/problems/plugin"
)

// RegisterPlugins registers, under its Packing's Problem name, every
// plugin in ps that describes a packing (such as those of
// ripple/problems/all), and returns the packings it registered. Workers
// receive the canonical parameters that Packing.New returns. Call it
// from an init function, as [Register]; it panics as Register does on a
// name taken.
func RegisterPlugins(ps []plugin.Plugin) []*plugin.Packing {
	var out []*plugin.Packing
	for _, p := range ps {
		pk := p.Packing
		if pk == nil {
			continue
		}
		Register(pk.Problem, pk.Undirected, func(params string) (Graph, error) {
			g, _, err := pk.New(params)
			if err != nil {
				return nil, err
			}
			return g, nil
		})
		out = append(out, pk)
	}
	return out
}
