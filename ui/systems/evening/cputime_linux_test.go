//go:build ci

package evening

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPU is the calling thread's processor time
// (clock_gettime(CLOCK_THREAD_CPUTIME_ID), exact to the nanosecond).
func threadCPU() (time.Duration, bool) {
	const clockThreadCPUTimeID = 3
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
