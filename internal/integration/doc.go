// Package integration holds ripple's cross-package tests: the checks that
// import several plugins, the registry (problems/all) together with the
// engine, the gonum bridge (graph) together with a plugin, or the
// documentation. Keeping them here lets each library package's tests
// import only that package and its test helpers, so a change to a plugin
// or to a guide cannot fail the engine's tests. It also holds the tests of
// small packages whose tests are few (internal/testsize, internal/gen,
// the SGB word list), since each test package costs a link of its own. The package has
// no API.
package integration
