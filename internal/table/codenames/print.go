package codenames

import (
	"hash/fnv"
	"math/rand/v2"
	"net/url"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/pdf"
	"codeberg.org/schiri/schiri/internal/table"
	cn "codeberg.org/schiri/schiri/referee/codenames"
)

// MaxKeyCards is the most key cards one PDF holds (SPEC §9).
const MaxKeyCards = 200

// Prints are Codenames' kinds of the printable kit (SPEC §9): key cards
// for the spymasters (the host's only) and a board's words to cut out.
var Prints = []table.Print{
	{
		Name: "codenames-keys", Short: "codenames.print.keys.short", Long: "codenames.print.keys.long",
		Flags: []table.PrintFlag{
			{Name: "count", Default: "40", Usage: "codenames.print.flag.count"},
			{Name: "size", Default: "5x5", Usage: "codenames.help.flag.size"},
			{Name: "seed", Usage: "codenames.print.flag.seed"},
		},
		Example:  []string{"--seed", "K7F3Q-X9P2M", "--count", "2"},
		HostOnly: true,
		Draw:     drawKeys,
	},
	{
		Name: "codenames-board", Short: "codenames.print.board.short", Long: "codenames.print.board.long",
		Flags: []table.PrintFlag{
			{Name: "board-code", Usage: "codenames.help.flag.board_code"},
			{Name: "size", Default: "5x5", Usage: "codenames.help.flag.size"},
			{Name: "words", Usage: "codenames.print.flag.words"},
		},
		Example: []string{"--board-code", "4HJ2PA", "--size", "8x8"},
		Draw:    drawBoard,
		ForGame: boardOfGame,
	},
}

// KeyCodes are the codes of count key cards: first, then each next one a
// new 10-character code drawn (as cn.KeyCodeFrom draws) from a PCG whose
// two seeds are the FNV-1a hash of the first code's canonical form and
// that hash XOR a constant. So the first code gives the whole set, and a
// shorter set is the start of a longer one.
func KeyCodes(first cn.KeyCode, count int) []cn.KeyCode {
	codes := make([]cn.KeyCode, count)
	if count == 0 {
		return codes
	}
	codes[0] = first
	h := fnv.New64a()
	_, _ = h.Write([]byte(first.String()))
	seed := h.Sum64()
	r := rand.New(rand.NewPCG(seed, seed^0x7072696e74206b65)) // "print ke"
	for i := 1; i < count; i++ {
		codes[i] = cn.KeyCodeFrom(r)
	}
	return codes
}

// Keys are the key grids of codes (the very grids `codenames key --seed`
// gives), derived on every core: a key code's derivation is slow on
// purpose (ruling C2).
func Keys(codes []cn.KeyCode, size cn.Size) []cn.Key {
	keys := make([]cn.Key, len(codes))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < min(runtime.GOMAXPROCS(0), len(codes)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				keys[i] = cn.NewKey(codes[i], size, cn.NoTeam)
			}
		}()
	}
	for i := range codes {
		next <- i
	}
	close(next)
	wg.Wait()
	return keys
}

// cardRGB is each card's colour on paper; the letter in it tells it in
// black and white.
func cardRGB(c cn.Card) (r, g, b int, light bool) {
	switch c {
	case cn.CardRed:
		return 200, 40, 40, false
	case cn.CardBlue:
		return 30, 90, 190, false
	case cn.CardAssassin:
		return 25, 25, 25, false
	}
	return 236, 224, 196, true
}

func sizeOf(in table.PrintInput) (cn.Size, error) {
	s, err := cn.ParseSize(in.Get("size"))
	if err != nil {
		return s, cli.FromParseError(err, "", "Flag", "--size")
	}
	return s, nil
}

func drawKeys(in table.PrintInput) ([]byte, error) {
	count, err := strconv.Atoi(strings.TrimSpace(in.Get("count")))
	if err != nil || count < 1 || count > MaxKeyCards {
		return nil, cli.NewInputError("codenames.print.err.count", "Token", in.Get("count"), "Max", MaxKeyCards).At("", 0, in.Get("count"))
	}
	size, err := sizeOf(in)
	if err != nil {
		return nil, err
	}
	var first cn.KeyCode
	if s := in.Get("seed"); strings.TrimSpace(s) != "" {
		if first, err = cn.ParseKeyCode(s); err != nil {
			return nil, cli.FromParseError(err, "", "Flag", "--seed")
		}
	} else {
		first = cn.NewKeyCode() // the OS's secure source, as codenames key
	}
	return keyCards(in, Keys(KeyCodes(first, count), size))
}

// keyCards draws the key cards of keys, six to a page; the first key's
// code is the set's (KeyCodes).
func keyCards(in table.PrintInput, keys []cn.Key) ([]byte, error) {
	l, count, first, size := in.L, len(keys), keys[0].Code, keys[0].Size
	d := pdf.New(in.Paper, false, l.T("codenames.print.keys.doc_title"), in.Lang)
	const top = pdf.Margin + 12
	w := (d.W() - 2*pdf.Margin) / 2
	h := (d.H() - top - pdf.Margin) / 3
	again := "schiri print codenames-keys --seed " + first.Printed() + " --count " + strconv.Itoa(count) + " --size " + size.String()
	var qrErr error
	d.Grid(count, top, w, h, func(int) {
		d.SetTextColor(0, 0, 0)
		d.SetFont("Helvetica", "B", 11)
		d.Text(pdf.Margin, pdf.Margin+3, l.T("codenames.print.keys.doc_title"))
		d.SetFont("Helvetica", "", 7)
		d.Text(pdf.Margin, pdf.Margin+7, l.T("codenames.print.keys.again", "Command", again))
	}, func(i int, x, y float64) {
		if err := drawKeyCard(d, l, keys[i], i, count, x, y, w, h); err != nil && qrErr == nil {
			qrErr = err
		}
	})
	if qrErr != nil {
		return nil, qrErr
	}
	return d.Bytes()
}

// drawKeyCard draws key card i of count in the w×h box at x, y: its
// number and code, the grid with a letter per cell, who starts, the
// legend and the code as a QR code.
func drawKeyCard(d *pdf.Doc, l table.Localizer, k cn.Key, i, count int, x, y, w, h float64) error {
	const pad = 5.0
	d.CutMarks(x, y, w, h)
	// a thin frame in the starting team's colour
	r, g, b, _ := cardRGB(cn.CardOf(k.Starts))
	d.SetDrawColor(r, g, b)
	d.SetLineWidth(1.2)
	d.Rect(x+2, y+2, w-4, h-4, "D")

	d.SetTextColor(0, 0, 0)
	d.SetFont("Helvetica", "B", 10)
	d.Text(x+pad, y+pad+4, l.T("codenames.print.keys.card", "N", i+1, "Count", count))
	d.SetFont("Helvetica", "", 9)
	code := k.Code.Printed()
	d.Text(x+pad, y+pad+9, l.T("codenames.print.keys.code", "Code", code))

	qr := 26.0
	gx, gy := x+pad, y+pad+13
	room := min(w-2*pad-qr-4, h-(gy-y)-pad-6)
	cell := room / float64(max(k.Size.Rows, k.Size.Cols))
	d.SetTextColor(0, 0, 0)
	qx := x + w - pad - qr
	if err := d.QR(qx, gy-1, qr, code); err != nil {
		return err
	}
	d.SetFont("Helvetica", "B", 9)
	ty := gy + qr + 4
	d.Fit("B", 9, l.T("codenames.print.keys.starts", "Team", l.T("codenames.team."+k.Starts.String())), qr)
	d.Text(qx, ty, l.T("codenames.print.keys.starts", "Team", l.T("codenames.team."+k.Starts.String())))
	d.SetFont("Helvetica", "", 7)
	counts := map[cn.Card]int{}
	for _, c := range k.Cards {
		counts[c]++
	}
	for j, c := range []cn.Card{cn.CardRed, cn.CardBlue, cn.CardNeutral, cn.CardAssassin} {
		d.Text(qx, ty+4+float64(j)*3.4, string(c.Letter())+"  "+l.T("codenames.legend."+c.String())+" "+strconv.Itoa(counts[c]))
	}
	// the grid last: no text drawn after a row continues its line
	for row := 0; row < k.Size.Rows; row++ {
		for col := 0; col < k.Size.Cols; col++ {
			c := k.At(row, col)
			cr, cg, cb, light := cardRGB(c)
			d.SetFillColor(cr, cg, cb)
			d.SetDrawColor(255, 255, 255)
			d.SetLineWidth(0.6)
			cx, cy := gx+float64(col)*cell, gy+float64(row)*cell
			d.Rect(cx, cy, cell, cell, "FD")
			if light {
				d.SetTextColor(0, 0, 0)
			} else {
				d.SetTextColor(255, 255, 255)
			}
			// Courier at a size whose two advances fill a cell: between
			// the letters of a row lies exactly a space's width, so a
			// PDF reader reads the row as one line, "R B N A R"
			d.SetFont("Courier", "B", cell/1.2*72/25.4)
			d.Text(cx+cell*0.25, cy+cell*0.7, string(c.Letter()))
		}
	}
	d.SetTextColor(0, 0, 0)
	return nil
}

func drawBoard(in table.PrintInput) ([]byte, error) {
	l := in.L
	size, err := sizeOf(in)
	if err != nil {
		return nil, err
	}
	var board cn.Code
	if s := in.Get("board-code"); strings.TrimSpace(s) != "" {
		if board, err = cn.ParseCode(s); err != nil {
			return nil, cli.FromParseError(err, "", "Flag", "--board-code")
		}
	} else {
		board = cn.RandomCodeFrom(in.Rand)
	}
	words := in.Get("words")
	if words == "" {
		words = in.Lang
	}
	lang, err := cn.ParseLang(words)
	if err != nil {
		return nil, cli.NewInputError("codenames.err.lang", "Token", words, "Flag", "--words").At("", 0, words)
	}
	list := cn.PickWords(board, size, lang)

	d := pdf.New(in.Paper, false, l.T("codenames.print.board.doc_title"), in.Lang)
	const top = pdf.Margin + 19
	cols := size.Cols
	w := min(45, (d.W()-2*pdf.Margin)/float64(cols))
	h := w * 0.62
	title := l.T("codenames.print.board.title", "Board", board.String(), "Size", size.String())
	again := "schiri print codenames-board --board-code " + board.String() + " --size " + size.String() + " --words " + string(lang)
	// the cards in the board's order, a row of the board to a row of the
	// page, so the cut cards lie as the board does
	perPage := max(1, int((d.H()-top-pdf.Margin)/h)) * cols
	for i, word := range list {
		if i%perPage == 0 {
			d.AddPage()
			d.SetTextColor(0, 0, 0)
			d.SetFont("Helvetica", "B", 13)
			d.Text(pdf.Margin, pdf.Margin+4, title)
			d.SetFont("Helvetica", "", 8)
			d.Text(pdf.Margin, pdf.Margin+9, l.T("codenames.print.board.hint"))
			d.Text(pdf.Margin, pdf.Margin+13, l.T("codenames.print.keys.again", "Command", again))
		}
		k := i % perPage
		x := (d.W()-float64(cols)*w)/2 + float64(k%cols)*w
		y := top + float64(k/cols)*h
		d.CutMarks(x, y, w, h)
		d.SetDrawColor(120, 120, 120)
		d.SetLineWidth(0.2)
		d.Rect(x+2, y+2, w-4, h-4, "D")
		d.SetTextColor(0, 0, 0)
		d.Fit("B", 14, word, w-8)
		d.Centered(x+w/2, y+h/2+1.5, word)
		d.SetFont("Helvetica", "", 6)
		d.SetTextColor(110, 110, 110)
		d.Text(x+3.5, y+h-3.5, strconv.Itoa(i/cols+1)+","+strconv.Itoa(i%cols+1))
	}
	return d.Bytes()
}

// boardOfGame prints a saved game's board: its board code, size and words
// (none for a game saved before the third edition, whose words came from
// its key code).
func boardOfGame(s *table.Service, id string) (url.Values, bool) {
	g, err := Load(s, id)
	if err != nil {
		return nil, false
	}
	setup := g.Setup()
	if setup.BoardCode == nil {
		return nil, false
	}
	return url.Values{"board-code": {setup.BoardCode.String()}, "size": {g.Size().String()}, "words": {string(setup.Lang)}}, true
}
