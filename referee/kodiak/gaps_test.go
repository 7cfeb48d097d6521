package kodiak

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"codeberg.org/schiri/schiri/referee"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// parseErrKey is the message key of a sheet's parse error ("" when it
// parses).
func parseErrKey(t *testing.T, src string) string {
	t.Helper()
	_, err := ParseSheet(strings.NewReader(src))
	if err == nil {
		return ""
	}
	var pe *ParseError
	require.True(t, errors.As(err, &pe), "%v", err)
	return pe.Key
}

// A name that is not in the game is nobody's seat, whether ASCII or not;
// one that is finds its seat in any case and normal form.
func TestSeatOfANameNotInTheGame(t *testing.T) {
	g, err := NewGame([]string{"Ana", "Ben", "Zoë"}, "", lengthOf(0, 0))
	require.NoError(t, err)
	assert.Equal(t, 2, g.Seat("Zoë"))
	assert.Equal(t, 2, g.Seat("ZOË"))
	assert.Equal(t, 2, g.Seat("zoe\u0308"))
	assert.Equal(t, 1, g.Seat("BEN"))
	assert.Equal(t, -1, g.Seat("Zoe"), "e and ë are different letters")
	assert.Equal(t, -1, g.Seat("Anä"))
	assert.Equal(t, -1, g.Seat("Cleo"))

	g, err = NewGame([]string{"Ana", "Ben"}, "", lengthOf(0, 0))
	require.NoError(t, err)
	assert.Equal(t, -1, g.Seat("Zoë"))
	assert.Equal(t, -1, g.Seat("Ängel"))
	// a sheet naming her is refused: she is not at the table
	_, r := g.Check(&Sheet{Players: []Entry{{Name: "Ana", Cards: []Card{1, 2, 3}}, {Name: "Zoë", Cards: []Card{}}}})
	require.False(t, r.Valid())
	assert.Equal(t, "kodiak.msg.player_unknown", r.Errors[0].Key)
}

// Counts written as 0 are 0; the range ends are kept exactly.
func TestSheetCounts(t *testing.T) {
	s := parse(t, "kodiak: Ana\nplayers:\n  Ana: {cards: [1, 2], catches: 0, hairballs_out: 0}\n  Ben: {cards: [], hairballs_out: 0}\n")
	assert.Equal(t, 0, s.Players[0].Catches)
	assert.Equal(t, 0, s.Players[0].HairballsOut)
	assert.Equal(t, 0, s.Players[1].HairballsOut)

	for src, want := range map[string]string{
		"hairballs_out: 999":  "",
		"hairballs_out: 1000": "kodiak.parse.number_range",
		"hairballs_out: -1":   "kodiak.parse.negative",
		"hairballs_out: null": "",
		"catches: -1":         "", // left to the rules (kodiak.catch.range)
		"catches: -999":       "",
		"catches: -1000":      "kodiak.parse.number_range",
		"catches: 999":        "",
		"catches: 1000":       "kodiak.parse.number_range",
		"catches: ' 2 '":      "",
		"catches: 1.5":        "kodiak.parse.number",
		"catches: [1]":        "kodiak.parse.number",
		"catches: x":          "kodiak.parse.number",
	} {
		assert.Equalf(t, want, parseErrKey(t, "kodiak: Ana\nplayers:\n  Ana: {cards: [], "+src+"}\n  Ben: {cards: [1]}\n"), "%s", src)
	}
}

// A quick line's counts: 0 up to the limit, each at most once.
func TestLineCounts(t *testing.T) {
	for line, want := range map[string]Entry{
		"3 o0":      {Cards: []Card{3}},
		"3 c0":      {Cards: []Card{3}},
		"3 o99":     {Cards: []Card{3}, HairballsOut: 99},
		"c3":        {Cards: []Card{}, Catches: MaxCatches},
		"d=7 f:1 1": {Cards: []Card{1}, Catches: 1, HairballsOut: 7},
	} {
		got, err := ParseLine(line)
		require.NoErrorf(t, err, "%q", line)
		assert.Equalf(t, want, got, "%q", line)
	}
	for line, key := range map[string]string{
		"o100":  "kodiak.line.count_range",
		"c4":    "kodiak.line.count_range",
		"o1000": "kodiak.line.count_range",
		"c1x":   "kodiak.line.count_range", // not a number
		"d2-":   "kodiak.line.count_range",
		"c1 c1": "kodiak.line.twice",
		"o1 d2": "kodiak.line.twice",
	} {
		_, err := ParseLine(line)
		var pe *ParseError
		require.Truef(t, errors.As(err, &pe), "%q: %v", line, err)
		assert.Equalf(t, key, pe.Key, "%q", line)
	}
}

// Kodiak's catches are judged in 0–3; a mouse with any catches is wrong;
// cards and catches not adding up to 3 only warns.
func TestCatchesOnTheSheet(t *testing.T) {
	check := func(catches, mouse int, cards ...Card) Report {
		// exactly one player without table cards: Cleo, or Kodiak
		cleo := []Card{}
		if len(cards) == 0 {
			cleo = []Card{4}
		}
		s := &Sheet{Kodiak: "Ana", Players: []Entry{
			{Name: "Ana", Cards: cards, Catches: catches},
			{Name: "Ben", Cards: []Card{7}, Catches: mouse},
			{Name: "Cleo", Cards: cleo},
		}}
		return s.Check()
	}
	keys := func(r Report) (errs, warns []string) {
		for _, e := range r.Errors {
			errs = append(errs, e.Key)
		}
		for _, w := range r.Warnings {
			warns = append(warns, w.Key)
		}
		return
	}
	for _, c := range []struct {
		catches, mouse int
		cards          []Card
		errs, warns    []string
	}{
		{0, 0, []Card{1, 2, 3}, nil, nil},
		{3, 0, []Card{}, nil, nil},
		{2, 0, []Card{5}, nil, nil},
		{2, 0, []Card{5, 6}, nil, []string{"kodiak.msg.card_count"}},
		{4, 0, []Card{}, []string{"kodiak.msg.catch_range"}, []string{"kodiak.msg.card_count"}},
		{-1, 0, []Card{1, 2, 3, 4}, []string{"kodiak.msg.catch_range"}, nil},
		{0, 1, []Card{1, 2, 3}, []string{"kodiak.msg.mouse_catches"}, nil},
		{0, -1, []Card{1, 2, 3}, []string{"kodiak.msg.mouse_catches"}, nil},
	} {
		errs, warns := keys(check(c.catches, c.mouse, c.cards...))
		assert.Equalf(t, c.errs, errs, "%+v", c)
		assert.Equalf(t, c.warns, warns, "%+v", c)
	}
}

// parseErrOf is a sheet's parse error.
func parseErrOf(t *testing.T, src string) *ParseError {
	t.Helper()
	_, err := ParseSheet(strings.NewReader(src))
	var pe *ParseError
	require.True(t, errors.As(err, &pe), "%v", err)
	return pe
}

// A long token is cut to 40 characters (not bytes) in a message.
func TestLongTokensAreShortened(t *testing.T) {
	for _, c := range []struct{ value, token string }{
		{strings.Repeat("x", 40), strings.Repeat("x", 40)},
		{strings.Repeat("x", 41), strings.Repeat("x", 39) + "…"},
		{strings.Repeat("ä", 40), strings.Repeat("ä", 40)},
		{strings.Repeat("ä", 60), strings.Repeat("ä", 39) + "…"},
	} {
		pe := parseErrOf(t, "players:\n  Ana: {cards: "+c.value+"}\n")
		assert.Equal(t, "kodiak.parse.cards_list", pe.Key)
		assert.Equal(t, c.token, pe.Token)
	}
	// the line of a syntax error is shortened too
	pe := parseErrOf(t, "kodiak: Ana\nplayers:\n  Ana: {cards: [3, "+strings.Repeat("1, ", 30)+"\n")
	assert.Equal(t, "kodiak.parse.syntax", pe.Key)
	assert.Equal(t, 3, pe.Line)
	assert.Equal(t, 40, utf8.RuneCountInString(pe.Token), pe.Token)
	assert.True(t, strings.HasSuffix(pe.Token, "…"), pe.Token)
}

// The size limit is the largest sheet read, not one byte less; a byte
// order mark is skipped; broken UTF-8 names its line.
func TestSheetEdges(t *testing.T) {
	sheet := "kodiak: Ana\nplayers:\n  Ana: {cards: [1, 2, 3]}\n  Ben: {cards: []}\n"
	padded := sheet + "#" + strings.Repeat(" ", MaxSheetBytes-len(sheet)-2) + "\n"
	require.Len(t, padded, MaxSheetBytes)
	s := parse(t, padded)
	assert.Equal(t, "Ana", s.Kodiak)
	assert.Equal(t, "kodiak.parse.too_large", parseErrOf(t, padded+"\n").Key)

	s = parse(t, "\ufeff"+sheet)
	assert.Equal(t, "Ana", s.Kodiak)
	assert.Equal(t, 2, len(s.Players))

	pe := parseErrOf(t, "\xff"+sheet)
	assert.Equal(t, "kodiak.parse.encoding", pe.Key)
	assert.Equal(t, 1, pe.Line)
	assert.Equal(t, `"\xff"`, pe.Token)
	pe = parseErrOf(t, "kodiak: Zoë\nplayers:\n\n  B\xe9n: {cards: []}\n")
	assert.Equal(t, 4, pe.Line)
	assert.Equal(t, `"\xe9"`, pe.Token)

	// a JSON sheet broken on its first line
	pe = parseErrOf(t, `{"kodiak": "Ana" "players": {}}`+"\n")
	assert.Equal(t, "kodiak.parse.syntax", pe.Key)
	assert.Equal(t, 1, pe.Line)
	assert.Equal(t, `"players": {}}`, pe.Token)
	// the token is the rest of that line only
	pe = parseErrOf(t, `{"kodiak": "Ana" "players":`+"\n"+` {"Ana": {"cards": []}}}`+"\n")
	assert.Equal(t, 1, pe.Line)
	assert.Equal(t, `"players":`, pe.Token)
}

// A saved game is checked to the ends of its ranges: the number of rounds
// up to MaxRounds, every round played, hairballs beside the cards up to 999.
func TestValidateRanges(t *testing.T) {
	good := func() *Game {
		g := newGame(t, []string{"Ana", "Ben"}, "", 0, 2)
		g, _ = g.Apply(nextRound(g))
		return g
	}
	for name, c := range map[string]struct {
		change func(g *Game)
		ok     bool
	}{
		"as played":           {func(*Game) {}, true},
		"MaxRounds":           {func(g *Game) { g.RoundsTotal = MaxRounds }, true},
		"more than MaxRounds": {func(g *Game) { g.RoundsTotal = MaxRounds + 2 }, false},
		"negative rounds":     {func(g *Game) { g.RoundsTotal = -2 }, false},
		"every round played": {func(g *Game) {
			ng, r := g.Apply(nextRound(g))
			require.True(t, r.Valid())
			*g = *ng
		}, true},
		"999 hairballs beside":  {func(g *Game) { g.Rounds[0].Players[1].HairballsOut = 999 }, true},
		"1000 hairballs beside": {func(g *Game) { g.Rounds[0].Players[1].HairballsOut = 1000 }, false},
		"a round without seats": {func(g *Game) { g.Rounds[0].Players = nil }, false},
		"too many seats":        {func(g *Game) { g.Rounds[0].Players = append(g.Rounds[0].Players, Entry{Name: "Cleo"}) }, false},
		"second seat renamed":   {func(g *Game) { g.Rounds[0].Players[1].Name = "Zoë" }, false},
		"youngest not a player": {func(g *Game) { g.Youngest = "Zoë" }, false},
		"no rounds to play":     {func(g *Game) { g.RoundsTotal, g.Rounds = 0, nil }, false},
	} {
		g := good()
		c.change(g)
		if c.ok {
			assert.NoErrorf(t, g.Validate(), "%s", name)
		} else {
			assert.Errorf(t, g.Validate(), "%s", name)
		}
	}
}

// The cards' ends: 0–13 are numbers, then the seven special cards, and
// nothing after the hairball is a card.
func TestCardEdges(t *testing.T) {
	assert.True(t, Card(MaxNumber).IsNumber())
	assert.False(t, PeekOwn.IsNumber())
	assert.True(t, Hairball.Valid())
	after := Hairball + 1
	assert.False(t, after.Valid())
	assert.Equal(t, "card(21)", after.String())
	_, err := after.MarshalText()
	assert.Error(t, err)
	b, err := Hairball.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, "hairball", string(b))

	for c, v := range map[Card]int{0: 0, 13: 13, PeekOwn: 10, PeekOther: 10, Swap: 10, RedKing: -2, BlueKing: 13, Energy: 10, Hairball: 0} {
		assert.Equalf(t, v, c.Value(), "%s", c)
	}
	for tok, want := range map[string]Card{"0": 0, "13": 13, " 7 ": 7, "09": 9, "RED-KING": RedKing, "roter-ko\u0308nig": RedKing, "Haarball": Hairball} {
		c, ok := ParseCard(tok)
		assert.Truef(t, ok, "%q", tok)
		assert.Equalf(t, want, c, "%q", tok)
	}
	for _, tok := range []string{"", "14", "013", "-1", "1x", "king"} {
		_, ok := ParseCard(tok)
		assert.Falsef(t, ok, "%q", tok)
	}
	var c Card
	require.NoError(t, c.UnmarshalText([]byte("blue-king")))
	assert.Equal(t, BlueKing, c)
	assert.Error(t, c.UnmarshalText([]byte("14")))
	assert.Equal(t, BlueKing, c, "a refused card changes nothing")
}

// Every problem with the names is reported, a blank name with its seat,
// and the names after it are still checked.
func TestNameProblemsAreAllReported(t *testing.T) {
	var r Report
	checkPlayers(&r, []string{"Ana", "", "Ben", " \u200b", "ana", "Ben"})
	var got []string
	for _, v := range r.Errors {
		s := v.Key
		for _, a := range []string{"Seat", "Name", "Other"} {
			if x, ok := v.Args[a]; ok {
				s += " " + a + "=" + fmt.Sprint(x)
			}
		}
		got = append(got, s)
	}
	assert.Equal(t, []string{
		"kodiak.msg.name_empty Seat=2",
		"kodiak.msg.name_empty Seat=4",
		"kodiak.msg.name_duplicate Name=ana Other=Ana",
		"kodiak.msg.name_duplicate Name=Ben Other=Ben",
	}, got)

	r = Report{}
	checkPlayers(&r, []string{"Ana"})
	require.Len(t, r.Errors, 1)
	assert.Equal(t, "kodiak.msg.players_count", r.Errors[0].Key)
	r = Report{}
	checkPlayers(&r, []string{"A", "B", "C", "D", "E", "F"})
	assert.True(t, r.Valid())
	checkPlayers(&r, []string{"A", "B", "C", "D", "E", "F", "G"})
	assert.False(t, r.Valid())
}

// Validate says which round is wrong, counted from 1.
func TestValidateNamesTheRound(t *testing.T) {
	g := newGame(t, []string{"Ana", "Ben"}, "", 0, 4)
	for range 2 {
		ng, r := g.Apply(nextRound(g))
		require.True(t, r.Valid())
		g = ng
	}
	bad := *g
	bad.Rounds = slices.Clone(g.Rounds)
	bad.Rounds[1].Kodiak = "Ana"
	assert.EqualError(t, bad.Validate(), `kodiak: saved game: round 2 has Kodiak "Ana", rotation says "Ben"`)
	bad.Rounds = slices.Clone(g.Rounds)
	bad.Rounds[1].Players = slices.Clone(g.Rounds[1].Players)
	bad.Rounds[1].Players[0].HairballsOut = 1000
	assert.EqualError(t, bad.Validate(), `kodiak: saved game: round 2: numbers of "Ana" out of range`)
	bad.Rounds[1].Players[0].HairballsOut = 0
	bad.Rounds[1].Players[0].Name = "Cleo"
	assert.EqualError(t, bad.Validate(), `kodiak: saved game: round 2 seat 1 is "Cleo", not "Ana"`)
	bad.Rounds[1].Players[0].Name = "Ana"
	bad.Rounds[1].Players[0].Cards = make([]Card, MaxSheetBytes+1)
	assert.EqualError(t, bad.Validate(), `kodiak: saved game: round 2: too many cards for "Ana"`)
	bad.Rounds[1].Players = bad.Rounds[1].Players[1:]
	assert.EqualError(t, bad.Validate(), `kodiak: saved game: round 2 lists 1 players`)
}

// Outcome: a game runs until its last round is played, then it is over by
// kodiak.end.finished, with no winner (the points decide, scoring/kodiak).
func TestOutcome(t *testing.T) {
	g := newGame(t, []string{"Ana", "Ben"}, "", 0, 2)
	for range 2 {
		assert.Equal(t, referee.Outcome{}, g.Outcome())
		ng, r := g.Apply(nextRound(g))
		require.True(t, r.Valid())
		g = ng
	}
	assert.Equal(t, referee.Outcome{Over: true, Rule: RuleFinished}, g.Outcome())
}

// The scanner behind a syntax error's line follows, line by line, whether
// the text ends inside a flow collection or a quoted scalar.
func TestOpenScanner(t *testing.T) {
	for _, c := range []struct {
		lines []string
		open  []bool
	}{
		{[]string{`kodiak: "A\"na"`}, []bool{false}},
		{[]string{`kodiak: "A\\"`}, []bool{false}},
		{[]string{`kodiak: "A\\\"`}, []bool{true}},
		{[]string{`kodiak: "Ana`, `  Ben"`, `x: 1`}, []bool{true, false, false}},
		{[]string{`kodiak: 'it''s'`}, []bool{false}},
		{[]string{`kodiak: 'it''s`, `  fine'`}, []bool{true, false}},
		{[]string{`kodiak: 'a''`}, []bool{true}},
		{[]string{`kodiak: 'a'`, `b: 'c`}, []bool{false, true}},
		{[]string{`x: don't [`}, []bool{true}},
		{[]string{`x: "a" # it's`}, []bool{false}},
		{[]string{"x: 1\t# [it's"}, []bool{false}},
		{[]string{`x: a#b [`}, []bool{true}},
		{[]string{`x: [1, 2] # [`}, []bool{false}},
		{[]string{`x: {a: [1,`, `  2]`, `  }`}, []bool{true, true, false}},
		{[]string{`x: ]] [`}, []bool{true}},
		{[]string{`x: }`, `y: {`}, []bool{false, true}},
		{[]string{`- "a`}, []bool{true}},
		{[]string{`[a,"b`}, []bool{true}},
		{[]string{`{"a`}, []bool{true}},
		{[]string{`x:'a`}, []bool{true}},
		{[]string{"x:\t'a"}, []bool{true}},
		{[]string{`x: a"b`}, []bool{false}},
		{[]string{`x: "[" ']'`}, []bool{false}},
	} {
		var s openScanner
		for i, l := range c.lines {
			assert.Equalf(t, c.open[i], s.line([]byte(l+"\n")), "%q line %d", c.lines, i+1)
		}
	}
	// the last line of a file may end without a newline, in a quote
	var s openScanner
	assert.False(t, s.line([]byte("x: 'a'")))
	assert.True(t, s.line([]byte("y: 'it''")))
}

// A sheet over 16 KiB is not searched line by line: its syntax error is
// reported on the line the YAML parser names.
func TestSyntaxErrorInALargeSheet(t *testing.T) {
	src := strings.Repeat("# a long comment to make the sheet large\n", 500) + "kodiak: Ana\nplayers:\n\tAna: {}\n"
	require.Greater(t, len(src), 16<<10)
	pe := parseErrOf(t, src)
	assert.Equal(t, "kodiak.parse.syntax", pe.Key)
	assert.Equal(t, 503, pe.Line)
	assert.Equal(t, "Ana: {}", pe.Token)
}

// RoleOf: Kodiak in any seat, the first one too; everyone else, and every
// seat of a sheet naming nobody listed, is a mouse.
func TestRoleOf(t *testing.T) {
	s := &Sheet{Kodiak: "ana", Players: []Entry{{Name: "Ana"}, {Name: "Ben"}}}
	assert.Equal(t, RoleKodiak, s.RoleOf(0))
	assert.Equal(t, RoleMouse, s.RoleOf(1))
	s.Kodiak = "Ben"
	assert.Equal(t, RoleMouse, s.RoleOf(0))
	assert.Equal(t, RoleKodiak, s.RoleOf(1))
	s.Kodiak = "Zoë"
	assert.Equal(t, -1, s.KodiakIndex())
	assert.Equal(t, RoleMouse, s.RoleOf(-1))
	assert.Equal(t, RoleMouse, s.RoleOf(0))
	s.Kodiak = " "
	assert.Equal(t, -1, s.KodiakIndex())
}

// A sheet naming the wrong Kodiak is told which round it is, from 1.
func TestRotationVerdictNamesTheRound(t *testing.T) {
	g := newGame(t, []string{"Ana", "Ben"}, "Ana", 0, 4)
	for round := 1; round <= 2; round++ {
		s := nextRound(g)
		wrong, _ := g.KodiakNext()
		if wrong == "Ana" {
			wrong = "Ben"
		} else {
			wrong = "Ana"
		}
		s.Kodiak = wrong
		_, r := g.Check(s)
		require.False(t, r.Valid())
		assert.Equal(t, "kodiak.msg.rotation", r.Errors[0].Key)
		assert.Equal(t, round, r.Errors[0].Args["Round"])
		ng, r := g.Apply(nextRound(g))
		require.True(t, r.Valid())
		g = ng
	}
}

// A saved round may hold as many cards as a sheet has bytes, not more.
func TestValidateCardCountLimit(t *testing.T) {
	g := newGame(t, []string{"Ana", "Ben"}, "", 0, 2)
	g, r := g.Apply(nextRound(g))
	require.True(t, r.Valid())
	mouse := 1 - g.Seat(g.Rounds[0].Kodiak)
	g.Rounds[0].Players[mouse].Cards = make([]Card, MaxSheetBytes)
	assert.NoError(t, g.Validate())
}

// A syntax error on a last line without a newline still shows that line.
func TestSyntaxErrorOnTheLastLine(t *testing.T) {
	pe := parseErrOf(t, "kodiak: Ana\nplayers:\n\tAna: {}")
	assert.Equal(t, "kodiak.parse.syntax", pe.Key)
	assert.Equal(t, 3, pe.Line)
	assert.Equal(t, "Ana: {}", pe.Token)
}
