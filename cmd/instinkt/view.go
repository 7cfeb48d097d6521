package instinkt

import (
	"bytes"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// readLayout reads and parses a layout file.
func readLayout(f *cli.Factory, path string) (*ref.LayoutFile, error) {
	data, err := f.ReadInput(path)
	if err != nil {
		return nil, err
	}
	lf, err := ref.ParseLayout(bytes.NewReader(data))
	if err != nil {
		return nil, cli.FromParseError(err, path, "File", path)
	}
	return lf, nil
}

// readRecord reads and parses a game record.
func readRecord(f *cli.Factory, path string) (*ref.Record, error) {
	data, err := f.ReadInput(path)
	if err != nil {
		return nil, err
	}
	rec, err := ref.ParseRecord(bytes.NewReader(data))
	if err != nil {
		return nil, cli.FromParseError(err, path, "File", path)
	}
	return rec, nil
}

// parseCardFlag reads a card given on the command line.
func parseCardFlag(s string) (ref.Card, error) {
	c, ok := ref.ParseCard(strings.TrimSpace(s))
	if !ok {
		e := cli.NewInputError("instinkt.parse.unknown_card", "Token", s).At("", 0, s).Cites(string(ref.RuleCardUnknown))
		e.Suggestions = cli.Suggest(s, ref.CardNames())
		return ref.NoCard, e
	}
	return c, nil
}
