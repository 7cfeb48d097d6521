package cli

import (
	"reflect"
	"strings"
	"unicode"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
)

// KeyMap is huh's default key map with the help line under a form ("enter
// submit • ↑ up") in the user's language: every binding's description is
// looked up as core.keys.<description> ("½ page up" → core.keys.half_page_up).
// RunForm uses it for every form that does not bring its own (Keys).
func (f *Factory) KeyMap() *huh.KeyMap {
	km := huh.NewDefaultKeyMap()
	f.localizeKeys(reflect.ValueOf(km).Elem())
	if f.Lang() == "de" {
		// one way to say yes: j (ja); y still works for English fingers
		km.Confirm.Accept = key.NewBinding(key.WithKeys("j", "J", "y", "Y"), key.WithHelp("j", km.Confirm.Accept.Help().Desc))
	}
	return km
}

func (f *Factory) localizeKeys(v reflect.Value) {
	for i := 0; i < v.NumField(); i++ {
		field := v.Field(i)
		if !field.CanAddr() || !field.Addr().CanInterface() {
			continue
		}
		if b, ok := field.Addr().Interface().(*key.Binding); ok {
			if h := b.Help(); h.Desc != "" {
				k := "core.keys." + keySlug(h.Desc)
				if t := f.T(k); t != k {
					b.SetHelp(h.Key, t)
				}
			}
			continue
		}
		if field.Kind() == reflect.Struct {
			f.localizeKeys(field)
		}
	}
}

// keySlug turns a key's description into the tail of its message key.
func keySlug(desc string) string {
	s := strings.ToLower(strings.TrimSpace(desc))
	s = strings.ReplaceAll(s, "½", "half")
	return strings.Join(strings.Fields(s), "_")
}

// Confirm is a huh confirmation as every yes/no question of schiri asks
// it: the letters j and y (yes) and n (no), in both languages, only choose,
// and Enter answers — as a line prompt reads "y⏎" or "ja⏎". So "y⏎" answers
// one question, never the next one too, a word typed in full ("ja", "nein")
// is one answer, and no single key does anything that cannot be undone.
// Its help line names the user's key for yes (huh writes "y" into it
// whenever it draws the field, in German too).
func (f *Factory) Confirm(c *huh.Confirm) huh.Field {
	return &confirmField{Confirm: c, lang: f.Lang()}
}

type confirmField struct {
	*huh.Confirm
	lang string
}

func (c *confirmField) KeyBinds() []key.Binding {
	bs := c.Confirm.KeyBinds()
	for i := range bs {
		if h := bs[i].Help(); h.Key == "y" && c.lang == "de" {
			bs[i].SetHelp("j", h.Desc)
		}
	}
	return bs
}

// Update lets j, y and n choose without answering, and keeps the wrapper
// in the form (huh's Update returns the bare field).
func (c *confirmField) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && k.Type == tea.KeyRunes && len(k.Runes) > 0 {
		want, choose := false, true
		switch unicode.ToLower(k.Runes[0]) {
		case 'j', 'y':
			want = true
		case 'n':
			want = false
		default:
			choose = false
		}
		if choose {
			if v, _ := c.Confirm.GetValue().(bool); v != want {
				_, cmd := c.Confirm.Update(tea.KeyMsg{Type: tea.KeyLeft}) // huh's toggle
				return c, cmd
			}
			return c, nil
		}
	}
	_, cmd := c.Confirm.Update(msg)
	return c, cmd
}
