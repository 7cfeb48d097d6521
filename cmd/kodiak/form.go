package kodiak

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"unicode"

	"codeberg.org/schiri/schiri/internal/cli"
	referee "codeberg.org/schiri/schiri/referee/kodiak"
	scoring "codeberg.org/schiri/schiri/scoring/kodiak"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
)

// The round form: one line per player ("3 rk c1", see referee.ParseLine),
// the round's points, a confirmation that defaults to saving, and straight
// on to the next round until the user stops. What is typed is kept as a
// draft in the game's file until the round is saved or discarded.

var (
	// errStop: the user left the form with nothing typed.
	errStop = errors.New("stop")
	// errEOF: the piped answers ended.
	errEOF = errors.New("end of input")
)

// entry is one sitting of round entry for game id.
type entry struct {
	f          *cli.Factory
	id         string
	accessible bool
	lang       string

	helped bool // the line syntax was shown

	ended atomic.Bool // SIGTERM: the form ends, and so does schiri

	mu    sync.Mutex
	live  []string // the lines as typed so far, for a signal's draft
	round int      // the round being typed, 1-based
}

// enterRounds asks for rounds of game id, one after the other, and saves
// each. It ends when the game is over, when the user leaves an empty form
// (Esc, Ctrl-C, or the end of piped input), or after one round with --json
// (one JSON document). Nothing saved yet and nothing done is a cancel.
func enterRounds(f *cli.Factory, id string) error {
	e := &entry{f: f, id: id, accessible: f.Config().Accessible || !f.IO.StdinTTY, lang: f.Lang()}
	stop := e.watchSignals()
	defer stop()
	saved := 0
	for {
		g, err := loadGame(f, id)
		if err != nil {
			return err
		}
		if g.Finished() {
			if saved > 0 {
				return nil
			}
			// nothing to ask: the referee says why (kodiak.end.finished)
			return saveRound(f, id, &referee.Sheet{})
		}
		sheet, err := e.ask(g)
		switch {
		case errors.Is(err, errStop) && saved > 0:
			return nil
		case errors.Is(err, errStop), errors.Is(err, errEOF):
			return cli.ErrCancel
		case err != nil:
			return err
		}
		if err := saveRound(f, id, sheet); err != nil {
			return err
		}
		saved++
		if f.JSON() {
			return nil
		}
	}
}

// ask fills in the next round's sheet: the lines (resuming a draft), the
// points, the confirmation. Nothing typed is thrown away without asking.
func (e *entry) ask(g *referee.Game) (*referee.Sheet, error) {
	f := e.f
	kodiak, _ := g.KodiakNext()
	round := g.RoundsPlayed() + 1
	lines := make([]string, len(g.Players))
	e.setRound(round, lines)
	if d := loadDraft(f, e.id, g); d != nil {
		resume, err := e.yesNo(f.T("kodiak.form.resume", "Round", round, "Lines", draftText(g.Players, d.Lines)), true)
		if err != nil {
			return nil, err
		}
		if resume {
			copy(lines, d.Lines)
			e.setRound(round, lines)
		} else if err := clearDraft(f, e.id); err != nil {
			return nil, err
		}
	}
	for {
		err := e.edit(g, kodiak, lines)
		e.setRound(round, lines)
		if err != nil && (errors.Is(err, cli.ErrEnded) || e.ended.Load()) {
			if serr := saveDraft(f, e.id, round, lines); serr != nil {
				return nil, serr
			}
			if !blank(lines) {
				e.draftKept()
			}
			return nil, cli.ErrCancel
		}
		if err != nil {
			if blank(lines) {
				if errors.Is(err, cli.ErrCancel) || errors.Is(err, errEOF) {
					return nil, errStop
				}
				return nil, err
			}
			if serr := saveDraft(f, e.id, round, lines); serr != nil {
				return nil, serr
			}
			if !errors.Is(err, cli.ErrCancel) {
				e.draftKept()
				return nil, err
			}
			// Esc or Ctrl-C on a filled form: ask before throwing it away
			discard, err := e.yesNo(f.T("kodiak.form.discard", "Round", round), false)
			if err != nil {
				e.draftKept()
				return nil, err
			}
			if discard {
				return nil, errors.Join(errStop, clearDraft(f, e.id))
			}
			continue
		}
		if err := saveDraft(f, e.id, round, lines); err != nil {
			return nil, err
		}
		sheet := &referee.Sheet{Kodiak: kodiak}
		for i, p := range g.Players {
			en, err := referee.ParseLine(lines[i])
			if err != nil { // the form checks every line; this is a last guard
				return nil, cli.FromParseError(err, "")
			}
			en.Name = p
			sheet.Players = append(sheet.Players, en)
		}
		judged, report := g.Check(sheet)
		ok, err := e.confirm(round, summaryText(f, judged, report), report.Valid())
		if !e.accessible {
			fmt.Fprintln(f.IO.ErrOut) // the form leaves the cursor on its last line
		}
		if err != nil && (errors.Is(err, cli.ErrEnded) || e.ended.Load()) {
			e.draftKept()
			return nil, cli.ErrCancel
		}
		if err != nil {
			if errors.Is(err, cli.ErrCancel) {
				continue // back to the lines, which are still there
			}
			e.draftKept()
			return nil, err
		}
		if ok {
			return sheet, nil
		}
	}
}

// setRound records the lines being typed, for a signal's draft.
func (e *entry) setRound(round int, lines []string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.round = round
	e.live = append(e.live[:0], lines...)
}

func (e *entry) setLive(i int, s string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if i < len(e.live) {
		e.live[i] = s
	}
}

func (e *entry) liveLine(i int) string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if i < len(e.live) {
		return e.live[i]
	}
	return ""
}

// keepLive saves the lines typed so far as the draft.
func (e *entry) keepLive() {
	e.mu.Lock()
	round, lines := e.round, append([]string(nil), e.live...)
	e.mu.Unlock()
	if round > 0 {
		_ = saveDraft(e.f, e.id, round, lines)
	}
}

// watchSignals keeps what was typed when the terminal goes away (SIGHUP)
// or schiri is asked to end (SIGTERM). On a terminal the form then ends by
// itself on SIGTERM; otherwise schiri exits here, as the signal would have
// made it.
func (e *entry) watchSignals() func() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGHUP, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			e.ended.Store(true)
			e.keepLive()
			if sig == syscall.SIGHUP || e.accessible {
				os.Exit(128 + int(sig.(syscall.Signal)))
			}
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
	}
}

// draftKept tells the user where what they typed went.
func (e *entry) draftKept() {
	fmt.Fprintln(e.f.IO.ErrOut, e.f.T("kodiak.form.draft_kept", "Game", e.id))
}

// draftText shows a draft's lines in one line: "Ana: 3 rk · Ben: –".
func draftText(players, lines []string) string {
	parts := make([]string, 0, len(players))
	for i, p := range players {
		l := strings.TrimSpace(lines[i])
		if l == "" {
			l = "–"
		}
		parts = append(parts, p+": "+l)
	}
	return strings.Join(parts, " · ")
}

// ---------------------------------------------------------------- the lines

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
		fmt.Fprintln(f.IO.ErrOut, help)
		e.helped = true
	}
	fields := make([]huh.Field, len(g.Players))
	for i, p := range g.Players {
		i := i
		hint := f.T("kodiak.form.line_hint_mouse")
		if p == kodiak {
			hint = f.T("kodiak.form.line_hint_kodiak")
		}
		in := huh.NewInput().Title(titles[i]).Inline(true).Placeholder(hint).Value(&lines[i]).Validate(e.validateLine).
			SuggestionsFunc(func() []string { return referee.CompleteLine(e.liveLine(i), e.lang) }, &lines[i])
		fields[i] = &lineField{Input: in, value: &lines[i], e: e, i: i}
	}
	form := huh.NewForm(huh.NewGroup(fields...).Title(head)).WithKeyMap(formKeys(f))
	return f.RunForm(form, cli.EscCancels())
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
			return errors.New(e.f.T(pe.Key, pe.Args))
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
	e     *entry
	i     int
}

func (l *lineField) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && k.Type == tea.KeyTab && len(referee.CompleteLine(*l.value, l.e.lang)) > 0 {
		msg = tea.KeyMsg{Type: tea.KeyCtrlE}
	}
	_, cmd := l.Input.Update(msg)
	l.e.setLive(l.i, *l.value)
	return l, cmd
}

func (l *lineField) Blur() tea.Cmd {
	cmd := l.Input.Blur()
	l.e.setLive(l.i, *l.value)
	l.e.keepLive()
	return cmd
}

// formKeys are huh's keys, with Tab completing a card name (lineField
// turns it into ctrl+e when there is something to complete).
func formKeys(f *cli.Factory) *huh.KeyMap {
	km := huh.NewDefaultKeyMap()
	km.Input.AcceptSuggestion = key.NewBinding(key.WithKeys("ctrl+e"), key.WithHelp("tab", f.T("kodiak.form.key_complete")))
	return km
}

// ---------------------------------------------------------------- confirmations

// confirm shows the round's points and asks to save (default yes). A sheet
// the referee rejects cannot be saved: it only offers to correct it.
// ErrCancel means: back to the lines.
func (e *entry) confirm(round int, summary string, valid bool) (bool, error) {
	f := e.f
	title := f.T("kodiak.form.summary", "Round", round)
	if !valid {
		if e.accessible {
			fmt.Fprintln(f.IO.ErrOut, title+"\n"+summary+"\n"+f.T("kodiak.form.invalid"))
			return false, nil
		}
		ok := true
		err := f.RunForm(huh.NewForm(huh.NewGroup(
			huh.NewNote().Title(title).Description(summary),
			huh.NewConfirm().Title(f.T("kodiak.form.invalid")).Affirmative(f.T("kodiak.form.correct")).Negative("").Value(&ok),
		)).WithKeyMap(formKeys(f)), cli.EscCancels())
		return false, err
	}
	if e.accessible {
		fmt.Fprintln(f.IO.ErrOut, title+"\n"+summary)
	}
	ok, err := e.yesNoWith(title, summary, f.T("kodiak.form.confirm"), true)
	if err != nil {
		return false, err
	}
	return ok, nil
}

// yesNo asks a yes/no question with a default (Enter).
func (e *entry) yesNo(question string, def bool) (bool, error) {
	return e.yesNoWith("", "", question, def)
}

// yesNoWith asks a yes/no question under a note (title and text, may be
// empty). j/ja/y/yes and n/nein/no are understood in both languages; Enter
// takes the default. On a terminal the keys j, y and n choose and Enter
// answers; line by line, a whole word does. The end of piped input is
// errEOF, never an answer.
func (e *entry) yesNoWith(noteTitle, note, question string, def bool) (bool, error) {
	f := e.f
	if e.accessible {
		hint := f.T("kodiak.form.no_default")
		if def {
			hint = f.T("kodiak.form.yes_default")
		}
		w := f.IO.ErrOut
		for {
			fmt.Fprint(w, question+" "+hint+" ")
			s, err := readLine(f.IO.In)
			if err != nil {
				fmt.Fprintln(w)
				return false, errEOF
			}
			if v, ok := parseYesNo(s, def); ok {
				return v, nil
			}
			fmt.Fprintln(w, "✗ "+f.T("kodiak.form.yes_no_invalid", "Token", strings.TrimSpace(s)))
		}
	}
	v := def
	c := huh.NewConfirm().Title(question).Affirmative(f.T("core.yes")).Negative(f.T("core.no")).Value(&v)
	var fields []huh.Field
	if noteTitle != "" || note != "" {
		fields = append(fields, huh.NewNote().Title(noteTitle).Description(note))
	}
	fields = append(fields, &yesNoField{Confirm: c, val: &v, lang: e.lang})
	form := huh.NewForm(huh.NewGroup(fields...)).WithKeyMap(formKeys(f))
	if err := f.RunForm(form, cli.EscCancels()); err != nil {
		return false, err
	}
	return v, nil
}

// parseYesNo reads an answer in either language; "" is the default.
func parseYesNo(s string, def bool) (bool, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "":
		return def, true
	case "j", "ja", "y", "yes":
		return true, true
	case "n", "nein", "no":
		return false, true
	}
	return false, false
}

// yesNoField is huh's confirmation where a letter only chooses (j or y
// yes, n no, in both languages) and Enter answers, so a word typed in full
// ("ja", "nein") is read as one answer and nothing of it spills into the
// next form.
type yesNoField struct {
	*huh.Confirm
	val  *bool
	lang string
}

// KeyBinds shows j besides y in German.
func (y *yesNoField) KeyBinds() []key.Binding {
	bs := y.Confirm.KeyBinds()
	for i := range bs {
		if h := bs[i].Help(); h.Key == "y" && y.lang == "de" {
			bs[i].SetHelp("j/y", h.Desc)
		}
	}
	return bs
}

func (y *yesNoField) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && k.Type == tea.KeyRunes && len(k.Runes) > 0 {
		switch unicode.ToLower(k.Runes[0]) {
		case 'j', 'y':
			*y.val = true
		case 'n':
			*y.val = false
		}
		return y, nil
	}
	_, cmd := y.Confirm.Update(msg)
	return y, cmd
}

// ---------------------------------------------------------------- summary

// summaryText lists each player's cards and points, then what the referee
// will say, as plain text (it goes to stderr inside the form).
func summaryText(f *cli.Factory, s *referee.Sheet, r referee.Report) string {
	var b strings.Builder
	for i, p := range scoring.Round(s) {
		cards := make([]string, 0, len(s.Players[i].Cards))
		for _, c := range s.Players[i].Cards {
			cards = append(cards, c.TokenIn(f.Lang()))
		}
		list := strings.Join(cards, " ")
		if list == "" {
			list = f.T("kodiak.form.no_cards")
		}
		b.WriteString(f.T("kodiak.form.summary_line", "Name", p.Name, "Role", roleText(f, p.Role), "Cards", list,
			"Catches", p.Catches, "Out", p.HairballsOut, "Count", p.Total) + "\n")
	}
	for _, v := range r.Errors {
		b.WriteString("✗ " + f.VerdictText(v) + "\n")
	}
	for _, v := range r.Warnings {
		b.WriteString("! " + f.T("core.warning") + ": " + f.VerdictText(v) + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}
