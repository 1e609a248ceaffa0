// Package knight is the worked example of docs/plugins.md, "Write a plugin
// in 30 lines": a knight's moves on a chessboard as a ripple plugin.
//
// The package has no API of its own. The plugin lives in the whole-file
// example example_test.go (see the package Example), and knight_test.go
// runs the checks the guide asks of every plugin: the contract checker
// searchtest.Check, the gonum cross-check graph.CrossCheck, and a
// brute-force reference. The same test verifies that every code snippet of
// docs/plugins.md is copied verbatim from a file of this repository.
package knight
