package web

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"time"

	"codeberg.org/schiri/schiri/internal/table"
)

// token is the link token for a name: 256 bits of HMAC-SHA256 under the
// secret, URL-safe base64. Links stay the same across restarts and change
// with the secret.
func (s *Server) token(name string) string {
	m := hmac.New(sha256.New, s.secret)
	m.Write([]byte(name))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

func (s *Server) gameToken(kind, id, role string) string {
	return s.token("game\x00" + kind + "\x00" + id + "\x00" + role)
}

// tokenLen is a token's length: 256 bits in URL-safe base64.
const tokenLen = 43

// validToken reports whether t looks like a token (43 URL-safe characters),
// before any lookup.
func validToken(t string) bool {
	if len(t) != tokenLen {
		return false
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// gameEntry is one game of games.json.
type gameEntry struct {
	Kind  string            `json:"kind"`
	Game  string            `json:"game"`
	Links map[string]string `json:"links"`
	// Warning is said to whoever made the game through JSON, as the CLI
	// says it on stderr (a 6-character key code, C2); never in games.json.
	Warning string `json:"warning,omitempty"`
	game    *table.Game
}

// games lists every game of the data dir with its role links: exactly the
// games the CLI's `list` commands list (the table's List), kind by kind.
func (s *Server) games() []gameEntry {
	var out []gameEntry
	for _, g := range s.o.Games {
		infos, err := s.svc.List(g.Kind)
		if err != nil {
			continue
		}
		for _, in := range infos {
			out = append(out, s.entry(g, in.ID))
		}
	}
	return out
}

// entry is a game's entry of games.json: its links, one per role.
func (s *Server) entry(g *table.Game, id string) gameEntry {
	links := make(map[string]string, len(g.Roles))
	for _, r := range g.Roles {
		links[r] = "/g/" + s.gameToken(g.Kind, id, r) + "/"
	}
	return gameEntry{Kind: g.Kind, Game: id, Links: links, game: g}
}

// lookup finds the game and role of a token: by the hash of the token (a
// map lookup learns nothing of a token from its timing), then compared in
// constant time. An unknown token rebuilds the table of links (a game the
// CLI created meanwhile), at most every 50 ms.
func (s *Server) lookup(t string) (gameRole, bool) {
	if !validToken(t) {
		return gameRole{}, false
	}
	key := sha256.Sum256([]byte(t))
	s.mu.Lock()
	tokens, built := s.tokens, s.builtAt
	s.mu.Unlock()
	if tokens == nil || tokens[key].game == nil && time.Since(built) > 50*time.Millisecond {
		tokens = s.linkTable(s.games())
	}
	if l, ok := tokens[key]; ok && sameToken(l.token, t) {
		return l.gameRole, true
	}
	return gameRole{}, false
}

// sameToken compares two tokens of the same length in constant time.
func sameToken(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	var d byte
	for i := 0; i < len(a); i++ {
		d |= a[i] ^ b[i]
	}
	return d == 0
}

// link is a game and role with its token, as the table of links keeps it.
type link struct {
	gameRole
	token string
}

// linkTable makes and keeps the table of links of the games listed.
func (s *Server) linkTable(games []gameEntry) map[[32]byte]link {
	tokens := map[[32]byte]link{}
	for _, g := range games {
		for role, path := range g.Links {
			tok := strings.Trim(strings.TrimPrefix(path, "/g/"), "/")
			tokens[sha256.Sum256([]byte(tok))] = link{gameRole{g.game, g.Game, role}, tok}
		}
	}
	s.mu.Lock()
	s.tokens, s.builtAt = tokens, time.Now()
	s.mu.Unlock()
	return tokens
}

// forget drops the table of links (a game was created here).
func (s *Server) forget() {
	s.mu.Lock()
	s.tokens = nil
	s.mu.Unlock()
}
