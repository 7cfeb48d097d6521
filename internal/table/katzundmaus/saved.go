// Package katzundmaus is Katz und Maus beside the table: its saved game
// (the deal and the record's turn lines), for the game's own commands and
// for the statistics alike. It is not served to phones: its entry in the
// registry has no roles.
package katzundmaus

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/internal/store"
	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

// Kind is the store's name for Katz und Maus games.
const Kind = "katzundmaus"

// Saved is what the store keeps of a game being played: the setup is
// its deal and who plays B, the moves are the game record's turn lines
// ("A: h3-d1 s-b2", SPEC §4); it keeps no notes. Loading replays them.
type Saved store.Saved[Setup, string, *struct{}]

// Setup is what a Katz und Maus game starts from.
type Setup struct {
	Seed uint64 `json:"seed"`
	Vs   string `json:"vs"`
	// Level is the bot's strength (1–4, katzundmaus play --level); 0 in
	// games saved before there were levels, which play on against the bot
	// they began with (level 2).
	Level int `json:"level,omitempty"`
}

// FromSchema1 reads a game saved with schema 1 (store.Schema1), which held
// seed, vs and the whole record text under "game".
func (sg *Saved) FromSchema1(game json.RawMessage) error {
	var old struct {
		Seed   uint64 `json:"seed"`
		Vs     string `json:"vs"`
		Record string `json:"record"`
	}
	if err := json.Unmarshal(game, &old); err != nil {
		return err
	}
	*sg = Saved{Setup: Setup{Seed: old.Seed, Vs: old.Vs}}
	if !sg.SetRecordText(old.Record) {
		return fmt.Errorf("the record is not of seed %d", old.Seed)
	}
	return nil
}

// Record is the saved game's record text, as ParseRecord reads it.
func (sg *Saved) Record() string {
	var b strings.Builder
	b.WriteString(seedLine(sg.Setup.Seed) + "\n")
	for _, l := range sg.Moves {
		b.WriteString(l + "\n")
	}
	return b.String()
}

// SetRecord saves rec's turn lines as the moves.
func (sg *Saved) SetRecord(rec *km.Record) { sg.SetRecordText(rec.String()) }

// SetRecordText saves the turn lines of a record's text (Record.String's
// format) as the moves; false when the text is not of the game's seed.
func (sg *Saved) SetRecordText(text string) bool {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if lines[0] != seedLine(sg.Setup.Seed) {
		return false
	}
	sg.Moves = append([]string{}, lines[1:]...)
	return true
}

// seedLine is a record's first line.
func seedLine(seed uint64) string { return "seed " + strconv.FormatUint(seed, 10) }

// Rebuild replays the saved record; a record that no longer replays is a
// damaged save.
func (sg *Saved) Rebuild() (*km.Game, *km.Record, error) {
	rec, err := km.ParseRecord(strings.NewReader(sg.Record()))
	if err != nil {
		return nil, nil, err
	}
	res := km.Replay(rec)
	if res.Verdict != nil {
		return nil, nil, res.Verdict
	}
	return res.Game, rec, nil
}
