package encounters

// The tests run with every system's ui registered, as the app does.
import _ "sessionzero/ui/systems"
