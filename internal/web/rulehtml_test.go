package web

import (
	"os"
	"os/exec"
	"testing"

	"codeberg.org/schiri/schiri/internal/web/rulehtml"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The rule pages' HTML, rendered when schiri is built, is that of the rule
// texts as they are now: go generate ./internal/web after editing a text.
func TestRuleHTMLIsCurrent(t *testing.T) {
	want, err := rulehtml.File()
	require.NoError(t, err)
	got, err := os.ReadFile("rulehtml_gen.go")
	require.NoError(t, err)
	require.Equal(t, string(want), string(got), "rulehtml_gen.go is stale: run go generate ./internal/web")

	texts, err := rulehtml.Texts()
	require.NoError(t, err)
	require.Greater(t, len(texts), 100)
	for _, src := range texts {
		html, ok := renderedHTML(src)
		require.True(t, ok, src)
		r, err := rulehtml.Render(src)
		require.NoError(t, err)
		assert.Equal(t, r, html, src)
	}
	_, ok := renderedHTML("a text of no rule page")
	assert.False(t, ok)
	assert.Equal(t, "<p>&lt;b&gt;x&lt;/b&gt;</p>", string(markdown("<b>x</b>")), "an unknown text is escaped, never passed through")
}

// The Markdown renderer is a tool of the build: schiri does not link it.
func TestBinaryLinksNoMarkdownRenderer(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "../../cmd/schiri").Output()
	require.NoError(t, err)
	require.Contains(t, string(out), "codeberg.org/schiri/schiri/internal/web\n")
	assert.NotContains(t, string(out), "goldmark")
}
