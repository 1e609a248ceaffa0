package chance

import (
	"errors"
	"fmt"

	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// StartRule says where the pawn starts; see [Rules].
type StartRule uint8

const (
	// StartOnOne: the pawn starts on square 1, as in LeetCode 909. A jump
	// on square 1 is never taken.
	StartOnOne StartRule = iota
	// StartOffBoard: the pawn starts off the board, at square 0, as in the
	// Milton Bradley game; a roll of r lands on square r, and a jump on
	// square 1 is taken like any other.
	StartOffBoard
)

// Overshoot says what a roll that would carry the pawn past square n² does;
// see [Rules].
type Overshoot uint8

const (
	// OvershootStay: the pawn does not move (the official Milton Bradley
	// rule: the game ends only on an exact roll). The turn still counts.
	OvershootStay Overshoot = iota
	// OvershootFinish: the pawn lands on n² and the game ends (LeetCode's
	// min(curr+6, n²)).
	OvershootFinish
	// OvershootBounce: the pawn walks the roll's steps forward, turning back
	// at n² (and forward again at square 1, which only a die with more than
	// 2n²-2 faces can reach), and lands where the steps run out.
	OvershootBounce
)

// MaxFaces bounds the number of faces of a die in [Rules].
const MaxFaces = 1 << 16

// ErrDie is wrapped by the error for a die that [New] rejects: no
// face, more than MaxFaces faces, a negative weight, all weights zero, or
// weights summing past 2³¹-1.
var ErrDie = errors.New("a die has 1..65536 faces with weights >= 0, not all zero, summing to at most 2^31-1")

// Rules is the way a game of chance is played on a board: where the pawn
// starts, what an overshoot past n² does, and the die. The zero Rules is
// LeetCode's start on square 1 with the official overshoot (stay put) and a
// fair six-faced die. In every rule set a turn rolls the die once, moves
// the pawn, and takes at most one jump: a snake or ladder on the landing
// square is followed and the move ends there, even if that square starts
// another one (jumps never chain, as in [snakesladders.Board.Neighbors]). The game ends
// when the pawn rests on n².
type Rules struct {
	Start     StartRule
	Overshoot Overshoot
	// Die holds the relative weight of each face: Die[i] for a roll of
	// i+1. Nil means a fair six-faced die, the same as []int{1,1,1,1,1,1}.
	// A fair four-faced die is []int{1,1,1,1}; a face of weight 0 never
	// comes up.
	Die []int
}

// The three presets of the command line (examples/snakesladders -rules).
var (
	// Official is the Milton Bradley rule set: start off the board at 0,
	// stay put on an overshoot, fair six-faced die.
	Official = Rules{Start: StartOffBoard, Overshoot: OvershootStay}
	// LeetCode is LeetCode 909's movement with chance: start on 1, an
	// overshoot lands on n², fair six-faced die.
	LeetCode = Rules{Start: StartOnOne, Overshoot: OvershootFinish}
	// Bounce starts off the board at 0 and bounces back from n², with a
	// fair six-faced die.
	Bounce = Rules{Start: StartOffBoard, Overshoot: OvershootBounce}
)

// fairSix is the default die.
var fairSix = []int{1, 1, 1, 1, 1, 1}

// Game is a board played under [Rules]: the absorbing Markov chain whose
// states are the squares 0..n² (0 only under [StartOffBoard]) and whose
// absorbing state is n². Made by [New]; immutable and safe for
// concurrent use.
//
// Game is a [search.Neighbors][int] over those states, with the dense
// [search.Indexer] (Index(s) = s, Len n²+1) capability, so the search package can find the squares a game can
// visit; [Game.Chain] does, and builds the chain on them.
type Game struct {
	b     *snakesladders.Board
	rules Rules
	die   []int // weights, face i+1 at i
	total int   // sum of die
}

// New returns the game of chance played on b under r. It fails, wrapping
// [ErrDie], only if r.Die is not a valid die. O(faces).
func New(b *snakesladders.Board, r Rules) (*Game, error) {
	die := r.Die
	if die == nil {
		die = fairSix
	}
	if len(die) == 0 || len(die) > MaxFaces {
		return nil, fmt.Errorf("chance: the die has %d faces: %w", len(die), ErrDie)
	}
	total := 0
	for i, w := range die {
		if w < 0 || w > 1<<31-1 || total+w > 1<<31-1 {
			return nil, fmt.Errorf("chance: die face %d has weight %d: %w", i+1, w, ErrDie)
		}
		total += w
	}
	if total == 0 {
		return nil, fmt.Errorf("chance: every face of the die has weight 0: %w", ErrDie)
	}
	if r.Start > StartOffBoard || r.Overshoot > OvershootBounce {
		panic(fmt.Sprintf("chance: Game: unknown rule (start %d, overshoot %d)", r.Start, r.Overshoot))
	}
	r.Die = append([]int(nil), die...)
	return &Game{b: b, rules: r, die: r.Die, total: total}, nil
}

// Board returns the board the game is played on.
func (g *Game) Board() *snakesladders.Board { return g.b }

// Rules returns the rules, with Die filled in (a copy).
func (g *Game) Rules() Rules {
	r := g.rules
	r.Die = append([]int(nil), g.die...)
	return r
}

// Start returns the square the pawn starts on: 0 or 1.
func (g *Game) Start() int {
	if g.rules.Start == StartOffBoard {
		return 0
	}
	return 1
}

// Len returns n²+1, the number of states 0..n² (see [search.Indexer]).
func (g *Game) Len() int { return g.b.Len() + 1 }

// Index returns s: states are their own dense index.
func (g *Game) Index(s int) int { return s }

// State returns the state with dense index i, that is i.
func (g *Game) State(i int) int { return i }

// Neighbors yields, for each face of the die with a positive weight in
// order, the square a turn from s ends on (duplicates as they come; a stay
// on an overshoot yields s itself). Square n² is the end of the game and
// has no successors. It panics if s is outside 0..n². At most one yield per
// face, no allocation.
func (g *Game) Neighbors(s int, yield func(int) bool) {
	g.outcomes(s, func(to, _ int) bool { return yield(to) })
}

// outcomes yields, for each face with a positive weight, where a turn from
// s ends and the face's weight.
func (g *Game) outcomes(s int, yield func(to, weight int) bool) {
	last := g.b.Len()
	if s < 0 || s > last {
		panic(fmt.Sprintf("chance: Game.Neighbors(%d): square outside 0..%d", s, last))
	}
	if s == last {
		return
	}
	for i, w := range g.die {
		if w > 0 && !yield(g.land(s, i+1), w) {
			return
		}
	}
}

// land returns where a roll of r from square s < n² ends the turn.
func (g *Game) land(s, r int) int {
	last := g.b.Len()
	t := s + r
	if t > last {
		switch g.rules.Overshoot {
		case OvershootStay:
			return s
		case OvershootFinish:
			return last
		default:
			// Reflect between 1 and n²: period 2(n²-1) steps.
			p := 2 * (last - 1)
			x := (t - 1) % p
			if x > last-1 {
				x = p - x
			}
			t = x + 1
		}
	}
	if t == 1 && g.rules.Start == StartOnOne {
		return 1
	}
	if j, ok := g.b.Jump(t); ok {
		return j
	}
	return t
}
