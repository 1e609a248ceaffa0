// Package ripplebeam enumerates a state space breadth-first past one
// machine: Apache Beam pipelines of one or more layers, the layers kept as
// checked, resumable files, on the Prism runner in-process by default or on
// Flink, Spark or Dataflow through Beam's own flags. Its name differs from
// Apache Beam's package beam, which a program imports beside it.
//
// A program provides a puzzle as any search.Neighbors whose states pack
// into a uint64 (a [search.Packer]) or that has a [search.Indexer], turns
// it into a [Graph] with [Of] (or [Packed], [Indexed]), registers it under
// a name with [Register] in an init function, and either calls [Run] or
// hands the whole command line to [Command]: flags, -out, -resume,
// progress, Beam's runner flags and the "<depth> <count>" output.
//
//	func init() {
//		ripplebeam.Register("hanoi4", true, newHanoi) // func(params string) (ripplebeam.Graph, error)
//	}
//
//	func main() {
//		ripplebeam.Command{
//			Name: "hanoi",
//			Flags: func(fs *flag.FlagSet) ripplebeam.Params {
//				discs := fs.Int("discs", 10, "the number of discs")
//				return ripplebeam.Fixed("hanoi4", func() string { return strconv.Itoa(*discs) })
//			},
//		}.Main()
//	}
//
// docs/distributed.md walks through such a program (beam/examples/hanoi).
package ripplebeam
