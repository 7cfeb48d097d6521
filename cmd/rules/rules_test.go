package rules

import (
	"bytes"
	"encoding/json"
	"testing"

	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func factory(lang string, jsonOut bool) (*cli.Factory, *bytes.Buffer) {
	ios, _, out, _ := cli.Test()
	f := &cli.Factory{IO: ios}
	f.SetConfig(&cli.Config{Lang: lang, JSON: jsonOut})
	return f, out
}

func TestClause(t *testing.T) {
	f, out := factory("de", true)
	require.NoError(t, RunClause(&ClauseOptions{F: f, ID: "Instinkt.Deer.Push"}))
	var c clauseJSON
	require.NoError(t, json.Unmarshal(out.Bytes(), &c))
	assert.Equal(t, "instinkt.deer.push", c.ID)
	assert.Equal(t, "instinkt.deer", c.Section)
	assert.Equal(t, "I3", c.Ruling)
	assert.Equal(t, "de", c.Lang)
	assert.Contains(t, c.Text, "Hirsch")

	f, out = factory("en", false)
	require.NoError(t, RunClause(&ClauseOptions{F: f, ID: "kodiak.catch.card-count"}))
	assert.Contains(t, out.String(), "kodiak.catch.card-count")
	assert.Contains(t, out.String(), "[ruling K4 of this tool]")
	assert.NotContains(t, out.String(), "**", "markdown emphasis is rendered, not printed")

	var ie *cli.InputError
	require.ErrorAs(t, RunClause(&ClauseOptions{F: f, ID: "kodiak.nope"}), &ie)
	assert.Equal(t, "kodiak.nope", ie.Token)
	require.ErrorAs(t, RunClause(&ClauseOptions{F: f, ID: "chess.move"}), &ie)
}

func TestShowSection(t *testing.T) {
	f, out := factory("en", true)
	require.NoError(t, RunShow(&ShowOptions{F: f, Game: "katzundmaus", Section: "build"}))
	var doc struct {
		Sections []sectionJSON `json:"sections"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &doc))
	require.Len(t, doc.Sections, 1)
	assert.Equal(t, "katzundmaus.build", doc.Sections[0].ID)
	var ids []string
	for _, c := range doc.Sections[0].Clauses {
		ids = append(ids, c.ID)
	}
	assert.Contains(t, ids, "katzundmaus.build.joker")

	var ie *cli.InputError
	require.ErrorAs(t, RunShow(&ShowOptions{F: f, Game: "katzundmaus", Section: "nope"}), &ie)
	require.ErrorAs(t, RunShow(&ShowOptions{F: f, Game: "skat"}), &ie)
}

func TestSearchAndList(t *testing.T) {
	f, out := factory("de", false)
	require.NoError(t, RunSearch(&SearchOptions{F: f, Words: []string{"Waschbaer"}}))
	assert.Contains(t, out.String(), "Waschbär")
	assert.Contains(t, out.String(), "instinkt.raccoon")

	f, out = factory("en", false)
	require.NoError(t, RunList(&ListOptions{F: f}))
	for _, title := range []string{"Kodiak", "Instinkt", "Codenames", "Katz und Maus"} {
		assert.Contains(t, out.String(), title)
	}
}
