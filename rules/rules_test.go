package rules

import "testing"

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
