package encounter

// Kind is one kind of encounter a system runs: its system id, its mode
// (ModeCombat, ModeSocial or a mode of the system's own), the label menus
// show, and its rules.
type Kind struct {
	System string
	Mode   string
	Label  string
	Rules  func() Rules
}

// Provider is a system with encounter rules; rules/encounter/catalog asks
// every registered system for its kinds.
type Provider interface {
	EncounterKinds() []Kind
}
