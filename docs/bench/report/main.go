// Command report regenerates the tables of docs/benchmarks.md (and the
// one of docs/distributed.md). Each section is a name and a command, run
// from the repository root, that prints one Markdown table on stdout;
// report splices that table into its document between the lines
//
//	<!-- bench:NAME -->
//	<!-- /bench:NAME -->
//
// preceded by one line giving the exact command, the date (UTC), the load
// average at the start and the end, the Go version and the rounds. The
// prose around the blocks is written by hand and left alone.
//
//	go -C docs/bench run ./report [-rounds N] [-list] [-check] [section ...]
//
// Without sections it runs every section, in the order of the list below
// (the quick ones first). A section whose command fails is reported on
// stderr and keeps its old block; report then exits with status 1 after
// the other sections.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/ripplebfs/ripple/docs/bench/internal/cpu"
)

// A section is one block of docs/benchmarks.md, or of the document
// elsewhere names.
type section struct {
	Name string
	// Cmd is the command, run by sh at the root; {rounds} stands for the
	// rounds.
	Cmd    string
	Rounds int // default rounds (0: the command takes none)
}

// elsewhere names the document, relative to the root, of each section
// whose block is not in docs/benchmarks.md: a table that a user reads
// where the choice it informs is explained.
var elsewhere = map[string]string{"beamscale": "docs/distributed.md", "beamscale14": "docs/distributed.md"}

// The sections, quick ones first; the last few take many minutes each.
var sections = []section{
	{"engine", "go -C docs/bench run ./cpu -rounds {rounds} engine", 5},
	{"targets", "go -C docs/bench run ./targets -rounds {rounds} -baseline 8d3d472", 5},
	{"openlock", "go -C docs/bench run ./cpu -rounds {rounds} openlock", 5},
	{"islands", "go -C docs/bench run ./cpu -rounds {rounds} islands", 5},
	{"chance", "go -C docs/bench run ./cpu -rounds {rounds} chance", 5},
	{"oranges", "go -C docs/bench run ./cpu -rounds {rounds} oranges", 5},
	{"wordladder", "go -C docs/bench run ./cpu -rounds {rounds} wordladder", 5},
	{"graph", "go -C docs/bench run ./cpu -rounds {rounds} graph", 3},
	{"questions", "go -C docs/bench run ./cpu -rounds {rounds} questions", 3},
	{"narrow", "go -C docs/bench run ./cpu -rounds {rounds} narrow", 5},
	{"queue", "go -C docs/bench run ./cpu -rounds {rounds} queue", 3},
	{"arrowgrid", "go -C docs/bench run ./cpu -rounds {rounds} arrowgrid", 5},
	{"pocketcube", "go -C docs/bench run ./cpu -rounds {rounds} pocketcube", 5},
	{"memory", "go -C docs/bench run ./memory", 0},
	{"testtime", "go -C docs/bench run ./testtime -rounds {rounds}", 3},
	{"puzzlefrontier", "go -C docs/bench run ./cpu -rounds {rounds} puzzlefrontier", 3},
	{"sweep2x5", "go -C docs/bench run ./cpu -rounds {rounds} sweep2x5", 3},
	{"heuristic", "go -C docs/bench run ./cpu -rounds {rounds} heuristic", 3},
	{"snakes", "sh docs/bench/snakes_run.sh 20 {rounds}", 5},
	{"frontier", "sh docs/bench/frontier.sh {rounds}", 5},
	{"weighted", "bash docs/bench/weighted.sh {rounds}", 4},
	{"fifteen", "go -C docs/bench run ./cpu -rounds {rounds} fifteen", 3},
	{"beam", "go -C docs/bench run ./cpu -rounds {rounds} beam", 3},
	{"enumerate3x4", "go -C docs/bench run ./cpu -rounds {rounds} enumerate3x4", 2},
	{"korf100", "go -C docs/bench run ./cpu -rounds {rounds} korf100", 1},
	{"tablecache", "go -C docs/bench run ./cpu -rounds {rounds} tablecache", 3},
	{"clilimits", "go -C docs/bench run ./cpu -rounds {rounds} clilimits", 1},
	{"cliinput", "go -C docs/bench run ./cpu -rounds {rounds} cliinput", 3},
	{"beam3x4", "go -C docs/bench run ./cpu -rounds {rounds} beam3x4", 1},
	{"beamscale", "go -C docs/bench run ./cpu -rounds {rounds} beamscale", 3},
	{"beamscale14", "go -C docs/bench run ./cpu -rounds {rounds} beamscale14", 1},
}

func main() {
	rounds := flag.Int("rounds", 0, "rounds for every section run (0: each section's default)")
	list := flag.Bool("list", false, "list the sections and their commands, run nothing")
	check := flag.Bool("check", false, "check that docs/benchmarks.md has one block per section and no other, run nothing")
	flag.Parse()
	if *list {
		for _, s := range sections {
			fmt.Printf("%-15s %s\n", s.Name, s.command(*rounds))
		}
		return
	}
	if *check {
		root, err := cpu.Root()
		if err == nil {
			err = checkDocs(root)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "report:", err)
			os.Exit(1)
		}
		return
	}
	chosen, err := pick(flag.Args())
	if err != nil {
		fmt.Fprintln(os.Stderr, "report:", err)
		os.Exit(2)
	}
	root, err := cpu.Root()
	if err != nil {
		fmt.Fprintln(os.Stderr, "report:", err)
		os.Exit(2)
	}
	failed := 0
	for _, s := range chosen {
		if err := regenerate(root, filepath.Join(root, s.doc()), s, *rounds); err != nil {
			fmt.Fprintf(os.Stderr, "report: %s: %v (its old block is kept)\n", s.Name, err)
			failed++
		}
	}
	if failed > 0 {
		fmt.Fprintf(os.Stderr, "report: %d of %d sections failed\n", failed, len(chosen))
		os.Exit(1)
	}
}

func pick(names []string) ([]section, error) {
	if len(names) == 0 {
		return sections, nil
	}
	var out []section
	for _, n := range names {
		found := false
		for _, s := range sections {
			if s.Name == n {
				out, found = append(out, s), true
			}
		}
		if !found {
			return nil, fmt.Errorf("no section %q (go -C docs/bench run ./report -list)", n)
		}
	}
	return out, nil
}

func (s section) doc() string {
	if d, ok := elsewhere[s.Name]; ok {
		return filepath.FromSlash(d)
	}
	return filepath.Join("docs", "benchmarks.md")
}

func (s section) rounds(override int) int {
	if s.Rounds == 0 {
		return 0
	}
	if override > 0 {
		return override
	}
	return s.Rounds
}

func (s section) command(override int) string {
	return strings.ReplaceAll(s.Cmd, "{rounds}", strconv.Itoa(s.rounds(override)))
}

// regenerate runs s and, when it succeeds, writes its block.
func regenerate(root, doc string, s section, override int) error {
	cmdline := s.command(override)
	fmt.Fprintf(os.Stderr, "report: %s: %s\n", s.Name, cmdline)
	load0 := loadavg()
	began := time.Now().UTC()
	cmd := exec.Command("sh", "-c", cmdline)
	cmd.Dir = root
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return err
	}
	table := strings.TrimSpace(out.String())
	if !strings.Contains(table, "\n|") && !strings.HasPrefix(table, "|") {
		return errors.New("its output holds no Markdown table")
	}
	line := fmt.Sprintf("`%s` · %s · load average %s → %s · %s", cmdline, began.Format("2006-01-02 15:04 UTC"),
		load0, loadavg(), goVersion(root))
	if r := s.rounds(override); r == 1 {
		line += " · 1 round"
	} else if r > 1 {
		line += fmt.Sprintf(" · %d rounds", r)
	}
	b, err := os.ReadFile(doc)
	if err != nil {
		return err
	}
	nb, err := splice(b, s.Name, line+"\n\n"+table+"\n")
	if err != nil {
		return err
	}
	return os.WriteFile(doc, nb, 0o644)
}

// splice replaces what lies between the block markers of name in doc.
func splice(doc []byte, name, body string) ([]byte, error) {
	open, end := "<!-- bench:"+name+" -->\n", "<!-- /bench:"+name+" -->"
	i := bytes.Index(doc, []byte(open))
	if i < 0 || bytes.Count(doc, []byte(open)) != 1 {
		return nil, fmt.Errorf("the document needs exactly one line %q", strings.TrimSpace(open))
	}
	j := bytes.Index(doc[i:], []byte(end))
	if j < 0 {
		return nil, fmt.Errorf("the document has no %q after its opening line", end)
	}
	var out bytes.Buffer
	out.Write(doc[:i+len(open)])
	out.WriteString(body)
	out.Write(doc[i+j:])
	return out.Bytes(), nil
}

// checkDocs checks the blocks of every document that holds a section.
func checkDocs(root string) error {
	var errs []error
	byDoc := map[string][]section{}
	var docs []string
	for _, s := range sections {
		if byDoc[s.doc()] == nil {
			docs = append(docs, s.doc())
		}
		byDoc[s.doc()] = append(byDoc[s.doc()], s)
	}
	for _, d := range docs {
		b, err := os.ReadFile(filepath.Join(root, d))
		if err == nil {
			err = checkBlocks(b, byDoc[d])
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", filepath.ToSlash(d), err))
		}
	}
	return errors.Join(errs...)
}

// checkBlocks reports a section of ss without exactly one well-formed
// block in doc, and a block that names none of them.
func checkBlocks(doc []byte, ss []section) error {
	var errs []error
	known := map[string]bool{}
	for _, s := range ss {
		known[s.Name] = true
		if _, err := splice(doc, s.Name, ""); err != nil {
			errs = append(errs, fmt.Errorf("section %s: %w", s.Name, err))
		}
	}
	for _, line := range strings.Split(string(doc), "\n") {
		if name, ok := strings.CutPrefix(line, "<!-- bench:"); ok {
			name = strings.TrimSuffix(name, " -->")
			if !known[name] {
				errs = append(errs, fmt.Errorf("block %s: no such section", name))
			}
		}
	}
	return errors.Join(errs...)
}

// loadavg is the 1-minute load average, or "?" where /proc is absent.
func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	if f := strings.Fields(string(b)); len(f) > 0 {
		return f[0]
	}
	return "?"
}

// goVersion is the version of the go command the sections run.
func goVersion(root string) string {
	cmd := exec.Command("go", "env", "GOVERSION")
	cmd.Dir = root
	cmd.Stderr = io.Discard
	if b, err := cmd.Output(); err == nil {
		return strings.TrimSpace(string(b))
	}
	return runtime.Version()
}
