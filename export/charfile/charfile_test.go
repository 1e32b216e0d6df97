package charfile

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestRoundTripKeepsUnknownFields(t *testing.T) {
	in := `{"format":"sessionzero/character","version":1,"system":"dvr","name":"Zoë","player":"Łukasz",
	"campaign":"Ægir's Reach","notes":"n","data":{"script":{"power":6},"future_key":[1,2]},
	"x-made-by":"another tool","portrait":{"kind":"png"}}`
	f, err := Parse([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "Zoë" || f.Player != "Łukasz" || f.Campaign != "Ægir's Reach" || f.System != "dvr" {
		t.Fatalf("parsed %+v", f)
	}
	out, err := f.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	var want, got map[string]any
	json.Unmarshal([]byte(in), &want)
	json.Unmarshal(out, &got)
	wantJSON, _ := json.Marshal(want)
	gotJSON, _ := json.Marshal(got)
	if !bytes.Equal(wantJSON, gotJSON) {
		t.Fatalf("round trip changed the file:\n in  %s\n out %s", wantJSON, gotJSON)
	}
	// Through the library's form of the unknown fields, too.
	again := File{System: f.System, Name: f.Name, Data: f.Data, Extra: ExtraFromJSON(f.ExtraJSON())}
	out2, _ := again.Marshal()
	if !strings.Contains(string(out2), `"x-made-by": "another tool"`) {
		t.Fatalf("unknown field lost through ExtraJSON: %s", out2)
	}
}

func TestBadFilesAreRefusedWithTheReason(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", "empty"},
		{"not JSON", "name: Zoë", "not valid JSON"},
		{"truncated", `{"format":"sessionzero/character",`, "not valid JSON"},
		{"a list", `[1,2]`, "one JSON object"},
		{"null", `null`, "null"},
		{"wrong format", `{"format":"fyne/theme","version":1,"system":"drgn","name":"A"}`, `"format" is "fyne/theme"`},
		{"no format", `{"version":1,"system":"drgn","name":"A"}`, `"format" field is missing`},
		{"newer version", `{"format":"sessionzero/character","version":7,"system":"drgn","name":"A"}`, "newer Session Zero"},
		{"version text", `{"format":"sessionzero/character","version":"1","system":"drgn","name":"A"}`, `"version" must be a number`},
		{"unknown system", `{"format":"sessionzero/character","version":1,"system":"gurps","name":"A"}`, `"gurps", which is not a system`},
		{"name is a number", `{"format":"sessionzero/character","version":1,"system":"drgn","name":5}`, `"name" must be text, found a number`},
		{"blank name", `{"format":"sessionzero/character","version":1,"system":"drgn","name":"  "}`, `"name" is empty`},
		{"player is a list", `{"format":"sessionzero/character","version":1,"system":"dvr","name":"A","player":[]}`, `"player" must be text, found a list`},
		{"data is text", `{"format":"sessionzero/character","version":1,"system":"dvr","name":"A","data":"x"}`, `"data" must be an object`},
		{"binary", "\x00\xff\xfe", "not UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.in))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want it to say %q", err, tt.want)
			}
		})
	}
}

func TestHugeJunkIsRefusedQuickly(t *testing.T) {
	junk := bytes.Repeat([]byte("junk "), 10<<20) // 50 MB
	_, err := Read(bytes.NewReader(junk))
	if err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("err = %v", err)
	}
}

func TestMissingDataGetsTheSystemsNewCharacter(t *testing.T) {
	f, err := Parse([]byte(`{"format":"sessionzero/character","version":1,"system":"evening","name":"A"}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Data) == 0 || f.Data[0] != '{' {
		t.Fatalf("data = %s", f.Data)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"format":"sessionzero/character","version":1,"system":"drgn","name":"A","data":{}}`))
	f.Add([]byte(`{"format":"sessionzero/character","version":1.5}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		file, err := Parse(raw)
		if err != nil {
			return
		}
		out, err := file.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(out); err != nil {
			t.Fatalf("a parsed file did not parse again: %v\n%s", err, out)
		}
	})
}

// TestNegativeDRGNTraitsImport: 000_83d7bea2fb475415.txt, "Traits can also
// go negative". A file with a negative trait imports; one below the app's
// floor (-100) is refused with the key and the range.
func TestNegativeDRGNTraitsImport(t *testing.T) {
	file := func(score string) []byte {
		return []byte(`{"format":"sessionzero/character","version":1,"system":"drgn","name":"Ann",` +
			`"data":{"tier":1,"xp_budget":350,"body_shape":"Humanoid","size":"Medium","traits":{"Charm":` + score + `}}}`)
	}
	f, err := Parse(file("-15"))
	if err != nil {
		t.Fatalf("negative trait refused: %v", err)
	}
	if !strings.Contains(string(f.Data), `"Charm":-15`) {
		t.Errorf("data %s lost the score", f.Data)
	}
	if _, err := Parse(file("-101")); err == nil || !strings.Contains(err.Error(), "data.traits.Charm is -101, allowed -100 to 1000") {
		t.Errorf("trait below the floor: %v", err)
	}
}
