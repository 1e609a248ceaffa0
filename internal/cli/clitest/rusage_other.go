//go:build !unix

package clitest

import "os"

// maxRSS is unknown off unix.
func maxRSS(*os.ProcessState) int64 { return -1 }
