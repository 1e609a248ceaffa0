package watch

// The page's drawings of a puzzle's states ([Puzzle].Kind), each with
// what it reads: the states of [Result].Layers and Path as the puzzle's
// label function encodes them, and [Result].View.
const (
	// KindLabels shows each state as a label: a string as is, anything
	// else as JSON. View is not read.
	KindLabels = ""
	// KindBoard draws a Snakes and Ladders board, boustrophedon from the
	// bottom left: states are squares 1..N², View a [BoardView].
	KindBoard = "board"
	// KindGrid draws a grid of oranges minute by minute: states are cells
	// (row-major indexes from 0), View a [GridView]; its layers are
	// minutes, and no path is drawn.
	KindGrid = "grid"
	// KindTiles draws sliding-puzzle boards: states are arrays of tiles in
	// row-major order (0 the blank), View a [TilesView].
	KindTiles = "tiles"
	// KindArrows draws a grid of arrows: states are cells (row-major
	// indexes from 0), View an [ArrowView].
	KindArrows = "arrows"
)

// BoardView is what [KindBoard] draws a Snakes and Ladders board from.
type BoardView struct {
	N     int      `json:"n"`     // the board is N×N
	Jumps [][2]int `json:"jumps"` // [from, to] of every snake and ladder; nil: too big to draw
}

// GridView is what [KindGrid] draws a grid of oranges from.
type GridView struct {
	Rows  int   `json:"rows"`
	Cols  int   `json:"cols"`
	Cells []int `json:"cells"` // row-major 0 empty, 1 fresh, 2 rotten; nil: too big to draw
	Never []int `json:"never"` // the fresh oranges that never rot
}

// TilesView is what [KindTiles] draws sliding-puzzle boards from.
type TilesView struct {
	Rows     int  `json:"rows"`
	Cols     int  `json:"cols"`
	Solvable bool `json:"solvable"` // false: the page says why the goal is never reached
}

// ArrowView is what [KindArrows] draws a grid of arrows from.
type ArrowView struct {
	Rows   int   `json:"rows"`
	Cols   int   `json:"cols"`
	Arrows []int `json:"arrows"` // row-major 1 right, 2 left, 3 down, 4 up; nil: too big to draw
	// Changed lists the cells of the path whose arrow must change: those
	// from which the path does not follow the arrow.
	Changed []int `json:"changed"`
}
