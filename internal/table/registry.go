package table

import (
	"bytes"
	"errors"
	"net/url"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
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
	Players func(saves []stats.Saved) []string
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
	// query and its language. After a form post the page refused, q holds
	// the post's fields as they were typed, each under KeptPrefix+name
	// (never from the URL itself), for the form to come back as it was.
	Page func(view any, role string, q url.Values, l Localizer) any
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
func StatsOf[S any](kind string, game func(s *S) (any, error)) func(*store.Store, string) (stats.Saved, error) {
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

// Storage reports whether err is a storage error (the CLI's exit 3), as
// against an input error.
func Storage(err error) bool {
	var se *store.Error
	var ce *cli.StorageError
	if errors.As(err, &ce) {
		return true
	}
	return errors.As(err, &se) && (se.Kind == store.Corrupt || se.Kind == store.IO)
}

// ErrorMessage is an input or storage error's message in l's language, as
// the CLI would say it (without the file paths of the data dir).
func ErrorMessage(l Localizer, err error) string {
	var (
		ie *cli.InputError
		se *store.Error
		v  *rules.Verdict
		m  interface {
			Message() (string, map[string]any)
		}
	)
	switch {
	case errors.As(err, &ie):
		return l.T(ie.Key, ie.Args)
	case errors.As(err, &se):
		switch se.Kind {
		case store.NotFound:
			return l.T("core.store.not_found", "ID", se.ID)
		case store.Exists:
			return l.T("core.store.exists", "ID", se.ID)
		case store.BadID:
			if errors.Is(se.Err, store.ErrReservedID) {
				return l.T("core.store.reserved_id", "ID", se.ID)
			}
			return l.T("core.store.bad_id", "ID", se.ID)
		case store.NoGames:
			return l.T("core.store.no_games")
		case store.Corrupt: // the cause names the data dir's file: not for a phone
			return strings.TrimSuffix(strings.TrimSpace(l.T("core.store.corrupt", "Err", "")), ":")
		}
		return strings.TrimSuffix(strings.TrimSpace(l.T("core.store.io", "Err", "")), ":")
	case errors.As(err, &v):
		return Message(l, v)
	case errors.As(err, &m):
		key, args := m.Message()
		return l.T(key, args)
	}
	return err.Error()
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
	return cli.NewInputError("serve.error.request", "Err", err.Error())
}
