// Package chance plays a Snakes and Ladders board of package snakesladders
// as a game of chance: the pawn moves by a die instead of a chosen roll,
// and the game is an absorbing Markov chain on the squares. It answers
// exactly what a player of the Milton Bradley game asks: the expected
// number of turns as a fraction ([Chain.Expected]), the mean and variance
// ([Chain.Moments]), the distribution of game lengths
// ([Chain.Distribution], [Chain.ExactPMF]).
//
// [New] makes a [Game] from a board and [Rules] (where the pawn starts,
// what an overshoot does, the die); [Game.Chain] finds the squares the pawn
// can rest on with the search package's BFS and builds the chain on them.
// Every solve takes a context and a bound on its memory ([Chain.Limit]).
// docs/chance.md explains the model, the elimination order and the
// published figures the tests hold it to (Althoen, King and Schilling,
// 1993).
//
// The package is separate from snakesladders so that the LeetCode plugin
// does not pull in its numerical dependencies (gonum's dense LU for small
// chains).
package chance
