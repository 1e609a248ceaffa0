package arrowgrid

import "testing"

func TestFitsLayered(t *testing.T) {
	cases := []struct {
		rows, cols int
		want       bool
	}{
		{1, 1, true},
		{2000, 2000, true},
		{1, 1 << 29, true},       // 3·(2²⁹+1) cells
		{2, 1 << 29, false},      // 4·(2²⁹+1) > 2³¹−1
		{1 << 15, 1 << 15, true}, // (2¹⁵+2)·(2¹⁵+1)
		{1 << 29, 2, true},       // (2²⁹+2)·3
		{1 << 30, 1, false},      // (2³⁰+2)·2
		{1<<30 - 2, 1, false},    // exactly 2³¹
		{1<<30 - 3, 1, true},     // 2³¹−2
	}
	for _, c := range cases {
		if got := fitsLayered(c.rows, c.cols); got != c.want {
			t.Errorf("fitsLayered(%d, %d) = %v, want %v", c.rows, c.cols, got, c.want)
		}
		if got := int64(c.rows+2)*int64(c.cols+1) <= maxLayered; got != c.want {
			t.Errorf("%d×%d: the case's own count says %v", c.rows, c.cols, got)
		}
	}
}
