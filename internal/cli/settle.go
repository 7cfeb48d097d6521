package cli

import (
	"reflect"
	"time"

	"github.com/charmbracelet/bubbles/cursor"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
)

// settled runs a huh form so that every key reaches the field it was typed
// for, however fast the keys come.
//
// huh moves to the next field through a command of its own (NextField),
// which Bubble Tea runs in a goroutine and delivers as a message behind the
// keys already waiting: keys typed in one burst after Enter reached the
// field being left (a round pasted as "2 5 c1⏎⏎5 9⏎3 3⏎" was saved with
// Ben's line in Cleo's field). So is a card name's completion, which huh
// loads the same way. settled runs such commands at once, inside the
// update of the key that asked for them: when the next key arrives, the
// form has moved on. Only the cursor's blink (a timer) and Bubble Tea's own
// messages (quit, the window size) go the usual way.
type settled struct {
	form *huh.Form
	kb   *lease // the keys of this form; nil off a terminal
}

func (s *settled) Init() tea.Cmd { return s.settle(s.form.Init(), 0) }

func (s *settled) View() string { return s.form.View() }

func (s *settled) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd := s.update(msg, 0)
	if _, key := msg.(tea.KeyMsg); key && s.kb != nil {
		if s.form.State == huh.StateNormal {
			s.kb.next() // this key is done with: the next one may come
		} else {
			s.kb.close() // the keys after it are the next form's
		}
	}
	return s, cmd
}

func (s *settled) update(msg tea.Msg, depth int) tea.Cmd {
	m, cmd := s.form.Update(msg)
	s.form = m.(*huh.Form)
	return s.settle(cmd, depth+1)
}

// maxSettle bounds how many commands deep settle follows a key (a command
// whose message asks for another, and so on); deeper ones run as usual.
const maxSettle = 32

// slowCmd is how long settle waits for a command that is not known to be
// slow before leaving it to Bubble Tea after all.
const slowCmd = time.Second

var (
	batchCode    = funcCode(tea.Batch(func() tea.Msg { return nil }, func() tea.Msg { return nil }))
	sequenceCode = funcCode(tea.Sequence(func() tea.Msg { return nil }))
	blinkCode    = func() uintptr {
		c := cursor.New()
		return funcCode(c.BlinkCmd())
	}()
	teaPackage = reflect.TypeOf(tea.QuitMsg{}).PkgPath()
)

func funcCode(cmd tea.Cmd) uintptr { return reflect.ValueOf(cmd).Pointer() }

// settle runs cmd's form messages through the form now and returns what
// is left for Bubble Tea.
func (s *settled) settle(cmd tea.Cmd, depth int) tea.Cmd {
	if cmd == nil {
		return nil
	}
	code := funcCode(cmd)
	if depth > maxSettle || code == blinkCode {
		return cmd
	}
	if code == batchCode || code == sequenceCode {
		return s.settleList(cmd(), depth)
	}
	done := make(chan tea.Msg, 1)
	go func() { done <- cmd() }()
	var msg tea.Msg
	select {
	case msg = <-done:
	case <-time.After(slowCmd):
		return func() tea.Msg { return <-done }
	}
	switch {
	case msg == nil:
		return nil
	case len(cmdList(msg)) > 0:
		return s.settleList(msg, depth+1)
	case reflect.TypeOf(msg).PkgPath() == teaPackage:
		return func() tea.Msg { return msg } // quit, window size: Bubble Tea's
	}
	return s.update(msg, depth)
}

// settleList settles the commands of a batch or a sequence message, in
// their order.
func (s *settled) settleList(msg tea.Msg, depth int) tea.Cmd {
	var rest []tea.Cmd
	for _, c := range cmdList(msg) {
		rest = append(rest, s.settle(c, depth))
	}
	if _, batch := msg.(tea.BatchMsg); batch {
		return tea.Batch(rest...)
	}
	return tea.Sequence(rest...)
}

// cmdList is the commands of a batch or a sequence message.
func cmdList(msg tea.Msg) []tea.Cmd {
	if msg == nil {
		return nil
	}
	v := reflect.ValueOf(msg)
	if v.Kind() != reflect.Slice || v.Type().Elem() != reflect.TypeOf(tea.Cmd(nil)) {
		return nil
	}
	cmds := make([]tea.Cmd, v.Len())
	for i := range cmds {
		cmds[i] = v.Index(i).Interface().(tea.Cmd)
	}
	return cmds
}
