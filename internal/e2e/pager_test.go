//go:build linux

package e2e

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rules show goes through the pager on a terminal, as gh does: PAGER (or
// SCHIRI_PAGER) is run with the text on its stdin; "cat" or empty means none; piped
// output and --json never page.
func TestRulesShowPager(t *testing.T) {
	home := t.TempDir()
	data := filepath.Join(home, "data")
	marker := "PAGER=sed 's/^/PAGED: /'"

	r := onPty(t, env(home, data, marker), 80, 24, "", "", "rules", "show", "kodiak")
	require.Equal(t, 0, r.Code, r.String())
	assert.Contains(t, r.Stdout, "PAGED: ", "on a terminal the text goes through the pager")

	r = onPty(t, env(home, data, marker, "SCHIRI_PAGER=sed 's/^/MINE: /'"), 80, 24, "", "", "--lang", "de", "rules", "show", "kodiak")
	require.Equal(t, 0, r.Code, r.String())
	assert.Contains(t, r.Stdout, "MINE: ", "SCHIRI_PAGER wins over PAGER")
	assert.NotContains(t, r.Stdout, "PAGED: ")

	r = onPty(t, env(home, data, "PAGER=cat"), 80, 24, "", "", "rules", "show", "kodiak")
	require.Equal(t, 0, r.Code, r.String())
	assert.NotContains(t, r.Stdout, "PAGED: ")
	assert.Contains(t, r.Stdout, "Kodiak")

	// PAGER set empty means none too (less, the default, would wait for a
	// key here and the run would time out)
	r = onPty(t, env(home, data, "PAGER="), 80, 24, "", "", "rules", "show", "kodiak")
	require.Equal(t, 0, r.Code, r.String())
	assert.Contains(t, r.Stdout, "Kodiak")

	r = onPty(t, env(home, data, marker), 80, 24, "", "", "--json", "rules", "show", "kodiak")
	require.Equal(t, 0, r.Code, r.String())
	assert.NotContains(t, r.Stdout, "PAGED: ", "JSON is never paged")

	r = schiri(t, env(home, data, marker), "rules", "show", "kodiak")
	require.Equal(t, 0, r.Code, r.String())
	assert.False(t, strings.Contains(r.Stdout, "PAGED: "), "piped output is never paged")
}

// A pager that does not exist does not hide the text: the text is printed
// as it is, stderr says why (in the user's language), and the exit is 0.
func TestRulesShowMissingPager(t *testing.T) {
	home := t.TempDir()
	data := filepath.Join(home, "data")
	for _, pager := range []string{"no-such-pager", "no-such-pager -R", "/no/such/pager"} {
		r := onPty(t, env(home, data, "PAGER="+pager), 80, 24, "", "", "rules", "show", "kodiak")
		require.Equal(t, 0, r.Code, r.String())
		assert.Contains(t, r.Stdout, "kodiak.catch.late", "the text is shown without the pager")
		assert.Contains(t, r.Stdout, `the pager "`+pager+`" (from PAGER) cannot be started`)

		r = onPty(t, env(home, data, "SCHIRI_PAGER="+pager), 80, 24, "", "", "--lang", "de", "rules", "show", "kodiak")
		require.Equal(t, 0, r.Code, r.String())
		assert.Contains(t, r.Stdout, "kodiak.catch.late")
		assert.Contains(t, r.Stdout, "der Pager „"+pager+"“ (aus SCHIRI_PAGER) lässt sich nicht starten")
	}
	// a command the shell cannot find later in the line is caught by its
	// exit status
	r := onPty(t, env(home, data, "PAGER=exec no-such-pager"), 80, 24, "", "", "rules", "show", "kodiak")
	require.Equal(t, 0, r.Code, r.String())
	assert.Contains(t, r.Stdout, "kodiak.catch.late")
	assert.Contains(t, r.Stdout, "cannot be started")
}
