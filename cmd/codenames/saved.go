package codenames

import (
	"encoding/json"

	cn "codeberg.org/schiri/schiri/referee/codenames"
)

// savedGame is a Codenames game as the store keeps it: the referee's
// record, its setup and its moves (store.Saved's shape).
type savedGame cn.Record

// FromSchema1 reads a game saved with schema 1, which held the same record
// under "game" (store.Schema1).
func (s *savedGame) FromSchema1(game json.RawMessage) error {
	return json.Unmarshal(game, (*cn.Record)(s))
}
