package input

import (
	"cmp"
	"io"
	"slices"
)

// maxBlank is the longest run of JSON whitespace outside strings that a
// [blanks] reader passes on; the rest of a longer run is dropped. Tests
// lower it to exercise the cuts on small inputs.
var maxBlank = 512

// blanks passes JSON text from r to a json.Decoder with every run of JSON
// whitespace outside strings cut to its first maxBlank bytes, and records
// where it cut, so that an offset in what it delivered maps back to the
// input ([blanks.source]).
//
// Without it, blank space would cost time quadratic in its length: the
// decoder, looking for the next token, rescans its whole buffer of blanks
// each time it reads more. Cut, a run costs the decoder at most maxBlank
// bytes per read, and while it looks for a token, Read fills its buffer,
// which it grows by at least 512 bytes when nearly full, so that the
// decoder's work stays within a few times the input. The cuts are at most one per maxBlank+2
// bytes of input, 16 bytes each. Whitespace carries no meaning outside
// strings, and a cut run keeps maxBlank bytes, so the decoder reads the
// same tokens and finds the same faults; inside strings, where a blank is
// data, nothing is cut.
type blanks struct {
	r          io.Reader
	inStr, esc bool   // inside a JSON string; after its backslash
	run        int    // length of the current run of whitespace outside strings
	in, out    int64  // bytes read from r; bytes delivered
	cut        bool   // bytes were dropped since the last one delivered
	marks      []mark // where the difference of delivered and input offsets grows
	err        error  // r's error, returned once the bytes before it are delivered
}

// mark says that delivered offset out, and those after it up to the next
// mark, stand for input offset in and those after it.
type mark struct{ out, in int64 }

// Read delivers the next bytes of r, cut. As long as they are whitespace
// it reads on, until p is full or r fails or ends, so that the decoder,
// looking for a token, gets a full buffer at each read; a byte of a token
// ends the read, so that a fault in the first line typed at a terminal is
// reported without waiting for more.
func (b *blanks) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) && b.err == nil {
		k, err := b.r.Read(p[n:])
		b.err = err
		kept, token := b.filter(p[n : n+k])
		n += kept
		if token || k == 0 && err == nil {
			break // a token to read, or r delivered nothing: let the caller read again
		}
	}
	if n == 0 && b.err != nil {
		if b.cut { // offsets at the end stand for the end of the input
			b.marks = append(b.marks, mark{b.out, b.in})
			b.cut = false
		}
		return 0, b.err
	}
	return n, nil
}

// filter drops the whitespace of buf beyond maxBlank bytes of a run
// outside strings, moving the bytes kept to its front, and returns their
// number and whether one of them is not whitespace outside strings.
func (b *blanks) filter(buf []byte) (int, bool) {
	inStr, esc, run, cut, keep := b.inStr, b.esc, b.run, b.cut, maxBlank
	w, token := 0, false
	for i, c := range buf {
		switch {
		case inStr:
			token = true
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if run++; run > keep {
				cut = true
				continue
			}
		default:
			run, token = 0, true
			inStr = c == '"'
		}
		if cut {
			b.marks = append(b.marks, mark{b.out + int64(w), b.in + int64(i)})
			cut = false
		}
		buf[w] = c
		w++
	}
	b.inStr, b.esc, b.run, b.cut = inStr, esc, run, cut
	b.in += int64(len(buf))
	b.out += int64(w)
	return w, token
}

// source returns the input offset that delivered offset off stands for.
func (b *blanks) source(off int64) int64 {
	i, _ := slices.BinarySearchFunc(b.marks, off, func(m mark, off int64) int {
		return cmp.Compare(m.out, off+1)
	}) // marks[:i] start at or before off
	if i == 0 {
		return off
	}
	m := b.marks[i-1]
	return m.in + off - m.out
}
