package codenames

import "strings"

// stemGerman is the Snowball German stemmer (snowballstem.org, "german"),
// with the "german2" prelude that also reads ae, oe and ue as ä, ö and ü, so
// that "Baeume" and "Bäume" stem alike (ruling C3 treats them as equal). The
// input must be lower case. The result has no umlauts.
func stemGerman(word string) string {
	w := dePrelude([]rune(strings.ReplaceAll(word, "ß", "ss")))
	p1, p2 := deRegions(w)
	w = deStep1(w, p1)
	w = deStep2(w, p1)
	w = deStep3(w, p1, p2)
	return dePostlude(w)
}

// dePrelude marks u and y between vowels as consonants (upper case), then
// reads ae, oe and ue (not after q) as umlauts.
func dePrelude(w []rune) []rune {
	for i := 1; i+1 < len(w); i++ {
		if (w[i] == 'u' || w[i] == 'y') && deVowel(w[i-1]) && deVowel(w[i+1]) {
			w[i] -= 'a' - 'A'
		}
	}
	out := w[:0]
	for i := 0; i < len(w); i++ {
		r := w[i]
		if i+1 < len(w) && w[i+1] == 'e' {
			switch {
			case r == 'a':
				r = 'ä'
			case r == 'o':
				r = 'ö'
			case r == 'u' && (i == 0 || w[i-1] != 'q'):
				r = 'ü'
			}
			if r != w[i] {
				out = append(out, r)
				i++
				continue
			}
		}
		out = append(out, r)
	}
	return out
}

// deStep1 removes the suffixes em, er, ern; e, en, es (and the s of
// -niss); an s after a valid s-ending, each only in region R1.
func deStep1(w []rune, p1 int) []rune {
	if n := longestSuffix(w, "ern", "em", "er"); n > 0 {
		if len(w)-n >= p1 {
			w = w[:len(w)-n]
		}
	} else if n := longestSuffix(w, "en", "es", "e"); n > 0 {
		if len(w)-n >= p1 {
			w = w[:len(w)-n]
			if hasSuffix(w, "niss") {
				w = w[:len(w)-1]
			}
		}
	} else if hasSuffix(w, "s") && len(w)-1 >= p1 && len(w) >= 2 && sEnding(w[len(w)-2]) {
		w = w[:len(w)-1]
	}
	return w
}

// deStep2 removes en, er, est, or st after a valid st-ending that itself
// follows at least three letters, in R1.
func deStep2(w []rune, p1 int) []rune {
	if n := longestSuffix(w, "est", "en", "er"); n > 0 {
		if len(w)-n >= p1 {
			w = w[:len(w)-n]
		}
	} else if hasSuffix(w, "st") && len(w)-2 >= p1 && len(w) >= 6 && stEnding(w[len(w)-3]) {
		// st preceded by a valid st-ending, itself preceded by at least 3 letters.
		w = w[:len(w)-2]
	}
	return w
}

// deStep3 removes the d-suffixes, the longest match only, in R2.
func deStep3(w []rune, p1, p2 int) []rune {
	switch {
	case hasSuffix(w, "end") || hasSuffix(w, "ung"):
		if len(w)-3 >= p2 {
			w = w[:len(w)-3]
			if hasSuffix(w, "ig") && len(w)-2 >= p2 && !(len(w) >= 3 && w[len(w)-3] == 'e') {
				w = w[:len(w)-2]
			}
		}
	case hasSuffix(w, "isch") || hasSuffix(w, "ig") || hasSuffix(w, "ik"):
		sfx := 2
		if hasSuffix(w, "isch") {
			sfx = 4
		}
		if len(w)-sfx >= p2 && !(len(w) > sfx && w[len(w)-sfx-1] == 'e') {
			w = w[:len(w)-sfx]
		}
	case hasSuffix(w, "lich") || hasSuffix(w, "heit"):
		if len(w)-4 >= p2 {
			w = w[:len(w)-4]
			if (hasSuffix(w, "er") || hasSuffix(w, "en")) && len(w)-2 >= p1 {
				w = w[:len(w)-2]
			}
		}
	case hasSuffix(w, "keit"):
		if len(w)-4 >= p2 {
			w = w[:len(w)-4]
			switch {
			case hasSuffix(w, "lich") && len(w)-4 >= p2:
				w = w[:len(w)-4]
			case hasSuffix(w, "ig") && len(w)-2 >= p2:
				w = w[:len(w)-2]
			}
		}
	}
	return w
}

// dePostlude undoes the marks and drops the umlauts' dots.
func dePostlude(w []rune) string {
	var b strings.Builder
	b.Grow(len(w))
	for _, r := range w {
		switch r {
		case 'U', 'ü':
			r = 'u'
		case 'Y':
			r = 'y'
		case 'ä':
			r = 'a'
		case 'ö':
			r = 'o'
		}
		b.WriteRune(r)
	}
	return b.String()
}

func deVowel(r rune) bool {
	switch r {
	case 'a', 'e', 'i', 'o', 'u', 'y', 'ä', 'ö', 'ü':
		return true
	}
	return false
}

func sEnding(r rune) bool { return strings.ContainsRune("bdfghklmnrt", r) }

func stEnding(r rune) bool { return strings.ContainsRune("bdfghklmnt", r) }

func hasSuffix(w []rune, s string) bool {
	if len(w) < len(s) {
		return false
	}
	for i, c := range []byte(s) {
		if w[len(w)-len(s)+i] != rune(c) {
			return false
		}
	}
	return true
}

// longestSuffix is the length of the first of sfx (listed longest first)
// that w ends in, 0 if none: a step removes only its longest match.
func longestSuffix(w []rune, sfx ...string) int {
	for _, s := range sfx {
		if hasSuffix(w, s) {
			return len(s)
		}
	}
	return 0
}

// deRegions finds R1 and R2: R1 starts after the first non-vowel that follows
// a vowel, but not before the fourth letter; R2 is the same within R1.
func deRegions(w []rune) (p1, p2 int) {
	p1, p2 = len(w), len(w)
	next := func(from int) int {
		for i := from; i+1 < len(w); i++ {
			if deVowel(w[i]) && !deVowel(w[i+1]) {
				return i + 2
			}
		}
		return len(w)
	}
	if len(w) < 3 {
		return
	}
	p1 = next(0)
	p2 = next(p1) // from R1 before its adjustment, as Snowball does
	if p1 < 3 {
		p1 = 3
	}
	return
}
