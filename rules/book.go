package rules

import "encoding/json"

// Book is what names a system: its id, its name and its rule book's file
// under shared/seeds. A system with its own builder embeds it (set by its
// New) for ID, Name, SeedFile and BuilderReady, and keeps only the methods
// that differ.
type Book struct {
	SystemID   string
	SystemName string
	Seed       string
}

// ID implements System.
func (b Book) ID() string { return b.SystemID }

// Name implements System.
func (b Book) Name() string { return b.SystemName }

// SeedFile implements System.
func (b Book) SeedFile() string { return b.Seed }

// BuilderReady implements System: a system with a Book has its builder
// (Generic says false).
func (Book) BuilderReady() bool { return true }

// NewDocument is a system's NewCharacter from its encoder: the fresh
// character's document, or `{}` should it not encode.
func NewDocument(encode func() (json.RawMessage, error)) json.RawMessage {
	b, err := encode()
	if err != nil {
		return json.RawMessage(`{}`)
	}
	return b
}

// ValidateWith is a system's Validate from its decoder: the error decode
// gives, if any.
func ValidateWith[C any](decode func(json.RawMessage) (C, error), data json.RawMessage) error {
	_, err := decode(data)
	return err
}

// DeriveWith is a system's Derive from its decoder and its derive function.
func DeriveWith[C any](decode func(json.RawMessage) (C, error), derive func(C) Derived, data json.RawMessage) (Derived, error) {
	c, err := decode(data)
	if err != nil {
		return Derived{}, err
	}
	return derive(c), nil
}
