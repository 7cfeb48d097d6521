package web_test

import (
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The spymaster's clue on a phone (issue 32.2): a refused clue comes back
// with the word and the number as typed, beside the verdict and its clause,
// with and without JavaScript, in both languages. And the board offers
// "End the turn" only once the team has guessed under its clue (issue
// 32.13; codenames.pass.no-guess).
func TestBrowserCodenamesClueKeepsWhatWasTyped(t *testing.T) {
	b := browser(t)
	for _, c := range []struct {
		lang, word, number, clause, pass string
		js                               bool
	}{
		{"en", "mangoes", "3", "codenames.clue.on-board", "End the turn", true},
		{"de", "Zebra", "12", "codenames.clue.number", "Zug beenden", false},
	} {
		t.Run(c.lang, func(t *testing.T) {
			s := newSite(t)
			// the 3x3 board of K7F3QX: N bee B nun R mango / B market R flour N meadow / R tray N tooth A hair
			g := s.create(`{"kind":"codenames","seed":"K7F3QX","board_code":"K7F3QX","size":"3x3","words":"en","starts":"red"}`)
			spy := s.tab(b, t, "spymaster "+c.lang)
			board := s.tab(b, t, "board "+c.lang)
			if !c.js {
				for _, tb := range []*tab{spy, board} {
					_, err := chromedp.Call(tb.ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
					require.NoError(t, err)
				}
			}
			spy.open(g.Links["spymaster_red"] + "?lang=" + c.lang)
			board.open(g.Links["board"] + "?lang=" + c.lang)
			assert.NotContains(t, board.text("#main"), c.pass, "no clue yet: nothing to end")

			word, number := `#clue-form input[name="word"]`, `#clue-form input[name="number"]`
			// the number field allows up to the cards on the board; the
			// server decides past that too (a phone may not check)
			eval[string](spy, `document.querySelector('`+number+`').removeAttribute("max"); ""`)
			eval[string](spy, `document.querySelector('`+number+`').value = ""; ""`)
			spy.do(chromedp.SendKeys(chromedp.CSS(word), c.word), chromedp.SendKeys(chromedp.CSS(number), c.number),
				chromedp.Tap(chromedp.CSS(`#clue-form button`)), chromedp.WaitVisible(chromedp.CSS(".verdict")))
			assert.Contains(t, spy.text(".verdict"), c.clause)
			assert.Equal(t, c.word, eval[string](spy, `document.querySelector('`+word+`').value`), "the word as typed")
			assert.Equal(t, c.number, eval[string](spy, `document.querySelector('`+number+`').value`), "the number as typed")
			spy.shot("codenames-clue-kept-" + c.lang)

			// a good clue, a guess: now the board may end the turn
			eval[string](spy, `document.querySelector('`+word+`').value = "fruit"; document.querySelector('`+number+`').value = "2"; ""`)
			spy.do(chromedp.Tap(chromedp.CSS(`#clue-form button`)), chromedp.WaitNotPresent(chromedp.CSS(".verdict")))
			board.open(g.Links["board"] + "?lang=" + c.lang)
			assert.NotContains(t, board.text("#main"), c.pass, "a clue but no guess yet: nothing to end")
			board.do(chromedp.Tap(chromedp.CSS(`button.word[data-target="1,3"]`)), chromedp.WaitReady(chromedp.CSS("#main")))
			require.True(t, board.waitFor(`document.querySelectorAll(".grid .revealed").length === 1`, 5*time.Second))
			assert.Contains(t, board.text("#main"), c.pass)
			board.shot("codenames-board-pass-" + c.lang)
			spy.clean()
			board.clean()
		})
	}
}
