package cli

import (
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/huh"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// huh's accessible mode in German: its own English words (the number prompt
// of a choice, its complaints, [y/N]) come out in German, and "ja" answers a
// yes/no question. This fails if huh changes those words.
func TestAccessibleFormInGerman(t *testing.T) {
	for _, tt := range []struct {
		lang, input string
		want, not   []string
		yes         bool
	}{
		{"de", "9\n2\nvielleicht\nja\n",
			[]string{"Eine Zahl von 1 bis 3 eingeben: ", "Ungültig: bitte eine Zahl von 1 bis 3", "[j/N]", "Bitte mit j(a) oder n(ein) antworten."},
			[]string{"Enter a number", "Invalid", "[y/N]", "invalid input", "please"}, true},
		{"de", "2\nnein\n", []string{"[j/N]"}, nil, false},
		{"en", "2\nj\n", []string{"Enter a number between 1 and 3: ", "[y/N]"}, nil, true},
		{"en", "2\ny\n", nil, nil, true},
	} {
		ios, in, _, errOut := Test()
		in.WriteString(tt.input)
		f := &Factory{IO: ios}
		f.SetConfig(&Config{Lang: tt.lang, Accessible: true})
		var choice string
		var ok bool
		form := huh.NewForm(huh.NewGroup(
			huh.NewSelect[string]().Title("Spiel").Options(huh.NewOptions("a", "b", "c")...).Value(&choice),
			huh.NewConfirm().Title("Speichern?").Value(&ok),
		))
		require.NoError(t, f.RunForm(form), errOut.String())
		assert.Equal(t, "b", choice)
		assert.Equal(t, tt.yes, ok, "%q", tt.input)
		for _, w := range tt.want {
			assert.Contains(t, errOut.String(), w)
		}
		for _, w := range tt.not {
			assert.NotContains(t, strings.ToLower(errOut.String()), strings.ToLower(w))
		}
	}
}

// The help line under a form is in the user's language.
func TestKeyMapInGerman(t *testing.T) {
	ios, _, _, _ := Test()
	f := &Factory{IO: ios}
	f.SetConfig(&Config{Lang: "de"})
	km := f.KeyMap()
	assert.Equal(t, "bestätigen", km.Select.Submit.Help().Desc)
	assert.Equal(t, "enter", km.Select.Submit.Help().Key)
	assert.Equal(t, "weiter", km.Input.Next.Help().Desc)
	assert.Equal(t, "½ Seite hoch", km.Select.HalfPageUp.Help().Desc)
	assert.Equal(t, "umschalten", km.Confirm.Toggle.Help().Desc)

	en := &Factory{IO: ios}
	en.SetConfig(&Config{Lang: "en"})
	de, eng := descriptions(km), descriptions(en.KeyMap())
	require.Equal(t, len(eng), len(de))
	require.Greater(t, len(de), 30)
	for i := range de {
		if eng[i] != "" {
			assert.NotEqual(t, eng[i], de[i], "every key's help is in German")
		}
	}
}

// descriptions are the help descriptions of every binding of km, in order.
func descriptions(km *huh.KeyMap) []string {
	var out []string
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		for i := 0; i < v.NumField(); i++ {
			field := v.Field(i)
			if b, ok := field.Addr().Interface().(*key.Binding); ok {
				out = append(out, b.Help().Desc)
				continue
			}
			if field.Kind() == reflect.Struct {
				walk(field)
			}
		}
	}
	walk(reflect.ValueOf(km).Elem())
	return out
}
