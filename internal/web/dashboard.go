package web

// The host dashboard stays light with many games (SPEC §7: a page with all
// it loads under 100 KB): the QR codes of the first games are drawn in the
// page; the games after them show their links as text and a link to the
// dashboard with their codes drawn (?qr=LINK).

// qrInline is how many role links get their QR code drawn on the dashboard
// (one code is about 2 KB).
const qrInline = 24

// qrBudget keeps the QR codes of the game whose first link is chosen, then
// of the games in order while the budget lasts; the others lose theirs.
func qrBudget(games []dashboardGame, chosen string) {
	left := qrInline
	isChosen := func(g *dashboardGame) bool {
		return chosen != "" && len(g.Links) > 0 && g.Links[0].URL == chosen
	}
	for i := range games {
		if isChosen(&games[i]) {
			left -= len(games[i].Links)
		}
	}
	for i := range games {
		g := &games[i]
		if isChosen(g) {
			continue
		}
		if len(g.Links) <= left {
			left -= len(g.Links)
			continue
		}
		left = 0
		for j := range g.Links {
			g.Links[j].QR = ""
		}
	}
}
