package dvr

// OddsReport is `odds dvr --json` under the spec's keys (§5.6): p_complete,
// p_partial, p_failure, p_crit_fail, p_crit, successes (value → probability
// without pushing), mean_gm_points with GMBuysOnes, and with push ≥ 0 the
// pushed p_complete plus p_complete_without_push. push < 0 means no
// --push flag.
func OddsReport(in OddsInput, push int) (map[string]any, error) {
	odds, err := CheckOdds(in)
	if err != nil {
		return nil, err
	}
	out := map[string]any{
		"p_complete":  odds.PComplete,
		"p_partial":   odds.PPartial,
		"p_failure":   odds.PFailure,
		"p_crit_fail": odds.PCritFail,
		"p_crit":      odds.PCrit,
		"successes":   odds.Successes.StringMap(),
	}
	if in.GMBuysOnes {
		out["mean_gm_points"] = odds.MeanGMPoints
	}
	if push >= 0 {
		pushed, err := PushOddsWith(in, push)
		if err != nil {
			return nil, err
		}
		out["p_complete"] = pushed.ByPoints[push]
		out["p_complete_without_push"] = odds.PComplete
	}
	return out, nil
}
