package engine

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/problems/networkdelay"
	"github.com/ripplebfs/ripple/watch"
)

// Example743 is LeetCode 743's first example (answer 2), as its problem
// statement prints the arguments.
const Example743 = "times = [[2,1,1],[2,3,1],[3,4,1]], n = 4, k = 2"

// nodesShown is how many nodes of each cost the page receives.
const nodesShown = 400

func network() watch.Puzzle {
	return watch.Puzzle{
		Name:    "networkdelay",
		Title:   "Network Delay Time (LeetCode 743, Dijkstra)",
		Example: Example743,
		Help:    "LeetCode's arguments: times = [[u,v,w],…] (a signal from node u reaches v after w), n nodes labelled 1..n, and k, the node that sends; pasted as LeetCode prints them, or as the JSON object {\"times\":…,\"n\":…,\"k\":…}. The layers are the nodes reached at each time.",
		Kind:    watch.KindLabels,
		Run:     runNetwork,
	}
}

// parseNetwork reads LeetCode 743's arguments as the networkdelay CLI
// does, with the CLI's error worded for an input named [ProblemName].
func parseNetwork(input string) (*networkdelay.Problem, error) {
	return readNamed("networkdelay", ProblemName, input, networkdelay.Parse, "times", "n", "k")
}

func runNetwork(ctx context.Context, input string, env watch.Env) (*watch.Result, error) {
	p, err := parseNetwork(input)
	if err != nil {
		return nil, err
	}
	nw, n := p.Network, p.Network.Nodes()
	label := func(u int) any { return fmt.Sprintf("node %d", u) }
	res := &watch.Result{AnswerFrom: leetCode, AnswerNote: "time until every node has the signal (-1: some node never does)"}
	t, err := watch.TraceCost(ctx, env, nw, nil, nil, nodesShown, label, res, p.K)
	if err != nil {
		return nil, err
	}
	// The edges as LeetCode gives them, for its function.
	var times [][]int
	for u := 1; u <= n; u++ {
		nw.Edges(u, func(v, w int) bool {
			times = append(times, []int{u, v, w})
			return true
		})
	}
	res.Answer = networkdelay.NetworkDelayTime(times, n, p.K)
	last, cost, _ := t.Last()
	path, _ := t.PathTo(last)
	for _, u := range path {
		res.Path = append(res.Path, label(u))
	}
	res.PathCost = cost
	res.Goal = fmt.Sprintf("node %d, the last to receive the signal", last)
	res.Summary = fmt.Sprintf("%d nodes, %d edges: the signal from node %d reaches %d of them, the last at time %d", n, len(times), p.K, t.Len(), cost)
	return res, nil
}
