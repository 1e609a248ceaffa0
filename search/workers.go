package search

import (
	"fmt"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// parallel runs f(0..w-1) on w goroutines (f(0) on the caller's) and waits.
// A panic in any of them calls halt, if not nil, to stop the others, and
// is re-raised in the caller, since the stack of the re-panic shows only
// the caller: an error as a [workerPanic] that wraps it, so that errors.Is
// and errors.As still find it, any other value as a string with the
// worker's stack after it.
func parallel(w int, halt func(), f func(p int)) {
	var (
		wg    sync.WaitGroup
		once  sync.Once
		fault any
	)
	run := func(p int) {
		defer func() {
			if e := recover(); e != nil {
				stack := debug.Stack()
				if halt != nil {
					halt()
				}
				once.Do(func() {
					if err, ok := e.(error); ok {
						fault = &workerPanic{err, p, w, stack}
					} else {
						fault = fmt.Sprintf("%v\n\nworker %d of %d panicked; its stack:\n%s", e, p, w, stack)
					}
				})
			}
		}()
		f(p)
	}
	for p := 1; p < w; p++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			run(p)
		}()
	}
	run(0)
	wg.Wait()
	if fault != nil {
		panic(fault)
	}
}

// workerPanic is the panic value that re-raises in the caller an error a
// worker panicked with: it wraps the error, and its message ends with the
// worker's stack.
type workerPanic struct {
	err        error
	worker, of int
	stack      []byte
}

func (e *workerPanic) Error() string {
	return fmt.Sprintf("%v\n\nworker %d of %d panicked; its stack:\n%s", e.err, e.worker, e.of, e.stack)
}

func (e *workerPanic) Unwrap() error { return e.err }

// chunks hands out [lo, hi) ranges of [0, n) to concurrent callers.
type chunks struct {
	next atomic.Int64
	n    int
	size int
}

func (c *chunks) take() (lo, hi int, ok bool) {
	k := int(c.next.Add(1) - 1)
	lo = k * c.size
	if lo >= c.n {
		return 0, 0, false
	}
	return lo, min(lo+c.size, c.n), true
}
