package codenames

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseCode(t *testing.T) {
	tests := []struct {
		in   string
		want string // canonical form; "" = parse error
		key  string
	}{
		{"K7F3QX", "K7F3QX", ""},
		{"k7f3qx", "K7F3QX", ""},
		{"K7F-3QX", "K7F3QX", ""},
		{"  k7-f3-qx ", "K7F3QX", ""},
		{"000000", "000000", ""},
		{"ZZZZZZ", "ZZZZZZ", ""},
		{"OoIiLl", "001111", ""}, // aliases O→0, I/L→1
		{"ABCDEF", "ABCDEF", ""},
		{"", "", "codenames.err.code_length"},
		{"K7F3Q", "", "codenames.err.code_length"},
		{"K7F3QXY", "", "codenames.err.code_length"},
		{"------", "", "codenames.err.code_length"},
		{"K7F3QU", "", "codenames.err.code_char"}, // U is not a Crockford digit
		{"K7F 3QX", "K7F3QX", ""},                 // spaces are ignored (C2, fourth edition)
		{"K7F\t3QX", "K7F3QX", ""},
		{"K7F3Q!", "", "codenames.err.code_char"},
		{"K7F3QÄ", "", "codenames.err.code_char"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			c, err := ParseCode(tt.in)
			if tt.want == "" {
				var pe *ParseError
				require.True(t, errors.As(err, &pe), "want a parse error, got %v", err)
				assert.Equal(t, tt.key, pe.Key)
				assert.Equal(t, tt.in, pe.Token)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, c.String())
		})
	}
}

func TestCodeRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 1000 {
		c := Code(r.Uint32N(1 << codeBits))
		got, err := ParseCode(c.String())
		require.NoError(t, err)
		assert.Equal(t, c, got)
	}
	for range 100 {
		c := RandomCode()
		assert.Less(t, uint32(c), uint32(1<<codeBits))
		assert.Len(t, c.String(), CodeLen)
	}
}

func FuzzParseCode(f *testing.F) {
	for _, s := range []string{"K7F3QX", "k7f-3qx", "OIL000", "", "ZZZZZZZ", "ü-ß", "\xff\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCode(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *ParseError", err)
			}
			return
		}
		if uint32(c) >= 1<<codeBits {
			t.Fatalf("code %d out of range", c)
		}
		back, err := ParseCode(c.String())
		if err != nil || back != c {
			t.Fatalf("round trip of %q: %v %v", s, back, err)
		}
	})
}
