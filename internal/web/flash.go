package web

// A verdict or an error shown on the page a form post goes back to. The
// redirect carries only an unguessable name for it (?v=…), never its text:
// a crafted link cannot make a page show words of its own (SPEC §7: a page's
// messages come from the server, never from the query string). A refused
// form's fields are kept with it, so the page comes back as it was typed.

import (
	"crypto/rand"
	"encoding/base64"
	"net/url"
	"sync"
	"time"
)

// flashTTL is how long a verdict can be shown again (a reload of the page).
const (
	flashTTL = 30 * time.Minute
	flashMax = 4096
)

type flash struct {
	msg, reason string
	form        url.Values // the refused form's fields, as typed; nil if none
	at          time.Time
}

var (
	flashMu sync.Mutex
	flashes = map[string]flash{}
)

// putFlash keeps a message (and its clause, and the fields of the form it
// refused) and returns its name.
func putFlash(msg, reason string, form url.Values) string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	name := base64.RawURLEncoding.EncodeToString(b)
	now := time.Now()
	flashMu.Lock()
	defer flashMu.Unlock()
	if len(flashes) >= flashMax {
		for k, f := range flashes {
			if now.Sub(f.at) > flashTTL || len(flashes) >= flashMax {
				delete(flashes, k)
			}
		}
	}
	flashes[name] = flash{msg: msg, reason: reason, form: form, at: now}
	return name
}

// getFlash is the message of a name, or "" for an unknown or old one.
func getFlash(name string) (msg, reason string, form url.Values) {
	if name == "" {
		return "", "", nil
	}
	flashMu.Lock()
	defer flashMu.Unlock()
	f, ok := flashes[name]
	if !ok || time.Since(f.at) > flashTTL {
		delete(flashes, name)
		return "", "", nil
	}
	return f.msg, f.reason, f.form
}
