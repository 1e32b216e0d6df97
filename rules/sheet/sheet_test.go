package sheet

import (
	"reflect"
	"strings"
	"testing"
)

func TestPanelNumbering(t *testing.T) {
	var s Sheet
	for n := 1; n <= PanelCount; n++ {
		s.Panel(n).Title = string(rune('A' + n - 1))
	}
	if got := []string{s.Panels[0].Title, s.Panels[1].Title, s.Panels[2].Title, s.Panels[3].Title}; !reflect.DeepEqual(got, []string{"A", "B", "C", "D"}) {
		t.Errorf("Panel(n) reaches Panels[n-1]: got %v", got)
	}
	for _, bad := range []int{0, 5, -1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Panel(%d) did not panic", bad)
				}
			}()
			s.Panel(bad)
		}()
	}
}

func TestAddAppendsInOrder(t *testing.T) {
	var p Panel
	p.Add(TitleBar{Text: "one"}).Add(SmallPrint{Text: "two"}, Portrait{Label: "three"})
	var got []string
	for _, b := range p.Blocks {
		got = append(got, Texts(b)...)
	}
	if want := []string{"one", "two", "three"}; !reflect.DeepEqual(got, want) {
		t.Errorf("blocks %v, want %v", got, want)
	}
}

func TestSplittable(t *testing.T) {
	tests := []struct {
		block Block
		want  bool
	}{
		{TitleBar{}, false},
		{Fields{}, false},
		{Portrait{}, false},
		{Scores{}, true},
		{Table{}, true},
		{Table{KeepTogether: true}, false},
		{Track{}, true},
		{Checklist{}, true},
		{Notes{}, true},
		{SmallPrint{}, true},
		{Columns{}, true},
	}
	for _, tt := range tests {
		if got := tt.block.Splittable(); got != tt.want {
			t.Errorf("%T%+v.Splittable() = %v, want %v", tt.block, tt.block, got, tt.want)
		}
	}
}

func TestTexts(t *testing.T) {
	tests := []struct {
		name  string
		block Block
		want  []string
	}{
		{"title bar", TitleBar{Text: "Traits", Right: "XP"}, []string{"Traits", "XP"}},
		{"fields skip empty values", Fields{Items: []Field{{Label: "Name", Value: "Zoë"}, {Label: "Player"}}}, []string{"Zoë", "Name", "Player"}},
		{"scores", Scores{Items: []Score{{Label: "Mus", Value: "12", Note: "Muscle"}}}, []string{"12", "Mus", "Muscle"}},
		{"table", Table{Caption: "Attacks", Columns: []TableColumn{{Header: "Hit"}}, Rows: [][]string{{"12"}}}, []string{"Attacks", "Hit", "12"}},
		{"track marks", Track{Label: "Rests", Marks: []string{"E", "", "H"}}, []string{"Rests", "E", "H"}},
		{"checklist", Checklist{Label: "Uses", Items: []Check{{Label: "1"}}}, []string{"Uses", "1"}},
		{"notes", Notes{Label: "Notes", Text: []string{"a", "b"}}, []string{"Notes", "a", "b"}},
		{"columns", Columns{Columns: []Column{{Blocks: []Block{SmallPrint{Text: "left"}}}, {Blocks: []Block{SmallPrint{Text: "right"}}}}}, []string{"left", "right"}},
	}
	for _, tt := range tests {
		if got := Texts(tt.block); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: Texts = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestShapeString(t *testing.T) {
	for shape, want := range map[Shape]string{Box: "box", Diamond: "diamond", Circle: "circle", Shape(9): "Shape(9)"} {
		if got := shape.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", int(shape), got, want)
		}
	}
}

func TestAllTextsKeepsBlockOrder(t *testing.T) {
	got := AllTexts([]Block{TitleBar{Text: "A", Right: "B"}, TitleBar{Text: "C"}})
	if strings.Join(got, "|") != "A|B|C" {
		t.Errorf("AllTexts = %q, want A|B|C", got)
	}
}
