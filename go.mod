module github.com/ripplebfs/ripple

go 1.24.1

require (
	github.com/samber/lo v1.53.0
	github.com/stretchr/testify v1.12.1
	gonum.org/v1/gonum v0.17.0
)

require (
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/text v0.23.0 // indirect
)
