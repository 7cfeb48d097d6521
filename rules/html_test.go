package rules_test

import (
	"os"
	"path/filepath"
	"testing"

	"codeberg.org/schiri/schiri/rules"
	"codeberg.org/schiri/schiri/rules/internal/rulehtml"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The rule pages' HTML, rendered when schiri is built, is that of the rule
// texts as they are now: go generate ./rules after editing a text.
func TestHTMLIsCurrent(t *testing.T) {
	files, err := rulehtml.Files()
	require.NoError(t, err)
	require.Len(t, files, len(rules.Games()))
	for name, want := range files {
		got, err := os.ReadFile(name)
		require.NoError(t, err)
		require.Equal(t, string(want), string(got), "%s is stale: run go generate ./rules", name)
	}
	generated, err := filepath.Glob("*html_gen.go")
	require.NoError(t, err)
	for _, name := range generated {
		assert.Contains(t, files, name, "a generated file of no game's rules: run go generate ./rules")
	}

	texts, err := rulehtml.Texts()
	require.NoError(t, err)
	require.Greater(t, len(texts), 100)
	for _, src := range texts {
		html, ok := rules.HTML(src)
		require.True(t, ok, src)
		r, err := rulehtml.Render(src)
		require.NoError(t, err)
		assert.Equal(t, r, html, src)
	}
	_, ok := rules.HTML("a text of no rule page")
	assert.False(t, ok)
}

// The build renders CommonMark with raw HTML left out, never passed
// through.
func TestRenderLeavesRawHTMLOut(t *testing.T) {
	out, err := rulehtml.Render("**and** <script>alert(1)</script>\n\n- 1. one\n- two <b>x</b>")
	require.NoError(t, err)
	assert.Contains(t, out, "<strong>and</strong>")
	assert.NotContains(t, out, "<script>")
	assert.NotContains(t, out, "<b>")
	assert.Contains(t, out, "<li>")
}
