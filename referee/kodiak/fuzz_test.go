package kodiak

import (
	"bytes"
	"errors"
	"testing"
)

// FuzzParseSheet feeds arbitrary bytes to the sheet parser. Whatever comes
// in, the parser returns either a sheet or an error (never panics), every
// parse error carries a message key, and a parsed sheet can be judged
// standalone and as a round of a game without panicking.
func FuzzParseSheet(f *testing.F) {
	seeds := []string{
		"kodiak: Ana\nplayers:\n  Ana:  {cards: [3, red-king], catches: 1}\n  Ben:  {cards: [], hairballs_out: 1}\n  Cleo: {cards: [hairball, 7, blue-king]}\n",
		"kodiak: Emil\nplayers:\n  Emil: {cards: [], catches: 3}\n  Gül: {cards: [10, 7], catches: 1}\n  Ana: {cards: [roter-koenig, 3, 5]}\n",
		"kodiak: Ben\nplayers:\n  Ben: {cards: [Haarball, 2, hairball, Roter-König, 3], catches: 0}\n  Fritzi: {cards: []}\n",
		`{"kodiak": "Ana", "players": {"Ana": {"cards": [3, "red-king"], "catches": 1}, "Ben": {"cards": []}}}`,
		"players:\n  Ana:\n  Ben: {cards: ~}\n",
		"kodiak: &k Ana\nplayers:\n  *k : {cards: &c [1, 2]}\n  Ben: {cards: *c}\n",
		"kodiak: Ana\nplayer: {}\n",
		"a: b: c\n",
		"# only a comment\n",
		"",
		"---\n---\n",
		"players:\n  Ana: {cards: [], catches: 99999999999999999999}\n",
		"{\"players\": {\"Ana\": {\"cards\": [}}\n",
		`{"kodiak": "A\/na", "players": {"A\/na": {"cards": []}, "Cl\ud83c\udfb2": {"cards": ["7"]}}}`,
		`{"players": {}, "players": {}}`,
		"[1]\n",
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseSheet(bytes.NewReader(data))
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("not a *ParseError: %v", err)
			}
			if pe.Key == "" {
				t.Fatalf("parse error without a message key: %v", err)
			}
			if s != nil {
				t.Fatalf("sheet and error both returned")
			}
			return
		}
		r := s.Check()
		for _, v := range append(r.Errors, r.Warnings...) {
			if v.Rule == "" || v.Key == "" {
				t.Fatalf("verdict without rule or key: %v", v)
			}
		}
		for _, e := range s.Players {
			for _, c := range e.Cards {
				if !c.Valid() {
					t.Fatalf("invalid card %d parsed", c)
				}
			}
			if e.HairballsOut < 0 {
				t.Fatalf("negative hairballs parsed: %d", e.HairballsOut)
			}
		}
		g, err := NewGame([]string{"Ana", "Ben", "Cleo"}, "", lengthOf(0, 0))
		if err != nil {
			t.Fatal(err)
		}
		out, gr := g.Check(s)
		if out == nil {
			t.Fatalf("Game.Check returned no sheet")
		}
		if ng, _ := g.Apply(s); ng != nil {
			if !gr.Valid() {
				t.Fatalf("applied a sheet the check rejected")
			}
			if err := ng.Validate(); err != nil {
				t.Fatalf("applied round makes an invalid game: %v", err)
			}
		}
	})
}
