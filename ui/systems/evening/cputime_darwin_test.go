//go:build ci

package evening

import "time"

// threadCPU: macOS has no per-thread clock here; the process's time is used.
func threadCPU() (time.Duration, bool) { return 0, false }
