package codenames

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWordLists(t *testing.T) {
	for _, l := range Langs {
		t.Run(string(l), func(t *testing.T) {
			list := Words(l)
			require.GreaterOrEqual(t, len(list), 400, "at least 400 words")
			require.LessOrEqual(t, len(list), maxWords)
			seen := map[string]string{}
			for _, w := range list {
				assert.True(t, IsOneWord(w), "%q is not one word of letters", w)
				first, _ := utf8.DecodeRuneInString(w)
				if l == German {
					assert.True(t, unicode.IsUpper(first), "German noun %q is capitalised", w)
				} else {
					assert.True(t, unicode.IsLower(first), "English word %q is lower case", w)
				}
				n := Normalize(w)
				if prev, dup := seen[n]; dup {
					t.Errorf("%q and %q are the same word", prev, w)
				}
				seen[n] = w
			}
		})
	}
}

// Two words on one board that clash under C3 would block clues for each
// other's meaning; the lists avoid such pairs altogether.
func TestWordListsDoNotClash(t *testing.T) {
	for _, l := range Langs {
		t.Run(string(l), func(t *testing.T) {
			list := Words(l)
			for i, a := range list {
				for _, b := range list[i+1:] {
					if Clash(a, b, l) {
						t.Errorf("%s ~ %s (stems %s, %s)", a, b, Stem(a, l), Stem(b, l))
					}
				}
			}
		})
	}
}
