package cheapestflights

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/ripplebfs/ripple/problems/input"
)

const pkg = "cheapestflights"

// InputError is invalid input: the rule broken (Err, one of the errors
// below, for errors.Is), the byte offset of the fault in Parse's input (-1
// for New), and the Field at fault ("flights", with Row the flight and Col
// the value within it; "n", "src", "dst", "k"). It is the type shared by
// every problem package; see [input.Error].
type InputError = input.Error

// The rules the input can break, wrapped by every [*InputError].
var (
	// ErrSyntax: Parse's input is not a JSON object like
	// {"n":3,"flights":[[0,1,100]],"src":0,"dst":1,"k":0}, with exactly
	// those fields.
	ErrSyntax = input.ErrSyntax
	// ErrEmpty: Parse's input holds no value at all.
	ErrEmpty = input.ErrEmpty
	// ErrFlight: a flight is not an array of three integers [from, to, price].
	ErrFlight = errors.New("a flight is [from, to, price], three integers")
	// ErrCity: a flight's city, src or dst is not a city 0..n-1.
	ErrCity = errors.New("cities are numbered 0 to n-1")
	// ErrPrice: a price outside [0, 2^30].
	ErrPrice = errors.New("a price is an integer from 0 to 2^30")
	// ErrCities: n outside [1, 2^24].
	ErrCities = errors.New("n is an integer from 1 to 2^24")
	// ErrStops: k is negative or beyond the range of int. Any k from 0 is
	// allowed, as the answer is the same for every k from n-2 on (a
	// cheapest route visits a city at most once: n-1 flights at most),
	// where LeetCode asks for k < n.
	ErrStops = errors.New("k, the most stops, is an integer from 0 to 2^63-1")
	// ErrTooBig: more than 2^28 flights.
	ErrTooBig = errors.New("more than 2^28 flights")
)

// Problem is one LeetCode 787 input: the flights, the two cities and the
// most stops allowed.
type Problem struct {
	Flights         *Flights
	Src, Dst, Stops int
}

// Cheapest is [Flights.Cheapest] for the problem.
func (p *Problem) Cheapest() (route []int, price int, ok bool) {
	return p.Flights.Cheapest(p.Src, p.Dst, p.Stops)
}

// Parse reads LeetCode 787's input as a JSON object with exactly the
// fields "n", "flights" (an array of flights [from, to, price]), "src",
// "dst" and "k", in any order, such as
// {"n":3,"flights":[[0,1,100],[1,2,100],[0,2,500]],"src":0,"dst":2,"k":1}.
// JSON whitespace is allowed between tokens; nothing may come before or
// after the object.
//
// Errors are [*InputError] values with the byte offset of the offending
// value (from 0) and the field at fault; for a flight, Row is its index
// in flights and Col the value in it (-1 for the whole flight):
// [ErrSyntax] (not such an object; a missing, repeated or unknown field; a
// value that is not an integer), [ErrEmpty], [ErrFlight], [ErrCity],
// [ErrPrice], [ErrCities], [ErrStops], [ErrTooBig]; a read error of r is
// the rule of an *InputError too. It never panics; time O(input).
func Parse(r io.Reader) (*Problem, error) {
	d := input.NewDecoder(pkg, r)
	tok, off, err := d.Token("'{' opening the input")
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('{') {
		return nil, d.Fail(ErrSyntax, off, `%s, want '{' opening {"n":...,"flights":[...],"src":...,"dst":...,"k":...}`, input.Describe(tok))
	}
	var (
		ed = input.Edges{
			Pkg: pkg, Field: "flights", Noun: "flight", A: "a flight", Shape: "[from, to, price]", Plural: "flights",
			End: "city", Weight: "price", ErrEdge: ErrFlight, ErrEnd: ErrCity, ErrWeight: ErrPrice, ErrTooBig: ErrTooBig,
			MinEnd: 0, MaxEnd: MaxCities - 1, MaxWeight: MaxPrice, MaxEdges: MaxFlights,
		}
		vals = map[string]int{}
		offs = map[string]int64{}
		seen = map[string]bool{}
	)
	for d.More() {
		key, off, err := d.Token("a field name")
		if err != nil {
			return nil, err
		}
		name, _ := key.(string)
		switch {
		case seen[name]:
			return nil, d.Fail(ErrSyntax, off, "field %s appears twice", input.Describe(key))
		case name == "flights":
			err = ed.Read(d)
		case name == "n" || name == "src" || name == "dst" || name == "k":
			vals[name], offs[name], err = input.ReadInt(d, name, ruleOf[name])
		default:
			return nil, d.Fail(ErrSyntax, off, "unknown field %s, want n, flights, src, dst and k", input.Describe(key))
		}
		if err != nil {
			return nil, err
		}
		seen[name] = true
	}
	if _, off, err = d.Token("',' or '}'"); err != nil {
		return nil, err
	}
	for _, f := range []string{"n", "flights", "src", "dst", "k"} {
		if !seen[f] {
			return nil, d.Fail(ErrSyntax, off, "missing field %s", f)
		}
	}
	if err := d.End("the input object"); err != nil {
		return nil, err
	}
	return problem(&ed, vals, offs)
}

// ruleOf is the rule a bad value of each integer field breaks.
var ruleOf = map[string]error{"n": ErrCities, "src": ErrCity, "dst": ErrCity, "k": ErrStops}

// problem validates the values read against n and builds the problem.
func problem(ed *input.Edges, vals map[string]int, offs map[string]int64) (*Problem, error) {
	n := vals["n"]
	fail := func(field string, format string, args ...any) error {
		return &InputError{Pkg: pkg, At: input.Located, Err: ruleOf[field], Offset: offs[field], Row: -1, Col: -1, Field: field, Detail: fmt.Sprintf(format, args...)}
	}
	if n < 1 || n > MaxCities {
		return nil, fail("n", "n is %d", n)
	}
	if err := ed.Check(n); err != nil {
		return nil, err
	}
	for _, f := range []string{"src", "dst"} {
		if vals[f] < 0 || vals[f] >= n {
			return nil, fail(f, "%s is %d, n is %d", f, vals[f], n)
		}
	}
	if vals["k"] < 0 {
		return nil, fail("k", "k is %d", vals["k"])
	}
	v := ed.Vals
	f := newFlights(n, len(v)/3, func(i int) (int32, int32, int32) { return v[3*i], v[3*i+1], v[3*i+2] })
	return &Problem{Flights: f, Src: vals["src"], Dst: vals["dst"], Stops: vals["k"]}, nil
}
