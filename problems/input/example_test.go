package input_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/input"
)

var errNegative = errors.New("cells are not negative")

// A reader of non-negative integer matrices, the way the problem packages
// write theirs.
func ExampleMatrix_Read() {
	var grid [][]int
	m := input.Matrix{
		Pkg: "example", Name: "grid",
		Cell: func(row, col int, raw []byte) *input.Error {
			v, ok := input.Int(raw)
			if !ok || v < 0 {
				return &input.Error{Err: errNegative, Detail: "cell is " + input.Describe(raw)}
			}
			if col == 0 {
				grid = append(grid, nil)
			}
			grid[row] = append(grid[row], v)
			return nil
		},
		EndRow:    func(row, cols int) *input.Error { return nil },
		EndMatrix: func(rows int) *input.Error { return nil },
	}
	fmt.Println(m.Read(strings.NewReader("[[1, 2],\n [3, 4]]")), grid)
	grid = nil
	err := m.Read(strings.NewReader("[[1, 2],\n [3, -4]]"))
	fmt.Println(err)
	fmt.Println(m.Read(strings.NewReader("grid = [[1]]")))
	fmt.Println(m.Read(strings.NewReader("[[1, 02]]")))
	// Output:
	// <nil> [[1 2] [3 4]]
	// example: offset 14, grid[1][1]: cells are not negative: cell is -4
	// example: offset 0: not the LeetCode literal: invalid JSON: invalid character 'g' looking for beginning of value
	// example: offset 6: not the LeetCode literal: invalid JSON: invalid character '2' after array element
}

// A reader of a JSON object, token by token, the way openlock and
// wordladder read theirs.
func ExampleNewDecoder() {
	read := func(text string) (string, error) {
		d := input.NewDecoder("example", strings.NewReader(text))
		tok, off, err := d.Token("'{'")
		if err != nil {
			return "", err
		}
		if tok != json.Delim('{') {
			return "", d.Fail(input.ErrSyntax, off, "%s, want '{'", input.Describe(tok))
		}
		var name string
		for d.More() {
			key, _, err := d.Token("a field name")
			if err != nil {
				return "", err
			}
			val, off, err := d.Token("a value")
			if err != nil {
				return "", err
			}
			s, ok := val.(string)
			if key != "name" || !ok {
				return "", d.Fail(input.ErrSyntax, off, "want {\"name\": a string}")
			}
			name = s
		}
		if _, _, err := d.Token("'}'"); err != nil {
			return "", err
		}
		return name, d.End("the object")
	}
	fmt.Println(read(`{"name": "ripple"}`))
	fmt.Println(read(`{"name": 7}`))
	fmt.Println(read(`{"name": "ripple"} {}`))
	fmt.Println(read(``))
	// Output:
	// ripple <nil>
	//  example: offset 9: not the LeetCode literal: want {"name": a string}
	// ripple example: offset 19: not the LeetCode literal: '{' after the object, want the end of the input
	//  example: offset 0: empty: no input, want '{'
}

func ExampleDecoder_Raw() {
	d := input.NewDecoder("example", strings.NewReader(` [1, [2, 3]]`))
	raw, off, err := d.Raw("a value", false)
	fmt.Println(string(raw), off, err, d.Offset())
	// Output: [1, [2, 3]] 1 <nil> 12
}

func ExampleDecoder_RawOffset() {
	// A row with a run of 600 spaces: the text Raw returns keeps 512 of
	// them, and RawOffset finds the 2 after them in the input.
	text := "[1," + strings.Repeat(" ", 600) + "2]"
	d := input.NewDecoder("example", strings.NewReader(text))
	raw, _, _ := d.Raw("a row", false)
	i := bytes.IndexByte(raw, '2')
	fmt.Println(len(text), len(raw), i, d.RawOffset(i), strings.IndexByte(text, '2'))
	// Output: 605 517 515 603 603
}

func ExampleInt() {
	for _, raw := range []string{"42", "-0", "1.0", "1e3", `"7"`, "null"} {
		v, ok := input.Int([]byte(raw))
		fmt.Print(v, ok, " ")
	}
	fmt.Println()
	// Output: 42 true 0 true 0 false 0 false 0 false 0 false
}

func ExampleDescribe() {
	fmt.Println(input.Describe("hot"), input.Describe([]byte("[1,2]")), input.Describe(nil))
	fmt.Println(input.Describe(strings.Repeat("ab", 30)))
	// Output:
	// "hot" [1,2] null
	// "abababababababababababababababababababab"…(60 bytes)
}

func ExampleError() {
	err := error(&input.Error{Pkg: "islands", Err: input.ErrSyntax, At: input.Located, Offset: 7, Row: 1, Col: 2, Field: "grid", Detail: "cell is 3"})
	fmt.Println(err)
	var e *input.Error
	fmt.Println(errors.As(err, &e), e.Row, e.Col, errors.Is(err, input.ErrSyntax))
	// The zero positions are absent, not offset 0 or cell [0][0].
	fmt.Println(&input.Error{Pkg: "islands", Err: input.ErrEmpty, Field: "grid"})
	// Output:
	// islands: offset 7, grid[1][2]: not the LeetCode literal: cell is 3
	// true 1 2 true
	// islands: grid: empty
}

func ExampleError_Unwrap() {
	e := &input.Error{Pkg: "example", Err: input.ErrEmpty, At: input.AtOffset, Offset: 0}
	fmt.Println(e.Unwrap() == input.ErrEmpty, e)
	// Output: true example: offset 0: empty
}

func ExampleReadError() {
	err := input.ReadError(io.ErrUnexpectedEOF)
	fmt.Println(err, errors.Is(err, io.ErrUnexpectedEOF))
	// Output: reading the input: unexpected EOF true
}

func ExampleDecoder_Fail() {
	d := input.NewDecoder("example", strings.NewReader(`[1]`))
	fmt.Println(d.Fail(input.ErrSyntax, 1, "want %s", "a string"))
	// Output: example: offset 1: not the LeetCode literal: want a string
}

func ExampleByte() {
	// The first byte of a UTF-8 byte-order mark, and a printable one.
	fmt.Println(input.Byte(0xef), input.Byte('x'))
	// Output: byte 0xef 'x'
}

func ExampleEdges() {
	errNode := errors.New("nodes are 1 to n")
	e := input.Edges{
		Pkg: "demo", Field: "times", Noun: "edge", A: "an edge", Shape: "[u, v, w]", Plural: "edges",
		End: "node", Weight: "time", ErrEdge: errors.New("an edge is [u, v, w]"), ErrEnd: errNode,
		ErrWeight: errors.New("times are 0 to 100"), ErrTooBig: errors.New("too many edges"),
		MinEnd: 1, MaxEnd: 1000, MaxWeight: 100, MaxEdges: 1000,
	}
	d := input.NewDecoder("demo", strings.NewReader(`[[1,2,5],[2,4,1]]`))
	fmt.Println(e.Read(d), e.Vals)
	err := e.Check(3) // n = 3: node 4 is out of range
	fmt.Println(err, errors.Is(err, errNode))
	// Output:
	// <nil> [1 2 5 2 4 1]
	// demo: offset 12, times[1][1]: nodes are 1 to n: node 4, n is 3 true
}

func ExampleReadInt() {
	errK := errors.New("k is a small integer")
	d := input.NewDecoder("demo", strings.NewReader(`7 "x"`))
	fmt.Println(input.ReadInt(d, "k", errK))
	_, _, err := input.ReadInt(d, "k", errK)
	fmt.Println(err)
	// Output:
	// 7 0 <nil>
	// demo: offset 2, k: not the LeetCode literal: k is "x", want an integer
}
