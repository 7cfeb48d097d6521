package table

import (
	"math/rand/v2"
	"net/url"

	"codeberg.org/schiri/schiri/internal/pdf"
)

// Print is one kind of the printable kit (SPEC §9): a PDF a game draws
// from a few values. `schiri print KIND`, the menu and serve's host
// dashboard find the kinds in the registry (Game.Prints) and know nothing
// else of them.
type Print struct {
	Name  string // as `schiri print` takes it: "<game>-<thing>"
	Short string // message key of its one-line help
	Long  string // message key of its help
	// Flags are the values it takes, each a flag of `schiri print NAME`
	// and a field of the dashboard's form.
	Flags []PrintFlag
	// Example are flags that print a full example (the tests print every
	// kind with them).
	Example []string
	// HostOnly says the PDF holds a secret (a key): only the host's
	// dashboard links it, never a role's page.
	HostOnly bool
	// Draw makes the PDF from the values given by flag name (a flag not
	// given has its default). A bad value is a *cli.InputError
	// naming its flag; a refusal by the rules a *rules.Verdict.
	Draw func(in PrintInput) ([]byte, error)
	// ForGame, when set, is the values that print this kind for a saved
	// game (its players, its board), or ok false when it has none.
	ForGame func(s *Service, id string) (url.Values, bool)
}

// PrintFlag is one value a kind takes.
type PrintFlag struct {
	Name    string // the flag's name, without dashes
	Default string
	Usage   string // message key
}

// PrintInput is what a kind draws from.
type PrintInput struct {
	Values url.Values
	Paper  pdf.Paper
	Lang   string // "de" or "en": every text of the PDF
	L      Localizer
	// Rand is a source of fresh randomness (the OS's secure source in
	// use, a seeded one in tests) for what is not given, such as codes.
	Rand *rand.Rand
}

// Get is the value of a flag (its default when not given; "" for none).
func (in PrintInput) Get(name string) string { return in.Values.Get(name) }
