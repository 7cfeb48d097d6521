package katzundmaus

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	km "codeberg.org/schiri/schiri/referee/katzundmaus"
)

// savedGame is what the store keeps of a game being played (store.Saved's
// shape): the setup is its deal and who plays B, the moves are the game
// record's turn lines ("A: h3-d1 s-b2", SPEC §4). Loading replays them.
type savedGame struct {
	Setup savedSetup `json:"setup"`
	Moves []string   `json:"moves"`
}

// savedSetup is what a Katz und Maus game starts from.
type savedSetup struct {
	Seed uint64 `json:"seed"`
	Vs   string `json:"vs"`
}

// FromSchema1 reads a game saved with schema 1 (store.Schema1), which held
// seed, vs and the whole record text under "game".
func (sg *savedGame) FromSchema1(game json.RawMessage) error {
	var old struct {
		Seed   uint64 `json:"seed"`
		Vs     string `json:"vs"`
		Record string `json:"record"`
	}
	if err := json.Unmarshal(game, &old); err != nil {
		return err
	}
	lines := strings.Split(strings.TrimSuffix(old.Record, "\n"), "\n")
	if len(lines) == 0 || lines[0] != "seed "+strconv.FormatUint(old.Seed, 10) {
		return fmt.Errorf("the record is not of seed %d", old.Seed)
	}
	*sg = savedGame{Setup: savedSetup{Seed: old.Seed, Vs: old.Vs}, Moves: lines[1:]}
	return nil
}

// record is the saved game's record text, as ParseRecord reads it.
func (sg *savedGame) record() string {
	var b strings.Builder
	b.WriteString("seed " + strconv.FormatUint(sg.Setup.Seed, 10) + "\n")
	for _, l := range sg.Moves {
		b.WriteString(l + "\n")
	}
	return b.String()
}

// setRecord saves rec's turn lines as the moves.
func (sg *savedGame) setRecord(rec *km.Record) {
	lines := strings.Split(strings.TrimSuffix(rec.String(), "\n"), "\n")
	sg.Moves = append([]string{}, lines[1:]...) // after the seed line
}

// rebuild replays the saved record; a record that no longer replays is a
// damaged save.
func (sg *savedGame) rebuild() (*km.Game, *km.Record, error) {
	rec, err := km.ParseRecord(strings.NewReader(sg.record()))
	if err != nil {
		return nil, nil, err
	}
	res := km.Replay(rec)
	if res.Verdict != nil {
		return nil, nil, res.Verdict
	}
	return res.Game, rec, nil
}
