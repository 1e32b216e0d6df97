package rules

import "encoding/json"

// Book is what names a system: its id, its name and its rule book's title.
// A system with its own builder embeds it (set by its New) for ID, Name,
// BookTitle and BuilderReady, and keeps only the methods that differ. The
// book's text file (shared/seeds) is named in the system package's doc
// comment and in tests, never in what a user reads.
type Book struct {
	SystemID   string
	SystemName string
	// Title is the rule book's own title, as players know it; empty: the
	// system's name stands for it.
	Title string
}

// BookTitle is the rule book's title as a user reads it: Title, or the
// system's name when it has none.
func (b Book) BookTitle() string {
	if b.Title != "" {
		return b.Title
	}
	return b.SystemName
}

// BookTitle is the title of s's rule book to show a user: its Book's
// title, or its name for a System without one.
func BookTitle(s System) string {
	if t, ok := s.(interface{ BookTitle() string }); ok {
		if title := t.BookTitle(); title != "" {
			return title
		}
	}
	return s.Name()
}

// ID implements System.
func (b Book) ID() string { return b.SystemID }

// Name implements System.
func (b Book) Name() string { return b.SystemName }

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
