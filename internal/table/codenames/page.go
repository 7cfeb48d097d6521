package codenames

import (
	"fmt"
	"net/url"

	"codeberg.org/schiri/schiri/internal/table"
	cn "codeberg.org/schiri/schiri/referee/codenames"
)

// PageDoc is the game as a phone page reads it.
type PageDoc struct {
	Game        string
	Turn        string // "" once the game is over
	Winner      string // "" while it runs
	Clue        *ClueDoc
	GuessesLeft int
	PlusOne     bool
	Owed        map[string]int
	Remaining   map[string]int
}

// Cell is one card on the phone page.
type Cell struct {
	Row, Col int
	Word     string
	Colour   string // "" when this role may not know it
	Letter   string
	Revealed bool
	Target   string
}

// Page is what a Codenames phone page shows: the board with the colours
// the role may see, and the forms of what it may do.
type Page struct {
	Doc      PageDoc
	Rows     [][]Cell
	Cols     int
	Cards    int // the cards on the board: a clue's largest number (C3)
	CanGuess bool
	CanPass  bool // a guess was made under the clue (codenames.pass.no-guess)
	CanClue  bool
	Host     bool
	Role     string
	// ClueWord and ClueNumber are what the clue form shows: after a refused
	// clue, what was typed (the page's kept fields), else empty and 1.
	ClueWord, ClueNumber string
}

// PageTitle is the page's title: the game's ID, with the key code's place
// blanked for a game saved before the third edition (ruling C2).
func (p *Page) PageTitle() string { return p.Doc.Game }

// roleView is a role's view as its page reads it: what everyone sees,
// and the grid of the colours the role may know.
type roleView interface {
	public() (Public, [][]*cn.Card)
}

func (v Board) public() (Public, [][]*cn.Card) {
	return Public{Game: v.Game, State: v.State, Words: v.Words}, v.Grid
}

// public of the host's view: no page shows the key code, not even in its
// title (C2).
func (v Status) public() (Public, [][]*cn.Card) {
	var grid [][]*cn.Card
	for _, row := range v.Grid {
		r := make([]*cn.Card, len(row))
		for i := range row {
			r[i] = &row[i]
		}
		grid = append(grid, r)
	}
	return Public{Game: blankID(v.Game, v.Seed, v.BoardCode != nil), State: v.State, Words: v.Words}, grid
}

func page(v roleView, role string, q url.Values, _ table.Localizer) any {
	pub, grid := v.public()
	d := PageDoc{Game: pub.Game, Clue: pub.Clue, GuessesLeft: pub.GuessesLeft, PlusOne: pub.PlusOne,
		Owed:      map[string]int{cn.Red.String(): pub.Owed.Red, cn.Blue.String(): pub.Owed.Blue},
		Remaining: map[string]int{cn.Red.String(): pub.Remaining.Red, cn.Blue.String(): pub.Remaining.Blue}}
	if pub.Turn != nil {
		d.Turn = pub.Turn.String()
	}
	if pub.Winner != nil {
		d.Winner = pub.Winner.String()
	}
	over := d.Winner != ""
	cp := &Page{Doc: d, Role: role, Host: role == RoleHost,
		CanGuess: !over && (role == RoleBoard || role == RoleHost),
		CanClue:  !over && (role == RoleHost || pub.Turn != nil && spymasterTeam(role) == *pub.Turn),
		ClueWord: q.Get(table.KeptPrefix + "word"), ClueNumber: q.Get(table.KeptPrefix + "number")}
	cp.CanPass = cp.CanGuess && pub.Clue != nil && pub.Clue.Guesses > 0
	if cp.ClueNumber == "" {
		cp.ClueNumber = "1"
	}
	for r := range pub.Revealed {
		var row []Cell
		for c := range pub.Revealed[r] {
			cell := Cell{Row: r + 1, Col: c + 1, Revealed: pub.Revealed[r][c], Target: fmt.Sprintf("%d,%d", r+1, c+1)}
			if r < len(pub.Words) && c < len(pub.Words[r]) {
				cell.Word = pub.Words[r][c]
			}
			if r < len(grid) && c < len(grid[r]) && grid[r][c] != nil {
				cell.Colour = grid[r][c].String()
				cell.Letter = string(grid[r][c].Letter())
			}
			row = append(row, cell)
		}
		cp.Cols = len(row)
		cp.Cards += len(row)
		cp.Rows = append(cp.Rows, row)
	}
	return cp
}
