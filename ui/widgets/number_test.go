package widgets

import "testing"

func TestWholeNumber(t *testing.T) {
	tests := []struct {
		text    string
		want    int
		wantErr string
	}{
		{"", 0, ""},
		{"  ", 0, ""},
		{" 12 ", 12, ""},
		{"-3", -3, ""},
		{"1.5", 0, `XP: "1.5" is not a whole number`},
		{" ten ", 0, `XP: "ten" is not a whole number`},
	}
	for _, tt := range tests {
		got, err := WholeNumber("XP", tt.text)
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("WholeNumber(%q) error %v, want %q", tt.text, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("WholeNumber(%q) = %d, %v; want %d", tt.text, got, err, tt.want)
		}
	}
}
