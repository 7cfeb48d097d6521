package kodiak

import (
	"errors"
	"fmt"
	"strings"

	playernames "codeberg.org/schiri/schiri/internal/names"

	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
)

// Setup is what a game starts from and never changes: the seats, who was
// Kodiak first and how long the game lasts.
type Setup struct {
	Name        string   `json:"name,omitempty"`
	Players     []string `json:"players"`      // seat order, clockwise
	Youngest    string   `json:"youngest"`     // the first Kodiak (ruling K5)
	RoundsTotal int      `json:"rounds_total"` // cycles × players (ruling K6)
}

// Game is a Kodiak game: its setup and every round played so far. It is a
// plain value that serialises to JSON as is; every method that changes it
// returns a new Game.
type Game struct {
	Setup
	Rounds []Sheet `json:"rounds"` // each with Kodiak set, players in seat order
}

// Record is a game as it is saved (referee contract): the setup and the
// moves, which are the round sheets. Replay rebuilds the game from it.
type Record struct {
	Setup Setup   `json:"setup"`
	Moves []Sheet `json:"moves"`
}

// Record is what to save.
func (g *Game) Record() Record {
	s := g.Setup
	s.Players = append([]string(nil), g.Players...)
	return Record{Setup: s, Moves: append([]Sheet{}, g.Rounds...)}
}

// Replay rebuilds a game from its record: the setup must make sense and
// every round is checked again. A record that does not replay (one read
// back from storage that was changed by hand) is a plain error naming the
// first problem.
func Replay(r Record) (*Game, error) {
	g := &Game{Setup: r.Setup, Rounds: r.Moves}
	if err := g.Validate(); err != nil {
		return nil, err
	}
	return g.clone(), nil
}

// Limits on the game length, so a typo cannot make a game of 10¹⁸ rounds.
const (
	MaxCycles = 100
	MaxRounds = MaxCycles * MaxPlayers
)

// ErrNoRounds is returned by Undo when there is no round to take back.
var ErrNoRounds = errors.New("kodiak: no round to undo")

// Length is how long a game runs: Cycles (each player is Kodiak that often)
// or Rounds, which must be a multiple of the number of players (ruling K6).
// A nil field was not given; with neither the game lasts one cycle. A given
// value must be at least 1: the referee is the one place that checks it.
type Length struct{ Cycles, Rounds *int }

// NewGame starts a game. players are the seats in clockwise order;
// youngest names the first Kodiak ("" means the first seat).
//
// A player list the rules do not allow, or a round limit that does not share
// Kodiak equally, is a *rules.Verdict; a nonsensical flag value (a youngest
// player who is not playing, a length below 1 or absurdly high, both
// lengths) is a *ParseError.
func NewGame(players []string, youngest string, length Length) (*Game, error) {
	g := &Game{Setup: Setup{Players: make([]string, len(players))}}
	for i, p := range players {
		g.Players[i] = strings.TrimSpace(p)
	}
	var r Report
	checkPlayers(&r, g.Players)
	if !r.Valid() {
		return nil, r.Errors[0]
	}
	n := len(g.Players)
	cycles, rounds := 0, 0
	if length.Cycles != nil {
		cycles = *length.Cycles
	}
	if length.Rounds != nil {
		rounds = *length.Rounds
	}
	switch {
	case length.Cycles != nil && length.Rounds != nil:
		return nil, parseErr(0, "--rounds", "kodiak.flag.length_both")
	case length.Cycles != nil && (cycles < 1 || cycles > MaxCycles):
		return nil, parseErr(0, fmt.Sprint(cycles), "kodiak.flag.cycles_range", "Max", MaxCycles)
	case length.Rounds != nil && (rounds < 1 || rounds > MaxRounds):
		return nil, parseErr(0, fmt.Sprint(rounds), "kodiak.flag.rounds_range", "Max", MaxRounds)
	case rounds > 0 && rounds%n != 0:
		lower, higher := rounds/n*n, (rounds/n+1)*n
		if lower == 0 {
			lower = n
		}
		return nil, rules.NewVerdict(RuleEqualTurns, "kodiak.msg.equal_turns", "Count", rounds, "Players", n,
			"Lower", lower, "Higher", higher)
	case rounds > 0:
		g.RoundsTotal = rounds
	case cycles > 0:
		g.RoundsTotal = cycles * n
	default:
		g.RoundsTotal = n
	}
	g.Youngest = g.Players[0]
	if strings.TrimSpace(youngest) != "" {
		i := g.Seat(youngest)
		if i < 0 {
			return nil, parseErr(0, youngest, "kodiak.flag.youngest_unknown", "Players", strings.Join(g.Players, ", "))
		}
		g.Youngest = g.Players[i]
	}
	g.Rounds = []Sheet{}
	return g, nil
}

// Seat is the index of the named player (case-insensitive), or -1.
func (g *Game) Seat(name string) int {
	if !playernames.ASCII(name) { // normalize the name once, not per seat
		k := foldName(name)
		for i, p := range g.Players {
			if foldName(p) == k {
				return i
			}
		}
		return -1
	}
	for i, p := range g.Players {
		if SameName(p, name) {
			return i
		}
	}
	return -1
}

// KodiakAt is who is Kodiak in round i (0-based): the youngest first, then
// each next seat clockwise (ruling K5). The rotation goes on past the end of
// the game; Finished says when to stop.
func (g *Game) KodiakAt(i int) string {
	n := len(g.Players)
	if n == 0 || i < 0 {
		return ""
	}
	start := max(g.Seat(g.Youngest), 0)
	return g.Players[(start+i)%n]
}

// RoundsPlayed is the number of rounds recorded.
func (g *Game) RoundsPlayed() int { return len(g.Rounds) }

// RoundsLeft is the number of rounds still to play.
func (g *Game) RoundsLeft() int { return max(g.RoundsTotal-len(g.Rounds), 0) }

// Finished reports whether every round of the game has been played.
func (g *Game) Finished() bool { return len(g.Rounds) >= g.RoundsTotal }

// KodiakNext is who is Kodiak in the next round; false once the game is over.
func (g *Game) KodiakNext() (string, bool) {
	if g.Finished() {
		return "", false
	}
	return g.KodiakAt(len(g.Rounds)), true
}

// Check judges a round sheet for the next round of this game. Besides what
// Sheet.Check demands, the sheet must list exactly the game's players
// (kodiak.players.names; in any order, names compared case-insensitively), a
// Kodiak it names must be the one the rotation says (kodiak.rotation.order),
// and the game must not be over (kodiak.end.finished).
//
// The returned sheet is the one to score and to record: when the players
// match, it is in the game's seat order and spelling with Kodiak filled in;
// otherwise it is the sheet as given, with Kodiak filled in if it was left out.
func (g *Game) Check(s *Sheet) (*Sheet, Report) {
	var r Report
	out := &Sheet{Kodiak: s.Kodiak, Players: append([]Entry(nil), s.Players...)}
	if g.Finished() {
		r.Fail(RuleFinished, "kodiak.msg.finished", "Count", g.RoundsTotal)
		return out, r
	}
	expected := g.KodiakAt(len(g.Rounds))
	if strings.TrimSpace(s.Kodiak) != "" && !SameName(s.Kodiak, expected) {
		r.Fail(RuleRotation, "kodiak.msg.rotation", "Name", s.Kodiak, "Expected", expected, "Round", len(g.Rounds)+1)
	}
	if strings.TrimSpace(out.Kodiak) == "" {
		out.Kodiak = expected
	}

	bySeat := make([]*Entry, len(g.Players))
	for i := range s.Players {
		e := &s.Players[i]
		seat := g.Seat(e.Name)
		switch {
		case seat < 0:
			if near := nearName(e.Name, g.Players); near != "" {
				r.Fail(RulePlayersNames, "kodiak.msg.player_unknown_near", "Name", e.Name, "Players", strings.Join(g.Players, ", "), "Near", near)
				continue
			}
			r.Fail(RulePlayersNames, "kodiak.msg.player_unknown", "Name", e.Name, "Players", strings.Join(g.Players, ", "))
		case bySeat[seat] != nil:
			r.Fail(RulePlayersNames, "kodiak.msg.name_duplicate", "Name", e.Name, "Other", bySeat[seat].Name)
		default:
			bySeat[seat] = e
		}
	}
	for seat, e := range bySeat {
		if e == nil {
			r.Fail(RulePlayersNames, "kodiak.msg.player_missing", "Name", g.Players[seat])
		}
	}
	if !r.Valid() {
		return out, r
	}
	out.Kodiak = expected
	out.Players = out.Players[:0]
	for seat, e := range bySeat {
		ne := *e
		ne.Name = g.Players[seat]
		out.Players = append(out.Players, ne)
	}
	out.checkRound(&r)
	return out, r
}

// Apply records a round: a new Game with the round added, or nil and a
// report with the errors. Warnings do not stop a round.
func (g *Game) Apply(s *Sheet) (*Game, Report) {
	round, r := g.Check(s)
	if !r.Valid() {
		return nil, r
	}
	ng := g.clone()
	ng.Rounds = append(ng.Rounds, *round)
	return ng, r
}

// Outcome is where the game stands (referee contract): over once every
// round is played, by kodiak.end.finished. The winners come from the points
// (scoring/kodiak), so Winner stays "" here.
func (g *Game) Outcome() referee.Outcome {
	if !g.Finished() {
		return referee.Outcome{}
	}
	return referee.Outcome{Over: true, Rule: RuleFinished}
}

// replay rebuilds the game from its setup and its rounds: every sheet
// checked again.
func (g *Game) replay() (*Game, error) {
	total := g.RoundsTotal
	ng, err := NewGame(g.Players, g.Youngest, Length{Rounds: &total})
	if err != nil {
		return nil, err
	}
	ng.Name = g.Name
	// ng is this function's own: each round is appended to it in place
	// (Apply would copy every round played so far, each time)
	ng.Rounds = make([]Sheet, 0, len(g.Rounds))
	for i := range g.Rounds {
		round, r := ng.Check(&g.Rounds[i])
		if !r.Valid() {
			return nil, fmt.Errorf("%w (round %d)", r.Errors[0], i+1)
		}
		ng.Rounds = append(ng.Rounds, *round)
	}
	return ng, nil
}

// Undo takes back the last round.
func (g *Game) Undo() (*Game, error) {
	if len(g.Rounds) == 0 {
		return nil, ErrNoRounds
	}
	ng := g.clone()
	ng.Rounds = ng.Rounds[:len(ng.Rounds)-1]
	return ng, nil
}

func (g *Game) clone() *Game {
	ng := *g
	ng.Players = append([]string(nil), g.Players...)
	ng.Rounds = append([]Sheet{}, g.Rounds...)
	return &ng
}

// Validate checks a game read back from storage: everything the methods
// rely on must hold, or the saved file is corrupt. It returns a plain error
// describing the first problem.
func (g *Game) Validate() error {
	var r Report
	checkPlayers(&r, g.Players)
	if !r.Valid() {
		return fmt.Errorf("kodiak: saved game: %w", r.Errors[0])
	}
	n := len(g.Players)
	if g.Seat(g.Youngest) < 0 {
		return fmt.Errorf("kodiak: saved game: youngest %q is not a player", g.Youngest)
	}
	if g.RoundsTotal <= 0 || g.RoundsTotal%n != 0 || g.RoundsTotal > MaxRounds {
		return fmt.Errorf("kodiak: saved game: %d rounds for %d players", g.RoundsTotal, n)
	}
	if len(g.Rounds) > g.RoundsTotal {
		return fmt.Errorf("kodiak: saved game: %d rounds played of %d", len(g.Rounds), g.RoundsTotal)
	}
	for i, s := range g.Rounds {
		if s.Kodiak != g.KodiakAt(i) {
			return fmt.Errorf("kodiak: saved game: round %d has Kodiak %q, rotation says %q", i+1, s.Kodiak, g.KodiakAt(i))
		}
		if len(s.Players) != n {
			return fmt.Errorf("kodiak: saved game: round %d lists %d players", i+1, len(s.Players))
		}
		for j, e := range s.Players {
			if e.Name != g.Players[j] {
				return fmt.Errorf("kodiak: saved game: round %d seat %d is %q, not %q", i+1, j+1, e.Name, g.Players[j])
			}
			if e.Catches < -maxNumber || e.Catches > maxNumber || e.HairballsOut < 0 || e.HairballsOut > maxNumber {
				return fmt.Errorf("kodiak: saved game: round %d: numbers of %q out of range", i+1, e.Name)
			}
			if len(e.Cards) > MaxSheetBytes {
				return fmt.Errorf("kodiak: saved game: round %d: too many cards for %q", i+1, e.Name)
			}
		}
	}
	// the saved form is the setup and its rounds: they must replay
	if _, err := g.replay(); err != nil {
		return fmt.Errorf("kodiak: saved game does not replay: %w", err)
	}
	return nil
}
