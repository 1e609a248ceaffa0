module github.com/ripplebfs/ripple/web

go 1.25

require (
	github.com/chromedp/chromedp v0.23.0
	github.com/ripplebfs/ripple v0.0.0
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/samber/lo v1.53.0 // indirect
	golang.org/x/text v0.23.0 // indirect
)

replace github.com/ripplebfs/ripple => ../
