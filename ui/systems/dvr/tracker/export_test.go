package tracker

// SetSpawn makes the forms run their slow odds with run instead of a
// goroutine (a test runs them when it chooses); the returned func puts the
// goroutine back.
func SetSpawn(run func(work func())) (restore func()) {
	old := spawn
	spawn = run
	return func() { spawn = old }
}
