package codenames

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/scrypt"
)

func TestParseKeyCode(t *testing.T) {
	tests := []struct {
		in      string
		want    string // canonical form; "" = parse error
		printed string
		key     string
	}{
		{"K7F3Q-X9P2M", "K7F3QX9P2M", "K7F3Q-X9P2M", ""},
		{"K7F3QX9P2M", "K7F3QX9P2M", "K7F3Q-X9P2M", ""},
		{"k7f3q-x9p2m", "K7F3QX9P2M", "K7F3Q-X9P2M", ""},
		{" k7f3q x9p2m ", "K7F3QX9P2M", "K7F3Q-X9P2M", ""},
		{"K7-F3-QX-9P-2M", "K7F3QX9P2M", "K7F3Q-X9P2M", ""},
		{"oOiIlL0000", "001111" + "0000", "00111-10000", ""}, // aliases O→0, I/L→1
		{"0000000000", "0000000000", "00000-00000", ""},
		{"ZZZZZ-ZZZZZ", "ZZZZZZZZZZ", "ZZZZZ-ZZZZZ", ""},
		// the second and third editions' codes: read, never made
		{"K7F3QX", "K7F3QX", "K7F3QX", ""},
		{"k7f-3qx", "K7F3QX", "K7F3QX", ""},
		{"", "", "", "codenames.err.key_code_length"},
		{"K7F3QX9", "", "", "codenames.err.key_code_length"},
		{"K7F3QX9P2", "", "", "codenames.err.key_code_length"},
		{"K7F3QX9P2MA", "", "", "codenames.err.key_code_length"},
		{"K7F3QX9P2MA!", "", "", "codenames.err.key_code_length"},
		{"----------", "", "", "codenames.err.key_code_length"},
		{"K7F3QX9P2U", "", "", "codenames.err.code_char"},
		{"K7F3Q_X9P2M", "", "", "codenames.err.code_char"},
		{"K7F3QX9P2Ä", "", "", "codenames.err.code_char"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			c, err := ParseKeyCode(tt.in)
			if tt.want == "" {
				var pe *ParseError
				require.True(t, errors.As(err, &pe), "want a parse error, got %v", err)
				assert.Equal(t, tt.key, pe.Key)
				assert.Equal(t, tt.in, pe.Token)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, c.String())
			assert.Equal(t, tt.printed, c.Printed())
			assert.Equal(t, len(tt.want) == CodeLen, c.Legacy())
			assert.Equal(t, len(tt.want), c.Len())
		})
	}
}

func TestKeyCodeRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 1000 {
		c := KeyCodeFrom(r)
		for _, s := range []string{c.String(), c.Printed(), strings.ToLower(c.Printed())} {
			got, err := ParseKeyCode(s)
			require.NoError(t, err)
			assert.Equal(t, c, got)
		}
		l := LegacyKeyCode(Code(r.Uint32N(1 << codeBits)))
		got, err := ParseKeyCode(l.String())
		require.NoError(t, err)
		assert.Equal(t, l, got)
	}
	seen := map[KeyCode]bool{}
	for range 100 {
		c := NewKeyCode()
		assert.False(t, c.Legacy(), "fresh codes are never legacy ones")
		assert.Less(t, c.v, uint64(1)<<keyBits)
		assert.Len(t, c.String(), KeyCodeLen)
		assert.Regexp(t, `^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$`, c.Printed())
		seen[c] = true
	}
	assert.Len(t, seen, 100, "fresh codes differ")
}

// JSON and saved games carry the canonical form, without the hyphen; a
// saved legacy code reads back as the legacy code it was.
func TestKeyCodeJSON(t *testing.T) {
	c, err := ParseKeyCode("K7F3Q-X9P2M")
	require.NoError(t, err)
	b, err := json.Marshal(struct{ Seed KeyCode }{c})
	require.NoError(t, err)
	assert.JSONEq(t, `{"Seed": "K7F3QX9P2M"}`, string(b))
	for _, in := range []string{`"K7F3QX9P2M"`, `"K7F3QX"`} {
		var back KeyCode
		require.NoError(t, json.Unmarshal([]byte(in), &back))
		assert.Equal(t, strings.Trim(in, `"`), back.String())
	}
	var bad KeyCode
	assert.Error(t, json.Unmarshal([]byte(`"K7F3QX9"`), &bad))
}

// specDerive and specGrid are SPEC §3 C2 (fourth edition) written out once
// more, apart from the package's own helpers: the test holds the package to
// the text.
func specDerive(t *testing.T, canonical string) (a, b uint64) {
	t.Helper()
	d, err := scrypt.Key([]byte(canonical), []byte("schiri codenames key 4"), 1<<14, 8, 1, 16)
	require.NoError(t, err)
	return binary.LittleEndian.Uint64(d[0:8]), binary.LittleEndian.Uint64(d[8:16])
}

func specGrid(a, b uint64, s Size) (Team, []Card) {
	splitmix := func(x uint64) uint64 {
		x += 0x9e3779b97f4a7c15
		x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
		x = (x ^ (x >> 27)) * 0x94d049bb133111eb
		return x ^ (x >> 31)
	}
	starts := Blue
	if splitmix(a^1<<48)%2 == 0 {
		starts = Red
	}
	n := CountsFor(s)
	var cards []Card
	for _, part := range []struct {
		card  Card
		count int
	}{{CardOf(starts), n.Starter}, {CardOf(starts.Other()), n.Other}, {CardNeutral, n.Neutral}, {CardAssassin, n.Assassin}} {
		for range part.count {
			cards = append(cards, part.card)
		}
	}
	base := uint64(s.Rows)<<32 | uint64(s.Cols)<<40 | 2<<48
	pcg := rand.NewPCG(splitmix(a^base), splitmix(b^base))
	lemire := func(n uint64) uint64 {
		for {
			hi, lo := bits.Mul64(pcg.Uint64(), n)
			if lo >= n || lo >= -n%n {
				return hi
			}
		}
	}
	for i := len(cards) - 1; i > 0; i-- {
		j := lemire(uint64(i + 1))
		cards[i], cards[j] = cards[j], cards[i]
	}
	return starts, cards
}

// longCodes and longSizes are the codes and sizes the golden file pins.
var (
	longCodes = []string{"0000000000", "K7F3QX9P2M", "ZZZZZZZZZZ", "MEER42HA5S"}
	longSizes = []Size{{5, 5}, {3, 3}, {8, 8}, {4, 6}, {7, 3}}
)

// C2 (fourth edition): the same 10-character code and size give the same
// grid in every future version. Never regenerate this file for a change in
// generation: that would break every code players have written down. Each
// code is derived once (the derivation does not depend on the size) and
// its grids are checked against the SPEC's recipe written out above.
func TestLongKeyGolden(t *testing.T) {
	var b strings.Builder
	for i, code := range longCodes {
		c, err := ParseKeyCode(code)
		require.NoError(t, err)
		require.False(t, c.Legacy())
		seed := deriveKey(c)
		a, bb := seed.a, seed.b
		if i == 1 { // scrypt once more, as the SPEC writes it (each run is slow)
			a, bb = specDerive(t, code)
		}
		for j, size := range longSizes {
			k := seed.key(c, size, NoTeam)
			starts, cards := specGrid(a, bb, size)
			require.Equal(t, starts, k.Starts, "%s %s", code, size)
			require.Equal(t, starts, k.Own)
			require.Equal(t, cards, k.Cards, "%s %s", code, size)
			if i == 0 && j < 2 { // the public path is the same
				assert.Equal(t, k, NewKey(c, size, NoTeam))
			}
			b.WriteString(renderKey(k, nil))
			b.WriteByte('\n')
		}
	}
	golden := filepath.Join("testdata", "golden", "keys4.txt")
	if *update {
		require.NoError(t, os.WriteFile(golden, []byte(b.String()), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err)
	assert.Equal(t, string(want), b.String())
}

// --starts swaps the team colours of a long code's layout too, and a key
// remembers the team its code picked.
func TestLongKeyStartsOverride(t *testing.T) {
	c, err := ParseKeyCode("K7F3Q-X9P2M")
	require.NoError(t, err)
	seed := deriveKey(c)
	own := seed.key(c, DefaultSize, NoTeam)
	swapped := seed.key(c, DefaultSize, own.Starts.Other())
	assert.Equal(t, own.Starts.Other(), swapped.Starts)
	assert.Equal(t, own.Own, swapped.Own)
	for i, card := range own.Cards {
		want := card
		if card.Team() != NoTeam {
			want = CardOf(card.Team().Other())
		}
		assert.Equal(t, want, swapped.Cards[i], "cell %d", i)
	}
}

// A legacy code never runs the derivation; a long one runs it once per key.
func TestKeyDerivationsCounted(t *testing.T) {
	before := KeyDerivations()
	NewKey(LegacyKeyCode(Code(4711)), DefaultSize, NoTeam)
	assert.Equal(t, before, KeyDerivations())
	c, err := ParseKeyCode("K7F3QX9P2M")
	require.NoError(t, err)
	s, err := NewSetup(c, Code(1), DefaultSize, NoTeam, English)
	require.NoError(t, err)
	assert.Equal(t, before+1, KeyDerivations())
	g, err := Replay(Record{Setup: s, Moves: []Move{ClueMove("zebra", 1)}})
	require.NoError(t, err)
	_, err = g.Undo()
	require.NoError(t, err)
	assert.Equal(t, before+1, KeyDerivations(), "a game replays from its saved grid")
}

func FuzzParseKeyCode(f *testing.F) {
	for _, s := range []string{"K7F3Q-X9P2M", "k7f3qx9p2m", "K7F3QX", "OIL00-OIL00", "", "ZZZZZZZZZZZ", "ü-ß", " \t-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseKeyCode(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *ParseError", err)
			}
			return
		}
		if c.v >= 1<<(5*c.Len()) {
			t.Fatalf("code %d out of range", c.v)
		}
		for _, form := range []string{c.String(), c.Printed()} {
			back, err := ParseKeyCode(form)
			if err != nil || back != c {
				t.Fatalf("round trip of %q via %q: %v %v", s, form, back, err)
			}
		}
	})
}

func BenchmarkKeyDerivation(b *testing.B) {
	c, err := ParseKeyCode("K7F3QX9P2M")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		NewKey(c, DefaultSize, NoTeam)
	}
}
