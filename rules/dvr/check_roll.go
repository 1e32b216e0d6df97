package dvr

import "sessionzero/rules/dice"

// CheckRoll is one rolled check.
type CheckRoll struct {
	Input           CheckInput
	Faces           []int // one face per die of Input.Pool, in order
	Successes       int   // net successes
	Complete        bool  // Successes ≥ R (1 for X)
	CriticalFailure bool  // 0 net successes and a natural 1
}

// RollCheck rolls the pool once with src.
func RollCheck(src dice.Source, in CheckInput) (CheckRoll, error) {
	if err := ValidateCheck(in, MaxCheckPool); err != nil {
		return CheckRoll{}, err
	}
	faces := make([]int, len(in.Pool))
	for i, s := range in.Pool {
		faces[i] = dice.RollDie(src, s)
	}
	net := NetSuccesses(faces, in.Difficulty)
	return CheckRoll{
		Input:           in,
		Faces:           faces,
		Successes:       net,
		Complete:        net >= in.Needed(),
		CriticalFailure: IsCriticalFailure(faces, in.Difficulty),
	}, nil
}
