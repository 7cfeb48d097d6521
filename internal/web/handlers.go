package web

import (
	"errors"
	"io"
	"net/http"
	"strings"

	"codeberg.org/schiri/schiri/internal/problem"
	"codeberg.org/schiri/schiri/internal/strictjson"
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/locales"
)

// input is a create's or an action's request in its language, with the
// localizer of that language; false (and the answer sent) when it cannot
// be read.
func (s *Server) input(w http.ResponseWriter, r *http.Request) (table.Input, *locales.Localizer, bool) {
	lang := s.lang(w, r)
	in, ok := readInput(w, r)
	in.Lang = lang
	return in, localizer(lang), ok
}

// readInput reads a request body or form into the table's Input; false
// (and the answer sent) when it is too large or unreadable.
func readInput(w http.ResponseWriter, r *http.Request) (table.Input, bool) {
	b, err := io.ReadAll(r.Body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
		} else {
			http.Error(w, "cannot read the request", http.StatusBadRequest)
		}
		return table.Input{}, false
	}
	if !isForm(r) {
		return table.Input{Body: b}, true
	}
	r.Body = io.NopCloser(strings.NewReader(string(b)))
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return table.Input{}, false
	}
	return table.Input{Form: r.PostForm}, true
}

func isForm(r *http.Request) bool {
	ct := r.Header.Get("Content-Type")
	return strings.HasPrefix(ct, "application/x-www-form-urlencoded") || strings.HasPrefix(ct, "multipart/form-data")
}

func writeJSON(w http.ResponseWriter, code int, body []byte) {
	w.Header()["Content-Type"] = jsonMediaType[:1:1]
	w.WriteHeader(code)
	_, _ = w.Write(body)
}

func jsonError(w http.ResponseWriter, code int, kind, msg string) {
	b, _ := table.JSON(map[string]any{"error": map[string]string{"kind": kind, "message": msg}})
	writeJSON(w, code, b)
}

// errorStatus is the HTTP status of an input (400) or storage (503) error,
// with its kind for {"error": …}.
func errorStatus(err error) (int, string) {
	c := problem.Classify(err)
	if c != problem.Storage {
		c = problem.Input
	}
	return c.Status(), c.Kind()
}

// errorMessage is an error's message as a phone is told it (no paths of
// the data dir).
func errorMessage(l table.Localizer, err error) string { return problem.Describe(l, err).Public }

func (s *Server) gamesJSON(w http.ResponseWriter, r *http.Request) {
	g := s.games()
	s.linkTable(g) // the links just handed out open at once
	if g == nil {
		g = []gameEntry{}
	}
	b, _ := table.JSON(map[string]any{"games": g})
	writeJSON(w, http.StatusOK, b)
}

func (s *Server) stateJSON(w http.ResponseWriter, r *http.Request, gr gameRole) {
	lang := s.lang(w, r)
	_, doc, _, err := s.view(gr, lang)
	if err != nil {
		code, kind := errorStatus(err)
		jsonError(w, code, kind, errorMessage(localizer(lang), err))
		return
	}
	writeJSON(w, http.StatusOK, doc)
}

// kindRequest is what a create request says first: the kind of game.
type kindRequest struct {
	Kind string `json:"kind"`
}

func (s *Server) kinds() string {
	var k []string
	for _, g := range s.o.Games {
		k = append(k, g.Kind)
	}
	return strings.Join(k, ", ")
}

func (s *Server) gameOf(kind string) *table.Game {
	for _, g := range s.o.Games {
		if g.Kind == kind {
			return g
		}
	}
	return nil
}

func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	in, loc, ok := s.input(w, r)
	if !ok {
		return
	}
	var req kindRequest
	if in.Form != nil {
		req.Kind = in.Form.Get("kind")
	} else if err := strictjson.Unmarshal(in.Body, &req); err != nil {
		jsonError(w, http.StatusBadRequest, "input", errorMessage(loc, table.BadRequest(err)))
		return
	}
	g := s.gameOf(req.Kind)
	if g == nil {
		msg := s.t(in.Lang, "error.kind", "Kind", req.Kind, "Kinds", s.kinds())
		if in.Form != nil {
			s.redirect(w, r, s.HostPath(), "", msg)
			return
		}
		jsonError(w, http.StatusBadRequest, "input", msg)
		return
	}
	a := g.Create(s.svc, in)
	if a.Err == nil && a.Verdict == nil {
		s.forget()
	}
	if in.Form != nil {
		if a.Err == nil && a.Verdict == nil && a.Warning != nil {
			s.redirect(w, r, s.HostPath(), warningReason, a.Warning(loc))
			return
		}
		s.redirect(w, r, s.HostPath(), "", answerMessage(loc, a))
		return
	}
	if a.Err == nil && a.Verdict == nil {
		e := s.entry(g, a.ID)
		if a.Warning != nil {
			e.Warning = a.Warning(loc)
		}
		b, _ := table.JSON(e)
		writeJSON(w, http.StatusCreated, b)
		return
	}
	writeAnswer(w, loc, a)
}

// writeAnswer is an answer in JSON (SPEC §7): 200 with the document the CLI
// prints, 422 with the refusal's, 400 or 503 with {"error": …}.
func writeAnswer(w http.ResponseWriter, loc table.Localizer, a table.Answer) {
	switch {
	case a.Err != nil:
		code, kind := errorStatus(a.Err)
		jsonError(w, code, kind, errorMessage(loc, a.Err))
	case a.Verdict != nil:
		b, _ := table.JSON(a.Doc(loc))
		writeJSON(w, http.StatusUnprocessableEntity, b)
	default:
		b, _ := table.JSON(a.Doc(loc))
		writeJSON(w, http.StatusOK, b)
	}
}

// answerMessage is what a form's page shows of an answer: the refusal's or
// the error's message, "" when it was done.
func answerMessage(l table.Localizer, a table.Answer) string {
	switch {
	case a.Err != nil:
		return errorMessage(l, a.Err)
	case a.Verdict != nil:
		return table.Message(l, a.Verdict)
	}
	return ""
}

// act does a role's action through the game's registry entry: its JSON
// with the HTTP status of its outcome (JSON), or a 303 back to the page (a
// form) that shows the verdict.
func (s *Server) act(w http.ResponseWriter, r *http.Request, gr gameRole) {
	action := gr.game.Action(r.PathValue("action"))
	if action == nil {
		s.notFound(w, r)
		return
	}
	in, loc, ok := s.input(w, r)
	if !ok {
		return
	}
	if !action.May(gr.role) {
		if in.Form != nil {
			http.Error(w, "this link may not do that", http.StatusForbidden)
			return
		}
		jsonError(w, http.StatusForbidden, "role", "this link may not do that")
		return
	}
	a := action.Do(s.svc, gr.id, gr.role, in)
	if in.Form != nil {
		reason := ""
		if a.Verdict != nil {
			reason = string(a.Verdict.Rule)
		}
		s.redirect(w, r, pagePath(r), reason, answerMessage(loc, a))
		return
	}
	writeAnswer(w, loc, a)
}

func pagePath(r *http.Request) string { return "/g/" + r.PathValue("token") + "/" }

// redirect answers a form post with 303 back to its page, carrying the
// verdict to show (its clause is linked there) and, when it refuses the
// post, the form's fields as they were typed (the page shows them again).
func (s *Server) redirect(w http.ResponseWriter, r *http.Request, path, reason, msg string) {
	q := ""
	if msg != "" {
		q = "?v=" + putFlash(msg, reason, r.PostForm)
	}
	http.Redirect(w, r, path+q, http.StatusSeeOther)
}
