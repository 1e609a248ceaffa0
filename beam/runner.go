package ripplebeam

import (
	"fmt"
	"slices"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
)

// pipelineRunners are the names of the runners that beamx.Run reaches,
// those its package links in, less "dot", which draws a pipeline instead
// of running it (a layer would come out empty). Beam looks a name up as
// it is written, and ends the process with status 1 and nothing on
// standard error on any other, so Run checks it first.
var pipelineRunners = []string{
	"prism", "PrismRunner", "direct", "DirectRunner",
	"dataflow", "DataflowRunner", "flink", "FlinkRunner", "spark", "SparkRunner",
	"universal", "portable", "PortableRunner",
}

// checkRunner checks the runner named by Beam's --runner flag ("" is
// beamx's default, Prism).
func checkRunner() error {
	name := *runners.Runner
	if name == "" || slices.Contains(pipelineRunners, name) {
		return nil
	}
	return fmt.Errorf("--runner=%s: not a runner this program runs pipelines on (names are case-sensitive): want prism, direct, dataflow, flink, spark or universal", name)
}
