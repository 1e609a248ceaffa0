package search

import "fmt"

// labelStore numbers the states a weighted search reaches with int32
// positions 0, 1, ... in the order they are first reached, and maps a state
// back to its position. It has two modes: a Go map keyed by the state, and,
// when the graph is an [Indexer], dense pages over [0, Len()): a page of
// 4,096 positions is allocated the first time one of its indices is
// reached, so memory follows the states reached, not Len(). It is the
// weighted searches' only view of the visited set, kept behind these few
// methods so that it can be replaced by a store shared with the other
// searches.
type labelStore[S comparable] struct {
	states []S // states[p] is the state at position p

	ids map[S]int32 // map mode

	ix    Indexer[S] // dense mode
	n     int        // ix.Len()
	pages [][]int32  // pages[i>>pageBits][i&pageMask] is position+1, 0 if unreached

	limit int // the most positions allowed
}

const (
	pageBits = 12
	pageMask = 1<<pageBits - 1
)

// newLabelStore returns a store over the states of g (dense if g is an
// [Indexer] with Len() ≤ 2³¹−1), holding at most limit states.
func newLabelStore[S comparable](g any, limit int) *labelStore[S] {
	l := &labelStore[S]{limit: limit}
	if ix, ok := g.(Indexer[S]); ok {
		if n := ix.Len(); n < 0 {
			panic(fmt.Sprintf("search: Indexer.Len() = %d is negative", n))
		} else if n <= 1<<31-1 {
			l.ix, l.n = ix, n
			l.pages = make([][]int32, (n+pageMask)>>pageBits)
			return l
		}
	}
	l.ids = make(map[S]int32)
	return l
}

// dense reports whether the store is in dense mode.
func (l *labelStore[S]) dense() bool { return l.ix != nil }

// find returns the position of s, if it was reached.
func (l *labelStore[S]) find(s S) (int32, bool) {
	if l.ix == nil {
		p, ok := l.ids[s]
		return p, ok
	}
	i := l.ix.Index(s)
	if uint(i) >= uint(l.n) {
		return -1, false
	}
	page := l.pages[i>>pageBits]
	if page == nil || page[i&pageMask] == 0 {
		return -1, false
	}
	return page[i&pageMask] - 1, true
}

// add returns the position of s, giving it the next one if it is new
// (added). Past the limit it returns -1: the caller stops the search.
func (l *labelStore[S]) add(s S) (p int32, added bool) {
	if l.ix == nil {
		if p, ok := l.ids[s]; ok {
			return p, false
		}
		if len(l.states) >= l.limit {
			return -1, true
		}
		p = int32(len(l.states))
		l.ids[s] = p
		l.states = append(l.states, s)
		return p, true
	}
	i := l.ix.Index(s)
	if uint(i) >= uint(l.n) {
		panic(fmt.Sprintf("search: Indexer.Index(%v) = %d, outside [0, %d)", s, i, l.n))
	}
	page := l.pages[i>>pageBits]
	if page == nil {
		page = make([]int32, min(pageMask+1, l.n-i&^pageMask))
		l.pages[i>>pageBits] = page
	}
	if v := page[i&pageMask]; v != 0 {
		return v - 1, false
	}
	if len(l.states) >= l.limit {
		return -1, true
	}
	p = int32(len(l.states))
	page[i&pageMask] = p + 1
	l.states = append(l.states, s)
	return p, true
}

// len returns the number of states reached.
func (l *labelStore[S]) len() int { return len(l.states) }
