package networkdelay

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/ripplebfs/ripple/problems/input"
)

const pkg = "networkdelay"

// InputError is invalid input: the rule broken (Err, one of the errors
// below, for errors.Is), the byte offset of the fault in Parse's input (-1
// for New), and the Field at fault ("times", with Row the edge and Col the
// value within it; "n"; "k"). It is the type shared by every problem
// package; see [input.Error].
type InputError = input.Error

// The rules the input can break, wrapped by every [*InputError].
var (
	// ErrSyntax: Parse's input is not a JSON object like
	// {"times":[[2,1,1]],"n":2,"k":2}, with exactly those fields.
	ErrSyntax = input.ErrSyntax
	// ErrEmpty: Parse's input holds no value at all.
	ErrEmpty = input.ErrEmpty
	// ErrEdge: an edge is not an array of three integers [u, v, w].
	ErrEdge = errors.New("an edge is [u, v, w], three integers")
	// ErrNode: an edge's end is not a node 1..n.
	ErrNode = errors.New("nodes are labelled 1 to n")
	// ErrTime: a travel time outside [0, 2^30].
	ErrTime = errors.New("a travel time is an integer from 0 to 2^30")
	// ErrNodes: n outside [1, 2^24].
	ErrNodes = errors.New("n is an integer from 1 to 2^24")
	// ErrStart: k is not a node 1..n.
	ErrStart = errors.New("k is a node, 1 to n")
	// ErrTooBig: more than 2^28 edges.
	ErrTooBig = errors.New("more than 2^28 edges")
)

// Problem is one LeetCode 743 input: the network and the node k the
// signal is sent from.
type Problem struct {
	Network *Network
	K       int
}

// DelayTime is [Network.DelayTime] from p.K.
func (p *Problem) DelayTime() (time, last int, ok bool) { return p.Network.DelayTime(p.K) }

// Parse reads LeetCode 743's input as a JSON object with exactly the
// fields "times" (an array of edges [u, v, w]), "n" and "k", in any order,
// such as {"times":[[2,1,1],[2,3,1],[3,4,1]],"n":4,"k":2}. JSON whitespace
// is allowed between tokens; nothing may come before or after the object.
//
// Errors are [*InputError] values with the byte offset of the offending
// value (from 0) and the field at fault; for an edge, Row is its index in
// times and Col the value in it (-1 for the whole edge): [ErrSyntax] (not
// such an object; a missing, repeated or unknown field; a value that is
// not an integer), [ErrEmpty], [ErrEdge], [ErrNode], [ErrTime],
// [ErrNodes], [ErrStart], [ErrTooBig]; a read error of r is the rule of an
// *InputError too. It never panics; time O(input).
func Parse(r io.Reader) (*Problem, error) {
	d := input.NewDecoder(pkg, r)
	tok, off, err := d.Token("'{' opening the input")
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('{') {
		return nil, d.Fail(ErrSyntax, off, `%s, want '{' opening {"times":[...],"n":...,"k":...}`, input.Describe(tok))
	}
	var (
		ed = input.Edges{
			Pkg: pkg, Field: "times", Noun: "edge", A: "an edge", Shape: "[u, v, w]", Plural: "edges",
			End: "node", Weight: "time", ErrEdge: ErrEdge, ErrEnd: ErrNode, ErrWeight: ErrTime, ErrTooBig: ErrTooBig,
			MinEnd: 1, MaxEnd: MaxNodes, MaxWeight: MaxTime, MaxEdges: MaxEdges,
		}
		n, k       int
		nOff, kOff int64
		seen       = map[string]bool{}
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
		case name == "times":
			err = ed.Read(d)
		case name == "n":
			n, nOff, err = input.ReadInt(d, "n", ErrNodes)
		case name == "k":
			k, kOff, err = input.ReadInt(d, "k", ErrStart)
		default:
			return nil, d.Fail(ErrSyntax, off, "unknown field %s, want times, n and k", input.Describe(key))
		}
		if err != nil {
			return nil, err
		}
		seen[name] = true
	}
	if _, off, err = d.Token("',' or '}'"); err != nil {
		return nil, err
	}
	for _, f := range []string{"times", "n", "k"} {
		if !seen[f] {
			return nil, d.Fail(ErrSyntax, off, "missing field %s", f)
		}
	}
	if err := d.End("the input object"); err != nil {
		return nil, err
	}
	if n < 1 || n > MaxNodes {
		return nil, &InputError{Pkg: pkg, At: input.Located, Err: ErrNodes, Offset: nOff, Row: -1, Col: -1, Field: "n", Detail: fmt.Sprintf("n is %d", n)}
	}
	if err := ed.Check(n); err != nil {
		return nil, err
	}
	if k < 1 || k > n {
		return nil, &InputError{Pkg: pkg, At: input.Located, Err: ErrStart, Offset: kOff, Row: -1, Col: -1, Field: "k", Detail: fmt.Sprintf("k is %d, n is %d", k, n)}
	}
	v := ed.Vals
	return &Problem{Network: newNetwork(n, len(v)/3, func(i int) (int32, int32, int32) { return v[3*i], v[3*i+1], v[3*i+2] }), K: k}, nil
}
