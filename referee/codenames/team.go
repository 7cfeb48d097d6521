package codenames

import "strings"

// Team is one of the two teams; NoTeam is the zero value ("nobody").
type Team uint8

// The teams.
const (
	NoTeam Team = iota
	Red
	Blue
)

// Other is the opposing team.
func (t Team) Other() Team {
	switch t {
	case Red:
		return Blue
	case Blue:
		return Red
	}
	return NoTeam
}

func (t Team) String() string {
	switch t {
	case Red:
		return "red"
	case Blue:
		return "blue"
	}
	return "none"
}

// MarshalText writes "red" or "blue".
func (t Team) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a team as ParseTeam does.
func (t *Team) UnmarshalText(b []byte) error {
	v, err := ParseTeam(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// ParseTeam reads "red" or "blue" (German "rot", "blau"), case-insensitive.
func ParseTeam(s string) (Team, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "red", "rot", "r":
		return Red, nil
	case "blue", "blau", "b":
		return Blue, nil
	}
	return NoTeam, parseErr(s, "codenames.err.team")
}

// Card is what a cell of the key grid is.
type Card uint8

// The kinds of card.
const (
	NoCard Card = iota
	CardRed
	CardBlue
	CardNeutral
	CardAssassin
)

// CardOf is the card colour of a team.
func CardOf(t Team) Card {
	switch t {
	case Red:
		return CardRed
	case Blue:
		return CardBlue
	}
	return NoCard
}

// Team is the team that owns the card (NoTeam for neutral and assassin).
func (c Card) Team() Team {
	switch c {
	case CardRed:
		return Red
	case CardBlue:
		return Blue
	}
	return NoTeam
}

// Letter is the one-letter mark of the card: R, B, N or A (the same letters
// work in German: Rot, Blau, Neutral, Attentäter).
func (c Card) Letter() byte {
	switch c {
	case CardRed:
		return 'R'
	case CardBlue:
		return 'B'
	case CardNeutral:
		return 'N'
	case CardAssassin:
		return 'A'
	}
	return '?'
}

func (c Card) String() string {
	switch c {
	case CardRed:
		return "red"
	case CardBlue:
		return "blue"
	case CardNeutral:
		return "neutral"
	case CardAssassin:
		return "assassin"
	}
	return "none"
}

// MarshalText writes "red", "blue", "neutral" or "assassin".
func (c Card) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads what MarshalText writes.
func (c *Card) UnmarshalText(b []byte) error {
	switch string(b) {
	case "red":
		*c = CardRed
	case "blue":
		*c = CardBlue
	case "neutral":
		*c = CardNeutral
	case "assassin":
		*c = CardAssassin
	default:
		return parseErr(string(b), "codenames.err.card")
	}
	return nil
}
