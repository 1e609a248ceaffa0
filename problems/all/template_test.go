package all_test

import (
	"bytes"
	"encoding/json"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/all"
)

const modulePath = "github.com/ripplebfs/ripple"

// moduleRoot is the repository's root, two levels above this package.
func moduleRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	_, err = os.Stat(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	return root
}

// TestListsAreDerived: every Go file of the module that goes over the
// registry (imports problems/all) names no plugin package itself, so that
// registering a plugin in all.go is all a new plugin needs for the tour,
// the cross-check and the cross-plugin tests to include it. Only all.go
// imports the plugins.
func TestListsAreDerived(t *testing.T) {
	root := moduleRoot(t)
	plugins := map[string]bool{}
	for _, p := range all.Plugins() {
		plugins[modulePath+"/problems/"+p.Name] = true
	}
	if len(plugins) == 0 {
		t.Fatal("no plugin")
	}
	users := 0
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() && path != root {
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // another module
			}
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || filepath.Base(path) == "all.go" && filepath.Base(filepath.Dir(path)) == "all" {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		var imports []string
		usesAll := false
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			usesAll = usesAll || p == modulePath+"/problems/all"
			imports = append(imports, p)
		}
		if !usesAll {
			return nil
		}
		users++
		for _, p := range imports {
			if plugins[p] {
				t.Errorf("%s goes over problems/all but imports %s", path, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if x, y := users, 4; !(x >= y) {
		t.Errorf("files going over the registry: the tour, the cross-check, these tests: %v is not >= %v", x, y)
	}
}

// TestHeavyPluginCopy copies problems/islands under a new name (its
// package clause and its name string changed, as docs/plugins.md says),
// registers it with one import and one line in all.go, and runs the
// cross-plugin tests, the tour and the cross-check on the result, through
// an overlay: the source tree is not touched. They must pass with the
// copy listed. It runs the go command (tens of seconds), hence the heavy
// tier.
func TestHeavyPluginCopy(t *testing.T) {
	testsize.RequireHeavy(t)
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	root := moduleRoot(t)
	tmp := t.TempDir()
	replace := map[string]string{}
	srcDir := filepath.Join(root, "problems", "islands")
	dstDir := filepath.Join(root, "problems", "islandscopy")
	entries, err := os.ReadDir(srcDir)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	name := regexp.MustCompile(`"islands"`)
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(srcDir, e.Name()))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		text := strings.Replace(string(b), "package islands\n", "package islandscopy\n", 1)
		text = name.ReplaceAllString(text, `"islandscopy"`)
		out := filepath.Join(tmp, e.Name())
		if err := os.WriteFile(out, []byte(text), 0o600); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		replace[filepath.Join(dstDir, e.Name())] = out
	}
	allGo := filepath.Join(root, "problems", "all", "all.go")
	b, err := os.ReadFile(allGo)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	text := strings.Replace(string(b), "import (\n", "import (\n\t\""+modulePath+"/problems/islandscopy\"\n", 1)
	text = strings.Replace(text, "\t\tislands.Plugin(),\n", "\t\tislands.Plugin(),\n\t\tislandscopy.Plugin(),\n", 1)
	if s, sub := text, "islandscopy.Plugin()"; !strings.Contains(s, sub) {
		t.Fatalf("%q does not contain %q", s, sub)
	}
	out := filepath.Join(tmp, "all.go")
	if err := os.WriteFile(out, []byte(text), 0o600); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	replace[allGo] = out
	overlay, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	overlayFile := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(overlayFile, overlay, 0o600); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	cmd := exec.Command(gobin, "test", "-count=1", "-short", "-vet=off", "-overlay", overlayFile,
		"./problems/all", "./examples/tour", "./examples/crosscheck")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "RIPPLE_HEAVY=")
	res, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: unexpected error: %v", res, err)
	}
	t.Logf("%s", res)
	// The copy was really listed: the tour runs its section.
	cmd = exec.Command(gobin, "run", "-overlay", overlayFile, "./examples/tour")
	cmd.Dir = root
	res, err = cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: unexpected error: %v", res, err)
	}
	if s, sub := string(res), "== islandscopy: "; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
}

// printing matches what writes to the process's standard streams: naming
// them, fmt.Print*, the log package's printing functions, and the
// builtins print and println.
var printing = regexp.MustCompile(`\bos\.Std(err|out)\b|\bfmt\.Print|\blog\.(Print|Fatal|Panic)|(^|[^.\w])print(ln)?\(`)

// mayPrint reports whether b holds one of the substrings that every match
// of printing contains: most files do not, and skip the slower regexp.
func mayPrint(b []byte) bool {
	for _, sub := range []string{"os.Std", "fmt.Print", "log.", "print(", "println("} {
		if bytes.Contains(b, []byte(sub)) {
			return true
		}
	}
	return false
}

// TestLibrariesDoNotPrint: no library package (the engine, the gonum
// bridge, the problem packages) writes to the process's standard streams;
// progress goes through an option or a callback that a command wires
// (slidingpuzzle.SetTableOptions, pdb.Options.Progress, search's OnLayer).
func TestLibrariesDoNotPrint(t *testing.T) {
	root := moduleRoot(t)
	checked := 0
	for _, dir := range []string{"search", "graph", "problems"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			checked++
			if !mayPrint(b) {
				return nil
			}
			if m := printing.FindString(string(b)); m != "" {
				t.Errorf("%s writes to the standard streams: %s", path, m)
			}
			return nil
		})
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
	}
	if x, y := checked, 50; !(x > y) {
		t.Errorf("library files checked: %v is not > %v", x, y)
	}
}
