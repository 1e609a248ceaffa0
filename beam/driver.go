package ripplebeam

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	abeam "github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/ripplebfs/ripple/search"
)

// Mode says which earlier layers a new layer is subtracted from.
type Mode string

const (
	// Auto is Frontier for problems registered as undirected, else Full.
	Auto Mode = ""
	// Frontier subtracts only layers d and d−1 from the candidates for
	// layer d+1, as in Korf's delayed duplicate detection: correct on
	// undirected graphs only (a successor of layer d lies in layer d−1, d
	// or d+1), and disk and shuffle grow with the widest layers, not with
	// the whole space. Layer files older than d−1 are deleted once layer
	// d+1 is complete, unless Config.Keep is set.
	Frontier Mode = "frontier"
	// Full subtracts every earlier layer: correct on directed graphs.
	Full Mode = "full"
)

// Config says what [Run] searches and where its layers go.
type Config struct {
	// Problem is a name given to [Register]; Params its parameters.
	Problem, Params string
	// Dir holds the run: a local directory or any path Beam's filesystem
	// registry knows (gs://bucket/dir once package gcs is linked in; the
	// runner's workers must be able to reach it).
	Dir string
	// Mode selects frontier or full search; Auto (the zero value) picks
	// by the problem's registration. Frontier on a problem not registered
	// as undirected is an error.
	Mode Mode
	// Resume continues the run found in Dir, which must hold one. Without
	// it Dir must hold no run.
	Resume bool
	// Keep keeps every layer's files in frontier mode.
	Keep bool
	// Shards is the number of hash buckets, the same for every layer of a
	// run: each layer is at most Shards files, and each pipeline groups by
	// bucket, so it bounds the parallelism of the dedupe step and divides
	// the memory it needs. Zero means 8.
	Shards int
	// Progress, if not nil, gets one line per layer: depth, layer size,
	// states so far, time and states/s; and one line per layer found
	// corrupt or partial on resume.
	Progress io.Writer
	// Execute runs one pipeline; nil means beamx.Run, which picks the
	// runner named by Beam's --runner flag (Prism in-process by default).
	// Run then refuses a name that is not one of the runners beamx links
	// in (where beamx would end the process), and "dot", which draws the
	// pipeline instead of running it; a program that registers a runner
	// of its own passes an Execute that calls beamx.Run.
	Execute func(context.Context, *abeam.Pipeline) error
}

// maxShards bounds Config.Shards and maxDepth the depth of a run: shard
// numbers and depths have five digits in file names.
const (
	maxShards = 99_999
	maxDepth  = 99_999
)

// Run searches the registered problem breadth-first from its starts and
// returns the number of states at each depth, as [search.Sweep] does. A
// layer of 10,000 states or more is expanded by a Beam pipeline, which
// goes on with the next layers (up to 16) until they hold about 2²⁰
// states; a smaller one is expanded by the driver itself, into the same
// files. Each layer is written to cfg.Dir as sorted, gap-encoded shard
// files with a CRC-32C each, then a manifest (depth, count, checksum,
// shards) once the pipeline has succeeded; a layer without a manifest is
// partial.
//
// A new run writes cfg.Dir/run.json: the parameters and an ID drawn at
// random, which every shard file and manifest of the run names. With
// cfg.Resume, Run reads it (a directory without one, or with another
// run's, is an error), then checks every layer's manifest, pruned or not,
// and every layer still on disk against its manifest. It continues after
// the last layer that checks out: a partial layer is discarded, and a
// corrupt one (damaged, of another run, or not a regular file) is
// reported on cfg.Progress and recomputed with every layer after it (from
// depth 0 if frontier search has already deleted the layers needed to
// recompute it). The sizes are the same as those of an uninterrupted run.
//
// opts.MaxDepth stops after that depth (not an error); opts.MaxStates
// stops with an error wrapping [search.ErrLimit] once the layers complete
// so far hold more states (checked per layer: a run passes it by at most
// one layer). opts.Workers, AllPaths and OnLayer are misuse (panic): the
// runner decides the parallelism, and cfg.Progress reports layers. ctx
// cancels the running pipeline; the layers complete so far stay, for a
// resume.
func Run(ctx context.Context, cfg Config, opts search.Options) ([]int, error) {
	if opts.Workers != 0 || opts.AllPaths || opts.OnLayer != nil || opts.MaxDepth < 0 || opts.MaxStates < 0 {
		panic("ripplebeam: Run honours only Options.MaxStates and MaxDepth (non-negative)")
	}
	if !abeam.Initialized() {
		return nil, errors.New("beam.Init() (Apache Beam's) has not been called: call it in main, after flag.Parse, before Run (it also turns the binary into a worker when a runner launches it as one)")
	}
	r, err := newRun(ctx, cfg)
	if err != nil {
		return nil, err
	}
	if cfg.Resume {
		// Before the lock, which would create a missing directory.
		if err := r.hasRun(); err != nil {
			return nil, err
		}
	}
	unlock, err := lockDir(r.cfg.Dir)
	if err != nil {
		return nil, err
	}
	defer unlock()
	if err := r.resume(); err != nil {
		return nil, err
	}
	return r.loop(opts)
}

type run struct {
	ctx    context.Context
	cfg    Config
	g      Graph
	mode   Mode
	fs     filesystem.Interface
	id     runID // of run.json, once resume has read or written it
	layers []*Manifest
	began  time.Time
}

func newRun(ctx context.Context, cfg Config) (*run, error) {
	p, ok := Lookup(cfg.Problem)
	if !ok {
		return nil, fmt.Errorf("unknown problem %q (registered: %v)", cfg.Problem, Problems())
	}
	g, err := p.New(cfg.Params)
	if err != nil {
		return nil, err
	}
	mode := cfg.Mode
	switch {
	case mode == Auto && p.Undirected:
		mode = Frontier
	case mode == Auto:
		mode = Full
	case mode == Frontier && !p.Undirected:
		return nil, fmt.Errorf("problem %q is not registered as undirected: frontier search would miss duplicates; use full mode", cfg.Problem)
	case mode != Frontier && mode != Full:
		return nil, fmt.Errorf("mode %q: want frontier or full", mode)
	}
	if cfg.Dir == "" {
		return nil, errors.New("no directory for the layers")
	}
	if cfg.Shards == 0 {
		cfg.Shards = 8
	}
	if cfg.Shards < 0 || cfg.Shards > maxShards {
		return nil, fmt.Errorf("%d shards: want 1 to %d", cfg.Shards, maxShards)
	}
	if cfg.Execute == nil {
		if err := checkRunner(); err != nil {
			return nil, err
		}
		cfg.Execute = beamx.Run
	}
	fs, err := filesystem.New(ctx, cfg.Dir)
	if err != nil {
		return nil, err
	}
	return &run{ctx: ctx, cfg: cfg, g: g, mode: mode, fs: fs, began: time.Now()}, nil
}

func (r *run) logf(format string, args ...any) {
	if r.cfg.Progress != nil {
		fmt.Fprintf(r.cfg.Progress, format+"\n", args...)
	}
}

// clip shortens run.json for an error message: a board can be megabytes.
func clip(b []byte) string {
	if len(b) > 200 {
		return string(b[:200]) + "…"
	}
	return string(b)
}

func (r *run) exists(path string) (bool, error) {
	names, err := r.fs.List(r.ctx, path)
	return len(names) > 0, err
}

// hasRun returns an error unless Dir holds a run.json.
func (r *run) hasRun() error {
	ok, err := r.exists(join(r.cfg.Dir, runInfoName))
	if err == nil && !ok {
		err = fmt.Errorf("%s holds no run to resume (it has no %s)", r.cfg.Dir, runInfoName)
	}
	return err
}

// resume creates the run's run.json, or reads it and keeps the layers on
// disk up to the first that does not check out.
func (r *run) resume() error {
	if err := r.openRun(); err != nil || !r.cfg.Resume {
		return err
	}
	r.loadLayers()
	// The next layer needs the files of the frontier and, in frontier
	// mode, of the layer before it; in full mode, of every layer.
	need := 0
	if r.mode == Frontier {
		need = max(0, len(r.layers)-2)
	}
	for _, m := range r.layers[min(need, len(r.layers)):] {
		if m.Pruned {
			r.logf("layer %d's files were deleted by frontier search; starting again from depth 0", m.Depth)
			r.layers = nil
			break
		}
	}
	return r.dropFrom(len(r.layers))
}

// openRun writes a new run's run.json with a new ID, or reads a resumed
// run's and checks that it describes this run; either way it sets r.id.
func (r *run) openRun() error {
	want := runInfo{Problem: r.cfg.Problem, Params: r.cfg.Params, Mode: r.mode, Shards: r.cfg.Shards}
	if !r.cfg.Resume {
		if ok, err := r.exists(join(r.cfg.Dir, runInfoName)); err != nil || ok {
			if err == nil {
				err = fmt.Errorf("%s holds a run already: resume it or use another directory", r.cfg.Dir)
			}
			return err
		}
		// Manifests left by an earlier run whose run.json is gone.
		if err := r.dropFrom(0); err != nil {
			return err
		}
		want.ID = newRunInfoID()
		r.id = want.identity()
		return writeAtomic(r.ctx, join(r.cfg.Dir, runInfoName), want.encode())
	}
	if err := r.hasRun(); err != nil {
		return err
	}
	shown := want.encode() // without an ID
	want.ID = newRunInfoID()
	size := int64(len(want.encode())) // every ID has as many digits
	got, b, err := readRunInfo(r.ctx, r.cfg.Dir, size+64<<10)
	if se := (*sizeError)(nil); errors.As(err, &se) {
		return fmt.Errorf("%s holds another run (its %s has %d bytes, this run's %d)", r.cfg.Dir, runInfoName, se.Size, size)
	}
	if err == nil && !got.sameSearch(want) {
		err = fmt.Errorf("%s holds another run (%s), not %s", r.cfg.Dir, clip(b), clip(shown))
	}
	if err != nil {
		return err
	}
	r.id = got.identity()
	return nil
}

// loadLayers appends to r.layers every layer whose manifest proves itself
// (digest, run, depth, link to the previous one, totals) and, unless
// pruned, whose files match it, up to the first that does not, which it
// reports; and stops after an empty layer, the last of a run. A manifest
// that does not follow the previous one condemns both, since either may
// be the one that changed.
func (r *run) loadLayers() {
	prev := ""
	for d := 0; ; d++ {
		m, err := readManifest(r.ctx, r.cfg.Dir, d, r.cfg.Shards)
		if err == nil && m == nil {
			return
		}
		if err == nil {
			err = m.check(r.id, d, r.cfg.Shards)
		}
		if err == nil {
			if err = m.follows(prev); err != nil {
				r.layers = r.layers[:max(d-1, 0)]
				r.logf("%v; recomputing from layer %d", err, len(r.layers))
				return
			}
		}
		if err == nil && !m.Pruned {
			err = checkLayer(r.ctx, r.cfg.Dir, r.id, m, nil)
		}
		if err != nil {
			r.logf("%v; recomputing from layer %d", err, d)
			return
		}
		r.layers = append(r.layers, m)
		if m.Count == 0 {
			return
		}
		prev = m.digest(false)
	}
}

// dropFrom deletes the manifests and files of every layer from depth d on.
func (r *run) dropFrom(d int) error {
	mans, err := r.fs.List(r.ctx, join(r.cfg.Dir, "layer-*.json"))
	if err != nil {
		return err
	}
	for _, name := range mans {
		var k int
		if _, err := fmt.Sscanf(name[len(name)-len("00000.json"):], "%05d.json", &k); err == nil && k >= d {
			if err := r.remove(name); err != nil {
				return err
			}
		}
	}
	return nil
}

func (r *run) remove(path string) error {
	rm, ok := r.fs.(filesystem.Remover)
	if !ok {
		return fmt.Errorf("%s: the filesystem cannot remove files", path)
	}
	return rm.Remove(r.ctx, path)
}

// clearLayer removes every file of layer d.
func (r *run) clearLayer(d int) error { return r.clearDir(layerDir(d)) }

// clearDir removes every file of the run's subdirectory name. A local
// one that is not a directory (a symbolic link to another, or a file put
// in its place) is removed itself, never what it points to.
func (r *run) clearDir(name string) error {
	dir := join(r.cfg.Dir, name)
	if !strings.Contains(dir, "://") {
		return clearLocalDir(dir)
	}
	names, err := r.fs.List(r.ctx, dir+"/*")
	if err != nil {
		return err
	}
	for _, name := range names {
		if err := r.remove(name); err != nil {
			return err
		}
	}
	return nil
}

// driverStates is the size below which a layer is expanded by the driver
// itself, without a pipeline: a pipeline costs tens of milliseconds to
// start on Prism (minutes on Dataflow), more than the driver takes to
// expand a few thousand states. A larger layer always goes through the
// runner, as on a cluster.
var driverStates = 10_000

// pipelineStates and pipelineLayers decide how many layers one pipeline
// computes: it is built for pipelineLayers layers, and stops after the
// first layer that brings its layers past pipelineStates states. Small
// layers thus share a pipeline, whose start-up costs more than they do,
// while a large one has a pipeline of its own; what a crash loses and, in
// frontier mode, what the run keeps on disk grow by about pipelineStates
// states (plus the layer that passed it). pipelineStates is a variable
// for the tests that need a run of small layers to take several
// pipelines.
var pipelineStates = 1 << 20

const pipelineLayers = 16

// loop computes layers until one is empty or a limit stops the run.
func (r *run) loop(opts search.Options) ([]int, error) {
	total := 0
	for _, m := range r.layers {
		total += m.Count
		r.logf("depth %3d: %11d states, %11d so far (from %s)", m.Depth, m.Count, total, manifestName(m.Depth))
	}
	if len(r.layers) == 0 {
		if err := r.writeStarts(); err != nil {
			return nil, err
		}
		total = r.layers[0].Count
	}
	for {
		d := len(r.layers)
		if r.layers[d-1].Count == 0 || (opts.MaxDepth > 0 && d > opts.MaxDepth) {
			break
		}
		if d > maxDepth {
			return nil, fmt.Errorf("depth %d: a run has at most %d layers", d, maxDepth+1)
		}
		if opts.MaxStates > 0 && total > opts.MaxStates {
			return nil, fmt.Errorf("%w: %d states by depth %d, more than Options.MaxStates (%d)", search.ErrLimit, total, d-1, opts.MaxStates)
		}
		began := time.Now()
		if r.layers[d-1].Count < driverStates {
			m, err := r.driverLayer(d)
			if err == nil {
				total += m.Count
				el := time.Since(began)
				r.logf("depth %3d: %11d states, %11d so far, %v, %.0f states/s, in the driver", d, m.Count, total,
					el.Round(time.Millisecond), float64(m.Count)/max(el.Seconds(), 1e-9))
				continue
			}
			if !errors.Is(err, errTooWide) {
				return nil, err
			}
		}
		last := r.lastLayer(d, opts)
		if err := r.pipeline(d, last, total, opts.MaxStates); err != nil {
			return nil, err
		}
		var err error
		if total, err = r.commitPipeline(d, last, total, opts.MaxStates, time.Since(began)); err != nil {
			return nil, err
		}
	}
	sizes := make([]int, 0, len(r.layers))
	for _, m := range r.layers {
		if m.Count > 0 && (opts.MaxDepth == 0 || m.Depth <= opts.MaxDepth) {
			sizes = append(sizes, m.Count)
		}
	}
	el := time.Since(r.began)
	r.logf("total %d states in %d layers, %v, %.0f states/s", total, len(sizes), el.Round(time.Millisecond), float64(total)/max(el.Seconds(), 1e-9))
	return sizes, nil
}

// lastLayer returns the last layer of the pipeline that computes layer d
// on: see pipelineStates.
func (r *run) lastLayer(d int, opts search.Options) int {
	last := min(d+pipelineLayers-1, maxDepth)
	if opts.MaxDepth > 0 {
		last = min(last, opts.MaxDepth)
	}
	return last
}

// writeStarts writes layer 0 from the driver: no pipeline needed.
func (r *run) writeStarts() error {
	if err := r.clearLayer(0); err != nil {
		return err
	}
	parts := make([][]uint64, r.cfg.Shards)
	for _, k := range r.g.Starts() {
		i := shardOf(k, r.cfg.Shards)
		parts[i] = append(parts[i], k)
	}
	for i, keys := range parts {
		if len(keys) == 0 {
			continue
		}
		if err := writeAtomic(r.ctx, join(r.cfg.Dir, shardName(0, i, r.cfg.Shards)), encodeShard(place{r.id, 0, i, r.cfg.Shards}, sortCompact(keys))); err != nil {
			return err
		}
	}
	return r.commit(0)
}

// pipeline runs the pipeline that computes layers first to last, whose
// layers so far hold total states, stopping before a layer once they hold
// more than maxStates (if not 0). It commits nothing.
func (r *run) pipeline(first, last, total, maxStates int) error {
	for d := first; d <= last; d++ {
		if err := r.clearLayer(d); err != nil {
			return err
		}
		if err := r.clearDir(candDir(d)); err != nil {
			return err
		}
	}
	pl := layersPlan{Problem: r.cfg.Problem, Params: r.cfg.Params, Dir: r.cfg.Dir, Run: r.id.String(), Shards: r.cfg.Shards,
		First: first, Last: last, Full: r.mode == Full, Frontier: r.layers[first-1].Shards, Total: total, MaxStates: maxStates,
		Stop: pipelineStates}
	for _, m := range r.layers[r.seenFrom(first) : first-1] {
		pl.Seen = append(pl.Seen, m.Shards...)
	}
	p, s := abeam.NewPipelineWithRoot()
	buildLayers(s, pl)
	if err := r.cfg.Execute(r.ctx, p); err != nil {
		if first == last {
			return fmt.Errorf("layer %d: %w", first, err)
		}
		return fmt.Errorf("layers %d to %d: %w", first, last, err)
	}
	return nil
}

// seenFrom returns the first layer that layer d is subtracted from: d−2 in
// frontier mode, 0 in full mode.
func (r *run) seenFrom(d int) int {
	if r.mode == Frontier {
		return max(0, d-2)
	}
	return 0
}

// commitPipeline commits the layers first to last that a pipeline has
// computed, in order, up to the first empty one (the end of the search)
// or the first before which the pipeline stopped (see layersPlan): once
// its layers hold more than pipelineStates states, or once the layers so
// far hold more than maxStates (if not 0), which loop then reports. Then
// it removes the candidates and the files of the layers not committed.
// It returns the states so far.
func (r *run) commitPipeline(first, last, total, maxStates int, el time.Duration) (int, error) {
	states := 0
	for d := first; d <= last; d++ {
		if d > first && (r.layers[d-1].Count == 0 || states > pipelineStates || (maxStates > 0 && total > maxStates)) {
			break
		}
		if err := r.commit(d); err != nil {
			return total, err
		}
		m := r.layers[d]
		total += m.Count
		states += m.Count
		r.logf("depth %3d: %11d states, %11d so far, %v, %.0f states/s, layers %d to %d in one pipeline", d, m.Count, total,
			el.Round(time.Millisecond), float64(states)/max(el.Seconds(), 1e-9), first, last)
		if err := r.pruneBefore(d); err != nil {
			return total, err
		}
	}
	for d := first; d <= last; d++ {
		if err := r.removeCands(d); err != nil {
			return total, err
		}
		if d >= len(r.layers) {
			if err := r.clearLayer(d); err != nil {
				return total, err
			}
			r.removeLocalDir(layerDir(d))
		}
	}
	return total, nil
}

// removeCands removes layer d's candidate files and their directory.
func (r *run) removeCands(d int) error {
	if err := r.clearDir(candDir(d)); err != nil {
		return err
	}
	r.removeLocalDir(candDir(d))
	return nil
}

// removeLocalDir removes the run's subdirectory name if it is local and
// empty; object stores have no directories.
func (r *run) removeLocalDir(name string) {
	if !strings.Contains(r.cfg.Dir, "://") {
		_ = os.Remove(join(r.cfg.Dir, name))
	}
}

// pruneBefore deletes, in frontier mode, the files of the layer that
// layer d has made useless (d−2), unless Config.Keep.
func (r *run) pruneBefore(d int) error {
	if r.mode == Frontier && !r.cfg.Keep && d >= 2 && r.layers[d].Count > 0 {
		return r.prune(r.layers[d-2])
	}
	return nil
}

// commit writes layer d's manifest from its shard files, following layer
// d−1's.
func (r *run) commit(d int) error {
	m, err := scanLayer(r.ctx, r.cfg.Dir, r.id, d, r.cfg.Shards)
	if err != nil {
		return err
	}
	if d > 0 {
		m.Prev = r.layers[d-1].digest(false)
	}
	if err := writeManifest(r.ctx, r.cfg.Dir, m); err != nil {
		return err
	}
	r.layers = append(r.layers, m)
	return nil
}

// prune marks layer m as pruned in its manifest, then deletes its files:
// in that order, so that a crash in between leaves stray files, never a
// manifest whose files are missing.
func (r *run) prune(m *Manifest) error {
	m.Pruned = true
	if err := writeManifest(r.ctx, r.cfg.Dir, m); err != nil {
		return err
	}
	return r.clearLayer(m.Depth)
}
