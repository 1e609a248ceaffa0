package cli

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
)

// ErrTooBig is wrapped by the error an [Input] returns once its source holds
// more than the limit.
var ErrTooBig = errors.New("input too big")

// Input is a bounded reader: it delivers at most Max bytes of its source
// and then fails with an error wrapping [ErrTooBig] if the source holds
// more. It never reads more than Max+1 bytes of the source (Max bytes when
// Max is [math.MaxInt64], where no source can hold more). A failed read
// of the source is returned as a [*ReadError] at the offset reached,
// "reading the input: ..." followed by the source's error, so that every
// command reports it in the same words.
type Input struct {
	Name string // "stdin", a file name, or a description of built-in data
	Max  int64

	src    io.Reader // io.LimitReader of the source, Max+1 bytes (at most MaxInt64)
	n      int64     // bytes read from src
	closer io.Closer
	prompt *prompt // the Prompt reading this input, for Command.Named
}

// NewInput bounds r to max bytes (max at least 1).
func NewInput(name string, r io.Reader, max int64) *Input {
	limit := max
	if limit < math.MaxInt64 {
		limit++ // one byte more tells a source of max bytes from a longer one
	}
	return &Input{Name: name, Max: max, src: io.LimitReader(r, limit)}
}

// Read implements io.Reader.
func (in *Input) Read(p []byte) (int, error) {
	if in.n > in.Max {
		return 0, in.limitError()
	}
	n, err := in.src.Read(p)
	in.n += int64(n)
	if in.n > in.Max {
		return n - int(in.n-in.Max), in.limitError()
	}
	if err != nil && err != io.EOF {
		var re *ReadError
		if !errors.As(err, &re) {
			err = &ReadError{Input: in.Name, Offset: in.n, Err: fmt.Errorf("reading the input: %w", err)}
		}
	}
	return n, err
}

// Exceeded reports whether the source turned out to hold more than Max
// bytes.
func (in *Input) Exceeded() bool { return in.n > in.Max }

// Close closes the file behind the input, if any.
func (in *Input) Close() error {
	if in.closer == nil {
		return nil
	}
	return in.closer.Close()
}

func (in *Input) limitError() error {
	return fmt.Errorf("%s: more than %d bytes of input (raise -max-bytes to read more): %w", in.Name, in.Max, ErrTooBig)
}

// Open returns the input named by path, bounded by -max-bytes: stdin for
// "-", otherwise the file. The command remembers it, so that [Command.Fail]
// reports an over-long input as such. Close it when done.
func (c *Command) Open(path string, stdin io.Reader) (*Input, error) {
	if path == "-" {
		return c.Bound("stdin", stdin), nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	in := c.Bound(path, f)
	in.closer = f
	return in, nil
}

// OpenOr returns the input named by path as [Command.Open] does, or, when
// path is empty, the built-in text under name (a command's default
// example). Close it when done.
func (c *Command) OpenOr(path string, stdin io.Reader, name, text string) (*Input, error) {
	if path == "" {
		return c.Bound(name, strings.NewReader(text)), nil
	}
	return c.Open(path, stdin)
}

// Bound returns r bounded by -max-bytes (or [DefaultMaxBytes] if the
// command has no such flag), remembered like the inputs of [Command.Open].
func (c *Command) Bound(name string, r io.Reader) *Input {
	max := int64(DefaultMaxBytes)
	if c.maxBytes != nil {
		max = *c.maxBytes
	}
	in := NewInput(name, r, max)
	c.inputs = append(c.inputs, in)
	return in
}

// ReadAll reads r to its end. With r an [Input] (or a reader over one, such
// as [Prompt]'s) the text is bounded by the input's limit. It reads into
// blocks of 1 MiB and joins them once at the end, so that reading n bytes
// holds about n bytes, 2n while joining, where growing one buffer would
// hold up to 3n and leave as much garbage.
func ReadAll(r io.Reader) (string, error) {
	const block = 1 << 20
	var blocks [][]byte
	total := 0
	for {
		b := make([]byte, block)
		n, err := io.ReadFull(r, b)
		blocks = append(blocks, b[:n])
		total += n
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			return "", err
		}
	}
	var sb strings.Builder
	sb.Grow(total)
	for _, b := range blocks {
		sb.Write(b)
	}
	return sb.String(), nil
}
