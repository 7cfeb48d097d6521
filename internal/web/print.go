package web

// The printable kit on the host dashboard (SPEC §9): every kind of the
// registry as a PDF download, a form with its values, and for each game
// the kinds that print it (its pad, its board). Only the host's link has
// them: a role's page links none, and /g/TOKEN/print/… does not exist, so
// no board or guesser link ever reaches a key card.

import (
	"errors"
	"math/rand/v2"
	"net/http"
	"net/url"

	"codeberg.org/schiri/schiri/internal/pdf"
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/rules"

	crand "crypto/rand"
)

// printKind is one kind's form on the dashboard.
type printKind struct {
	Name   string // the kind, the last part of its path
	Title  string // its one-line help
	Fields []printField
}

// printField is one value of a kind's form.
type printField struct {
	Name, Label, Value string
}

// printLink is a kind printed for a game.
type printLink struct {
	Title, URL string
}

// printSection is what the dashboard shows of the kit.
type printSection struct {
	Title, Hint, Paper, Download string
	Kinds                        []printKind
}

// kinds are the printable kinds of the games served, in the registry's
// order.
func (s *Server) printKinds() []*table.Print {
	var out []*table.Print
	for _, g := range s.o.Games {
		for i := range g.Prints {
			out = append(out, &g.Prints[i])
		}
	}
	return out
}

// printSection is the kit's part of the dashboard in the page's language.
func (s *Server) printSection(p *page) *printSection {
	kinds := s.printKinds()
	if len(kinds) == 0 {
		return nil
	}
	ps := &printSection{Title: p.T("print.title"), Hint: p.T("print.hint"), Paper: p.T("print.paper"), Download: p.T("print.download")}
	for _, k := range kinds {
		pk := printKind{Name: k.Name, Title: p.loc.T(k.Short)}
		for _, f := range k.Flags {
			pk.Fields = append(pk.Fields, printField{Name: f.Name, Label: p.loc.T(f.Usage), Value: f.Default})
		}
		ps.Kinds = append(ps.Kinds, pk)
	}
	return ps
}

// gamePrints are the kinds that print a saved game, as links.
func (s *Server) gamePrints(p *page, g *table.Game, id string) []printLink {
	var out []printLink
	for _, k := range g.Prints {
		if k.ForGame == nil {
			continue
		}
		v, ok := k.ForGame(s.svc, id)
		if !ok {
			continue
		}
		v.Set("lang", p.Lang)
		out = append(out, printLink{Title: p.T("print.for_game", "Kind", p.loc.T(k.Short)), URL: "print/" + k.Name + "?" + v.Encode()})
	}
	return out
}

// printPDF answers GET /h/TOKEN/print/KIND?flag=value&paper=…&lang=…
// with the kind's PDF as a download; a bad value is 400 and a refusal by
// the rules 422, each with its message as text.
func (s *Server) printPDF(w http.ResponseWriter, r *http.Request) {
	var kind *table.Print
	for _, k := range s.printKinds() {
		if k.Name == r.PathValue("kind") {
			kind = k
		}
	}
	if kind == nil {
		s.notFound(w, r)
		return
	}
	lang := s.lang(w, r)
	l := localizer(lang)
	q := r.URL.Query()
	paper, ok := pdf.ParsePaper(q.Get("paper"))
	if !ok {
		http.Error(w, s.t(lang, "print.bad_paper", "Token", q.Get("paper")), http.StatusBadRequest)
		return
	}
	values := url.Values{}
	for _, f := range kind.Flags {
		v := q.Get(f.Name)
		if v == "" {
			v = f.Default
		}
		if v != "" {
			values.Set(f.Name, v)
		}
	}
	var seed [32]byte
	_, _ = crand.Read(seed[:]) // fresh codes are secrets
	data, err := kind.Draw(table.PrintInput{Values: values, Paper: paper, Lang: lang, L: l, Rand: rand.New(rand.NewChaCha8(seed))})
	var v *rules.Verdict
	switch {
	case errors.As(err, &v):
		http.Error(w, table.Message(l, v)+" ("+string(v.Rule)+")", http.StatusUnprocessableEntity)
		return
	case err != nil:
		http.Error(w, table.ErrorMessage(l, err), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", `attachment; filename="`+kind.Name+`.pdf"`)
	_, _ = w.Write(data)
}
