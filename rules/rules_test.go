package rules

import (
	"errors"
	"testing"
)

func TestValueText(t *testing.T) {
	tests := []struct {
		v    any
		want string
	}{
		{250, "250"}, {1.25, "1.25"}, {"Large", "Large"}, {true, "true"},
		{[]string{"a"}, ""}, {map[string]int{"a": 1}, ""},
	}
	for _, tt := range tests {
		if got := (Value{Value: tt.v}).Text(); got != tt.want {
			t.Errorf("Text(%v) = %q, want %q", tt.v, got, tt.want)
		}
	}
}

func TestBookRound(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "0-4 round down, 5-9 round up"
	for x, want := range map[float64]int{2.4: 2, 2.5: 3, 2.9: 3, -2.5: -3, 0: 0} {
		if got := BookRound(x); got != want {
			t.Errorf("BookRound(%v) = %d, want %d", x, got, want)
		}
	}
}

func TestCheckRange(t *testing.T) {
	tests := []struct {
		value   int
		wantErr string
	}{
		{1, ""}, {100, ""}, {50, ""},
		{0, "abilities.Muscle is 0, allowed 1 to 100"},
		{1_000_000_000, "abilities.Muscle is 1000000000, allowed 1 to 100"},
	}
	for _, tt := range tests {
		err := CheckRange("abilities.Muscle", tt.value, 1, 100)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.wantErr {
			t.Errorf("CheckRange(%d) = %q, want %q", tt.value, got, tt.wantErr)
		}
	}
}

func TestJoinErrors(t *testing.T) {
	if JoinErrors(nil, nil) != nil {
		t.Error("JoinErrors of nils is not nil")
	}
	first := CheckRange("a", 5, 0, 1)
	err := JoinErrors(nil, first, CheckRange("b", -1, 0, 1))
	if err == nil || err.Error() != "a is 5, allowed 0 to 1; b is -1, allowed 0 to 1" || !errors.Is(err, first) {
		t.Errorf("JoinErrors = %v", err)
	}
}

func TestExtraKeysRoundTrip(t *testing.T) {
	in := []byte(`{"a":1,"house":{"x":[1,2]},"z":"k"}`)
	extra, err := UnknownKeys(in, map[string]bool{"a": true})
	if err != nil || len(extra) != 2 {
		t.Fatalf("unknown keys %v %v", extra, err)
	}
	out, err := MarshalWithExtra(map[string]int{"a": 2, "z": 3}, extra)
	if err != nil || string(out) != `{"a":2,"house":{"x":[1,2]},"z":3}` {
		t.Errorf("marshal with extra: %s %v", out, err)
	}
	if extra, _ := UnknownKeys([]byte(`{"a":1}`), map[string]bool{"a": true}); extra != nil {
		t.Errorf("no unknown keys: %v", extra)
	}
}
