package input

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Edges reads a LeetCode edge list: a JSON array of [from, to, weight]
// integer triples, such as Network Delay Time's times or Cheapest Flights'
// flights. Set the fields that name and bound the list, call [Edges.Read]
// on the decoder positioned at the array, then, once the number of
// endpoints n is known, [Edges.Check].
//
// Endpoints are checked against n only in Check, since n may come after
// the list. The first endpoint out of range is necessarily a new maximum
// of the endpoints read before it, so only those records keep their
// position, not one per value. Time O(len); memory three int32 per edge.
type Edges struct {
	// Pkg and Field name the reporting package and the list's field
	// ("networkdelay", "times").
	Pkg, Field string
	// Noun, A, Shape and Plural word the messages: "edge", "an edge",
	// "[u, v, w]", "edges".
	Noun, A, Shape, Plural string
	// End and Weight name an endpoint and a weight: "node", "time".
	End, Weight string
	// The rules: an ill-formed triple, an endpoint out of range, a weight
	// out of range, more than MaxEdges triples.
	ErrEdge, ErrEnd, ErrWeight, ErrTooBig error
	// MinEnd is the least endpoint (0 or 1); endpoints are MinEnd to
	// MaxEnd while reading and MinEnd to n-1+MinEnd in Check. Weights are
	// MinWeight (0 unless set) to MaxWeight.
	MinEnd, MaxEnd, MinWeight, MaxWeight, MaxEdges int

	// Vals holds the triples read, three values per edge.
	Vals []int32

	records []endRecord // endpoints larger than every endpoint before them
}

type endRecord struct {
	end      int32
	row, col int
	off      int64
}

// Check reports the first endpoint above n-1+MinEnd, as e.ErrEnd at its
// position.
func (e *Edges) Check(n int) error {
	for _, r := range e.records {
		if int(r.end) > n-1+e.MinEnd {
			return &Error{Pkg: e.Pkg, At: Located, Err: e.ErrEnd, Offset: r.off, Row: r.row, Col: r.col, Field: e.Field, Detail: fmt.Sprintf("%s %d, n is %d", e.End, r.end, n)}
		}
	}
	return nil
}

// Read reads the array of triples.
func (e *Edges) Read(d *Decoder) error {
	tok, off, err := d.Token("'[' opening " + e.Field)
	if err != nil {
		return err
	}
	if tok != json.Delim('[') {
		return d.Fail(ErrSyntax, off, "%s is %s, want an array of %s", e.Field, Describe(tok), e.Plural)
	}
	for i := 0; d.More(); i++ {
		if i >= e.MaxEdges {
			return &Error{Pkg: e.Pkg, At: Located, Err: e.ErrTooBig, Offset: d.Offset(), Row: i, Col: -1, Field: e.Field}
		}
		if err := e.readEdge(d, i); err != nil {
			return err
		}
	}
	_, _, err = d.Token("',' or ']' after " + e.A)
	return err
}

// readEdge reads triple i.
func (e *Edges) readEdge(d *Decoder, i int) error {
	fail := func(rule error, off int64, col int, format string, args ...any) error {
		return &Error{Pkg: e.Pkg, At: Located, Err: rule, Offset: off, Row: i, Col: col, Field: e.Field, Detail: fmt.Sprintf(format, args...)}
	}
	tok, off, err := d.Token(e.A + " " + e.Shape)
	if err != nil {
		return err
	}
	if tok != json.Delim('[') {
		return fail(e.ErrEdge, off, -1, "%s is %s", e.Noun, Describe(tok))
	}
	c := 0
	for ; d.More(); c++ {
		tok, voff, err := d.Token("a number")
		if err != nil {
			return err
		}
		num, _ := tok.(json.Number)
		v, ok := Int([]byte(num)) // not ok for an integer of 14 digits or more: out of range
		switch {
		case c >= 3:
			return fail(e.ErrEdge, voff, c, "more than three values")
		case !ok && !integer(num):
			return fail(e.ErrEdge, voff, c, "value is %s", Describe(tok))
		case c < 2 && (!ok || v < e.MinEnd || v > e.MaxEnd):
			return fail(e.ErrEnd, voff, c, "%s %s", e.End, numText(num))
		case c == 2 && (!ok || v < max(e.MinWeight, 0) || v > e.MaxWeight):
			return fail(e.ErrWeight, voff, c, "%s %s", e.Weight, numText(num))
		}
		if c < 2 && (len(e.records) == 0 || int32(v) > e.records[len(e.records)-1].end) {
			e.records = append(e.records, endRecord{int32(v), i, c, voff})
		}
		e.Vals = append(e.Vals, int32(v))
	}
	if _, _, err := d.Token("',' or ']' after a value"); err != nil {
		return err
	}
	if c != 3 {
		e.Vals = e.Vals[:len(e.Vals)-c]
		return fail(e.ErrEdge, off, -1, "%s has %d values", e.Noun, c)
	}
	return nil
}

// ReadInt reads the integer value of field, which the caller checks
// against the range its rule states: a value that is not a number is
// [ErrSyntax]; a number with a fraction or an exponent, or an integer
// beyond the range of int (±2^63), is rule, both at the value's offset.
func ReadInt(d *Decoder, field string, rule error) (int, int64, error) {
	tok, off, err := d.Token("an integer")
	if err != nil {
		return 0, 0, err
	}
	num, ok := tok.(json.Number)
	if !ok {
		e := d.Fail(ErrSyntax, off, "%s is %s, want an integer", field, Describe(tok))
		e.Field = field
		return 0, 0, e
	}
	v, err := strconv.ParseInt(string(num), 10, strconv.IntSize)
	if err != nil {
		want := "want an integer without fraction or exponent"
		if integer(num) {
			want = "beyond the range of int, -2^63 to 2^63-1"
		}
		e := d.Fail(rule, off, "%s is %s, %s", field, numText(num), want)
		e.Field = field
		return 0, 0, e
	}
	return int(v), off, nil
}

// integer reports whether num is written as an integer: a minus sign or
// not, then digits only.
func integer(num json.Number) bool {
	s := strings.TrimPrefix(string(num), "-")
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// numText is num as written, cut as [Describe] cuts it.
func numText(num json.Number) string { return strings.TrimPrefix(Describe(num), "the number ") }
