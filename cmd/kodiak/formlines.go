package kodiak

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
)

// edit asks for every player's line, starting from what lines hold.
func (e *entry) edit(g *referee.Game, kodiak string, lines []string) error {
	f := e.f
	head := f.T("kodiak.form.round_head", "Round", g.RoundsPlayed()+1, "Total", g.RoundsTotal, "Game", e.id, "Kodiak", kodiak)
	help := f.T("kodiak.form.line_help")
	titles := make([]string, len(g.Players))
	width := 0
	for i, p := range g.Players {
		titles[i] = p
		if p == kodiak {
			titles[i] = f.T("kodiak.form.kodiak_name", "Name", p)
		}
		width = max(width, lipgloss.Width(titles[i]))
	}
	if e.accessible {
		return e.editLines(head, help, titles, lines)
	}
	for i := range titles { // one column of answers
		titles[i] += strings.Repeat(" ", width-lipgloss.Width(titles[i])+1)
	}
	if !e.helped {
		// once, above the first form: the form itself stays small enough
		// for a small terminal
		fmt.Fprintln(f.IO.ErrOut, cli.WrapFor(f.IO.ErrOut, help))
		e.helped = true
	}
	keys := formKeys(f)
	fields := make([]huh.Field, len(g.Players))
	for i, p := range g.Players {
		i := i
		hint := f.T("kodiak.form.line_hint_mouse")
		if p == kodiak {
			hint = f.T("kodiak.form.line_hint_kodiak")
		}
		in := huh.NewInput().Title(titles[i]).Inline(true).Value(&lines[i]).Validate(e.validateLine).
			SuggestionsFunc(func() []string { return referee.CompleteLine(e.liveLine(i), e.lang) }, &lines[i])
		fields[i] = &lineField{Input: in, value: &lines[i], lines: lines, e: e, i: i, hint: hint, keys: keys}
	}
	form := huh.NewForm(huh.NewGroup(fields...).Title(head))
	return f.RunForm(form, cli.EscCancels(), cli.Keys(keys))
}

// validateLine checks a line as it is typed; the message is the user's
// language, naming the token.
func (e *entry) validateLine(s string) error {
	if strings.TrimSpace(s) == "-" {
		return nil
	}
	if _, err := referee.ParseLine(s); err != nil {
		var pe *referee.ParseError
		if errors.As(err, &pe) {
			return errors.New(e.f.ParseMessage(pe))
		}
		return err
	}
	return nil
}

// editLines is the accessible form: one prompt per player on stderr, one
// answer per line of stdin. A player who has a line already keeps it on an
// empty answer; "-" empties it.
func (e *entry) editLines(head, help string, titles, lines []string) error {
	w := e.f.IO.ErrOut
	fmt.Fprintln(w, head)
	fmt.Fprintln(w, help)
	for i := range lines {
		for {
			prompt := titles[i] + ": "
			if lines[i] != "" {
				prompt = titles[i] + " [" + lines[i] + "]: "
			}
			fmt.Fprint(w, prompt)
			s, err := readLine(e.f.IO.In)
			if err != nil {
				fmt.Fprintln(w)
				return errEOF
			}
			s = strings.TrimSpace(s)
			if s == "" {
				break
			}
			if err := e.validateLine(s); err != nil {
				fmt.Fprintln(w, "✗ "+err.Error())
				continue
			}
			if s == "-" {
				s = ""
			}
			lines[i] = s
			e.setLive(i, s)
			break
		}
	}
	return nil
}

// readLine reads one line, a byte at a time, so that nothing after it is
// taken from the input. A last line without a newline counts.
func readLine(r io.Reader) (string, error) {
	var b []byte
	one := make([]byte, 1)
	for {
		n, err := r.Read(one)
		if n == 1 {
			if one[0] == '\n' {
				return strings.TrimSuffix(string(b), "\r"), nil
			}
			b = append(b, one[0])
			if len(b) > 4096 {
				return string(b), nil
			}
			continue
		}
		if err != nil {
			if len(b) > 0 {
				return string(b), nil
			}
			return "", err
		}
	}
}

// lineField is a player's line on a terminal: Tab completes a card name
// when one is suggested (else moves on), and what is typed is kept for a
// draft; leaving the field saves the draft.
type lineField struct {
	*huh.Input
	value *string
	lines []string // every player's line (value is one of them)
	e     *entry
	i     int
	hint  string // the grey example, shown only while the field is being typed in
	keys  *huh.KeyMap
}

// Focus shows the example: in a field left empty it would read as typed.
func (l *lineField) Focus() tea.Cmd {
	l.Input.Placeholder(l.hint)
	return l.Input.Focus()
}

func (l *lineField) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		if k.Type == tea.KeyTab && len(referee.CompleteLine(*l.value, l.e.lang)) > 0 {
			msg = tea.KeyMsg{Type: tea.KeyCtrlE}
		} else if key.Matches(k, l.keys.Input.Next, l.keys.Input.Submit) {
			if cmd, ok := l.moveOn(); ok {
				return l, cmd
			}
		}
	}
	_, cmd := l.Input.Update(msg)
	l.e.setLive(l.i, *l.value)
	return l, cmd
}

// moveOn is Enter (or Tab) on a line: a refused line keeps its text and
// its message, and the form moves on all the same, so the next line typed
// ahead lands in the next player's field instead of being glued to the
// refused one (issue 32.7); Enter on the last line goes back to the first
// refused line. ok is false where huh's own way is right (a valid line
// moves on, a refused last line stays).
func (l *lineField) moveOn() (tea.Cmd, bool) {
	if l.i < len(l.lines)-1 {
		if l.e.validateLine(*l.value) != nil {
			return huh.NextField, true
		}
		return nil, false
	}
	for j := 0; j < l.i; j++ {
		if l.e.validateLine(l.lines[j]) != nil {
			back := make([]tea.Cmd, l.i-j)
			for k := range back {
				back[k] = huh.PrevField
			}
			return tea.Sequence(back...), true
		}
	}
	return nil, false
}

func (l *lineField) Blur() tea.Cmd {
	l.Input.Placeholder("")
	cmd := l.Input.Blur()
	l.e.setLive(l.i, *l.value)
	l.e.keepLive()
	return cmd
}

// formKeys are huh's keys, with Tab completing a card name (lineField
// turns it into ctrl+e when there is something to complete).
func formKeys(f *cli.Factory) *huh.KeyMap {
	km := f.KeyMap()
	km.Input.AcceptSuggestion = key.NewBinding(key.WithKeys("ctrl+e"), key.WithHelp("tab", f.T("kodiak.form.key_complete")))
	return km
}
