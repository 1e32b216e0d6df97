// Command sessionzero is the Session Zero desktop app and its command line.
// With no subcommand it starts the GUI; `sessionzero help` lists the rest.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

// version is the app's version, kept in step with FyneApp.toml.
const version = "0.1.0"

// startGUI opens the desktop app on the library at dbPath. With smoke set it
// waits for the main window to be shown, reports how long that took, and
// quits. It is set by gui.go so that the CLI stays usable without it.
var startGUI func(e *env, dbPath string, smoke bool) error

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole program: global flags, then a subcommand or the GUI.
// It returns the exit code.
func run(args []string, stdout, stderr io.Writer) int {
	global := newFlags("sessionzero")
	dbPath := global.String("db", "", "library file (default: the user's data directory)")
	smoke := global.Bool("smoke", false, "open the main window, report start-up time, and exit")
	if err := global.Parse(args); err != nil {
		fmt.Fprintf(stderr, "sessionzero: %v (try 'sessionzero help')\n", err)
		return 2
	}
	if err := checkDBFlag(global, *dbPath); err != nil {
		return report(stderr, "sessionzero", err)
	}
	e := &env{stdout: stdout, stderr: stderr, dbPath: *dbPath}
	rest := global.Args()
	if len(rest) == 0 {
		if startGUI == nil {
			fmt.Fprintln(stderr, "sessionzero: this build has no GUI")
			return 1
		}
		return report(stderr, "sessionzero", startGUI(e, *dbPath, *smoke))
	}
	name := rest[0]
	if name == "help" || name == "-h" || name == "--help" {
		printHelp(stdout)
		return 0
	}
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "sessionzero: unknown command %q (try 'sessionzero help')\n", name)
		return 2
	}
	return report(stderr, "sessionzero "+name, cmd.run(e, rest[1:]))
}

// report prints err as one line on stderr and returns its exit code.
func report(stderr io.Writer, prefix string, err error) int {
	if err != nil {
		msg := safe(strings.ReplaceAll(err.Error(), "\n", " "))
		fmt.Fprintf(stderr, "%s: %s\n", prefix, msg)
	}
	return exitCode(err)
}

func printHelp(w io.Writer) {
	fmt.Fprintln(w, "Session Zero: characters, sheets and encounters for five tabletop role-playing games.")
	fmt.Fprintln(w, "\nUsage:\n  sessionzero [--db FILE]               start the app\n  sessionzero [--db FILE] COMMAND …\n\nCommands:")
	for _, n := range commandNames() {
		c := commands[n]
		fmt.Fprintf(w, "  %-60s %s\n", c.usage, c.summary)
	}
	_ = flag.ErrHelp
}
