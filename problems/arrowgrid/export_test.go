package arrowgrid

// LayeredCosts exposes the specialised solver's cost of every cell to the
// black-box tests.
var LayeredCosts = layeredCosts
