module github.com/ripplebfs/ripple/docs/bench

go 1.24.1

require github.com/ripplebfs/ripple v0.0.0

replace github.com/ripplebfs/ripple => ../..
