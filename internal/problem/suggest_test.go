package problem

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSuggest(t *testing.T) {
	cards := []string{"haarball", "rotkehlchen", "kodiak", "lachs", "biber"}
	assert.Equal(t, []string{"haarball"}, Suggest("haarbal", cards))
	assert.Equal(t, []string{"haarball"}, Suggest("HAARBALL!", cards), "case ignored, one edit")
	assert.Equal(t, []string{"lachs"}, Suggest("lacs", cards))
	assert.Equal(t, []string{"rotkehlchen"}, Suggest("rotk", cards), "a prefix")
	assert.Empty(t, Suggest("zebra", cards))
	assert.Empty(t, Suggest("kodiak", cards), "the name itself is no suggestion")
	assert.Empty(t, Suggest("", cards))
	assert.Len(t, Suggest("a", []string{"ab", "ac", "ad", "ae"}), 3, "at most three")
}

// A swapped pair is one slip of the fingers: a short word one swap away
// is suggested as one a letter away is.
func TestSuggestSwap(t *testing.T) {
	cmds := []string{"play", "moves", "check", "replay", "score"}
	for _, typed := range []string{"paly", "lpay", "plya", "pley", "ply"} {
		assert.Equal(t, []string{"play"}, Suggest(typed, cmds), typed)
	}
	assert.Equal(t, []string{"kodiak"}, Suggest("kodaik", []string{"kodiak", "instinkt"}))
}

func TestDistance(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		d    int
	}{
		{"kitten", "sitting", 3},
		{"straße", "strase", 1},
		{"paly", "play", 1},
		{"ab", "ba", 1},
		{"abc", "ca", 3}, // optimal string alignment: no edit of a swapped pair
		{"", "abc", 3},
		{"abc", "", 3},
		{"same", "same", 0},
		{"äö", "öä", 1},
	} {
		assert.Equal(t, tt.d, Distance(tt.a, tt.b), "%q %q", tt.a, tt.b)
		assert.Equal(t, tt.d, Distance(tt.b, tt.a), "%q %q", tt.b, tt.a)
	}
}
