package dvr

import "sessionzero/rules/dice"

// CheckRoll is one rolled check.
type CheckRoll struct {
	Input           CheckInput
	Faces           []int // one face per die of Input.Pool, in order
	Successes       int   // net successes
	Complete        bool  // Successes ≥ R (1 for X)
	CriticalFailure bool  // 0 net successes and a natural 1
	// Outcome, Crit, CritFaces and PushCost are as in Result (spec §5.2).
	Outcome   string
	Crit      bool
	CritFaces []int
	PushCost  *int
}

// RollCheck rolls the pool once with src and resolves it with Resolve.
func RollCheck(src dice.Source, in CheckInput) (CheckRoll, error) {
	if err := ValidateCheck(in, MaxCheckPool); err != nil {
		return CheckRoll{}, err
	}
	faces := make([]int, len(in.Pool))
	for i, s := range in.Pool {
		faces[i] = dice.RollDie(src, s)
	}
	r, err := Resolve(RollInput{Pool: in.Pool, Difficulty: in.Difficulty, Risk: in.Risk, Dice: faces})
	if err != nil {
		return CheckRoll{}, err
	}
	return CheckRoll{
		Input: in, Faces: faces, Successes: r.Successes, Complete: r.Complete,
		CriticalFailure: r.CriticalFailure, Outcome: r.Outcome, Crit: r.Crit,
		CritFaces: r.CritFaces, PushCost: r.PushCost,
	}, nil
}
