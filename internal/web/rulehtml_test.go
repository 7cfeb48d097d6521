package web

import (
	"os/exec"
	"testing"

	"codeberg.org/schiri/schiri/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A rule text's HTML is the one rendered when schiri was built; any other
// text is escaped, never passed through.
func TestMarkdownIsRenderedAtBuild(t *testing.T) {
	d, err := rules.Load("kodiak", "en")
	require.NoError(t, err)
	c := d.Sections[0].Clauses[0]
	html, ok := rules.HTML(c.Body)
	require.True(t, ok)
	assert.Equal(t, keepWords(html), string(markdown(c.Body)))
	assert.Equal(t, "<p>&lt;b&gt;x&lt;/b&gt;</p>", string(markdown("<b>x</b>")))
}

// The Markdown renderer is a tool of the build: schiri does not link it.
func TestBinaryLinksNoMarkdownRenderer(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "../../cmd/schiri").Output()
	require.NoError(t, err)
	require.Contains(t, string(out), "codeberg.org/schiri/schiri/internal/web\n")
	assert.NotContains(t, string(out), "goldmark")
}
