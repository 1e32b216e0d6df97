package encounter

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules"
)

// File format tag and version of an encounter file (docs/formats.md).
const (
	FileFormat  = "sessionzero/encounter"
	FileVersion = 1
)

// Systems with encounter rules, and the modes each has.

var fileKeys = []string{"format", "version", "system", "mode", "name", "setup", "log", "cursor"}

// File is an encounter file as read: the encounter and the top-level keys
// this version does not know, written back unchanged.
type File struct {
	Encounter Encounter
	Extra     map[string]json.RawMessage
}

type fileJSON struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	System  string          `json:"system"`
	Mode    string          `json:"mode"`
	Name    string          `json:"name"`
	Setup   json.RawMessage `json:"setup"`
	Log     json.RawMessage `json:"log"`
	Cursor  *int            `json:"cursor,omitempty"`
}

// ParseFile reads an encounter file and checks its structure, with a reason
// that says what to fix. It does not replay the log: Replay does that.
func ParseFile(raw []byte) (File, error) {
	if len(raw) > MaxFileSize {
		return File{}, fmt.Errorf("the file is larger than %d MB; an encounter file is far smaller, so this is not one", MaxFileSize>>20)
	}
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return File{}, errors.New("the file is empty")
	}
	if raw[0] != '{' {
		return File{}, errors.New("not an encounter file: it is not a JSON object")
	}
	var f fileJSON
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(&f); err != nil {
		return File{}, fmt.Errorf("not an encounter file: %w", rules.JSONError(err))
	}
	if dec.More() {
		return File{}, errors.New("not valid JSON: text after the encounter object")
	}
	switch {
	case f.Format == "":
		return File{}, fmt.Errorf(`"format" is missing: an encounter file has "format": %q`, FileFormat)
	case f.Format != FileFormat:
		return File{}, fmt.Errorf(`"format" is %q, not %q`, f.Format, FileFormat)
	case f.Version == 0:
		return File{}, errors.New(`"version" is missing`)
	case f.Version > FileVersion:
		return File{}, fmt.Errorf(`"version" %d is newer than this app reads (%d): update Session Zero`, f.Version, FileVersion)
	case f.Version < 1:
		return File{}, fmt.Errorf(`"version" %d is not a valid version`, f.Version)
	}
	if err := checkKind(f.System, f.Mode); err != nil {
		return File{}, err
	}
	enc := Encounter{System: f.System, Mode: f.Mode, Name: f.Name}
	if len(f.Setup) == 0 || string(f.Setup) == "null" {
		return File{}, errors.New(`"setup" is missing`)
	}
	if err := json.Unmarshal(f.Setup, &enc.Setup); err != nil {
		return File{}, fmt.Errorf(`"setup": %w`, rules.JSONError(err))
	}
	if len(f.Log) > 0 && string(f.Log) != "null" {
		var items []json.RawMessage
		if err := json.Unmarshal(f.Log, &items); err != nil {
			return File{}, fmt.Errorf(`"log" must be a list of events: %w`, rules.JSONError(err))
		}
		if len(items) > MaxLogEvents {
			return File{}, fmt.Errorf(`"log" has %d events; at most %d are allowed`, len(items), MaxLogEvents)
		}
		enc.Log = make([]Event, len(items))
		for i, it := range items {
			if err := enc.Log[i].UnmarshalJSON(it); err != nil {
				return File{}, fmt.Errorf(`"log" event %d: %w`, i+1, err)
			}
		}
	}
	enc.Cursor = len(enc.Log)
	if f.Cursor != nil {
		if *f.Cursor < 0 || *f.Cursor > len(enc.Log) {
			return File{}, fmt.Errorf(`"cursor" %d is outside the log (0…%d)`, *f.Cursor, len(enc.Log))
		}
		enc.Cursor = *f.Cursor
	}
	extra, err := rules.UnknownKeys(raw, fileKeys...)
	if err != nil {
		return File{}, fmt.Errorf("not an encounter file: %w", rules.JSONError(err))
	}
	return File{Encounter: enc, Extra: extra}, nil
}

// Limits on an encounter file (docs/formats.md, "Limits"): a long
// evening's fight logs a few hundred events.
const (
	MaxFileSize  = 4 << 20
	MaxLogEvents = 20_000
)

// EncodeFile writes an encounter file (indented JSON), with the unknown
// top-level keys of f.
func EncodeFile(f File) ([]byte, error) {
	enc := f.Encounter
	setup, err := rules.Encode(enc.Setup, "the setup")
	if err != nil {
		return nil, err
	}
	log := enc.Log
	if log == nil {
		log = []Event{}
	}
	logJSON, err := rules.Encode(log, "the log")
	if err != nil {
		return nil, err
	}
	fj := fileJSON{Format: FileFormat, Version: FileVersion, System: enc.System, Mode: enc.Mode, Name: enc.Name,
		Setup: setup, Log: logJSON}
	if enc.Cursor != len(enc.Log) {
		c := enc.Cursor
		fj.Cursor = &c
	}
	b, err := rules.MarshalKeeping(fj, f.Extra)
	if err != nil {
		return nil, fmt.Errorf("encoding the encounter: %w", err)
	}
	var out bytes.Buffer
	if err := json.Indent(&out, b, "", "  "); err != nil {
		return nil, fmt.Errorf("encoding the encounter: %w", err)
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// Kinds are the systems and modes encounter files may name; the registry
// (rules/systems) sets them from every system's EncounterKinds at start.
var kinds []Kind

// SetKinds tells the engine which systems and modes have encounter rules.
func SetKinds(k []Kind) { kinds = k }

// checkKind says why an encounter file's system and mode have no rules.
func checkKind(system, mode string) error {
	var systemsSeen, modes []string
	for _, k := range kinds {
		if k.System == system {
			if k.Mode == mode {
				return nil
			}
			modes = append(modes, k.Mode)
		}
		if !slices.Contains(systemsSeen, k.System) {
			systemsSeen = append(systemsSeen, k.System)
		}
	}
	if len(modes) == 0 {
		return fmt.Errorf(`"system" %q has no encounter rules (use one of: %s)`, system, strings.Join(systemsSeen, ", "))
	}
	return fmt.Errorf(`"mode" %q is not a %s mode (use one of: %s)`, mode, system, strings.Join(modes, ", "))
}
