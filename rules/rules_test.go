package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// specIDs are every clause ID that SPEC.md names (§1–§5).
var specIDs = []ID{
	"kodiak.players.count", "kodiak.players.names", "kodiak.role.one-kodiak",
	"kodiak.catch.only-kodiak", "kodiak.catch.range", "kodiak.catch.card-count",
	"kodiak.end.one-empty", "kodiak.end.equal-turns", "kodiak.end.finished",
	"kodiak.rotation.order",
	"instinkt.card.unknown", "instinkt.card.duplicate", "instinkt.card.snake-on-table",
	"instinkt.layout.frame", "instinkt.layout.connected", "instinkt.layout.incomplete",
	"instinkt.layout.colours", "instinkt.place.adjacent", "instinkt.place.occupied",
	"instinkt.place.order", "instinkt.place.not-revealed", "instinkt.deer.line",
	"instinkt.deer.push", "instinkt.raccoon.move", "instinkt.raccoon.must-move",
	"instinkt.reveal.snake", "instinkt.reveal.one-each", "instinkt.end.over", "instinkt.hand.on-table", "instinkt.hand.size",
	"codenames.clue.one-word", "codenames.clue.on-board", "codenames.clue.number",
	"codenames.guess.limit", "codenames.guess.plus-one", "codenames.guess.no-clue",
	"codenames.guess.revealed", "codenames.pass.no-guess",
	"codenames.end.assassin", "codenames.end.all-found", "codenames.end.over",
	"katzundmaus.build.sequence", "katzundmaus.build.joker",
	"katzundmaus.source.stock-to-build", "katzundmaus.source.discard-to-build",
	"katzundmaus.source.not-in-hand", "katzundmaus.source.empty",
	"katzundmaus.turn.discard-ends", "katzundmaus.turn.end-with-cards",
	"katzundmaus.turn.not-yours", "katzundmaus.end.over",
	"katzundmaus.position.unknown", "katzundmaus.position.invalid",
}

// rulings are SPEC's rulings; each must mark at least one clause.
var rulings = map[string][]string{
	"kodiak":      {"K1", "K2", "K3", "K4", "K5", "K6", "K7", "K8", "K9"},
	"instinkt":    {"I1", "I2", "I3", "I4", "I5", "I6", "I7", "I8"},
	"codenames":   {"C1", "C2", "C3", "C4", "C5"},
	"katzundmaus": {"M1", "M2", "M3", "M4", "M5"},
}

func TestEverySpecClauseExistsInBothLanguages(t *testing.T) {
	for _, lang := range []string{"de", "en"} {
		for _, id := range specIDs {
			c, err := Lookup(id, lang)
			if assert.NoErrorf(t, err, "%s: %s", lang, id) {
				assert.NotEmptyf(t, c.Body, "%s: %s has no text", lang, id)
				assert.NotEmptyf(t, c.Title, "%s: %s has no title", lang, id)
			}
		}
	}
}

func TestLanguagesHaveTheSameClauses(t *testing.T) {
	for _, g := range Games() {
		de, err := Load(g, "de")
		require.NoError(t, err)
		en, err := Load(g, "en")
		require.NoError(t, err)
		assert.NotEmpty(t, de.Title)
		assert.NotEmpty(t, en.Title)
		ids := func(d *Doc) (secs, cls []ID, marks []string) {
			for _, s := range d.Sections {
				secs = append(secs, s.ID)
				assert.NotEmptyf(t, s.Title, "%s/%s: section %s has no title", d.Lang, g, s.ID)
				for _, c := range s.Clauses {
					cls = append(cls, c.ID)
					marks = append(marks, c.Ruling)
					assert.NotEmptyf(t, c.Body, "%s/%s: clause %s has no text", d.Lang, g, c.ID)
				}
			}
			return
		}
		ds, dc, dm := ids(de)
		es, ec, em := ids(en)
		assert.Equalf(t, es, ds, "%s: sections differ between en and de", g)
		assert.Equalf(t, ec, dc, "%s: clauses differ between en and de", g)
		assert.Equalf(t, em, dm, "%s: ruling marks differ between en and de", g)
		seen := map[ID]bool{}
		for _, id := range ec {
			assert.Falsef(t, seen[id], "%s: clause %s appears twice", g, id)
			seen[id] = true
		}
		for _, r := range rulings[g] {
			assert.Containsf(t, em, r, "%s: no clause is marked as ruling %s", g, r)
		}
	}
}

func TestSearchFoldsUmlauts(t *testing.T) {
	for _, q := range []string{"Waschbaer", "waschbär", "WASCHBÄR"} {
		hits, err := Search(q, "de")
		require.NoError(t, err)
		require.NotEmptyf(t, hits, "query %q", q)
		found := false
		for _, h := range hits {
			if h.Clause.ID.SectionID() == "instinkt.raccoon" {
				found = true
			}
		}
		assert.Truef(t, found, "query %q finds the raccoon rules", q)
	}
	hits, err := Search("raccoon", "en")
	require.NoError(t, err)
	assert.NotEmpty(t, hits)
	hits, err = Search("xyzzy-nothing", "en")
	require.NoError(t, err)
	assert.Empty(t, hits)
}

func TestFold(t *testing.T) {
	assert.Equal(t, "waschbaer strasse oeffnen ueber", Fold("Waschbär Straße Öffnen über"))
}

func TestParseFormat(t *testing.T) {
	d, err := Parse("x", "en", "# X game\n\nIntro.\n\n## x.a | Section A\n\nSec intro.\n\n### x.a.one | One | ruling X1\n\nBody one.\n- item\n\n### x.a.two | Two\n\nBody two.\n")
	require.NoError(t, err)
	assert.Equal(t, "X game", d.Title)
	assert.Equal(t, "Intro.", d.Intro)
	require.Len(t, d.Sections, 1)
	assert.Equal(t, "Sec intro.", d.Sections[0].Intro)
	require.Len(t, d.Clauses(), 2)
	c := d.Clause("x.a.one")
	require.NotNil(t, c)
	assert.Equal(t, "X1", c.Ruling)
	assert.Equal(t, "Body one.\n- item", c.Body)
	assert.Equal(t, "", d.Clause("x.a.two").Ruling)
	assert.NotNil(t, d.Section("a"))
	assert.NotNil(t, d.Section("X.A"))

	_, err = Parse("x", "en", "# X\n### x.a.one | orphan\n")
	assert.Error(t, err)
	_, err = Parse("x", "en", "# X\n## x.a | A\n### x.b.one | wrong section\n")
	assert.Error(t, err)
	_, err = Parse("x", "en", "# X\n## y.a | A\n")
	assert.Error(t, err)
}
