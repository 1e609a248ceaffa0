package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
)

// maxBatchLine bounds one board's line: a 16-cell board is under 100 bytes.
const maxBatchLine = 4096

// batchJob is one board of a batch: its line, and once done is closed,
// its length (-1: unsolvable) or the error that stops the run.
type batchJob struct {
	line int
	pos  *slidingpuzzle.Position
	n    int
	err  error
	done chan struct{}
}

// runBatch solves one board per line of stdin (blank lines skipped),
// printing "<length>" per line on out, in input order, -1 for an
// unsolvable board. workers goroutines solve boards at the same time;
// the searches whose memory grows with -max-states (boards other than 4×4,
// or 4×4 with -max-states) run one at a time, so that the default limit's
// memory bound holds, while 4×4 boards solved by Puzzle.Solve (fixed
// memory) run in parallel. Progress (a line per board once the run has
// taken a second) and a summary go to stderr with -v. A line that is not a valid
// board stops the run with an error naming the line, after the lengths of
// the boards before it. Input is bounded by -max-bytes; each board is
// solved as by -solve.
func (cfg config) runBatch(stdin io.Reader, out *bufio.Writer, workers int) error {
	began := time.Now()
	order := make(chan *batchJob, 2*workers) // jobs in input order, bounding those in flight
	work := make(chan *batchJob, 2*workers)
	stop := make(chan struct{})
	defer close(stop)
	go cfg.readBatch(stdin, order, work, stop)
	var bounded sync.Mutex // one memory-bounded search at a time
	for range workers {
		go func() {
			for j := range work {
				cfg.solveJob(j, &bounded)
				close(j.done)
			}
		}()
	}
	boards, moves := 0, 0
	for j := range order {
		<-j.done
		if j.err != nil {
			return j.err
		}
		boards++
		if j.n > 0 {
			moves += j.n
		}
		fmt.Fprintln(out, j.n)
		if cfg.c.Verbose() && time.Since(began) > time.Second {
			out.Flush()
			cfg.c.Logf("board %d (line %d): %d moves, %s since the start", boards, j.line, j.n, time.Since(began).Round(time.Millisecond))
		}
	}
	el := time.Since(began)
	cfg.c.Logf("%d boards, %d moves in all, %s (%s per board)", boards, moves, el.Round(time.Millisecond), (el / time.Duration(max(boards, 1))).Round(time.Microsecond))
	return nil
}

// readBatch parses the boards of stdin into jobs, sent to order (all) and
// work (valid boards), until the input ends, a line is bad (a job carrying
// the error, already done, ends order), or stop is closed.
func (cfg config) readBatch(stdin io.Reader, order, work chan<- *batchJob, stop <-chan struct{}) {
	defer close(order)
	defer close(work)
	send := func(j *batchJob, to chan<- *batchJob) bool {
		select {
		case to <- j:
			return true
		case <-stop:
			return false
		}
	}
	fail := func(err error) {
		j := &batchJob{err: err, done: make(chan struct{})}
		close(j.done)
		send(j, order)
	}
	in := cfg.c.Bound("stdin", stdin)
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 256), maxBatchLine)
	var next int64 // offset of the next line
	sc.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		adv, tok, err := bufio.ScanLines(data, atEOF)
		if tok != nil {
			next += int64(adv)
		}
		return adv, tok, err
	})
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if strings.TrimSpace(text) == "" {
			continue
		}
		// The line as given, blanks included, so that an offset in the
		// parser's error counts bytes of the line.
		pos, err := slidingpuzzle.Parse(strings.NewReader(text))
		if err != nil {
			fail(fmt.Errorf("%s: line %d: %s", in.Name, line, strings.TrimPrefix(err.Error(), "slidingpuzzle: ")))
			return
		}
		j := &batchJob{line: line, pos: pos, done: make(chan struct{})}
		if !send(j, order) || !send(j, work) {
			return
		}
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			err = &cli.ReadError{Input: in.Name, Offset: next, Err: fmt.Errorf("line %d: longer than %d bytes (one board per line)", line+1, maxBatchLine)}
		}
		fail(err)
	}
}

// solveJob solves j's board, holding bounded during searches whose memory
// grows with -max-states.
func (cfg config) solveJob(j *batchJob, bounded *sync.Mutex) {
	p, s := j.pos.Puzzle, j.pos.State
	j.n = -1
	if !p.Solvable(s) {
		return
	}
	if !(p.Rows() == 4 && p.Cols() == 4 && !cfg.maxStatesSet) {
		bounded.Lock()
		defer bounded.Unlock()
	}
	path, err := cfg.solve(p, s)
	if err != nil {
		j.err = fmt.Errorf("line %d: %w", j.line, err)
		return
	}
	j.n = len(path) - 1
}

// tilesMoved lists the tile that each move of path slides, e.g. "12 11 15".
func tilesMoved(path []slidingpuzzle.State) string {
	var sb strings.Builder
	for i := 1; i < len(path); i++ {
		// The moved tile is the one on the cell that holds the blank after
		// the move.
		for c := range 16 {
			if path[i].Tile(c) == 0 && path[i-1].Tile(c) != 0 {
				if sb.Len() > 0 {
					sb.WriteByte(' ')
				}
				fmt.Fprint(&sb, path[i-1].Tile(c))
				break
			}
		}
	}
	return sb.String()
}
