module github.com/ripplebfs/ripple/docs/bench/targets/regress

go 1.24.1

require github.com/ripplebfs/ripple v0.0.0

require (
	github.com/samber/lo v1.53.0 // indirect
	golang.org/x/text v0.23.0 // indirect
)

replace github.com/ripplebfs/ripple => ../../../..
