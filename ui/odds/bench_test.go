package odds

import (
	"testing"

	"sessionzero/ui/libtest"
)

func BenchmarkDiceWindow100d100(b *testing.B) {
	l, _, _ := libtest.New(b)
	BenchmarkRecompute(b, l, "Dice expression", func(p *HarnessPane) {
		p.Setup().(*exprSetup).expr.SetText("100d100")
	})
}
