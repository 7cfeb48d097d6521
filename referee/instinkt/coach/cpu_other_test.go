//go:build !unix

package coach

import (
	"testing"
	"time"
)

// cpuTime is not measured here: the benchmarks report wall time only.
func cpuTime() time.Duration { return 0 }

func reportCPU(*testing.B, time.Duration) {}
