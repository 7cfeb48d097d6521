package kodiak_test

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"

	"codeberg.org/schiri/schiri/cmd"
	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/problem"
	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/table"
	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var players = []string{"Ana", "Ben", "Cleo", "Dana"}

// sheet is a valid round whoever is Kodiak: one player without cards, no
// catches.
func sheet(empty int) string {
	var parts []string
	for i, p := range players {
		cards := "[5]"
		if i == empty {
			cards = "[]"
		}
		parts = append(parts, fmt.Sprintf(`%q: {"cards": %s}`, p, cards))
	}
	return `{"players": {` + strings.Join(parts, ", ") + `}}`
}

// runCLI is `schiri` in "another terminal": its own factory, store and
// table.
func runCLI(dir, stdin string, args ...string) int {
	f := cli.NewFactory("test")
	f.IO = &cli.IOStreams{In: strings.NewReader(stdin), Out: io.Discard, ErrOut: io.Discard}
	return cmd.Run(f, append([]string{"--data-dir", dir, "--json"}, args...))
}

// Writers from the CLI and from the web (the registry's round action) at
// once, each through its own table over the same data dir: every round is
// recorded exactly once, every undo takes back exactly one.
func TestUpdateWithConcurrentWriters(t *testing.T) {
	dir := t.TempDir()
	web := table.New(store.New(dir))
	long := 40
	id, _, err := tk.New(web, players, "", referee.Length{Rounds: &long}, "long")
	require.NoError(t, err)
	require.Error(t, tk.Entry.Action("undo").Do(web, id, tk.RoleScorer, table.Input{}).Err, "nothing to undo yet")

	const cliWriters, webWriters, each = 4, 8, 3
	var wg sync.WaitGroup
	errs := make(chan string, (cliWriters+webWriters)*each)
	for w := range cliWriters {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range each {
				if code := runCLI(dir, sheet((w+j)%len(players)), "kodiak", "round", "--game", id, "-"); code != 0 {
					errs <- fmt.Sprintf("cli exit %d", code)
				}
			}
		}()
	}
	round := tk.Entry.Action("round")
	for w := range webWriters {
		wg.Add(1)
		go func() {
			defer wg.Done()
			svc := table.New(store.New(dir)) // a second server
			if w%2 == 0 {
				svc = web
			}
			for j := range each {
				a := round.Do(svc, id, tk.RoleScorer, table.Input{Body: []byte(sheet((w + j + 1) % len(players)))})
				if a.Err != nil || a.Verdict != nil {
					errs <- fmt.Sprint("web: ", a.Err, a.Verdict)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	g, _, err := tk.Load(web, id)
	require.NoError(t, err)
	assert.Equal(t, (cliWriters+webWriters)*each, g.RoundsPlayed(), "no round lost or doubled")

	// undos at once from both sides: each takes back one round
	undo := tk.Entry.Action("undo")
	for range 3 {
		wg.Add(2)
		go func() { defer wg.Done(); assert.Zero(t, runCLI(dir, "", "kodiak", "undo", "--game", id)) }()
		go func() { defer wg.Done(); assert.NoError(t, undo.Do(web, id, tk.RoleScorer, table.Input{}).Err) }()
	}
	wg.Wait()
	g, _, err = tk.Load(web, id)
	require.NoError(t, err)
	assert.Equal(t, (cliWriters+webWriters)*each-6, g.RoundsPlayed())
}

// Request bodies are read strictly: a key twice, text after the document,
// an unknown key are input errors, and nothing is saved; a player list
// stays a list (a comma in a name is refused, never split).
func TestStrictRequests(t *testing.T) {
	svc := table.New(store.New(t.TempDir()))
	for _, body := range []string{
		`{"kind":"kodiak","players":["Ana","Ben"],"players":["X","Y","Z"]}`,
		`{"kind":"kodiak","players":["Ana","Ben"]} {}`,
		`{"kind":"kodiak","players":["Ana","Ben"],"typo":1}`,
		`{"kind":"kodiak","players":["A,na","Ben"]}`,
		`{"kind":"kodiak","players":["An\u0007a","Ben"]}`,
	} {
		a := tk.Entry.Create(svc, table.Input{Body: []byte(body)})
		require.Error(t, a.Err, body)
		assert.NotEqual(t, problem.Storage, problem.Classify(a.Err), body)
	}
	infos, err := svc.List(tk.Kind)
	require.NoError(t, err)
	assert.Empty(t, infos, "nothing was created")
	a := tk.Entry.Create(svc, table.Input{Body: []byte(`{"kind":"kodiak","players":["Ana","Ben"],"name":"ok"}`)})
	require.NoError(t, a.Err)
	a = tk.Entry.Action("round").Do(svc, "ok", tk.RoleScorer, table.Input{Body: []byte(sheet(0) + "\n" + sheet(1))})
	require.Error(t, a.Err, "two sheets in one body")
	var b bytes.Buffer
	b.WriteString(`{"players": {"Ana": {"cards": []}, "Ana": {"cards": [5]}, "Ben": {"cards": [5]}}}`)
	a = tk.Entry.Action("round").Do(svc, "ok", tk.RoleScorer, table.Input{Body: b.Bytes()})
	require.Error(t, a.Err, "a player twice")
}
