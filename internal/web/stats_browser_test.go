package web_test

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The statistics page on a 360 px phone, in both languages: nothing
// scrolls sideways, no message key shows, every field is a big enough tap
// target.
func TestBrowserStatsNarrow(t *testing.T) {
	s := newSite(t)
	b := browser(t)
	code, out := s.cli("", "kodiak", "new", "--players", "Anastasia,Bartholomäus,Cleopatra", "--name", "k")
	require.Equal(t, 0, code, out)
	for _, sheet := range []string{
		`{"players": {"Anastasia": {"cards": ["2"], "catches": 2}, "Bartholomäus": {"cards": []}, "Cleopatra": {"cards": ["7"]}}}`,
		`{"players": {"Anastasia": {"cards": ["4"]}, "Bartholomäus": {"cards": [], "catches": 3}, "Cleopatra": {"cards": ["1"]}}}`,
		`{"players": {"Anastasia": {"cards": []}, "Bartholomäus": {"cards": ["8"]}, "Cleopatra": {"cards": ["3"], "catches": 2}}}`,
	} {
		code, out = s.cli(sheet, "kodiak", "round", "--game", "k", "-")
		require.Equal(t, 0, code, out)
	}
	tb := s.tab(b, t, "stats")
	tb.do(chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile, chromedp.EmulateTouch))
	for _, lang := range []string{"de", "en"} {
		tb.open(s.host + "stats?lang=" + lang)
		require.Equal(t, lang, eval[string](tb, `document.documentElement.lang`))
		assert.NotRegexp(t, `serve\.[a-z_.]+|\b[a-z]+\.(title|page\.|role\.|stats\.)[a-z_.]*|%!|<no value>`, tb.text("body"))
		assert.LessOrEqual(t, eval[float64](tb, `document.documentElement.scrollWidth`), 360.0, "the page scrolls sideways in %s", lang)
		small := eval[[]string](tb, `[...document.querySelectorAll("main a[href], main button, main input:not([type=hidden]), main select")]
			.filter(e => e.getBoundingClientRect().height < 44).map(e => e.outerHTML.slice(0, 80))`)
		assert.Empty(t, small, "tap targets under 44 px")
		assert.Equal(t, 3, eval[int](tb, `document.querySelectorAll("main meter").length`), "a bar per player")
		tb.shot("stats-360-" + lang)
	}
	tb.clean()
}
