package kodiak

import (
	"codeberg.org/schiri/schiri/internal/cli"
	tk "codeberg.org/schiri/schiri/internal/table/kodiak"
)

// blank reports whether no line holds anything.
var blank = tk.Blank

// A draft is a round being typed in and not yet saved (tk.Draft); it is
// kept in the saved game through the table.

// saveDraft keeps lines as the draft of round. Lines with nothing typed
// are not worth a write, nor are lines already kept.
func saveDraft(f *cli.Factory, id string, round int, lines []string) error {
	return tk.SaveDraft(svc(f), id, round, lines)
}

// clearDraft drops the game's draft, if there is one.
func clearDraft(f *cli.Factory, id string) error { return tk.ClearDraft(svc(f), id) }

// DraftNote is a line for the menu when the latest game has a round half
// typed in (which "Enter a round" offers to resume); "" otherwise.
func DraftNote(f *cli.Factory) string {
	id, err := f.Table().Pick(kind, "")
	if err != nil {
		return ""
	}
	g, d, err := loadGameAndDraft(f, id)
	if err != nil {
		return ""
	}
	if d != nil {
		return f.T("kodiak.form.draft_note", "Round", d.Round, "Lines", draftText(g.Players, d.Lines))
	}
	return ""
}

// Playing reports whether the latest Kodiak game can take a round: there
// is one and it is not over (the menu then offers "Enter a round" first).
func Playing(f *cli.Factory) bool {
	_, g, err := pickGame(f, "")
	return err == nil && !g.Finished()
}

// LastRound is the latest game and how many rounds it has (the menu asks
// before taking the last one back); ok is false without a readable game.
func LastRound(f *cli.Factory) (id string, rounds int, ok bool) {
	id, g, err := pickGame(f, "")
	if err != nil {
		return "", 0, false
	}
	return id, g.RoundsPlayed(), true
}
