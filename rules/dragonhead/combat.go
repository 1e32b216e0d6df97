package dragonhead

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// Kinds of combatant for initiative.
const (
	KindCharacter = "character"
	KindCreature  = "creature"
)

// InitiativeOrder is the turn order for an initiative roll: "Roll even and
// the characters win it. The player sitting to the DM's left goes first and
// the game circles clockwise … The round ends with the DM's creatures" and
// "Roll odd and the creatures win it … the DM's creatures begin the round
// and the player sitting to the DM's right ends it." characters are in seat
// order (clockwise from the DM's left); "The same thing happens" on an odd
// roll, so the players keep that order and only the creatures move first.
func InitiativeOrder(roll int, characters, creatures []string) []string {
	order := make([]string, 0, len(characters)+len(creatures))
	if roll%2 == 0 {
		order = append(order, characters...)
		return append(order, creatures...)
	}
	order = append(order, creatures...)
	return append(order, characters...)
}

// Challenge is the result of one strength against another.
type Challenge struct {
	Successes int
	// Tie is true when the strengths were equal and the tie roll decided.
	Tie     bool
	Explain string
}

// ChallengeResult is a challenge such as Hit vs AC: "winning the challenge
// grants you one success and another for every four points of difference
// between the two strengths"; "A 15 vs 15 is a stalemate … roll any die. An
// odd roll wins it for the offense. An even roll wins it for the defense."
// tieRoll is only read on a tie; it must then be above 0.
func ChallengeResult(offense, defense, tieRoll int) (Challenge, error) {
	return challengeResult(offense, defense, tieRoll, true)
}

// challengeResult is ChallengeResult, its Explain written only when
// explain is set (the forecast's quiet fights leave it empty).
func challengeResult(offense, defense, tieRoll int, explain bool) (Challenge, error) {
	if !explain {
		switch {
		case offense > defense:
			return Challenge{Successes: 1 + (offense-defense)/4}, nil
		case offense < defense:
			return Challenge{}, nil
		case tieRoll <= 0:
			return Challenge{}, fmt.Errorf("%d vs %d is a tie: a tie roll is needed", offense, defense)
		}
		return Challenge{Successes: tieRoll % 2, Tie: true}, nil
	}
	switch {
	case offense > defense:
		n := 1 + (offense-defense)/4
		return Challenge{Successes: n, Explain: fmt.Sprintf("%d vs %d: %d success(es) (1 + %d/4)", offense, defense, n, offense-defense)}, nil
	case offense < defense:
		return Challenge{Explain: fmt.Sprintf("%d vs %d: a defeat", offense, defense)}, nil
	case tieRoll <= 0:
		return Challenge{}, fmt.Errorf("%d vs %d is a tie: a tie roll is needed", offense, defense)
	case tieRoll%2 == 1:
		return Challenge{Successes: 1, Tie: true, Explain: fmt.Sprintf("%d vs %d tie, odd roll %d wins it for the offense", offense, defense, tieRoll)}, nil
	default:
		return Challenge{Tie: true, Explain: fmt.Sprintf("%d vs %d tie, even roll %d wins it for the defense", offense, defense, tieRoll)}, nil
	}
}

// Success levels of the strength table.
const (
	ResultCrash    = "C"
	ResultFullFail = "F"
	ResultHalfFail = "H"
)

// StrengthResult reads the strength table: "21 to 24 Triple, 17 to 20
// Double, 13 to 16 Single, 9 to 12 Half Fail, 5 to 8 Full Fail, 1 to 4 Crash
// Fail … every four points above it is another success". It returns the
// number of successes (0 for a failure) and the failure letter.
func StrengthResult(strength int) (successes int, failure string) {
	switch {
	case strength >= 13:
		return 1 + (strength-13)/4, ""
	case strength >= 9:
		return 0, ResultHalfFail
	case strength >= 5:
		return 0, ResultFullFail
	default:
		return 0, ResultCrash
	}
}

// MoraleResults are the morale table's entries: "1: Continue to fight! H:
// Back away from combat. F: Turn and flee. C: Run away screaming."
var MoraleResults = map[string]string{
	"":             "Continue to fight!",
	ResultHalfFail: "Back away from combat",
	ResultFullFail: "Turn and flee",
	ResultCrash:    "Run away screaming",
}

// DefendedDamage is the damage left after the armour and shield roll:
// "roll your Armor and subtract it from the incoming damage. If this reduces
// the attack to zero you take no damage."
func DefendedDamage(damageRolls []int, armorRoll int) int {
	total := 0
	for _, r := range damageRolls {
		total += r
	}
	return max(total-armorRoll, 0)
}

// StunResult is what one blow's wear does: "when a single blow does your
// stun point or more in wear damage you lose your next immediate action";
// "Taking double the stun point or more knocks your character flat."
func StunResult(wear, stunPoint int) (stunned, knockedDown bool) {
	if stunPoint < 1 || wear <= 0 {
		return false, false
	}
	return wear >= stunPoint, wear >= 2*stunPoint
}

// IsOut is when wear passes the D circle: "Wear is exhaustion. Take too
// much of it and you pass out" (the app: wear above HP).
func IsOut(wear, hp int) bool { return hp > 0 && wear > hp }

// IsDead is "Cross the D and you are done!": tear above HP.
func IsDead(tear, hp int) bool { return hp > 0 && tear > hp }

// MoraleDue is "Once tear damage passes it a morale check should be made";
// a morale point of 0 means no M ("it is not effected by morale").
func MoraleDue(tear, moralePoint int) bool { return moralePoint > 0 && tear > moralePoint }

// DamageCircles draws the damage circles as on the sheet: HP circles and a D
// after them, an M at the morale point, the first wear circles struck
// through, the first tear circles struck again and the scars blackened.
func DamageCircles(hp, moralePoint, wear, tear, scar int) []encounter.Circle {
	if hp <= 0 {
		return nil
	}
	track := SheetDamageTrack(hp, moralePoint, wear)
	circles := make([]encounter.Circle, track.Count)
	for i := range circles {
		if i < len(track.Marks) {
			circles[i].Mark = track.Marks[i]
		}
		circles[i].Worn = i < wear
		circles[i].Torn = i < tear
		circles[i].Scarred = i < scar
	}
	return circles
}

// Defence is what a target defends with against one attack.
type Defence struct {
	// Which is "ac", "dc" or "" (an area attack: no AC/DC).
	Which string
	Value int
	// Explain says why, for the log.
	Explain string
}

// DefenceInput is the target's AC and DC and how it is attacked.
type DefenceInput struct {
	AC, DC int
	// UseDC is the attack that catches the target off guard: surprise
	// ("Stupefied, they defend with DC"), a back attack ("They defend with DC
	// instead of AC"), flat on its back or fleeing.
	UseDC bool
	// Larger is an attacker with a larger body size: "you gain a +4 to your
	// AC/DC".
	Larger bool
	// Area is an area attack: "AC / DC is ignored. Armor & Shield does
	// defend against it."
	Area bool
}

// LargerBodyBonus is "When fighting anything with a body size larger than
// your own, you get a +4 to add to your AC/DC".
const LargerBodyBonus = 4

// DefenceFor picks the defence: "If your AC is greater than your DC write
// them both down with a slash between the numbers. Otherwise just use your
// DC." So AC counts only when it is greater than DC.
func DefenceFor(in DefenceInput) Defence {
	if in.Area {
		return Defence{Explain: "area attack: AC/DC ignored"}
	}
	d := Defence{Which: DefenseDC, Value: in.DC}
	switch {
	case in.UseDC:
		d.Explain = "DC (off guard)"
	case in.AC > in.DC:
		d.Which, d.Value, d.Explain = DefenseAC, in.AC, "AC"
	default:
		d.Explain = fmt.Sprintf("DC (AC %d is not greater)", in.AC)
	}
	if in.Larger {
		d.Value += LargerBodyBonus
		d.Explain += fmt.Sprintf(" +%d against a larger body", LargerBodyBonus)
	}
	return d
}

// defenceValue is DefenceFor(in).Value without the words: the autopilot
// ranks its picks by it (TestDefenceValue holds it to DefenceFor).
func defenceValue(in DefenceInput) int {
	if in.Area {
		return 0
	}
	v := in.DC
	if !in.UseDC && in.AC > in.DC {
		v = in.AC
	}
	if in.Larger {
		v += LargerBodyBonus
	}
	return v
}
