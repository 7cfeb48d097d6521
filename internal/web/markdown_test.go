package web

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHyphenatedWordsStayWhole(t *testing.T) {
	assert.Equal(t, `<p>the <span class="nw">red-king</span> and <code><span class="nw">kodiak.action.red-king</span></code></p>`+"\n",
		keepWords("<p>the red-king and <code>kodiak.action.red-king</code></p>\n"), "the words of a rule text's HTML")
	assert.Equal(t, `a <span class="nw">Plus-eins</span> &lt;b&gt;`, string(keep("a Plus-eins <b>")))
}

func TestMarkAndSnippet(t *testing.T) {
	assert.Equal(t, `<mark>Hairball</mark> attack`, string(mark("hairball", "Hairball attack")))
	assert.Equal(t, `<mark><span class="nw">left-hand</span></mark> side`, string(mark("left", "left-hand side")))
	assert.Equal(t, `Zwei <mark>Haarbälle</mark>`, string(mark("haarbaelle", "Zwei Haarbälle")), "umlauts folded as the search folds them")
	assert.Equal(t, `… d e f g h i <mark>needle</mark> j k l m n o p q r …`, string(snippet("needle", "a b c d e f g h i needle j k l m n o p q r s t")))
	assert.Equal(t, `a b <mark>needle</mark>`, string(snippet("needle", "a **b** needle")), "without Markdown marks")
	assert.Empty(t, snippet("absent", "no such word here"))
}

func TestGameNames(t *testing.T) {
	assert.Equal(t, "Katz und Maus", gameTitle("de", "katzundmaus"))
	assert.Equal(t, "Kodiak is a fast card game for 2 to 6 players aged 7 and up, where speed, memory, tactics and a little luck all count.", gameSummary("en", "kodiak"))
	assert.Equal(t, "n04", fit("Bär"))
	assert.Equal(t, "n10", fit("Schwimmbad"))
	assert.Equal(t, "n16", fit("Donaudampfschifffahrt"))
}
