//go:build !unix

package ripplebeam

// lockDir does not lock on systems without flock: there, one run per
// directory is the caller's rule.
func lockDir(string) (unlock func(), err error) { return func() {}, nil }
