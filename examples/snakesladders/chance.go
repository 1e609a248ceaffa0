package main

import (
	"bufio"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/snakesladders/chance"
)

// miltonBradley is the classic Milton Bradley Chutes and Ladders board as a
// LeetCode literal: problems/snakesladders/testdata/milton-bradley.json
// (origin and sources in that directory's README.md) written with
// Board.WriteTo; main_test.go checks that they agree. It is -chance's
// default board.
//
//go:embed milton-bradley.json
var miltonBradley string

// rulePresets are the -rules values.
var rulePresets = map[string]chance.Rules{
	"official": chance.Official,
	"leetcode": chance.LeetCode,
	"bounce":   chance.Bounce,
}

var ruleText = map[string]string{
	"official": "start off the board at 0, stay put on an overshoot, fair six-faced die",
	"leetcode": "start on square 1, an overshoot lands on n², fair six-faced die",
	"bounce":   "start off the board at 0, bounce back from n², fair six-faced die",
}

// chanceOpts are the -chance flags.
type chanceOpts struct {
	rules     string
	plot      string
	maxStates *int // squares in the chain (-max-states, from cli)
	exactMax  int  // largest chain solved exactly
	horizon   int  // largest horizon of the distribution
	entries   int  // most coefficients a solve holds
	timeout   time.Duration
}

// chanceFlags adds -chance and its flags to c.
func chanceFlags(c *cli.Command) (on *bool, o *chanceOpts) {
	o = &chanceOpts{}
	fs := c.Flags
	on = fs.Bool("chance", false, "play with a die: the expected length and the distribution of game lengths")
	fs.StringVar(&o.rules, "rules", "official", "with -chance: official (start at 0, stay put on an overshoot), leetcode (start on 1, an overshoot finishes) or bounce (start at 0, bounce back)")
	fs.StringVar(&o.plot, "plot", "", "with -chance: write the distribution of game lengths as a bar chart to `file` (.svg or .png)")
	o.maxStates = c.MaxStatesFlag(1<<20, "used only with -chance, where it bounds the squares of the chain")
	fs.IntVar(&o.exactMax, "exact-max", 2000, "with -chance: the largest chain (in `states`) whose expectation is solved exactly")
	fs.IntVar(&o.horizon, "horizon", 100000, "with -chance: the most `turns` the distribution covers, 1..10⁷")
	c.IntRange("horizon", &o.horizon, 1, 10_000_000)
	c.IntRange("exact-max", &o.exactMax, 0, 1<<20)
	fs.IntVar(&o.entries, "max-entries", chance.DefaultMaxEntries, "with -chance: the most `coefficients` a solve may hold (its memory: 16 bytes each in float64), 1..2^28")
	c.IntRange("max-entries", &o.entries, 1, 1<<28)
	fs.DurationVar(&o.timeout, "timeout", time.Minute, "with -chance: time allowed for building and solving the chain")
	return on, o
}

// maxWork bounds the distribution's cost, turns × nonzero transitions
// (a few tenths of a second per 10⁸).
const maxWork = 300_000_000

// check validates the -chance flags; on says whether -chance is set.
func (o *chanceOpts) check(on bool) error {
	if _, ok := rulePresets[o.rules]; !ok {
		return fmt.Errorf("-rules %q: want official, leetcode or bounce (see snakesladders -h)", o.rules)
	}
	if !on && (o.plot != "" || o.rules != "official") {
		return errors.New("-rules and -plot need -chance (see snakesladders -h)")
	}
	if o.timeout <= 0 || o.timeout > 24*time.Hour {
		return fmt.Errorf("-timeout %v: want more than 0, at most 24h (see snakesladders -h)", o.timeout)
	}
	return nil
}

// Output limits for the exact fraction.
const maxFractionDigits = 400

// runChance reports the game of chance on b: exit 0, 1 if the game can go
// on forever, 2 on a limit or a write error.
func runChance(cmd *cli.Command, b *snakesladders.Board, o *chanceOpts) int {
	g, err := chance.New(b, rulePresets[o.rules])
	if err != nil { // cannot happen with the presets' dice
		return cmd.Fail(err)
	}
	if b.Len() >= 1<<16 {
		cmd.Logf("%d squares, building the chain...", b.Len())
	}
	ctx, cancel := context.WithTimeout(context.Background(), o.timeout)
	defer cancel()
	c, err := g.Chain(ctx, *o.maxStates)
	if err == nil {
		c = c.Limit(o.entries)
	}
	if errors.Is(err, chance.ErrNeverFinishes) {
		cmd.Fail(err)
		return cli.ExitNoAnswer
	}
	if err != nil {
		return cmd.Fail(err)
	}
	w := bufio.NewWriter(cmd.Stdout)
	if err := chanceReport(ctx, w, cmd, c, o); err != nil {
		return cmd.Fail(err)
	}
	w.Flush()
	return cmd.Done(cli.ExitAnswer)
}

// chanceReport writes the expectation, the spread and the distribution.
func chanceReport(ctx context.Context, w io.Writer, cmd *cli.Command, c *chance.Chain, o *chanceOpts) error {
	b := c.Game().Board()
	fmt.Fprintf(w, "Board %d×%d (%d squares), rules %s: %s\n", b.N(), b.N(), b.Len(), o.rules, ruleText[o.rules])
	if to, ok := b.Jump(1); ok && c.Game().Start() == 1 && to != 1 {
		fmt.Fprintln(w, "Note: play starts on square 1, so its jump is never taken.")
	}
	fmt.Fprintf(w, "Chain: %d transient states (the squares the pawn can rest on), %d nonzero transitions\n", len(c.States()), c.NonZeros())
	mean, variance, err := c.Moments(ctx)
	if err != nil {
		return fmt.Errorf("solving for the moments: %w (see -timeout, -max-entries)", err)
	}
	if len(c.States()) <= o.exactMax {
		e, err := c.Expected(ctx)
		if err != nil {
			return fmt.Errorf("solving exactly: %w (see -timeout, -exact-max, -max-entries)", err)
		}
		fmt.Fprintf(w, "Expected turns: %s\n  ≈ %s (exact; float64 solve: %.15g)\n", fraction(e), decimal(e, 15), mean)
	} else {
		fmt.Fprintf(w, "Expected turns: %.12g (float64; exact fraction skipped: more than %d states, see -exact-max)\n", mean, o.exactMax)
	}
	sd := math.Sqrt(math.Max(variance, 0))
	fmt.Fprintf(w, "Standard deviation: %.12g\n", sd)
	// By Cantelli's inequality the median is at most mean + sd.
	horizon := min(o.horizon, maxWork/max(c.NonZeros(), 1), int(math.Min(math.Ceil(mean+4*sd), 1e9))+c.MinTurns()+1)
	minTurns := c.MinTurns()
	if horizon < minTurns {
		// Not even the shortest game fits: -horizon, or the work cap on a
		// long board without jumps (132×132 and up).
		fmt.Fprintf(w, "Minimum: %s\n", turns(minTurns))
		fmt.Fprintf(w, "Distribution: not computed (the shortest game is longer than %s: see -horizon; the work is capped at %d turns × transitions)\n", turns(horizon), maxWork)
		return nil
	}
	if len(c.States()) >= 1<<16 {
		cmd.Logf("computing the distribution up to %d turns...", horizon)
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%w (see -timeout)", err)
	}
	d := c.Distribution(horizon)
	if len(c.States()) <= o.exactMax {
		first := c.ExactPMF(minTurns)[minTurns]
		fmt.Fprintf(w, "Minimum: %s (probability %s ≈ %.6g)\n", turns(minTurns), fraction(first), d.PMF[minTurns])
	} else {
		fmt.Fprintf(w, "Minimum: %s (probability ≈ %.6g)\n", turns(minTurns), d.PMF[minTurns])
	}
	if med, ok := d.Median(); ok {
		fmt.Fprintf(w, "Median: %s\n", turns(med))
	} else {
		fmt.Fprintf(w, "Median: beyond %d turns (see -horizon; the work is capped at %d turns × transitions)\n", horizon, maxWork)
	}
	for _, q := range []float64{0.9, 0.99} {
		if t, ok := d.Quantile(q); ok {
			fmt.Fprintf(w, "%g%% of games end within %s\n", 100*q, turns(t))
		}
	}
	fmt.Fprintln(w, "P(finish within k turns):")
	for _, k := range checkpoints(c.MinTurns(), horizon) {
		fmt.Fprintf(w, "  k = %d: %.6f\n", k, d.CDF[k])
	}
	if o.plot == "" {
		return nil
	}
	return plotTo(o.plot, d, c, mean, cmd)
}

// turns is "1 turn" or "n turns".
func turns(n int) string {
	if n == 1 {
		return "1 turn"
	}
	return fmt.Sprintf("%d turns", n)
}

// checkpoints are 1-2-5 turn counts from the minimum up to the horizon, at
// most 7 of them.
func checkpoints(lo, hi int) []int {
	var ks []int
	for p := 1; p <= hi && len(ks) < 7; p *= 10 {
		for _, m := range []int{1, 2, 5} {
			if k := m * p; k >= lo && k <= hi && len(ks) < 7 {
				ks = append(ks, k)
			}
		}
	}
	return ks
}

// fraction shows a rational, or its size when it is too long to read.
func fraction(r *big.Rat) string {
	s := r.RatString()
	if len(s) > maxFractionDigits {
		return fmt.Sprintf("(a fraction of %d + %d digits)", len(r.Num().String()), len(r.Denom().String()))
	}
	return s
}

// decimal shows r with the given number of significant digits.
func decimal(r *big.Rat, digits int) string {
	f := new(big.Float).SetPrec(uint(digits*4 + 64)).SetRat(r)
	return f.Text('g', digits)
}

// plotTo writes the bar chart of P(T = t) to path, as SVG or PNG by its
// extension, up to the 99.9% quantile.
func plotTo(path string, d *chance.Dist, c *chance.Chain, mean float64, cmd *cli.Command) error {
	ext := strings.ToLower(filepath.Ext(path))
	if ext != ".svg" && ext != ".png" {
		return errors.New("-plot: the file name must end in .svg or .png (see snakesladders -h)")
	}
	end, ok := d.Quantile(0.999)
	if !ok {
		end = len(d.PMF) - 1
	}
	med, _ := d.Median()
	title := fmt.Sprintf("Distribution of game lengths: min %d, median %d, mean %.2f turns", c.MinTurns(), med, mean)
	shapes := layout(d.PMF[:end+1], title)
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("-plot: %w", err)
	}
	if ext == ".svg" {
		err = writeSVG(f, shapes)
	} else {
		err = writePNG(f, shapes)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("-plot: %w", err)
	}
	cmd.Logf("wrote %s", path)
	return nil
}
