package katzundmaus

import (
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/rules"
)

// rawSide and rawPosition hold a position as read, before the checks that
// it can occur in a game.
type rawSide struct {
	stock      []Card // bottom → top, when given as a list
	stockTop   Card   // when given as stock_top/stock_count
	stockCount int
	hand       []Card // when given as a list
	handCount  int
	discard    [nPiles][]Card
}

type rawPosition struct {
	turn, starts Player
	talon        []Card
	talonCount   int
	build        [nPiles][]Card
	players      [2]rawSide
	format       format
}

// ParsePosition reads a position in the JSON format of SPEC §4. Malformed
// input is a *ParseError; a position that cannot occur in a game is an
// *InvalidPosition listing every problem (katzundmaus.position.invalid).
func ParsePosition(r io.Reader) (*Game, error) {
	root, err := readJSON(r)
	if err != nil {
		return nil, err
	}
	raw, err := decodePosition(root)
	if err != nil {
		return nil, err
	}
	if problems := raw.check(); len(problems) > 0 {
		return nil, &InvalidPosition{rules.Report{Errors: problems}}
	}
	return raw.game(), nil
}

func wantKind(n *jnode, kind byte, field string) error {
	if n.kind == kind {
		return nil
	}
	key := map[byte]string{'{': "katzundmaus.parse.want_object", '[': "katzundmaus.parse.want_list"}[kind]
	return parseErr(n.line, n.token(), key, "Field", field)
}

// keys rejects keys other than the allowed ones and reports missing required ones.
func keys(n *jnode, field string, required []string, optional ...string) error {
	for i, k := range n.keys {
		if !contains(required, k) && !contains(optional, k) {
			return parseErr(n.items[i].line, k, "katzundmaus.parse.unknown_key", "Field", field,
				"Keys", strings.Join(append(append([]string(nil), required...), optional...), ", "))
		}
	}
	for _, k := range required {
		if n.get(k) == nil {
			return parseErr(n.line, field, "katzundmaus.parse.missing_key", "Field", field, "Key", k)
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func decodePosition(root *jnode) (*rawPosition, error) {
	if err := wantKind(root, '{', "position"); err != nil {
		return nil, err
	}
	if err := keys(root, "position", []string{"turn", "talon", "build", "players"}, "starts"); err != nil {
		return nil, err
	}
	var p rawPosition
	var err error
	if p.turn, err = decodePlayer(root.get("turn"), "turn"); err != nil {
		return nil, err
	}
	if s := root.get("starts"); s != nil {
		if p.starts, err = decodePlayer(s, "starts"); err != nil {
			return nil, err
		}
	}
	if t := root.get("talon"); t.kind == 'n' {
		p.format.talonCount = true
		if p.talonCount, err = decodeCount(t, "talon"); err != nil {
			return nil, err
		}
	} else if p.talon, err = decodeCards(t, "talon", true); err != nil {
		return nil, err
	}
	if p.build, err = decodePiles(root.get("build"), "build"); err != nil {
		return nil, err
	}
	players := root.get("players")
	if err := wantKind(players, '{', "players"); err != nil {
		return nil, err
	}
	if err := keys(players, "players", []string{"A", "B"}); err != nil {
		return nil, err
	}
	for _, pl := range []Player{A, B} {
		if err := decodeSide(players.get(pl.String()), "players."+pl.String(), &p.players[pl], pl, &p.format); err != nil {
			return nil, err
		}
	}
	return &p, nil
}

func decodeSide(n *jnode, field string, s *rawSide, pl Player, f *format) error {
	if err := wantKind(n, '{', field); err != nil {
		return err
	}
	if err := keys(n, field, []string{"discard"}, "stock", "stock_top", "stock_count", "hand", "hand_count"); err != nil {
		return err
	}
	var err error
	stock, top, count := n.get("stock"), n.get("stock_top"), n.get("stock_count")
	switch {
	case stock != nil && (top != nil || count != nil):
		return parseErr(stock.line, "stock", "katzundmaus.parse.stock_both", "Field", field)
	case stock != nil:
		if s.stock, err = decodeCards(stock, field+".stock", true); err != nil {
			return err
		}
	case count == nil:
		return parseErr(n.line, field, "katzundmaus.parse.missing_key", "Field", field, "Key", "stock_count")
	default:
		f.stockTop[pl] = true
		if s.stockCount, err = decodeCount(count, field+".stock_count"); err != nil {
			return err
		}
		if top != nil && top.kind != '0' {
			if s.stockTop, err = decodeCard(top, field+".stock_top", true); err != nil {
				return err
			}
		}
	}
	hand, hcount := n.get("hand"), n.get("hand_count")
	switch {
	case hand != nil && hcount != nil:
		return parseErr(hand.line, "hand", "katzundmaus.parse.hand_both", "Field", field)
	case hand != nil:
		if s.hand, err = decodeCards(hand, field+".hand", true); err != nil {
			return err
		}
	case hcount != nil:
		f.handCount[pl] = true
		if s.handCount, err = decodeCount(hcount, field+".hand_count"); err != nil {
			return err
		}
	default:
		return parseErr(n.line, field, "katzundmaus.parse.missing_key", "Field", field, "Key", "hand")
	}
	s.discard, err = decodePiles(n.get("discard"), field+".discard")
	return err
}

func decodePlayer(n *jnode, field string) (Player, error) {
	if n.kind == 's' {
		switch strings.ToUpper(n.str) {
		case "A":
			return A, nil
		case "B":
			return B, nil
		}
	}
	return A, parseErr(n.line, n.token(), "katzundmaus.parse.player", "Field", field)
}

// decodeCount reads a whole number; a negative one is read (the position
// check rejects it as a position that cannot occur).
func decodeCount(n *jnode, field string) (int, error) {
	if n.kind == 'n' {
		if v, err := strconv.Atoi(n.str); err == nil {
			return v, nil
		}
	}
	return 0, parseErr(n.line, n.token(), "katzundmaus.parse.count", "Field", field)
}

func decodeCard(n *jnode, field string, unknownOK bool) (Card, error) {
	if n.kind == 's' || n.kind == 'n' {
		if c, ok := ParseCard(n.str); ok {
			return c, nil
		}
		if n.str == "?" {
			if unknownOK {
				return Unknown, nil
			}
			return Unknown, parseErr(n.line, n.str, "katzundmaus.parse.unknown_face_up", "Field", field)
		}
	}
	return Unknown, parseErr(n.line, n.token(), "katzundmaus.parse.card", "Field", field)
}

func decodeCards(n *jnode, field string, unknownOK bool) ([]Card, error) {
	return decodeEach(n, field, func(it *jnode) (Card, error) { return decodeCard(it, field, unknownOK) })
}

func decodePiles(n *jnode, field string) ([nPiles][]Card, error) {
	var piles [nPiles][]Card
	if err := wantKind(n, '[', field); err != nil {
		return piles, err
	}
	if len(n.items) != nPiles {
		return piles, parseErr(n.line, field, "katzundmaus.parse.four_piles", "Field", field, "N", len(n.items))
	}
	ps, err := decodeEach(n, field, func(it *jnode) ([]Card, error) { return decodeCards(it, field, false) })
	copy(piles[:], ps)
	return piles, err
}

// decodeEach decodes every item of the list n with dec; an empty list is an
// empty slice, not nil (a list given is told from one left out).
func decodeEach[T any](n *jnode, field string, dec func(*jnode) (T, error)) ([]T, error) {
	if err := wantKind(n, '[', field); err != nil {
		return nil, err
	}
	out := make([]T, len(n.items))
	for i, it := range n.items {
		v, err := dec(it)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

func (s *rawSide) stockLen() int { return givenLen(s.stock, s.stockCount) }

func (s *rawSide) handLen() int { return givenLen(s.hand, s.handCount) }

// givenLen is the number of cards listed, or count where only a count was given.
func givenLen(cs []Card, count int) int {
	if cs != nil {
		return len(cs)
	}
	return count
}

// check lists why the position cannot occur (katzundmaus.position.invalid).
func (p *rawPosition) check() []*rules.Verdict {
	var out []*rules.Verdict
	bad := func(key string, args ...any) {
		out = append(out, rules.NewVerdict(RulePositionInvalid, key, args...))
	}
	// inRange reports a negative count (under its field) or one over most
	// (under tooMany, after args), and tells whether n was neither.
	inRange := func(n int, field, tooMany string, most int, args ...any) bool {
		switch {
		case n < 0:
			bad("katzundmaus.msg.invalid_negative", "Field", field, "Value", n)
		case n > most:
			bad(tooMany, append(args, "Count", n, "Max", most)...)
		default:
			return true
		}
		return false
	}
	var counts [King + 1]int
	add := func(cs []Card) {
		for _, c := range cs {
			counts[c]++
		}
	}
	talon := len(p.talon)
	if p.format.talonCount {
		talon = p.talonCount
	}
	inRange(talon, "talon", "katzundmaus.msg.invalid_talon", TalonSize)
	add(p.talon)
	outside := max(talon, 0) // cards that are not in a stock or on a build pile
	for i, b := range p.build {
		add(b)
		if len(b) > buildMax {
			bad("katzundmaus.msg.invalid_build_full", "Pile", i+1, "Count", len(b))
		}
		for k, c := range b {
			if c != King && c != Card(k+1) {
				bad("katzundmaus.msg.invalid_build_sequence", "Pile", i+1, "Pos", k+1, "Card", c.String(), "Need", Card(min(k+1, int(Queen))).String())
				break
			}
		}
	}
	empty := 0
	for pl, s := range p.players {
		name := Player(pl).String()
		add(s.stock)
		add(s.hand)
		if s.stockTop != Unknown {
			counts[s.stockTop]++
		}
		n := s.stockLen()
		if inRange(n, "players."+name+".stock_count", "katzundmaus.msg.invalid_stock", StockSize, "Player", name) && n == 0 {
			if s.stockTop != Unknown {
				bad("katzundmaus.msg.invalid_stock_top", "Player", name)
			} else {
				empty++
			}
		}
		h := s.handLen()
		inRange(h, "players."+name+".hand_count", "katzundmaus.msg.invalid_hand", HandSize, "Player", name)
		outside += max(h, 0)
		for _, d := range s.discard {
			add(d)
			outside += len(d)
		}
	}
	if empty == 2 {
		bad("katzundmaus.msg.invalid_both_empty")
	}
	if outside > discardMax {
		bad("katzundmaus.msg.invalid_outside", "Count", outside, "Max", discardMax)
	}
	for c := Ace; c <= King; c++ {
		if counts[c] > PerRank {
			bad("katzundmaus.msg.invalid_rank", "Card", c.String(), "Count", counts[c], "Max", PerRank)
		}
	}
	return out
}

// game builds the Game from a position that passed check.
func (p *rawPosition) game() *Game {
	g := &Game{turn: p.turn, starts: p.starts, format: p.format}
	if p.format.talonCount {
		g.talonN = uint8(p.talonCount)
	} else {
		g.talonN = uint8(copy(g.talon[:], p.talon))
	}
	for i, b := range p.build {
		g.build[i].n = uint8(copy(g.build[i].c[:], b))
	}
	for pl := range p.players {
		r, s := &p.players[pl], &g.players[pl]
		if r.stock != nil {
			s.stockN = uint8(copy(s.stock[:], r.stock))
		} else {
			s.stockN = uint8(r.stockCount)
			if s.stockN > 0 {
				s.stock[s.stockN-1] = r.stockTop
			}
		}
		if r.hand != nil {
			s.handN = uint8(copy(s.hand[:], r.hand))
		} else {
			s.handN = uint8(r.handCount)
		}
		for j, d := range r.discard {
			s.discard[j].n = uint8(copy(s.discard[j].c[:], d))
		}
	}
	switch {
	case g.players[A].stockN == 0:
		g.outcome = WonByA
	case g.players[B].stockN == 0:
		g.outcome = WonByB
	}
	g.drawIfEmpty()
	return g
}

// MarshalJSON writes the position in the format it was read in: stock as a
// list or as stock_top/stock_count, the talon as a list or a count, a hand as
// a list or hand_count. Unknown cards are "?"; an unknown stock top is null.
func (g *Game) MarshalJSON() ([]byte, error) {
	type sideJSON struct {
		Stock      json.RawMessage  `json:"stock,omitempty"`
		StockTop   json.RawMessage  `json:"stock_top,omitempty"`
		StockCount json.RawMessage  `json:"stock_count,omitempty"`
		Hand       json.RawMessage  `json:"hand,omitempty"`
		HandCount  json.RawMessage  `json:"hand_count,omitempty"`
		Discard    [nPiles][]string `json:"discard"`
	}
	type posJSON struct {
		Turn    string           `json:"turn"`
		Starts  string           `json:"starts"`
		Talon   json.RawMessage  `json:"talon"`
		Build   [nPiles][]string `json:"build"`
		Players struct {
			A sideJSON `json:"A"`
			B sideJSON `json:"B"`
		} `json:"players"`
	}
	var out posJSON
	out.Turn, out.Starts = g.turn.String(), g.starts.String()
	if g.format.talonCount {
		out.Talon = number(int(g.talonN))
	} else {
		out.Talon = names(g.talon[:g.talonN])
	}
	for i := range g.build {
		out.Build[i] = cardNamesOf(g.build[i].c[:g.build[i].n])
	}
	for pl, sj := range []*sideJSON{&out.Players.A, &out.Players.B} {
		s := &g.players[pl]
		if g.format.stockTop[pl] {
			top := json.RawMessage("null")
			if c := g.StockTop(Player(pl)); c != Unknown {
				top, _ = json.Marshal(c.String())
			}
			sj.StockTop, sj.StockCount = top, number(int(s.stockN))
		} else {
			sj.Stock = names(s.stock[:s.stockN])
		}
		if g.format.handCount[pl] {
			sj.HandCount = number(int(s.handN))
		} else {
			sj.Hand = names(s.hand[:s.handN])
		}
		for j := range s.discard {
			sj.Discard[j] = cardNamesOf(s.discard[j].c[:s.discard[j].n])
		}
	}
	return json.Marshal(out)
}

func cardNamesOf(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

func names(cs []Card) json.RawMessage {
	b, _ := json.Marshal(cardNamesOf(cs))
	return b
}

func number(n int) json.RawMessage { return json.RawMessage(strconv.Itoa(n)) }
