package kodiak

import (
	"fmt"
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/charmbracelet/huh"
)

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
			f.Confirm(huh.NewConfirm().Title(f.T("kodiak.form.invalid")).Affirmative(f.T("kodiak.form.correct")).Negative("").Value(&ok)),
		)), cli.EscCancels(), cli.Keys(formKeys(f)))
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
// answers (cli.Factory.Confirm, as every yes/no question); line by line, a
// whole word does. The end of piped input is errEOF, never an answer.
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
	fields = append(fields, f.Confirm(c))
	form := huh.NewForm(huh.NewGroup(fields...))
	if err := f.RunForm(form, cli.EscCancels(), cli.Keys(formKeys(f))); err != nil {
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
