package integration_test

import (
	"io"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/cheapestflights"
	"github.com/ripplebfs/ripple/problems/input"
	"github.com/ripplebfs/ripple/problems/networkdelay"
	"github.com/ripplebfs/ripple/problems/wordladder"
)

// parsers are the problems with several parameters, as their commands
// call Prompt.
var parsers = map[string]struct {
	params []string
	parse  func(io.Reader) error
}{
	"wordladder":   {[]string{"beginWord", "endWord", "wordList"}, func(r io.Reader) error { _, err := wordladder.Parse(r); return err }},
	"networkdelay": {[]string{"times", "n", "k"}, func(r io.Reader) error { _, err := networkdelay.Parse(r); return err }},
	"cheapestflights": {[]string{"n", "flights", "src", "dst", "k"}, func(r io.Reader) error {
		_, err := cheapestflights.Parse(r)
		return err
	}},
}

// TestPromptOffsets parses pasted arguments with a fault at a known byte
// through Prompt and Command.Named, as the commands do: the offset
// reported is that byte's offset in what was pasted, whatever Prompt
// added before it (a "{", keys longer than their text, names given to
// arguments without one).
func TestPromptOffsets(t *testing.T) {
	const bom = "\xef\xbb\xbf"
	for _, tc := range []struct {
		name, problem, in string
		at                int // -1: the first x
	}{
		{"one parameter", "wordladder", "beginWord = x", -1},
		{"LeetCode spacing", "wordladder", `beginWord = "hit", endWord = "cog", wordList = ["hot",x]`, -1},
		{"no spaces", "wordladder", `beginWord="hit",endWord="cog",wordList=["hot",x]`, -1},
		{"wide spaces", "wordladder", `beginWord   =   "hit",  endWord  =  x`, -1},
		{"Input: label", "wordladder", "Input: beginWord = \"a\", endWord = x\nOutput: 0", -1},
		{"flights", "cheapestflights", "n = 4, flights = [[0,1,x]], src = 0, dst = 1, k = 1", -1},
		{"flights unspaced", "cheapestflights", "n=4,flights=[[0,1,x]],src=0,dst=1,k=1", -1},
		{"positional", "networkdelay", "[[2,1,x]] 3 2", -1},
		{"positional lines", "networkdelay", "[[2,1,1]]\n4\nx", -1},
		{"positional commas", "cheapestflights", "4, [[0,1,100]], 0, x, 1", -1},
		{"byte order mark", "wordladder", bom + `beginWord = "a"`, 0},
		{"bad first byte", "wordladder", `%beginWord = "a"`, 0},
		{"byte order mark, positional", "networkdelay", bom + "[[2,1,1]] 4 2", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := int64(tc.at)
			if tc.at < 0 {
				want = int64(strings.IndexByte(tc.in, 'x'))
			}
			p := parsers[tc.problem]
			for _, split := range []bool{false, true} {
				c := cli.New("demo", "usage: demo", io.Discard, io.Discard)
				in := c.Bound("stdin", strings.NewReader(tc.in))
				var r io.Reader = cli.Prompt(in, p.params...)
				if split {
					r = iotest.OneByteReader(r)
				}
				err := c.Named(in, p.parse(r))
				var ie *input.Error
				require.ErrorAs(t, err, &ie, "%v", err)
				assert.Equal(t, want, ie.Offset, "%v (one byte at a time: %v)", err, split)
				assert.Contains(t, err.Error(), ": offset "+strconv.FormatInt(want, 10)+":")
			}
		})
	}
}
