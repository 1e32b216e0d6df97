// Package charfile reads and writes the portable character file: one JSON
// object that carries a character between libraries and programs.
//
//	{"format":"sessionzero/character","version":1,"system":"drgn",
//	 "name":"…","player":"…","campaign":"…","notes":"…","data":{…}}
//
// Fields this version does not know are kept and written back out. Files
// that are not character files are refused with a message that names the
// problem.
package charfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"sessionzero/rules"
	"sessionzero/rules/systems"
)

// Format is the value of the "format" field.
const Format = "sessionzero/character"

// Version is the file version this app writes and the newest it reads.
const Version = 1

// MaxSize is the largest file accepted; a character file is a few KB.
const MaxSize = 4 << 20

// Extension is the usual file name ending.
const Extension = ".szc.json"

// File is a character file's content.
type File struct {
	System   string
	Name     string
	Player   string
	Campaign string
	Notes    string
	Data     json.RawMessage
	// Extra holds unknown top-level fields, kept for the round trip.
	Extra map[string]json.RawMessage
}

var known = map[string]bool{"format": true, "version": true, "system": true, "name": true,
	"player": true, "campaign": true, "notes": true, "data": true}

// Read parses and validates a character file from r.
func Read(r io.Reader) (File, error) {
	raw, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return File{}, fmt.Errorf("reading: %w", err)
	}
	if len(raw) > MaxSize {
		return File{}, fmt.Errorf("the file is larger than %d MB; a character file is a few KB, so this is not one", MaxSize>>20)
	}
	return Parse(raw)
}

// Parse validates raw as a character file.
func Parse(raw []byte) (File, error) {
	raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf")) // a BOM some editors add
	if len(bytes.TrimSpace(raw)) == 0 {
		return File{}, errors.New("the file is empty")
	}
	if !utf8.Valid(raw) {
		return File{}, errors.New("the file is not UTF-8 text, so it is not a character file")
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return File{}, describeJSONError(raw, err)
	}
	if fields == nil {
		return File{}, errors.New(`the file holds JSON null, not a character object`)
	}
	var f File
	var format string
	var version float64
	if err := str(fields, "format", &format, true); err != nil {
		return File{}, err
	}
	if format != Format {
		return File{}, fmt.Errorf(`"format" is %q; a character file says %q`, format, Format)
	}
	if err := num(fields, "version", &version); err != nil {
		return File{}, err
	}
	if version != float64(int(version)) || version < 1 {
		return File{}, fmt.Errorf(`"version" is %v; it must be a whole number from 1`, version)
	}
	if int(version) > Version {
		return File{}, fmt.Errorf(`"version" is %d: the file was written by a newer Session Zero (this one reads up to version %d); update the app`, int(version), Version)
	}
	if err := str(fields, "system", &f.System, true); err != nil {
		return File{}, err
	}
	sys, ok := systems.ByID(f.System)
	if !ok {
		return File{}, fmt.Errorf(`"system" is %q, which is not a system this app knows (it knows %s)`, f.System, strings.Join(systems.IDs(), ", "))
	}
	if err := str(fields, "name", &f.Name, true); err != nil {
		return File{}, err
	}
	if strings.TrimSpace(f.Name) == "" {
		return File{}, errors.New(`"name" is empty; give the character a name`)
	}
	for key, dst := range map[string]*string{"player": &f.Player, "campaign": &f.Campaign, "notes": &f.Notes} {
		if err := str(fields, key, dst, false); err != nil {
			return File{}, err
		}
	}
	if err := rules.CheckCharacterText(f.Name, f.Player, f.Campaign, f.Notes); err != nil {
		return File{}, err
	}
	data, ok := fields["data"]
	if !ok || string(data) == "null" {
		data = sys.NewCharacter()
	}
	// Bounded before the system looks at it: nesting, list lengths and
	// string sizes (docs/formats.md, "Limits").
	if err := rules.CheckJSONShape("data", data); err != nil {
		return File{}, err
	}
	for k, v := range fields {
		if !known[k] {
			if err := rules.CheckJSONShape(k, v); err != nil {
				return File{}, err
			}
		}
	}
	if t := jsonType(data); t != "an object" {
		return File{}, fmt.Errorf(`"data" must be an object with the %s character, found %s`, sys.Name(), t)
	}
	if err := sys.Validate(data); err != nil {
		return File{}, fmt.Errorf(`"data" is not a valid %s character: %w`, sys.Name(), err)
	}
	f.Data = compact(data)
	for k, v := range fields {
		if !known[k] {
			if f.Extra == nil {
				f.Extra = map[string]json.RawMessage{}
			}
			f.Extra[k] = compact(v)
		}
	}
	return f, nil
}

// Marshal writes the file as indented JSON, with unknown fields kept.
func (f File) Marshal() ([]byte, error) {
	out := map[string]any{}
	for k, v := range f.Extra {
		if !known[k] {
			out[k] = v
		}
	}
	data := f.Data
	if len(data) == 0 {
		data = json.RawMessage(`{}`)
	}
	out["format"] = Format
	out["version"] = Version
	out["system"] = f.System
	out["name"] = f.Name
	out["player"] = f.Player
	out["campaign"] = f.Campaign
	out["notes"] = f.Notes
	out["data"] = data
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return nil, fmt.Errorf("writing character %s: %w", f.Name, err)
	}
	return buf.Bytes(), nil
}

// ExtraJSON gives the unknown fields as one JSON object ("{}" when none),
// the way the library stores them.
func (f File) ExtraJSON() json.RawMessage {
	if len(f.Extra) == 0 {
		return json.RawMessage(`{}`)
	}
	b, _ := json.Marshal(f.Extra) // RawMessages that were parsed once re-encode
	return b
}

// ExtraFromJSON is the inverse of ExtraJSON; anything but an object gives none.
func ExtraFromJSON(raw json.RawMessage) map[string]json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil || len(m) == 0 {
		return nil
	}
	return m
}

func compact(raw json.RawMessage) json.RawMessage {
	var buf bytes.Buffer
	if json.Compact(&buf, raw) != nil {
		return raw
	}
	return buf.Bytes()
}

func str(fields map[string]json.RawMessage, key string, dst *string, required bool) error {
	v, ok := fields[key]
	if !ok || string(v) == "null" {
		if required {
			return fmt.Errorf("the %q field is missing; a character file needs format, version, system and name", key)
		}
		return nil
	}
	if json.Unmarshal(v, dst) != nil {
		return fmt.Errorf("%q must be text, found %s", key, jsonType(v))
	}
	return nil
}

func num(fields map[string]json.RawMessage, key string, dst *float64) error {
	v, ok := fields[key]
	if !ok {
		return fmt.Errorf("the %q field is missing; a character file needs format, version, system and name", key)
	}
	if json.Unmarshal(v, dst) != nil {
		return fmt.Errorf("%q must be a number, found %s", key, jsonType(v))
	}
	return nil
}

func jsonType(v json.RawMessage) string {
	t := bytes.TrimSpace(v)
	if len(t) == 0 {
		return "nothing"
	}
	switch t[0] {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		return "text"
	case 't', 'f':
		return "true/false"
	case 'n':
		return "null"
	default:
		return "a number"
	}
}

// describeJSONError turns a JSON error into a message with a line and column.
func describeJSONError(raw []byte, err error) error {
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		line, col := position(raw, syntax.Offset)
		return fmt.Errorf("the file is not valid JSON: %v at line %d, column %d", syntax, line, col)
	}
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		return fmt.Errorf("the file holds JSON %s, but a character file is one JSON object", typ.Value)
	}
	return fmt.Errorf("the file is not valid JSON: %w", err)
}

func position(raw []byte, offset int64) (line, col int) {
	if offset > int64(len(raw)) {
		offset = int64(len(raw))
	}
	before := raw[:offset]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(offset) - bytes.LastIndexByte(before, '\n')
	return line, col
}

// StampCreated fills in the creation date of an imported character whose
// system records one (Dragonhead's "date created") when the file has none;
// a date the file carries is kept.
func (f *File) StampCreated(now time.Time) error {
	sys, ok := systems.ByID(f.System)
	if !ok {
		return nil
	}
	data, err := rules.StampCreated(sys, f.Data, now)
	if err != nil {
		return fmt.Errorf("%s: stamping the creation date: %w", f.Name, err)
	}
	f.Data = data
	return nil
}
