package kodiak

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseCard(t *testing.T) {
	tests := []struct {
		token string
		want  Card
	}{
		{"0", 0},
		{"7", 7},
		{"13", 13},
		{"03", 3},
		{"peek-own", PeekOwn},
		{"eigene", PeekOwn},
		{"Peek-Other", PeekOther},
		{"fremde", PeekOther},
		{"swap", Swap},
		{"TAUSCHEN", Swap},
		{"red-king", RedKing},
		{"roter-koenig", RedKing},
		{"roter-könig", RedKing},
		{"Roter-König", RedKing},
		{"roter-ko\u0308nig", RedKing}, // decomposed ö
		{"blue-king", BlueKing},
		{"blauer-koenig", BlueKing},
		{"Blauer-König", BlueKing},
		{"energy", Energy},
		{"Energie", Energy},
		{"hairball", Hairball},
		{"Haarball", Hairball},
		{" swap ", Swap},
	}
	for _, tt := range tests {
		t.Run(tt.token, func(t *testing.T) {
			got, ok := ParseCard(tt.token)
			require.True(t, ok)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseCardRejects(t *testing.T) {
	for _, token := range []string{"", "14", "-1", "3.0", "100", "king", "red king", "0x3", "+3", "rotekönig", "hairballs"} {
		t.Run(token, func(t *testing.T) {
			_, ok := ParseCard(token)
			assert.False(t, ok)
		})
	}
}

func TestCardValue(t *testing.T) {
	tests := []struct {
		card Card
		want int
	}{
		{0, 0}, {5, 5}, {13, 13},
		{PeekOwn, 10}, {PeekOther, 10}, {Swap, 10}, {Energy, 10},
		{RedKing, -2}, {BlueKing, 13},
		{Hairball, 0}, // ruling K1: counted apart, never as a card value
	}
	for _, tt := range tests {
		t.Run(tt.card.String(), func(t *testing.T) {
			assert.Equal(t, tt.want, tt.card.Value())
		})
	}
}

func TestCardTextRoundTrip(t *testing.T) {
	cards := Cards()
	require.Len(t, cards, 21)
	for _, c := range cards {
		b, err := c.MarshalText()
		require.NoError(t, err)
		var back Card
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, c, back, string(b))
	}
	_, err := Card(99).MarshalText()
	assert.Error(t, err)
	var c Card
	assert.Error(t, c.UnmarshalText([]byte("joker")))
}

func TestParseCardList(t *testing.T) {
	tests := []struct {
		in   string
		want []Card
	}{
		{"", []Card{}},
		{"   ", []Card{}},
		{"3 red-king hairball", []Card{3, RedKing, Hairball}},
		{"3, Roter-König,haarball", []Card{3, RedKing, Hairball}},
		{"13;0\t1", []Card{13, 0, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseCardList(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
	_, err := ParseCardList("3 queen 4")
	var pe *ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "queen", pe.Token)
	assert.Equal(t, "kodiak.parse.unknown_card_token", pe.Key)
}
