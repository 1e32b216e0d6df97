package main

import "fmt"

func init() {
	register("version", command{
		usage:   "version",
		summary: "print the app's version",
		run: func(e *env, args []string) error {
			if len(args) > 0 {
				return badInput("version takes no arguments")
			}
			_, err := fmt.Fprintf(e.stdout, "sessionzero %s\n", version)
			return err
		},
	})
}
