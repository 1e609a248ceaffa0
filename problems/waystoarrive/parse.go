package waystoarrive

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/ripplebfs/ripple/problems/input"
)

const pkg = "waystoarrive"

// InputError is invalid input: the rule broken (Err, one of the errors
// below, for errors.Is), the byte offset of the fault in Parse's input (-1
// for New), and the Field at fault ("roads", with Row the road and Col the
// value within it; "n"). It is the type shared by every problem package;
// see [input.Error].
type InputError = input.Error

// The rules the input can break, wrapped by every [*InputError].
var (
	// ErrSyntax: Parse's input is not a JSON object like
	// {"n":2,"roads":[[1,0,10]]}, with exactly those fields.
	ErrSyntax = input.ErrSyntax
	// ErrEmpty: Parse's input holds no value at all.
	ErrEmpty = input.ErrEmpty
	// ErrRoad: a road is not an array of three integers [u, v, time].
	ErrRoad = errors.New("a road is [u, v, time], three integers")
	// ErrIntersection: a road's end is not an intersection 0..n-1.
	ErrIntersection = errors.New("intersections are numbered 0 to n-1")
	// ErrTime: a road's time outside [1, 2^30].
	ErrTime = errors.New("a road's time is an integer from 1 to 2^30")
	// ErrIntersections: n outside [1, 2^24].
	ErrIntersections = errors.New("n is an integer from 1 to 2^24")
	// ErrTooBig: more than 2^27 roads.
	ErrTooBig = errors.New("more than 2^27 roads")
)

// Parse reads LeetCode 1976's input as a JSON object with exactly the
// fields "n" and "roads" (an array of roads [u, v, time]), in any order,
// such as {"n":2,"roads":[[1,0,10]]}. JSON whitespace is allowed between
// tokens; nothing may come before or after the object.
//
// Errors are [*InputError] values with the byte offset of the offending
// value (from 0) and the field at fault; for a road, Row is its index in
// roads and Col the value in it (-1 for the whole road): [ErrSyntax] (not
// such an object; a missing, repeated or unknown field; a value that is
// not an integer), [ErrEmpty], [ErrRoad], [ErrIntersection], [ErrTime],
// [ErrIntersections], [ErrTooBig]; a read error of r is the rule of an
// *InputError too. It never panics; time O(input).
func Parse(r io.Reader) (*City, error) {
	d := input.NewDecoder(pkg, r)
	tok, off, err := d.Token("'{' opening the input")
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('{') {
		return nil, d.Fail(ErrSyntax, off, `%s, want '{' opening {"n":...,"roads":[...]}`, input.Describe(tok))
	}
	var (
		ed = input.Edges{
			Pkg: pkg, Field: "roads", Noun: "road", A: "a road", Shape: "[u, v, time]", Plural: "roads",
			End: "intersection", Weight: "time", ErrEdge: ErrRoad, ErrEnd: ErrIntersection, ErrWeight: ErrTime, ErrTooBig: ErrTooBig,
			MinEnd: 0, MaxEnd: MaxIntersections - 1, MinWeight: 1, MaxWeight: MaxTime, MaxEdges: MaxRoads,
		}
		n    int
		nOff int64
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
		case name == "roads":
			err = ed.Read(d)
		case name == "n":
			n, nOff, err = input.ReadInt(d, "n", ErrIntersections)
		default:
			return nil, d.Fail(ErrSyntax, off, "unknown field %s, want n and roads", input.Describe(key))
		}
		if err != nil {
			return nil, err
		}
		seen[name] = true
	}
	if _, off, err = d.Token("',' or '}'"); err != nil {
		return nil, err
	}
	for _, f := range []string{"n", "roads"} {
		if !seen[f] {
			return nil, d.Fail(ErrSyntax, off, "missing field %s", f)
		}
	}
	if err := d.End("the input object"); err != nil {
		return nil, err
	}
	if n < 1 || n > MaxIntersections {
		return nil, &InputError{Pkg: pkg, At: input.Located, Err: ErrIntersections, Offset: nOff, Row: -1, Col: -1, Field: "n", Detail: fmt.Sprintf("n is %d", n)}
	}
	if err := ed.Check(n); err != nil {
		return nil, err
	}
	v := ed.Vals
	return newCity(n, len(v)/3, func(i int) (int32, int32, int32) { return v[3*i], v[3*i+1], v[3*i+2] }), nil
}
