package cli_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ripplebfs/ripple/internal/cli"
)

func ExamplePrompt() {
	// One parameter: the pasted name is blanked, so offsets still count
	// from the start of the paste, and "Output:" ends the example.
	r := cli.Prompt(strings.NewReader("Input: board = [[-1,-1],[-1,3]]\nOutput: 1\n"), "board")
	b, _ := io.ReadAll(r)
	fmt.Printf("%q\n", b)

	// Several: the arguments become one JSON object.
	r = cli.Prompt(strings.NewReader(`beginWord = "hit", endWord = "cog", wordList = ["hot","cog"]`), "beginWord", "endWord", "wordList")
	b, _ = io.ReadAll(r)
	fmt.Println(string(b))
	// Output:
	// "               [[-1,-1],[-1,3]]\n"
	// {"beginWord":"hit", "endWord":"cog", "wordList":["hot","cog"]}
}

func ExampleNewInput() {
	in := cli.NewInput("stdin", strings.NewReader("[[1,2],[3,0]]"), 8)
	b, err := io.ReadAll(in)
	fmt.Printf("%q\n%v\n", b, err)
	fmt.Println(errors.Is(err, cli.ErrTooBig), in.Exceeded())
	// Output:
	// "[[1,2],["
	// stdin: more than 8 bytes of input (raise -max-bytes to read more): input too big
	// true true
}

func ExampleReadAll() {
	text, err := cli.ReadAll(cli.NewInput("stdin", strings.NewReader("[[0]]"), 100))
	fmt.Printf("%q %v\n", text, err)
	// Output:
	// "[[0]]" <nil>
}

func ExampleCommand() {
	run := func(args []string, stdin io.Reader) int {
		c := cli.New("demo", "usage: demo [-max-bytes N] [FILE|-]", os.Stdout, os.Stdout)
		c.Notes = "Exit status: 0 an answer; 2 bad input or a limit."
		c.MaxBytesFlag()
		if code, done := c.Parse(args); done {
			return code
		}
		in, err := c.Open(c.Flags.Arg(0), stdin)
		if err != nil {
			return c.Fail(err)
		}
		defer in.Close()
		text, err := cli.ReadAll(cli.Prompt(in, "board"))
		if err != nil {
			return c.Fail(err)
		}
		fmt.Println("read", strings.TrimSpace(text))
		return cli.ExitAnswer
	}
	fmt.Println("exit", run([]string{"-"}, strings.NewReader("board = [[0]]")))
	fmt.Println("exit", run([]string{"-max-bytes", "4", "-"}, strings.NewReader("[[0]]")))
	fmt.Println("exit", run([]string{"-bogus"}, nil))
	// Output:
	// read [[0]]
	// exit 0
	// demo: stdin: more than 4 bytes of input (raise -max-bytes to read more): input too big
	// exit 2
	// demo: flag provided but not defined: -bogus (see demo -h)
	// exit 2
}

func ExampleCommand_Done() {
	run := func(stdout io.Writer) int {
		c := cli.New("demo", "usage: demo", stdout, os.Stdout)
		fmt.Fprintln(c.Stdout, "42")
		return c.Done(cli.ExitAnswer)
	}
	fmt.Println("exit", run(io.Discard))
	fmt.Println("exit", run(fullDisk{}))
	// Output:
	// exit 0
	// demo: writing the output: no space left on device
	// exit 2
}

// fullDisk fails every write.
type fullDisk struct{}

func (fullDisk) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

func ExampleCommand_IntRange() {
	c := cli.New("demo", "usage: demo [-workers N]", os.Stdout, os.Stdout)
	workers := c.Flags.Int("workers", 2, "goroutines")
	c.IntRange("workers", workers, 1, 1024)
	code, done := c.Parse([]string{"-workers", "0"})
	fmt.Println("exit", code, done)
	// Output:
	// demo: -workers 0: want 1..1024 (see demo -h)
	// exit 2 true
}

func ExampleCommand_Named() {
	c := cli.New("demo", "usage: demo", os.Stdout, os.Stdout)
	in := cli.NewInput("board.json", strings.NewReader("[[7]]"), 100)
	parseErr := errors.New("demo: offset 2, board[0][0]: a cell is -1 or a square")
	c.Fail(c.Named(in, parseErr))
	// Output:
	// demo: board.json: offset 2, board[0][0]: a cell is -1 or a square
}

func ExampleCommand_VerboseFlag() {
	for _, args := range [][]string{nil, {"-v"}, {"-progress"}} {
		c := cli.New("demo", "usage: demo [-v]", os.Stdout, os.Stdout)
		c.VerboseFlag()
		c.Parse(args)
		fmt.Println(args, c.Verbose())
	}
	// Output:
	// [] false
	// [-v] true
	// [-progress] true
}

func ExampleCommand_Verbose() {
	c := cli.New("demo", "usage: demo", os.Stdout, os.Stdout)
	fmt.Println("without VerboseFlag:", c.Verbose())
	// Output:
	// without VerboseFlag: false
}

func ExampleCommand_Logf() {
	for _, args := range [][]string{nil, {"-v"}} {
		c := cli.New("demo", "usage: demo [-v]", os.Stdout, os.Stdout)
		c.VerboseFlag()
		c.Parse(args)
		c.Logf("read %d boards", 3) // a line only with -v (or on a terminal)
	}
	// Output:
	// demo: read 3 boards
}

func ExampleIsTerminal() {
	fmt.Println(cli.IsTerminal(io.Discard), cli.IsTerminal(&strings.Builder{}))
	// Output:
	// false false
}

func ExampleCommand_OpenOr() {
	c := cli.New("demo", "usage: demo [-input FILE|-]", io.Discard, io.Discard)
	for _, path := range []string{"", "-"} {
		in, _ := c.OpenOr(path, strings.NewReader("[[1,2]]"), "example 1", "[[0]]")
		text, _ := cli.ReadAll(in)
		fmt.Println(in.Name, text)
		in.Close()
	}
	// Output:
	// example 1 [[0]]
	// stdin [[1,2]]
}
