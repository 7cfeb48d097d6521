package games_test

import (
	"net/url"
	"testing"

	"codeberg.org/schiri/schiri/internal/problem"
	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/internal/table/games"
	"codeberg.org/schiri/schiri/locales"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every game of the registry keeps the contract the front ends rely on:
// roles distinct, every action done by some of them, a game created from
// a request, a view for every role that marshals and a page for it, an
// undo with nothing to take back refused as an input error, and a damaged
// save a storage error for every view.
func TestRegistryConformance(t *testing.T) {
	l := locales.New("en")
	seen := map[string]bool{}
	for _, g := range games.Served() {
		t.Run(g.Kind, func(t *testing.T) {
			require.False(t, seen[g.Kind], "one entry per kind")
			seen[g.Kind] = true
			roles := map[string]bool{}
			for _, r := range g.Roles {
				require.False(t, roles[r], "role %s twice", r)
				roles[r] = true
			}
			for _, a := range g.Actions {
				require.NotEmpty(t, a.Roles, a.Name)
				for _, r := range a.Roles {
					assert.True(t, g.HasRole(r), "%s: unknown role %s", a.Name, r)
				}
				assert.Same(t, &g.Actions[0], g.Action(g.Actions[0].Name))
			}
			assert.Nil(t, g.Action("explode"))

			dir := t.TempDir()
			svc := table.New(store.New(dir))
			a := g.Create(svc, table.Input{Body: []byte(g.Example), Lang: "en"})
			require.NoError(t, a.Err)
			require.Nil(t, a.Verdict)
			require.NotEmpty(t, a.ID)
			_, err := table.JSON(a.Doc(l))
			require.NoError(t, err)
			infos, err := svc.List(g.Kind)
			require.NoError(t, err)
			require.Len(t, infos, 1)
			assert.Equal(t, a.ID, infos[0].ID, "List lists what Create made")

			views, err := g.Views(svc, a.ID, l)
			require.NoError(t, err)
			require.Len(t, views, len(g.Roles))
			for _, r := range g.Roles {
				_, err := table.JSON(views[r])
				require.NoError(t, err, r)
				pg, err := g.Page(views[r], r, url.Values{}, l)
				require.NoError(t, err, r)
				assert.NotNil(t, pg, r)
				_, err = g.Page(struct{}{}, r, url.Values{}, l)
				var ve *table.ViewError
				assert.ErrorAs(t, err, &ve, "a view of another type is an error, not a panic")
			}
			if undo := g.Action("undo"); undo != nil {
				u := undo.Do(svc, a.ID, undo.Roles[0], table.Input{})
				require.Error(t, u.Err, "nothing to undo")
				assert.NotEqual(t, problem.Storage, problem.Classify(u.Err))
			}
			// a request that is not one strict document is an input error
			for _, body := range []string{`{"kind":"` + g.Kind + `"} x`, `{"kind":"` + g.Kind + `","kind":"` + g.Kind + `"}`} {
				c := g.Create(svc, table.Input{Body: []byte(body)})
				require.Error(t, c.Err, body)
				assert.NotEqual(t, problem.Storage, problem.Classify(c.Err), body)
			}
			// a damaged save: a storage error, for the views and the actions
			require.NoError(t, writeFile(dir, g.Kind, a.ID, "{broken"))
			_, err = g.Views(svc, a.ID, l)
			require.Error(t, err)
			assert.Equal(t, problem.Storage, problem.Classify(err), err)
			for _, act := range g.Actions {
				ans := act.Do(svc, a.ID, act.Roles[0], table.Input{Body: []byte(`{}`)})
				if ans.Err != nil && ans.Err.Error() != "" && problem.Classify(ans.Err) == problem.Storage {
					continue
				}
				// an action may refuse its empty request first (an input error)
				require.Error(t, ans.Err, act.Name)
			}
		})
	}
}

// Every action with an example, on a game just created, changes what every
// role sees; where the game has an undo, the undo brings back exactly what
// every role saw before (undo is the replay of all but the last move, as
// the referee contract says, here through the registry and the store).
func TestRegistryActionsAndUndo(t *testing.T) {
	l := locales.New("en")
	for _, g := range games.Served() {
		for _, act := range g.Actions {
			if act.Example == "" {
				continue
			}
			t.Run(g.Kind+"/"+act.Name, func(t *testing.T) {
				svc := table.New(store.New(t.TempDir()))
				c := g.Create(svc, table.Input{Body: []byte(g.Example), Lang: "en"})
				require.NoError(t, c.Err)
				seen := func() map[string]string {
					views, err := g.Views(svc, c.ID, l)
					require.NoError(t, err)
					out := map[string]string{}
					for role, v := range views {
						b, err := table.JSON(v)
						require.NoError(t, err)
						out[role] = string(b)
					}
					return out
				}
				before := seen()
				a := act.Do(svc, c.ID, act.Roles[0], table.Input{Body: []byte(act.Example), Lang: "en"})
				require.NoError(t, a.Err)
				require.Nil(t, a.Verdict)
				_, err := table.JSON(a.Doc(l))
				require.NoError(t, err)
				after := seen()
				for _, role := range g.Roles {
					assert.NotEqual(t, before[role], after[role], "%s sees the %s", role, act.Name)
				}
				undo := g.Action("undo")
				if undo == nil {
					return
				}
				u := undo.Do(svc, c.ID, undo.Roles[0], table.Input{Lang: "en"})
				require.NoError(t, u.Err)
				assert.Equal(t, before, seen(), "undo brings back what every role saw")
			})
		}
	}
}
