package codenames

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseSize(t *testing.T) {
	tests := []struct {
		in   string
		want Size
		key  string
	}{
		{"5x5", Size{5, 5}, ""},
		{"5X5", Size{5, 5}, ""},
		{"3x8", Size{3, 8}, ""},
		{"8×3", Size{8, 3}, ""},
		{" 4 x 6 ", Size{4, 6}, ""},
		{"6*4", Size{6, 4}, ""},
		{"2x5", Size{}, "codenames.err.size_range"},
		{"5x9", Size{}, "codenames.err.size_range"},
		{"0x0", Size{}, "codenames.err.size_range"},
		{"-5x5", Size{}, "codenames.err.size_range"},
		{"5", Size{}, "codenames.err.size_format"},
		{"fivexfive", Size{}, "codenames.err.size_format"},
		{"5x", Size{}, "codenames.err.size_format"},
		{"", Size{}, "codenames.err.size_format"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			s, err := ParseSize(tt.in)
			if tt.key != "" {
				var pe *ParseError
				require.True(t, errors.As(err, &pe), "want a parse error, got %v", err)
				assert.Equal(t, tt.key, pe.Key)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, s)
		})
	}
}

// C1 on every size from 3×3 to 8×8, against the ruling's formula computed
// independently in floating point.
func TestCountsC1(t *testing.T) {
	for r := MinSide; r <= MaxSide; r++ {
		for c := MinSide; c <= MaxSide; c++ {
			s := Size{r, c}
			t.Run(s.String(), func(t *testing.T) {
				n := r * c
				got := CountsFor(s)
				neutral := int(math.Round(7 * float64(n) / 25))
				if (n-1-neutral)%2 == 0 {
					neutral--
				}
				assert.Equal(t, 1, got.Assassin)
				assert.Equal(t, neutral, got.Neutral)
				assert.Equal(t, got.Other+1, got.Starter, "the starting team has one card more")
				assert.Equal(t, n, got.Starter+got.Other+got.Neutral+got.Assassin)
				assert.Positive(t, got.Other)
			})
		}
	}
}

func TestCountsKnown(t *testing.T) {
	tests := []struct {
		size Size
		want Counts
	}{
		{Size{5, 5}, Counts{9, 8, 7, 1}},
		{Size{3, 3}, Counts{3, 2, 3, 1}},
		{Size{3, 4}, Counts{5, 4, 2, 1}}, // round(3.36)=3, 12−1−3=8 even → 2
		{Size{4, 4}, Counts{6, 5, 4, 1}},
		{Size{4, 5}, Counts{7, 6, 6, 1}}, // round(5.6)=6, 20−1−6=13 odd
		{Size{6, 6}, Counts{13, 12, 10, 1}},
		{Size{8, 8}, Counts{23, 22, 18, 1}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.size), func(t *testing.T) {
			assert.Equal(t, tt.want, CountsFor(tt.size))
		})
	}
}

func FuzzParseSize(f *testing.F) {
	for _, s := range []string{"5x5", "3×8", "9x9", "x", "", "5x5x5", "08x03"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		size, err := ParseSize(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *ParseError", err)
			}
			return
		}
		if !size.Valid() {
			t.Fatalf("%q parsed to invalid %v", s, size)
		}
	})
}
