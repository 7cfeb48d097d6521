package kodiak

import (
	"strings"

	playernames "codeberg.org/schiri/schiri/internal/names"
	"codeberg.org/schiri/schiri/rules"
)

// Clause IDs of SPEC §1 and §5.
const (
	RulePlayersCount = rules.KodiakPlayersCount
	RulePlayersNames = rules.KodiakPlayersNames
	RuleOneKodiak    = rules.KodiakRoleOneKodiak
	RuleOnlyKodiak   = rules.KodiakCatchOnlyKodiak
	RuleCatchRange   = rules.KodiakCatchRange
	RuleCardCount    = rules.KodiakCatchCardCount // a warning only (ruling K4)
	RuleOneEmpty     = rules.KodiakEndOneEmpty
	RuleEqualTurns   = rules.KodiakEndEqualTurns
	RuleFinished     = rules.KodiakEndFinished
	RuleRotation     = rules.KodiakRotationOrder
)

// Numbers of the rules.
const (
	MinPlayers  = 2
	MaxPlayers  = 6
	MaxCatches  = 3 // ruling K2
	KodiakCards = 3 // Kodiak's table cards at the start (ruling K4)
)

// Role is what a player was in a round.
type Role string

// The two roles.
const (
	RoleKodiak Role = "kodiak"
	RoleMouse  Role = "mouse"
)

// Report is the referee's judgement of a round sheet, in the shape every
// referee reports a check: errors make it invalid; warnings (house rules
// exist) leave it valid.
type Report = rules.Report

// foldName is the key under which names are compared: case-insensitive,
// surrounding blanks, Unicode normalization and invisible characters (soft
// hyphen, zero-width space) ignored.
func foldName(s string) string { return playernames.Key(s) }

// SameName reports whether two player names are the same name (names are
// unique case-insensitively).
func SameName(a, b string) bool { return playernames.Same(a, b) }

// KodiakIndex is the seat of the listed player the sheet names as Kodiak
// (compared case-insensitively), or -1 when the sheet names nobody listed.
func (s *Sheet) KodiakIndex() int {
	if strings.TrimSpace(s.Kodiak) == "" {
		return -1
	}
	for i, e := range s.Players {
		if SameName(e.Name, s.Kodiak) { // plain ASCII names without building keys
			return i
		}
	}
	return -1
}

// RoleOf is the role of the player in seat i.
func (s *Sheet) RoleOf(i int) Role {
	if i >= 0 && i == s.KodiakIndex() {
		return RoleKodiak
	}
	return RoleMouse
}

// Check judges a round sheet on its own (`schiri kodiak score`): 2–6
// players with unique, non-empty names; one Kodiak who is listed; catches
// only for Kodiak and 0–3 of them; exactly one player without table cards
// (ruling K3). Kodiak's cards and catches not adding up to 3 is a warning
// (ruling K4). Each problem is reported once, in seat order.
func (s *Sheet) Check() Report {
	var r Report
	checkPlayers(&r, s.names())
	s.checkRound(&r)
	return r
}

func (s *Sheet) names() []string {
	names := make([]string, len(s.Players))
	for i, e := range s.Players {
		names[i] = e.Name
	}
	return names
}

// checkPlayers applies kodiak.players.count and kodiak.players.names.
func checkPlayers(r *Report, names []string) {
	if n := len(names); n < MinPlayers || n > MaxPlayers {
		r.Fail(RulePlayersCount, "kodiak.msg.players_count", "Count", n, "Min", MinPlayers, "Max", MaxPlayers)
	}
	first := map[string]string{}
	for i, name := range names {
		if foldName(name) == "" { // blank, or only invisible characters
			r.Fail(RulePlayersNames, "kodiak.msg.name_empty", "Seat", i+1)
			continue
		}
		k := foldName(name)
		if other, dup := first[k]; dup {
			r.Fail(RulePlayersNames, "kodiak.msg.name_duplicate", "Name", name, "Other", other)
			continue
		}
		first[k] = name
	}
}

// checkRound applies the clauses about one round: Kodiak, catches, the end.
func (s *Sheet) checkRound(r *Report) {
	ki := s.KodiakIndex()
	switch {
	case strings.TrimSpace(s.Kodiak) == "":
		r.Fail(RuleOneKodiak, "kodiak.msg.kodiak_missing")
	case ki < 0:
		r.Fail(RuleOneKodiak, "kodiak.msg.kodiak_unlisted", "Name", s.Kodiak, "Players", strings.Join(s.names(), ", "))
	}
	// Catches can only be judged once it is known who Kodiak is: with an
	// unknown Kodiak, "a mouse has catches" would blame the wrong thing.
	if ki >= 0 {
		kodiak := s.Players[ki]
		for i, e := range s.Players {
			if i != ki && e.Catches != 0 {
				r.Fail(RuleOnlyKodiak, "kodiak.msg.mouse_catches", "Name", e.Name, "Count", e.Catches, "Kodiak", kodiak.Name)
			}
		}
		if kodiak.Catches < 0 || kodiak.Catches > MaxCatches {
			r.Fail(RuleCatchRange, "kodiak.msg.catch_range", "Name", kodiak.Name, "Count", kodiak.Catches, "Max", MaxCatches)
		}
		if n := len(kodiak.Cards) + kodiak.Catches; n != KodiakCards {
			r.Warn(RuleCardCount, "kodiak.msg.card_count", "Name", kodiak.Name, "Cards", len(kodiak.Cards),
				"Catches", kodiak.Catches, "Count", n, "Start", KodiakCards)
		}
	}
	var empty []string
	for _, e := range s.Players {
		if len(e.Cards) == 0 {
			empty = append(empty, e.Name)
		}
	}
	switch {
	case len(empty) == 0 && len(s.Players) > 0:
		r.Fail(RuleOneEmpty, "kodiak.msg.none_empty")
	case len(empty) > 1:
		r.Fail(RuleOneEmpty, "kodiak.msg.many_empty", "Names", strings.Join(empty, ", "), "Count", len(empty))
	}
}

// nearName is the one player of players that name most likely misspells
// ("Bne", "Bem", "ben " for Ben): one edit away — a letter added, left out,
// changed, or two neighbours swapped — or two for names of five letters or
// more, case and invisible characters ignored. "" when none is, or when two
// are equally near.
func nearName(name string, players []string) string {
	typed := []rune(foldName(name))
	if len(typed) == 0 {
		return ""
	}
	limit := 1
	if len(typed) >= 5 {
		limit = 2
	}
	best, bestD, tie := "", limit+1, false
	for _, p := range players {
		d := editDistance(typed, []rune(foldName(p)))
		switch {
		case d < bestD:
			best, bestD, tie = p, d, false
		case d == bestD:
			tie = true
		}
	}
	if tie || best == "" {
		return ""
	}
	return best
}

// editDistance counts the edits from a to b, a swap of two neighbouring
// letters being one (optimal string alignment).
func editDistance(a, b []rune) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
