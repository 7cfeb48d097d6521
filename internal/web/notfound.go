package web

import (
	"bytes"
	"io"
	"net/http"
)

// notFoundPage is the one answer for every unknown path and token: a page
// in the reader's language that tells nothing about what exists (the same
// page whatever was asked for: it does not even repeat the path).
func (s *Server) notFoundPage(w http.ResponseWriter, r *http.Request) {
	lang := s.lang(w, r)
	other := "de"
	if lang == "de" {
		other = "en"
	}
	p := &page{Lang: lang, Other: other, loc: localizer(lang), Path: "/"}
	p.Title = p.T("not_found")
	var b bytes.Buffer
	if err := templates().ExecuteTemplate(&b, "notfound.html", p); err != nil {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		_, _ = io.WriteString(w, "404 page not found\n")
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	_, _ = w.Write(b.Bytes())
}
