package chance

import "context"

// MomentsDense and MomentsSparse expose both solvers behind Chain.Moments,
// so that tests can hold each against the exact value.
func MomentsDense(c *Chain) (mean, variance float64, err error) { return c.momentsDense() }

func MomentsSparse(c *Chain) (mean, variance float64, err error) {
	return c.momentsSparse(context.Background())
}
