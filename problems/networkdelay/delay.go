package networkdelay

// DelayTime returns the time a signal sent from node k takes to reach
// every node, the node it reaches last (the smallest such label is not
// promised: the last one settled), and whether every node receives it.
// It panics if k is not a node.
func (nw *Network) DelayTime(k int) (time, last int, ok bool) {
	t := nw.Delays(k)
	last, time, _ = t.Last()
	if t.Len() < nw.n {
		return -1, 0, false
	}
	return time, last, true
}

// NetworkDelayTime is LeetCode 743's signature: the time for a signal sent
// from node k to reach all n nodes over the edges times[i] = [u, v, w],
// or -1 if some node never receives it. It never panics: input that [New]
// rejects, or k outside 1..n, gives -1 too.
func NetworkDelayTime(times [][]int, n int, k int) int {
	nw, err := New(times, n)
	if err != nil || k < 1 || k > n {
		return -1
	}
	time, _, ok := nw.DelayTime(k)
	if !ok {
		return -1
	}
	return time
}
