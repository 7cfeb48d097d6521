package table

import (
	"bytes"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"codeberg.org/schiri/schiri/internal/problem"
	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/strictjson"
	"codeberg.org/schiri/schiri/referee"
	"codeberg.org/schiri/schiri/rules"
	"codeberg.org/schiri/schiri/scoring/stats"
)

// Game is a game's entry in the registry: what every front end needs to
// know of it without naming it. The list of entries is package games.
type Game struct {
	Kind string
	// Stats reads the saved game id for the statistics (SPEC §8): loaded
	// through the store and replayed, as the game's own commands do; a game
	// that does not replay is a damaged save (store.Damaged). Figures
	// counts the figures of the game's saves (scoring/<game>) and Players
	// names the players they count by name (nil: the game counts none).
	Stats   func(st *store.Store, id string) (stats.Saved, error)
	Figures func(saves []stats.Saved, o stats.Options) (stats.Figures, error)
	Players func(saves []stats.Saved) ([]string, error)
	// Roles are the links of a game at the table, in link order, each with
	// what it may see (its view) and do (Action.Roles); none for a game
	// that is not served to phones (Served).
	Roles []string
	// Actions are what the roles may do to a saved game.
	Actions []Action
	// Create starts a saved game from a request (SPEC §7's POST games).
	// Example is such a request, as a phone sends it.
	Example string
	Create  func(s *Service, in Input) Answer
	// Views builds the view of every role from the saved game once; the
	// values are the role view types of the game's package, marshalled as
	// they are (the JSON documents of SPEC §1–§3), with what they say in
	// l's language (the last refusal at the table, Service.Last).
	Views func(s *Service, id string, l Localizer) (map[string]any, error)
	// Page is what the role's phone page shows (the data of the game's
	// template in internal/web), made from the role's view, the page's
	// query and its language: PageOf the game's page over its own view
	// type (a view of any other type is an error). After a form post the
	// page refused, q holds the post's fields as they were typed, each
	// under KeptPrefix+name (never from the URL itself), for the form to
	// come back as it was.
	Page func(view any, role string, q url.Values, l Localizer) (any, error)
	// Prints are the game's kinds of the printable kit (SPEC §9).
	Prints []Print
	// Referee is the game's referee with its types erased: a game from a
	// random setup that plays, undoes and replays through the contract
	// (package referee), as the registry's conformance test runs it.
	Referee referee.Random
}

// KeptPrefix is the prefix of a refused form's fields in a page's query
// (Game.Page).
const KeptPrefix = "kept."

// Action is one thing a role may do to a saved game.
type Action struct {
	Name  string
	Roles []string // the roles that may do it
	// Do decodes the request strictly into the action's typed request and
	// applies it in one Update, as the role: every check deciding it runs
	// under the game's lock.
	Do func(s *Service, id, role string, in Input) Answer
	// Example is a request the action takes on a game just created from
	// the game's Example ("" when it needs more of a game).
	Example string
}

// May reports whether role may do the action.
func (a *Action) May(role string) bool {
	for _, r := range a.Roles {
		if r == role {
			return true
		}
	}
	return false
}

// Action is the named action of the game, or nil.
func (g *Game) Action(name string) *Action {
	for i := range g.Actions {
		if g.Actions[i].Name == name {
			return &g.Actions[i]
		}
	}
	return nil
}

// StatsOf is a game's Stats: the save loaded into a new S, which game
// replays into the game as its figures read it; a save that does not
// replay is damaged.
func StatsOf[S, G any](kind string, game func(s *S) (G, error)) func(*store.Store, string) (stats.Saved, error) {
	return func(st *store.Store, id string) (stats.Saved, error) {
		var s S
		env, err := st.Load(kind, id, &s)
		if err != nil {
			return stats.Saved{}, err
		}
		g, err := game(&s)
		if err != nil {
			return stats.Saved{}, st.Damaged(kind, id, err)
		}
		return stats.Saved{ID: id, Created: env.Created, Game: g}, nil
	}
}

// PageOf is a game's Page from its page over its own view type V (the
// values its Views builds): a view of another type is a *ViewError, never
// a panic or a page made of nothing.
func PageOf[V any](page func(v V, role string, q url.Values, l Localizer) any) func(any, string, url.Values, Localizer) (any, error) {
	return func(view any, role string, q url.Values, l Localizer) (any, error) {
		v, ok := view.(V)
		if !ok {
			return nil, &ViewError{Role: role, Got: fmt.Sprintf("%T", view), Want: fmt.Sprintf("%T", *new(V))}
		}
		return page(v, role, q, l), nil
	}
}

// ViewError is a role's view that is not of the type the game's page
// reads: the registry paired one game's views with another's page.
type ViewError struct{ Role, Got, Want string }

func (e *ViewError) Error() string {
	return fmt.Sprintf("table: the %s view is a %s, not the %s its page reads", e.Role, e.Got, e.Want)
}

// Served reports whether the game is served to phones (it has roles).
func (g *Game) Served() bool { return len(g.Roles) > 0 }

// HasRole reports whether the game has the role.
func (g *Game) HasRole(role string) bool {
	for _, r := range g.Roles {
		if r == role {
			return true
		}
	}
	return false
}

// Input is a request to create a game or do an action: a JSON body (read
// strictly, SPEC §0) or an HTML form.
type Input struct {
	Body []byte
	Form url.Values // non-nil for a form
	Lang string     // the language of the request ("de" or "en")
}

// Answer is what a create or an action comes to.
type Answer struct {
	// ID is the game created or changed.
	ID string
	// Doc is the JSON document the CLI prints for it (with --json), success
	// or refusal, in a language; nil for an error.
	Doc func(Localizer) any
	// Verdict is the rules' refusal (the CLI's exit 1), or nil.
	Verdict *rules.Verdict
	// Err is an input error (exit 2) or a storage error (exit 3), or nil.
	Err error
	// Warning, when set, is what the person who made the change should
	// know although it was made (the CLI says it on stderr), in a
	// language.
	Warning func(Localizer) string
}

// Fail is the answer for an error.
func Fail(err error) Answer { return Answer{Err: err} }

// Localizer renders message keys in one language (locales.Localizer; the
// CLI's Factory).
type Localizer interface {
	T(key string, args ...any) string
}

// Message is a verdict's message in l's language.
func Message(l Localizer, v *rules.Verdict) string {
	if v == nil {
		return ""
	}
	return strings.TrimSpace(l.T(v.Key, v.Args))
}

// VerdictDoc is a refusal in a document: its clause and message.
type VerdictDoc struct {
	Reason  string `json:"reason"`
	Message string `json:"message"`
}

// NewVerdictDoc renders v for a document.
func NewVerdictDoc(l Localizer, v *rules.Verdict) VerdictDoc {
	return VerdictDoc{Reason: string(v.Rule), Message: Message(l, v)}
}

// ErrUnchanged stops an Update that would write nothing new.
var ErrUnchanged = errors.New("unchanged")

// Decode reads a JSON request body strictly into the typed request v (one
// document, no key twice, no key v does not know, nothing after it); an
// empty body leaves v as it is. A body that breaks this is an input error.
func Decode(body []byte, v any) error {
	if len(bytes.TrimSpace(body)) == 0 {
		return nil
	}
	if err := strictjson.UnmarshalKnown(body, v); err != nil {
		return BadRequest(err)
	}
	return nil
}

// DecodeAll is Decode for a request that must say something (a create):
// an empty body is not one document either.
func DecodeAll(body []byte, v any) error {
	if err := strictjson.UnmarshalKnown(body, v); err != nil {
		return BadRequest(err)
	}
	return nil
}

// BadRequest is the input error for a request that is not the JSON
// expected.
func BadRequest(err error) error {
	return problem.NewInputError("serve.error.request", "Err", err.Error())
}
