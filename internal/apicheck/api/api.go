// Package api lists the exported API of a Go package from its source: see
// command apicheck.
package api

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"slices"
	"strings"
)

// Lines returns the exported API of the package in dir (its non-test
// files), one sorted line per exported name.
func Lines(dir string) ([]string, error) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, d := range f.Decls {
				out = append(out, decl(fset, d)...)
			}
		}
	}
	slices.Sort(out)
	return out, nil
}

func decl(fset *token.FileSet, d ast.Decl) []string {
	src := func(n any) string {
		var b bytes.Buffer
		_ = printer.Fprint(&b, fset, n)
		return strings.Join(strings.Fields(b.String()), " ")
	}
	switch d := d.(type) {
	case *ast.FuncDecl:
		if !d.Name.IsExported() || d.Recv != nil && !exportedRecv(d.Recv.List[0].Type) {
			return nil
		}
		d.Body, d.Doc = nil, nil
		return []string{src(d)}
	case *ast.GenDecl:
		var out []string
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				if !s.Name.IsExported() {
					continue
				}
				out = append(out, typeLines(s, src)...)
			case *ast.ValueSpec:
				for _, n := range s.Names {
					if n.IsExported() {
						line := d.Tok.String() + " " + n.Name
						if s.Type != nil {
							line += " " + src(s.Type)
						}
						out = append(out, line)
					}
				}
			}
		}
		return out
	}
	return nil
}

// typeLines is a type's line and one per exported field or interface
// method.
func typeLines(s *ast.TypeSpec, src func(any) string) []string {
	name := s.Name.Name
	if s.TypeParams != nil {
		var ps []string
		for _, f := range s.TypeParams.List {
			var ns []string
			for _, n := range f.Names {
				ns = append(ns, n.Name)
			}
			ps = append(ps, strings.Join(ns, ", ")+" "+src(f.Type))
		}
		name += "[" + strings.Join(ps, ", ") + "]"
	}
	switch t := s.Type.(type) {
	case *ast.StructType:
		out := []string{"type " + name + " struct"}
		for _, f := range t.Fields.List {
			for _, n := range f.Names {
				if n.IsExported() {
					out = append(out, "field "+s.Name.Name+"."+n.Name+" "+src(f.Type))
				}
			}
		}
		return out
	case *ast.InterfaceType:
		out := []string{"type " + name + " interface"}
		for _, m := range t.Methods.List {
			for _, n := range m.Names {
				if n.IsExported() {
					out = append(out, "method "+s.Name.Name+"."+n.Name+strings.TrimPrefix(src(m.Type), "func"))
				}
			}
		}
		return out
	}
	return []string{"type " + name + " " + src(s.Type)}
}

func exportedRecv(t ast.Expr) bool {
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
		case *ast.IndexExpr:
			t = x.X
		case *ast.IndexListExpr:
			t = x.X
		case *ast.Ident:
			return x.IsExported()
		default:
			return false
		}
	}
}
