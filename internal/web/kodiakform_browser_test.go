package web_test

import (
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The scorer's round form on a phone (issue 32.2): a refused round comes
// back with every player's fields as typed and the verdict beside the line
// it concerns, with and without JavaScript, in both languages; the lines
// take the terminal form's shorthand (rk, c1, a card's beginning); only the
// Kodiak is asked for catches.
func TestBrowserKodiakScorerKeepsWhatWasTyped(t *testing.T) {
	b := browser(t)
	for _, c := range []struct {
		lang          string
		js            bool
		bad, ben, fix string
		unknown, next string
	}{
		{"en", true, "3 quen", "rk hairbal", "3 rk c1", `unknown card "quen"`, "1 of 3"},
		{"de", false, "3 kön", "rk haarbal", "3 rk f1", "„kön“", "1 von 3"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			s := newSite(t)
			k := s.create(`{"kind":"kodiak","players":["Ana","Ben","Cleo"],"name":"abend"}`)
			scorer := s.tab(b, t, "kodiak scorer "+c.lang)
			if !c.js {
				_, err := chromedp.Call(scorer.ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
				require.NoError(t, err)
			}
			scorer.open(k.Links["scorer"] + "?lang=" + c.lang)
			// Ana is Kodiak: she alone has a catches field
			assert.Equal(t, 1, eval[int](scorer, `document.querySelectorAll('input[name$="_catches"]').length`))
			assert.True(t, eval[bool](scorer, `!!document.querySelector('input[name="p0_catches"]')`), "the Kodiak's catches")

			value := func(name string) string {
				return eval[string](scorer, `document.querySelector('input[name="`+name+`"]').value`)
			}
			submit := chromedp.Steps(chromedp.ScrollIntoView(chromedp.CSS(`form[action="round"] button[type="submit"]`)),
				chromedp.Tap(chromedp.CSS(`form[action="round"] button[type="submit"]`)))
			scorer.do(chromedp.SendKeys(chromedp.CSS(`input[name="p0_cards"]`), c.bad),
				chromedp.SendKeys(chromedp.CSS(`input[name="p1_cards"]`), c.ben),
				chromedp.SetValue(chromedp.CSS(`input[name="p2_out"]`), "1"),
				submit, chromedp.WaitVisible(chromedp.CSS(".verdict")))
			assert.Contains(t, scorer.text(".verdict"), c.unknown)
			assert.Equal(t, c.bad, value("p0_cards"), "Ana's line comes back as typed")
			assert.Equal(t, c.ben, value("p1_cards"), "Ben's line too")
			assert.Equal(t, "1", value("p2_out"), "Cleo's hairballs beside too")
			assert.Contains(t, scorer.text("#p0_error"), c.unknown, "the verdict stands beside Ana's line")
			assert.Equal(t, "true", eval[string](scorer, `document.querySelector('input[name="p0_cards"]').getAttribute("aria-invalid")`))
			assert.Empty(t, eval[string](scorer, `document.querySelector('input[name="p1_cards"]').getAttribute("aria-invalid")||""`), "Ben's line is fine")
			scorer.shot("kodiak-scorer-kept-" + c.lang)

			// Ana's line corrected, the rest as it came back: saved
			eval[string](scorer, `document.querySelector('input[name="p0_cards"]').value = ""`)
			scorer.do(chromedp.SendKeys(chromedp.CSS(`input[name="p0_cards"]`), c.fix),
				submit, chromedp.WaitNotPresent(chromedp.CSS(".verdict")))
			require.True(t, scorer.waitFor(`document.querySelector(".status").innerText.includes("`+c.next+`")`, 5*time.Second), scorer.text("#main"))
			out := s.schiriProcess("kodiak", "history", "--game", "abend", "--json")
			// Ben's "rk hairbal": the red king (−2) and a hairball (10); Cleo's
			// hairball beside, Ana's catch
			assert.Contains(t, out, `"Ben": 8`)
			assert.Contains(t, out, `"Cleo": 5`)
			assert.Contains(t, out, `"Ana": -4`)
			assert.Empty(t, value("p0_cards"), "a saved round empties the form")
			scorer.clean()
		})
	}
}
