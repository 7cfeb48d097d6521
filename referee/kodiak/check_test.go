package kodiak

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/rules"
)

func ruleIDs(vs []*rules.Verdict) []rules.ID {
	ids := []rules.ID{}
	for _, v := range vs {
		ids = append(ids, v.Rule)
	}
	return ids
}

func TestSheetCheck(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		errors   []rules.ID
		warnings []rules.ID
	}{
		{
			name:   "spec example",
			src:    "kodiak: Ana\nplayers:\n  Ana: {cards: [3, red-king], catches: 1}\n  Ben: {cards: [], hairballs_out: 1}\n  Cleo: {cards: [hairball, 7, blue-king]}\n",
			errors: []rules.ID{},
		},
		{
			name:     "kodiak cards and catches do not add up",
			src:      "kodiak: Ana\nplayers:\n  Ana: {cards: [3, red-king, 4], catches: 1}\n  Ben: {cards: []}\n",
			errors:   []rules.ID{},
			warnings: []rules.ID{RuleCardCount},
		},
		{
			name:     "hairballs are table cards for K4",
			src:      "kodiak: Ana\nplayers:\n  Ana: {cards: [hairball, hairball, 1, 2]}\n  Ben: {cards: []}\n",
			errors:   []rules.ID{},
			warnings: []rules.ID{RuleCardCount},
		},
		{
			name:   "kodiak name case-insensitive",
			src:    "kodiak: ana\nplayers:\n  Ana: {cards: [], catches: 3}\n  Ben: {cards: [1]}\n",
			errors: []rules.ID{},
		},
		{
			name:   "one player",
			src:    "kodiak: Ana\nplayers:\n  Ana: {cards: [], catches: 3}\n",
			errors: []rules.ID{RulePlayersCount},
		},
		{
			name: "seven players",
			src: "kodiak: A\nplayers:\n  A: {cards: [], catches: 3}\n  B: {cards: [1]}\n  C: {cards: [1]}\n" +
				"  D: {cards: [1]}\n  E: {cards: [1]}\n  F: {cards: [1]}\n  G: {cards: [1]}\n",
			errors: []rules.ID{RulePlayersCount},
		},
		{
			name:   "no players",
			src:    "kodiak: Ana\n",
			errors: []rules.ID{RulePlayersCount, RuleOneKodiak},
		},
		{
			name:   "duplicate names differ in case",
			src:    "kodiak: Ana\nplayers:\n  Ana: {cards: [], catches: 3}\n  ANA: {cards: [1]}\n  Ben: {cards: [2]}\n",
			errors: []rules.ID{RulePlayersNames},
		},
		{
			name:   "duplicate names the same",
			src:    "kodiak: Ana\nplayers:\n  Ana: {cards: [], catches: 3}\n  Ana: {cards: [1]}\n",
			errors: []rules.ID{RulePlayersNames},
		},
		{
			name:   "empty name",
			src:    "kodiak: Ana\nplayers:\n  Ana: {cards: [], catches: 3}\n  \"  \": {cards: [1]}\n",
			errors: []rules.ID{RulePlayersNames},
		},
		{
			name:   "no kodiak",
			src:    "players:\n  Ana: {cards: [], catches: 3}\n  Ben: {cards: [1]}\n",
			errors: []rules.ID{RuleOneKodiak},
		},
		{
			name:   "kodiak not listed: catches not judged",
			src:    "kodiak: Zoe\nplayers:\n  Ana: {cards: [], catches: 3}\n  Ben: {cards: [1]}\n",
			errors: []rules.ID{RuleOneKodiak},
		},
		{
			name:     "mouse with catches",
			src:      "kodiak: Ana\nplayers:\n  Ana: {cards: [1, 2, 3]}\n  Ben: {cards: [], catches: 1}\n  Cleo: {cards: [4], catches: -1}\n",
			errors:   []rules.ID{RuleOnlyKodiak, RuleOnlyKodiak},
			warnings: []rules.ID{},
		},
		{
			name:     "too many catches",
			src:      "kodiak: Ana\nplayers:\n  Ana: {cards: [], catches: 4}\n  Ben: {cards: [1]}\n",
			errors:   []rules.ID{RuleCatchRange},
			warnings: []rules.ID{RuleCardCount},
		},
		{
			name:   "negative catches",
			src:    "kodiak: Ana\nplayers:\n  Ana: {cards: [1, 2, 3, 4], catches: -1}\n  Ben: {cards: []}\n",
			errors: []rules.ID{RuleCatchRange},
		},
		{
			name:   "nobody went out",
			src:    "kodiak: Ana\nplayers:\n  Ana: {cards: [1, 2, 3]}\n  Ben: {cards: [1]}\n",
			errors: []rules.ID{RuleOneEmpty},
		},
		{
			name:   "two went out",
			src:    "kodiak: Ana\nplayers:\n  Ana: {cards: [], catches: 3}\n  Ben: {cards: []}\n  Cleo: {cards: [5]}\n",
			errors: []rules.ID{RuleOneEmpty},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := parse(t, tt.src)
			r := s.Check()
			assert.Equal(t, tt.errors, ruleIDs(r.Errors))
			assert.Equal(t, len(tt.errors) == 0, r.Valid())
			if tt.warnings != nil {
				assert.Equal(t, tt.warnings, ruleIDs(r.Warnings))
			}
			for _, v := range append(r.Errors, r.Warnings...) {
				assert.Contains(t, v.Key, "kodiak.msg.")
			}
		})
	}
}

func TestRoles(t *testing.T) {
	s := parse(t, "kodiak: BEN\nplayers:\n  Ana: {cards: [1]}\n  Ben: {cards: []}\n")
	require.Equal(t, 1, s.KodiakIndex())
	assert.Equal(t, RoleMouse, s.RoleOf(0))
	assert.Equal(t, RoleKodiak, s.RoleOf(1))
	s.Kodiak = "Zoe"
	assert.Equal(t, -1, s.KodiakIndex())
	assert.Equal(t, RoleMouse, s.RoleOf(1))
}
