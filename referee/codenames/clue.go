package codenames

import (
	"errors"
	"strconv"
	"strings"
	"unicode"

	"github.com/kljensen/snowball/english"

	"codeberg.org/schiri/schiri/rules"
)

// Clause IDs of Codenames (SPEC §3).
const (
	RuleClueOneWord   = rules.CodenamesClueOneWord
	RuleClueOnBoard   = rules.CodenamesClueOnBoard
	RuleClueNumber    = rules.CodenamesClueNumber
	RuleClueTurn      = rules.CodenamesClueTurn
	RuleGuessLimit    = rules.CodenamesGuessLimit
	RuleGuessPlusOne  = rules.CodenamesGuessPlusOne
	RuleGuessNoClue   = rules.CodenamesGuessNoClue
	RuleGuessRevealed = rules.CodenamesGuessRevealed
	RulePassNoGuess   = rules.CodenamesPassNoGuess
	RuleEndAssassin   = rules.CodenamesEndAssassin
	RuleEndAllFound   = rules.CodenamesEndAllFound
	RuleEndOver       = rules.CodenamesEndOver
)

// Normalize is the form in which ruling C3 compares words: lower case, with
// ä, ö, ü and ß written ae, oe, ue and ss.
func Normalize(s string) string {
	s = strings.ToLower(s)
	if !strings.ContainsAny(s, "äöüß") {
		return s
	}
	return umlauts.Replace(s)
}

var umlauts = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss")

// Stem is the Snowball stem of a word in the language (German or English),
// with umlauts written out as in Normalize.
func Stem(word string, l Lang) string {
	w := strings.ToLower(word)
	switch l {
	case German:
		return stemGerman(w)
	case English:
		return english.Stem(Normalize(w), true)
	}
	return Normalize(w)
}

// ClueNumber reads a clue's number as it was typed: a whole number, ok false
// for anything else. A number too large (or small) for an int counts as the
// largest (smallest) one, which ruling C3 then refuses as it refuses any
// number beyond the board, so no typed number is "not a number" for its size.
func ClueNumber(s string) (n int, ok bool) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	var ne *strconv.NumError
	if errors.As(err, &ne) && ne.Err == strconv.ErrRange {
		return n, true // Atoi gives the bound in the number's direction
	}
	return n, err == nil
}

// IsOneWord reports whether s is a single word of letters only (no spaces,
// hyphens, digits or other marks), as ruling C3 requires of a clue.
func IsOneWord(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// minPart is the shortest first or last part of a word that counts as a
// clash (ruling C3: Meer/Meerjungfrau, but not a two-letter fragment).
const minPart = 3

// Clash reports whether two words clash under ruling C3: equal, one the first
// or last part of the other (at least 3 letters), or the same Snowball stem in
// the language. Case is ignored and ä/ae, ö/oe, ü/ue, ß/ss are equal.
func Clash(a, b string, l Lang) bool {
	return clashNorm(Normalize(a), Normalize(b)) || Stem(a, l) == Stem(b, l)
}

// clashNorm is the part of Clash that compares the normalised spellings.
func clashNorm(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	if a == b {
		return true
	}
	if len([]rune(a)) < minPart {
		return false
	}
	return strings.HasPrefix(b, a) || strings.HasSuffix(b, a)
}

// CheckClue checks a clue against ruling C3 on a board: the word must be one
// word of letters, the number at least 1, and the word may not clash with any
// board word not yet revealed (revealed may be nil: nothing revealed). The
// verdict names the first blocking board word in reading order.
func CheckClue(word string, number int, board []string, revealed []bool, l Lang) *rules.Verdict {
	if !IsOneWord(word) {
		return rules.NewVerdict(RuleClueOneWord, "codenames.msg.clue_one_word", "Word", word)
	}
	if number < 1 {
		return rules.NewVerdict(RuleClueNumber, "codenames.msg.clue_number", "Number", number)
	}
	if number > len(board) { // C3 (fourth edition): no count derived from it can overflow
		return rules.NewVerdict(RuleClueNumber, "codenames.msg.clue_number_max", "Number", number, "Max", len(board))
	}
	nw, sw := Normalize(word), Stem(word, l)
	for i, b := range board {
		if i < len(revealed) && revealed[i] {
			continue
		}
		if clashNorm(nw, Normalize(b)) || sw == Stem(b, l) {
			return rules.NewVerdict(RuleClueOnBoard, "codenames.msg.clue_on_board", "Word", word, "BoardWord", b)
		}
	}
	return nil
}
