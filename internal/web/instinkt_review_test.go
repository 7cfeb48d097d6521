package web_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Instinkt page shows the coach's review once the game is over, to
// every role, and never a hint while it goes on (both players see the
// page).
func TestInstinktReviewOnceOver(t *testing.T) {
	s := newSite(t)
	i := s.create(`{"kind":"instinkt","marker":"white","name":"ik"}`)
	steps := []string{
		"reveal W6 B1",
		"place W6 0 0",
		"place B1 1 -1",
		"reveal W4 B8",
		"place B8 1 -2",
		"place W4 -1 0",
		"reveal W3 B7",
		"place B7 0 -1",
		"place W3 2 -3",
		"reveal WX B9",
		"reveal W5 B5",
		"place W5 2 0",
		"place B5 0 -3",
		"reveal W8 B4",
		"place W8 0 -2",
		"place B4 2 -1",
		"reveal W9 BX",
		"reveal W10 B3",
		"place W10 col -2 from top",
		"place B3 -1 -3",
		"reveal W1 B6",
		"place B6 1 -3",
		"place W1 -1 -2",
		"reveal W7 B11",
		"place B11 -1 -1 move B3 1 0",
		"place W7 -1 -3",
	}
	for n, step := range steps {
		res, out := s.postJSON(i.Links["referee"]+"step", `{"step":"`+step+`"}`)
		require.Equal(t, http.StatusOK, res.StatusCode, out)
		if n == len(steps)-2 {
			_, view := s.get(i.Links["view"] + "?lang=en")
			assert.NotContains(t, view, "Review", "no coach during the game")
			assert.NotContains(t, view, "better:")
		}
	}
	_, view := s.get(i.Links["view"] + "?lang=en")
	assert.Contains(t, view, "<h2>Review</h2>")
	assert.Contains(t, view, "Line 3: place W6 0 0 — best, or as good")
	assert.Contains(t, view, "Given up in all: white 0.")
	_, ref := s.get(i.Links["referee"] + "?lang=de")
	assert.Contains(t, ref, "<h2>Rückblick</h2>")
	assert.Contains(t, ref, "Zeile 3: place W6 0 0 — das beste oder gleich gut")
}
