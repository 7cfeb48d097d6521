//go:build linux

package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"codeberg.org/schiri/schiri/locales"
	kodiak "codeberg.org/schiri/schiri/referee/kodiak"
)

// German output has no English in it. Every error path and every help
// page, and the forms answered line by line (accessible mode), run with
// --lang de; the output may hold no word that is English only (card tokens,
// names, flags, commands, file names and quoted input aside) and no message
// key shown raw. The same runs in English must show no raw key either.

// englishOnly are words that are English and not German: a German text
// holding one has let English slip through.
var englishOnly = regexp.MustCompile(`(?i)\b(the|and|of|to|for|with|without|or|is|are|not|please|must|cannot|invalid|unknown|default|usage|flags?|required|accepts|received|commands?|available|examples|global|submit|toggle|next|back|wins|players?|rounds?|saved|file|line|error|games?|yes|choose|select|number|between|did|you|mean|taken|there|no)\b`)

// notWords are what may be English in German output: typed input, command
// lines, suggestions, lists of names, YAML keys, quoted input, flags and
// their values, clause IDs, file names and key names.
var notWords = []*regexp.Regexp{
	regexp.MustCompile(`schiri( [a-z][a-z-]*)*`),
	regexp.MustCompile(`(?m)^┃ >.*$`), // what was typed into a form
	regexp.MustCompile(`(Meintest du|Did you mean) [^?]*\?`),
	regexp.MustCompile(`(?m)^ {2,4}[a-z][a-z-]* `),
	regexp.MustCompile(`(?m)^\s*[a-z_]+:|\{[a-z_]+:|\b[a-z_]+: \{`),
	regexp.MustCompile(`„[^“]*“|"[^"\n]*"|'[^'\n]*'|“[^”]*”`),
	regexp.MustCompile(`(^|\s)--?[a-zA-Z][\w-]*(=\S*| [a-z0-9][\w,.|-]*)?`),
	regexp.MustCompile(`\b[a-z]+(\.[a-z0-9-]+)+\b`),
	regexp.MustCompile(`\S*[/\\]\S*|\S+\.(yaml|txt|json|csv)\b`),
	regexp.MustCompile(`(?i)\b(enter|esc|tab|shift|ctrl|pgup|pgdown|home|end)\b`),
}

// cardTokens are Kodiak's card tokens, which read as English words.
var cardTokens = regexp.MustCompile(`(?i)\b(` + strings.Join(func() []string {
	var q []string
	for _, t := range append(kodiak.CardNames(), "rk", "bk", "hb") {
		q = append(q, regexp.QuoteMeta(t))
	}
	return q
}(), "|") + `)\b`)

// cleanForWords removes what may be English in German output.
func cleanForWords(s string) string {
	for _, re := range notWords {
		s = re.ReplaceAllString(s, " ")
	}
	return cardTokens.ReplaceAllString(s, " ")
}

var keyLike = regexp.MustCompile(`\b(core|kodiak|instinkt|codenames|katzundmaus|rules|menu|serve|web)(\.[a-z0-9_]+)+\b`)

// checkLanguage fails the test for a raw message key, and in German for an
// English word.
func checkLanguage(t *testing.T, lang, what, out string) {
	t.Helper()
	en := locales.New("en")
	for _, k := range keyLike.FindAllString(out, -1) {
		assert.False(t, en.Has(k), "%s: the message key %q is shown raw:\n%s", what, k, out)
	}
	if lang != "de" {
		return
	}
	if m := englishOnly.FindAllString(cleanForWords(out), -1); len(m) > 0 {
		t.Errorf("%s: English in German output %q:\n%s", what, m, out)
	}
}

func TestNoEnglishInGerman(t *testing.T) {
	home := t.TempDir()
	dir := t.TempDir()
	data := filepath.Join(home, "data")
	files := map[string]string{
		"haarbal.yaml":  "players:\n  Ana: {cards: []}\n  Ben: {cards: [haarbal]}\n",
		"broken.yaml":   "players: [\n",
		"layout.txt":    "W1 B8 W3 W7\nB4 W8 B3 B6\nW5 B1 W9 B9\nB5 W6 B7 .\n",
		"badlayout.txt": "W1 B8 W3 W7\nB4 W8 B3 B6\nW5 B1 W9 B9\nB5 W6 B7 W44\n",
		"short.txt":     "W1 B8\n",
		"record.txt":    "marker white\nreveal W7 B3\nplace W7 0 0\nplace B3 5 5\n",
		"badpos.json":   "{\"turn\": \"C\"}\n",
		"kmrecord.txt":  "seed 1\nA: h9 b1\n",
		"binary.txt":    "\x00\x01\x02",
	}
	for name, content := range files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(content), 0o600))
	}
	run := func(lang, stdin string, args ...string) string {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), processTimeout)
		defer cancel()
		c := exec.CommandContext(ctx, self(t), append([]string{"--lang", lang}, args...)...)
		c.Env, c.Dir = env(home, data), dir
		c.Stdin = strings.NewReader(stdin)
		var out bytes.Buffer
		c.Stdout, c.Stderr = &out, &out
		_ = c.Run()
		require.NoError(t, ctx.Err(), "schiri %q hangs", args)
		return out.String()
	}

	// error paths, before and after games exist
	errorPaths := [][]string{
		{"kodiac"}, {"kodiak", "roud"}, {"kodiak", "score", "a", "b"}, {"kodiak", "status", "--gam", "x"},
		{"kodiak", "status", "--game"}, {"kodiak", "status", "-x"}, {"katzundmaus", "deal", "--seed", "x"},
		{"instinkt", "step", "reveal", "W7", "B3"}, {"rules", "clause"}, {"rules", "clause", "kodiak.catch.lat"},
		{"rules", "show", "kodiac"}, {"rules", "show", "kodiak", "fangen"}, {"codenames", "key", "---x"},
		{"codenames", "key", "--size", "9x9"}, {"codenames", "key", "--seed", "!!"}, {"codenames", "key", "--words", "fr"},
		{"codenames", "key", "--starts", "green"}, {"kodiak", "new"}, {"kodiak", "new", "--players", "Ana"},
		{"kodiak", "new", "--players", "Ana,ana"}, {"kodiak", "new", "--players", "Ana,Ben", "--rounds", "3"},
		{"kodiak", "new", "--players", "Ana,Ben", "--cycles", "0"}, {"kodiak", "status"}, {"kodiak", "undo"},
		{"kodiak", "score", "missing.yaml"}, {"kodiak", "score", "."}, {"kodiak", "score", "haarbal.yaml"},
		{"kodiak", "score", "broken.yaml"}, {"kodiak", "score", "binary.txt"}, {"instinkt", "score", "badlayout.txt"},
		{"instinkt", "score", "short.txt"}, {"instinkt", "check", "badlayout.txt"}, {"instinkt", "replay", "record.txt"},
		{"instinkt", "moves", "layout.txt", "--card", "W12"}, {"katzundmaus", "check", "badpos.json"},
		{"katzundmaus", "moves", "badpos.json"}, {"katzundmaus", "replay", "kmrecord.txt"}, {"codenames", "guess", "x"},
		{"codenames", "status"}, {"instinkt", "play", "--game", "nosuch", "--accessible"}, {"instinkt", "play"},
		{"kodiak", "export", "--format", "xml"}, {"kodiak", "export", "--output", "no/such/dir.csv"},
	}
	for _, lang := range []string{"de", "en"} {
		for _, args := range errorPaths {
			checkLanguage(t, lang, strings.Join(args, " "), run(lang, "", args...))
		}
	}

	// games exist: their outputs, their refusals, their forms
	for _, lang := range []string{"de", "en"} {
		home = t.TempDir()
		data = filepath.Join(home, "data")
		steps := []struct {
			stdin string
			args  []string
		}{
			{"", []string{"kodiak", "new", "--players", "Ana,Ben,Cleo", "--name", "abend"}},
			{"3 c2\nhaarbal\n\n7\nja\n", []string{"kodiak", "round", "--accessible"}},
			{"", []string{"kodiak", "status"}},
			{"", []string{"kodiak", "history"}},
			{"", []string{"kodiak", "list"}},
			{"", []string{"kodiak", "status", "--game", "abnd"}},
			{"", []string{"kodiak", "undo"}},
			{"", []string{"codenames", "new", "--seed", "K7F3QX", "--board-code", "K7F3QX", "--size", "3x3"}},
			{"", []string{"codenames", "guess", "x"}},
			{"", []string{"codenames", "clue", "zwei", "null"}},
			{"", []string{"codenames", "clue", "zwei woerter", "2"}},
			{"", []string{"codenames", "pass"}},
			{"", []string{"codenames", "clue", "Zeitreise", "2"}},
			{"", []string{"codenames", "guess", "9,9"}},
			{"", []string{"codenames", "guess", "1,1"}},
			{"", []string{"codenames", "board"}},
			{"", []string{"codenames", "status"}},
			{"", []string{"codenames", "undo"}},
			{"", []string{"codenames", "key", "--seed", "K7F3QX", "--board-code", "K7F3QX"}},
			{"", []string{"codenames", "key", "--seed", "K7F3QX", "--board-code", "K7F3QX", "--qr"}},
			{"", []string{"codenames", "list"}},
			{"W7 B3\nW12\n5 5\nReihe 9 von links\n0 0\nundo\nquit\n", []string{"instinkt", "play", "--accessible", "--marker", "white"}},
			{"", []string{"instinkt", "score", "layout.txt"}},
			{"", []string{"instinkt", "moves", "layout.txt", "--card", "W2"}},
			{"", []string{"katzundmaus", "deal", "--seed", "1"}},
			{"h99\nxyz\nquit\n", []string{"katzundmaus", "play", "--seed", "1", "--vs", "bot"}},
			{"", []string{"rules", "list"}},
			{"", []string{"rules", "search", "Haarball"}},
			{"", []string{"rules", "clause", "kodiak.catch.late"}},
		}
		for _, s := range steps {
			checkLanguage(t, lang, strings.Join(s.args, " "), run(lang, s.stdin, s.args...))
		}
	}

	// every help page
	var walk func(path []string)
	seen := map[string]bool{}
	walk = func(path []string) {
		key := strings.Join(path, " ")
		if seen[key] {
			return
		}
		seen[key] = true
		out := run("de", "", append(path, "--help")...)
		checkLanguage(t, "de", key+" --help", out)
		checkLanguage(t, "en", key+" --help", run("en", "", append(path, "--help")...))
		// the commands the help lists
		in := false
		for _, line := range strings.Split(out, "\n") {
			switch {
			case strings.HasPrefix(line, "Befehle:"):
				in = true
			case in && strings.HasPrefix(line, "  "):
				if name := strings.Fields(line)[0]; name != "help" && name != "completion" {
					walk(append(append([]string{}, path...), name))
				}
			case in:
				in = false
			}
		}
	}
	walk(nil)
	assert.Greater(t, len(seen), 30, "every command's help was read")
}

// A damaged save of every game is reported in the user's language: the
// file named, a plain reason, no Go type name, no JSON decoder's wording
// and no message key, and in German no English word.
func TestDamagedSavesInUsersLanguage(t *testing.T) {
	home := t.TempDir()
	data := filepath.Join(home, "data")
	run := func(stdin string, args ...string) result {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), processTimeout)
		defer cancel()
		c := exec.CommandContext(ctx, self(t), args...)
		c.Env = env(home, data)
		c.Stdin = strings.NewReader(stdin)
		var out, errOut bytes.Buffer
		c.Stdout, c.Stderr = &out, &errOut
		_ = c.Run()
		require.NoError(t, ctx.Err(), "schiri %q hangs", args)
		return result{Code: c.ProcessState.ExitCode(), Stdout: out.String(), Stderr: errOut.String()}
	}
	must := func(stdin string, args ...string) {
		t.Helper()
		r := run(stdin, args...)
		require.Equal(t, 0, r.Code, "schiri %q\n%s", args, r)
	}
	must("", "kodiak", "new", "--players", "Ana,Ben", "--name", "g")
	must("", "codenames", "new", "--seed", "K7F3QX", "--board-code", "K7F3QX", "--name", "g") // words fixed: the clue is not on the board
	must("", "codenames", "clue", "sea", "1", "--game", "g")
	must("quit\n", "instinkt", "play", "--accessible", "--marker", "white", "--name", "g")
	must("", "instinkt", "step", "--game", "g", "reveal", "W7", "B3")
	must("h6-d1\nquit\n", "katzundmaus", "play", "--seed", "1", "--name", "g")

	games := []struct {
		kind  string
		args  []string
		stdin string
		// broken are saves that parse but make no sense as this game
		broken []func(string) string
	}{
		{"kodiak", []string{"kodiak", "status", "--game", "g"}, "", []func(string) string{
			func(s string) string {
				return regexp.MustCompile(`"players": \[[^\]]*\]`).ReplaceAllString(s, `"players": []`)
			},
			func(s string) string { return strings.Replace(s, `"rounds_total": 2`, `"rounds_total": 3`, 1) },
			func(s string) string { return strings.Replace(s, `"moves": [`, `"moves": ["zz 9 9"`, 1) },
		}},
		{"codenames", []string{"codenames", "status", "--game", "g"}, "", []func(string) string{
			func(s string) string {
				return strings.Replace(s, `"moves": [`, `"moves": [{"kind": "guess", "word": "zzz"}, `, 1)
			},
			func(s string) string { return strings.Replace(s, `"moves": [`, `"moves": ["zz 9 9", `, 1) },
		}},
		{"instinkt", []string{"instinkt", "step", "--game", "g", "undo"}, "", []func(string) string{
			func(s string) string { return strings.Replace(s, `"moves": [`, `"moves": ["zz 9 9", `, 1) },
			func(s string) string { return strings.Replace(s, `"moves": [`, `"moves": ["place W7 0 0", `, 1) },
		}},
		{"katzundmaus", []string{"katzundmaus", "play", "--game", "g"}, "quit\n", []func(string) string{
			func(s string) string { return strings.Replace(s, `"moves": [`, `"moves": ["A: zz", `, 1) },
			func(s string) string { return strings.Replace(s, `"moves": [`, `"moves": ["B: h6-d1", `, 1) },
		}},
	}
	for _, g := range games {
		path := filepath.Join(data, g.kind, "g.json")
		good := string(fileBytes(t, path))
		damaged := map[string]string{
			"a key twice":             strings.Replace(good, `"moves": [`, `"moves": [], "moves": [`, 1),
			"two documents":           good + good,
			"cut short":               good[:len(good)/2],
			"empty":                   "",
			"setup of the wrong type": strings.Replace(good, `"setup": {`, `"setup": 7, "x": {`, 1),
			"no game":                 `{"schema": 2, "kind": "` + g.kind + `", "id": "g"}`,
			"newer schema":            strings.Replace(good, `"schema": 2`, `"schema": 3`, 1),
			"unknown schema":          strings.Replace(good, `"schema": 2`, `"schema": 0`, 1),
		}
		for i, b := range g.broken {
			damaged[fmt.Sprintf("broken %d", i+1)] = b(good)
		}
		for name, content := range damaged {
			require.NotEqual(t, good, content, "%s %s", g.kind, name)
			require.NoError(t, os.WriteFile(path, []byte(content), 0o600))
			for _, lang := range []string{"de", "en"} {
				r := run(g.stdin, append([]string{"--lang", lang}, g.args...)...)
				what := fmt.Sprintf("%s, %s, --lang %s", g.kind, name, lang)
				require.Equal(t, 3, r.Code, "%s\n%s", what, r)
				assert.Contains(t, r.Stderr, path, what)
				assert.Contains(t, r.Stderr, map[string]string{"de": "beschädigt", "en": "damaged"}[lang], what)
				msg := strings.ReplaceAll(r.Stderr, path, "")
				for _, internal := range []string{"Go ", "struct", "json:", "unmarshal", "invalid character", "referee", "kodiak:", "Err"} {
					assert.NotContains(t, msg, internal, "%s: internals shown\n%s", what, r)
				}
				checkLanguage(t, lang, what, r.Stderr)
				assert.Equal(t, content, string(fileBytes(t, path)), "%s: the save is left untouched", what)
			}
		}
		require.NoError(t, os.WriteFile(path, []byte(good), 0o600))
	}
}
