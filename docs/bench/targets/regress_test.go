package main

import (
	"os"
	"path/filepath"
	"testing"
)

func TestHasAPIV1(t *testing.T) {
	// This checkout has version one; a tree whose search package lacks
	// BFSTreeContext (or has it only in a test or a comment) has not.
	if v1, err := hasAPIV1(filepath.Join("..", "..", "..")); err != nil || !v1 {
		t.Fatalf("hasAPIV1(this checkout) = %v, %v; want true", v1, err)
	}
	old := t.TempDir()
	if err := os.Mkdir(filepath.Join(old, "search"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"sweep.go":     "package search\n\n// Unlike BFSTreeContext:\n// func BFSTreeContext[S comparable]()\nfunc Sweep() {}\n",
		"bfs_test.go":  "package search\n\nfunc BFSTreeContext[S comparable]() {}\n",
		"options.go":   "package search\n\ntype Options struct{}\n",
		"doc_other.md": "func BFSTreeContext[S comparable]()\n",
	} {
		if err := os.WriteFile(filepath.Join(old, "search", name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if v1, err := hasAPIV1(old); err != nil || v1 {
		t.Fatalf("hasAPIV1(a tree before version one) = %v, %v; want false", v1, err)
	}
	if _, err := hasAPIV1(t.TempDir()); err == nil {
		t.Fatal("hasAPIV1 of a tree without package search: no error")
	}
}
