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
		ed         edges
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
			err = ed.read(d)
		case name == "n":
			n, nOff, err = readInt(d, "n", ErrNodes)
		case name == "k":
			k, kOff, err = readInt(d, "k", ErrStart)
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
	if err := ed.check(n); err != nil {
		return nil, err
	}
	if k < 1 || k > n {
		return nil, &InputError{Pkg: pkg, At: input.Located, Err: ErrStart, Offset: kOff, Row: -1, Col: -1, Field: "k", Detail: fmt.Sprintf("k is %d, n is %d", k, n)}
	}
	v := ed.vals
	return &Problem{Network: newNetwork(n, len(v)/3, func(i int) (int32, int32, int32) { return v[3*i], v[3*i+1], v[3*i+2] }), K: k}, nil
}

// edges is the edge list as read: three values per edge. Nodes are
// checked against n once n is known, and the first node above n is
// necessarily a new maximum of the nodes read so far, so only the
// offsets of those records are kept, not one per value.
type edges struct {
	vals    []int32
	records []record // nodes larger than every node before them
}

type record struct {
	node     int32
	row, col int
	off      int64
}

// check reports the first node above n.
func (ed *edges) check(n int) error {
	for _, r := range ed.records {
		if int(r.node) > n {
			return &InputError{Pkg: pkg, At: input.Located, Err: ErrNode, Offset: r.off, Row: r.row, Col: r.col, Field: "times", Detail: fmt.Sprintf("node %d, n is %d", r.node, n)}
		}
	}
	return nil
}

// read reads the array of edges.
func (ed *edges) read(d *input.Decoder) error {
	tok, off, err := d.Token("'[' opening times")
	if err != nil {
		return err
	}
	if tok != json.Delim('[') {
		return d.Fail(ErrSyntax, off, "times is %s, want an array of edges", input.Describe(tok))
	}
	for i := 0; d.More(); i++ {
		if i >= MaxEdges {
			return &InputError{Pkg: pkg, At: input.Located, Err: ErrTooBig, Offset: d.Offset(), Row: i, Col: -1, Field: "times"}
		}
		if err := ed.readEdge(d, i); err != nil {
			return err
		}
	}
	_, _, err = d.Token("',' or ']' after an edge")
	return err
}

// readEdge reads edge i, [u, v, w].
func (ed *edges) readEdge(d *input.Decoder, i int) error {
	fail := func(rule error, off int64, col int, format string, args ...any) error {
		return &InputError{Pkg: pkg, At: input.Located, Err: rule, Offset: off, Row: i, Col: col, Field: "times", Detail: fmt.Sprintf(format, args...)}
	}
	tok, off, err := d.Token("an edge [u, v, w]")
	if err != nil {
		return err
	}
	if tok != json.Delim('[') {
		return fail(ErrEdge, off, -1, "edge is %s", input.Describe(tok))
	}
	c := 0
	for ; d.More(); c++ {
		tok, voff, err := d.Token("a number")
		if err != nil {
			return err
		}
		num, _ := tok.(json.Number)
		v, ok := input.Int([]byte(num))
		switch {
		case c >= 3:
			return fail(ErrEdge, voff, c, "more than three values")
		case !ok:
			return fail(ErrEdge, voff, c, "value is %s", input.Describe(tok))
		case c < 2 && (v < 1 || v > MaxNodes):
			return fail(ErrNode, voff, c, "node %d", v)
		case c == 2 && (v < 0 || v > MaxTime):
			return fail(ErrTime, voff, c, "time %d", v)
		}
		if c < 2 && (len(ed.records) == 0 || int32(v) > ed.records[len(ed.records)-1].node) {
			ed.records = append(ed.records, record{int32(v), i, c, voff})
		}
		ed.vals = append(ed.vals, int32(v))
	}
	if _, _, err := d.Token("',' or ']' after a value"); err != nil {
		return err
	}
	if c != 3 {
		ed.vals = ed.vals[:len(ed.vals)-c]
		return fail(ErrEdge, off, -1, "edge has %d values", c)
	}
	return nil
}

// readInt reads the integer value of field; a number that is not an int
// of at most 13 digits is rule at its offset.
func readInt(d *input.Decoder, field string, rule error) (int, int64, error) {
	tok, off, err := d.Token("an integer")
	if err != nil {
		return 0, 0, err
	}
	num, ok := tok.(json.Number)
	if !ok {
		e := d.Fail(ErrSyntax, off, "%s is %s, want an integer", field, input.Describe(tok))
		e.Field = field
		return 0, 0, e
	}
	v, ok := input.Int([]byte(num))
	if !ok {
		e := d.Fail(rule, off, "%s is %s", field, num)
		e.Field = field
		return 0, 0, e
	}
	return v, off, nil
}
