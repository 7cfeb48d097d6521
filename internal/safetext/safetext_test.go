package safetext

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		"Ana":                      "Ana",
		"Zoë 🐻 日本":                 "Zoë 🐻 日本",
		"A\x1b[2J\x1b]0;pwned\aNa": `A\x1b[2J\x1b]0;pwned\aNa`,
		"a\nb\tc\rd":               `a\nb\tc\rd`,
		"\x7f\u009b":               `\x7f\x9b`,
		"abc\u202edef":             `abc\u202edef`,
		"bad\xffutf8":              `bad\xffutf8`,
		`already \x1b escaped`:     `already \x1b escaped`,
		"":                         "",
	} {
		got := Escape(in)
		assert.Equal(t, want, got, "%q", in)
		assert.Equal(t, got, Escape(got), "idempotent for %q", in)
		for _, r := range got {
			assert.False(t, needsEscape(r), "%q keeps %U", in, r)
		}
	}
	assert.True(t, Has("x\x1by"))
	assert.False(t, Has("Zoë"))
}

type name string

type stringer struct{}

func (stringer) String() string { return "s\x1b" }

func TestValue(t *testing.T) {
	assert.Equal(t, `a\x1b`, Value("a\x1b"))
	assert.Equal(t, `n\x1b`, Value(name("n\x1b")))
	assert.Equal(t, `e\x1b`, Value(errors.New("e\x1b")))
	assert.Equal(t, `s\x1b`, Value(stringer{}))
	assert.Equal(t, "\x1b[1mbold\x1b[0m", Value(Safe("\x1b[1mbold\x1b[0m")))
	assert.Equal(t, []string{`a\x1b`, "b"}, Value([]string{"a\x1b", "b"}))
	assert.Equal(t, 3, Value(3))
	assert.Nil(t, Value(nil))
}

func FuzzEscape(f *testing.F) {
	f.Add("A\x1b[2J\aNa")
	f.Add("\xff\u202e")
	f.Fuzz(func(t *testing.T, s string) {
		e := Escape(s)
		if Escape(e) != e {
			t.Fatalf("not idempotent: %q", s)
		}
		for _, r := range e {
			if needsEscape(r) {
				t.Fatalf("%q kept %U", s, r)
			}
		}
	})
}
