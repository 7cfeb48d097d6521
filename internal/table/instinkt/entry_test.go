package instinkt_test

import (
	"reflect"
	"testing"

	"codeberg.org/schiri/schiri/internal/store"
	"codeberg.org/schiri/schiri/internal/table"
	ti "codeberg.org/schiri/schiri/internal/table/instinkt"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type nopLoc struct{}

func (nopLoc) T(key string, _ ...any) string { return key }

// The view role never receives the legal answers: its type has no field
// for them and its JSON none of their keys; the referee's has them. A
// refused step is shown to both, and cleared by the next accepted one.
func TestViewHasNoLegalAnswers(t *testing.T) {
	for _, name := range []string{"Cells", "Lines", "Moves", "After"} {
		_, ok := reflect.TypeOf(ti.View{}).FieldByName(name)
		assert.False(t, ok, name)
	}
	svc := table.New(store.New(t.TempDir()))
	a := ti.Entry.Create(svc, table.Input{Body: []byte(`{"kind":"instinkt","name":"ik"}`)})
	require.NoError(t, a.Err)
	step := ti.Entry.Action("step")
	require.NoError(t, step.Do(svc, "ik", ti.RoleReferee, table.Input{Body: []byte(`{"step":"reveal W7 B3"}`)}).Err)
	require.NoError(t, step.Do(svc, "ik", ti.RoleReferee, table.Input{Body: []byte(`{"step":"place W7 0 0"}`)}).Err)
	refused := step.Do(svc, "ik", ti.RoleReferee, table.Input{Body: []byte(`{"step":"place B3 5 5"}`)})
	require.NotNil(t, refused.Verdict)
	views, err := ti.Entry.Views(svc, "ik", nopLoc{})
	require.NoError(t, err)
	view, err := table.JSON(views[ti.RoleView])
	require.NoError(t, err)
	for _, key := range []string{`"cells"`, `"lines"`, `"moves"`, `"after"`} {
		assert.NotContains(t, string(view), key)
	}
	assert.Contains(t, string(view), `"reason": "instinkt.place.adjacent"`)
	ref, err := table.JSON(views[ti.RoleReferee])
	require.NoError(t, err)
	assert.Contains(t, string(ref), `"cells"`)
	assert.Contains(t, string(ref), `"reason": "instinkt.place.adjacent"`)
	require.NoError(t, step.Do(svc, "ik", ti.RoleReferee, table.Input{Body: []byte(`{"step":"place B3 0 1"}`)}).Err)
	views, err = ti.Entry.Views(svc, "ik", nopLoc{})
	require.NoError(t, err)
	assert.Nil(t, views[ti.RoleView].(ti.View).LastVerdict, "an accepted step clears the verdict")
}
