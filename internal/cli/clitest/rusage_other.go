//go:build !unix

package clitest

import "os"

// maxRSS is unknown off unix.
func maxRSS(*os.ProcessState) int64 { return -1 }

// signalOf is unknown off unix.
func signalOf(*os.ProcessState) os.Signal { return nil }

// closedPipeKills: off Unix a write to a closed pipe is an error like any
// other, which the command reports.
const closedPipeKills = false
