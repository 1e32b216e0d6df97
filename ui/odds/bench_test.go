package odds

import (
	"testing"

	"sessionzero/ui/libtest"
)

func BenchmarkDiceWindow100d100(b *testing.B) {
	BenchmarkRecompute(b, libtest.Library(b), "Dice expression", func(p *HarnessPane) {
		p.Setup().(*exprSetup).expr.SetText("100d100")
	})
}
