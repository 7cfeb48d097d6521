package problem

import (
	"errors"
	"strings"
)

// Localizer renders message keys in one language (locales.Localizer, the
// CLI's Factory).
type Localizer interface {
	T(key string, args ...any) string
}

// Description is an error as it is told: its class, its message in a
// language, and where it is.
type Description struct {
	Class Class
	// Message is what a person at the command line is told (without the
	// place, which File and Line say).
	Message string
	// Public is what a phone is told: no path of the data dir, no "did
	// you mean".
	Public string
	File   string
	Line   int
	Token  string
	Reason string // the clause an input error cites
	// Cause is why a saved game is damaged or cannot be read, in the
	// language ("" for any other error).
	Cause string
	// Hint says a usage error: the CLI points to the command's help.
	Hint bool
}

// Describer is an error that describes itself (the store's): the
// description's Class is filled in by Describe.
type Describer interface {
	error
	Describe(l Localizer) Description
}

// Messager is an error with a message in the catalogs (a verdict, a
// referee's parse error).
type Messager interface {
	Message() (string, map[string]any)
}

// Describe is the one writer of an error's message, in l's language, for
// the CLI's stderr and JSON and the web's pages and {"error": …} alike.
func Describe(l Localizer, err error) Description {
	var (
		ie *InputError
		se *StorageError
		ds Describer
		ue *UsageError
	)
	d := Description{Class: Classify(err)}
	switch {
	case err == nil:
	case errors.As(err, &ie):
		d.Public = l.T(ie.Key, ie.Args)
		d.Message = Suggesting(l, d.Public, ie.Suggestions)
		d.File, d.Line, d.Token, d.Reason = ie.File, ie.Line, ie.Token, ie.Reason
	case errors.As(err, &se):
		d.Message = l.T(se.Key, se.Args)
		d.Public, d.File = d.Message, se.File
	case errors.As(err, &ds):
		d = ds.Describe(l)
		d.Class = Classify(err)
	case errors.As(err, &ue) && ue.Key != "":
		d.Public = l.T(ue.Key, ue.Args)
		d.Message = Suggesting(l, d.Public, ue.Suggestions)
		d.Token, _ = ue.Args["Token"].(string)
		d.Hint = true
	case errors.As(err, &ue):
		msg := ue.Error()
		if i := strings.Index(msg, ": strconv."); i > 0 {
			msg = msg[:i] // pflag appends Go's parse error to a bad number
		}
		d.Message = l.T("core.error.usage", "Err", msg)
		d.Public = d.Message
		d.Token = flagToken(ue.Error())
		d.Hint = true
	case errors.Is(err, ErrCancel):
		d.Message = l.T("core.error.cancelled")
		d.Public = d.Message
	default:
		d.Message = l.T("core.error.usage", "Err", err.Error())
		d.Hint = strings.Contains(err.Error(), "unknown command") || strings.Contains(err.Error(), "arg(s)")
		d.Public = err.Error()
		var m Messager
		if errors.As(err, &m) {
			key, args := m.Message()
			d.Public = strings.TrimSpace(l.T(key, args))
		}
	}
	return d
}

// flagToken extracts the offending flag from a pflag error message.
func flagToken(msg string) string {
	for _, p := range []string{"unknown flag: ", "unknown shorthand flag: ", "flag needs an argument: "} {
		if i := strings.Index(msg, p); i >= 0 {
			t := strings.Fields(msg[i+len(p):])
			if len(t) > 0 {
				return strings.Trim(t[0], "'\"")
			}
		}
	}
	return ""
}
