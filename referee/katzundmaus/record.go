package katzundmaus

import (
	"bufio"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"

	"codeberg.org/schiri/schiri/rules"
)

// Record is a game record: the seed of the deal, then one line per turn.
//
//	# comments and blank lines are ignored
//	seed 42
//	A: h5-b1 s-b1 hQ-d1
//	B: s-b2 h3-d4
//
// The player label ("A:") is optional; without it a line belongs to the
// player whose turn it is.
type Record struct {
	Seed     uint64
	SeedLine int
	Turns    []RecordTurn
}

// RecordTurn is one line of a record.
type RecordTurn struct {
	Line     int
	Player   Player
	Labelled bool // the line names its player
	Moves    []Move
}

// ParseRecord reads a record. Malformed input is a *ParseError naming the
// line and token.
func ParseRecord(r io.Reader) (*Record, error) {
	rec := &Record{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxInput)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if line == 1 {
			text = strings.TrimPrefix(text, "\ufeff") // a byte order mark is ignored (SPEC §0)
		}
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		if rec.SeedLine == 0 {
			seed, err := parseSeedLine(text)
			if err != nil {
				err.Line = line
				return nil, err
			}
			rec.Seed, rec.SeedLine = seed, line
			continue
		}
		turn, err := parseTurnLine(text)
		if err != nil {
			err.Line = line
			return nil, err
		}
		turn.Line = line
		rec.Turns = append(rec.Turns, turn)
	}
	if err := sc.Err(); err != nil {
		return nil, parseErr(line+1, "", "katzundmaus.parse.read", "Detail", err.Error())
	}
	if rec.SeedLine == 0 {
		return nil, parseErr(0, "", "katzundmaus.parse.empty")
	}
	return rec, nil
}

func parseSeedLine(text string) (uint64, *ParseError) {
	word, rest, _ := strings.Cut(text, " ")
	if w, v, ok := strings.Cut(word, ":"); ok {
		word, rest = w, v+" "+rest
	}
	if !strings.EqualFold(word, "seed") {
		return 0, parseErr(0, word, "katzundmaus.parse.seed_line")
	}
	rest = strings.TrimSpace(rest)
	seed, err := ParseSeed(rest)
	if err != nil {
		return 0, parseErr(0, rest, "katzundmaus.parse.seed")
	}
	return seed, nil
}

// ParseSeed reads a deal seed: a whole number from 0 to 2⁶⁴−1.
func ParseSeed(s string) (uint64, error) { return strconv.ParseUint(s, 10, 64) }

func parseTurnLine(text string) (RecordTurn, *ParseError) {
	var t RecordTurn
	if label, rest, ok := strings.Cut(text, ":"); ok {
		switch strings.ToUpper(strings.TrimSpace(label)) {
		case "A":
			t.Player = A
		case "B":
			t.Player = B
		default:
			return t, parseErr(0, strings.TrimSpace(label), "katzundmaus.parse.label")
		}
		t.Labelled, text = true, rest
	}
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return t, parseErr(0, strings.TrimSpace(text), "katzundmaus.parse.no_moves")
	}
	for _, f := range fields {
		m, err := ParseMove(f)
		if err != nil {
			return t, err.(*ParseError)
		}
		t.Moves = append(t.Moves, m)
	}
	return t, nil
}

// Add appends a move played by p: to the current line while p is moving,
// on a new line when the turn has passed (turns alternate, so a new player
// means a new turn).
func (r *Record) Add(p Player, m Move) {
	if n := len(r.Turns); n > 0 && r.Turns[n-1].Player == p {
		r.Turns[n-1].Moves = append(r.Turns[n-1].Moves, m)
		return
	}
	r.Turns = append(r.Turns, RecordTurn{Player: p, Labelled: true, Moves: []Move{m}})
}

// ErrNothingToUndo is Undo on a record without moves.
var ErrNothingToUndo = errors.New("katzundmaus: nothing to undo")

// Undo is the record without its last move, and the game replayed from it
// (referee contract: undo is the replay of all but the last move). The
// record it is called on is left as it is.
func (r *Record) Undo() (*Record, *Game, error) {
	turns := slices.Clone(r.Turns)
	for len(turns) > 0 && len(turns[len(turns)-1].Moves) == 0 {
		turns = turns[:len(turns)-1]
	}
	if len(turns) == 0 {
		return nil, nil, ErrNothingToUndo
	}
	last := &turns[len(turns)-1]
	last.Moves = slices.Clone(last.Moves[:len(last.Moves)-1])
	if len(last.Moves) == 0 {
		turns = turns[:len(turns)-1]
	}
	out := &Record{Seed: r.Seed, SeedLine: r.SeedLine, Turns: turns}
	res := Replay(out)
	if res.Verdict != nil {
		return nil, nil, res.Verdict
	}
	return out, res.Game, nil
}

// String writes the record in the format ParseRecord reads.
func (r *Record) String() string {
	var b strings.Builder
	b.WriteString("seed ")
	b.WriteString(strconv.FormatUint(r.Seed, 10))
	b.WriteByte('\n')
	for _, t := range r.Turns {
		if t.Labelled {
			b.WriteString(t.Player.String())
			b.WriteString(":")
		}
		for _, m := range t.Moves {
			b.WriteByte(' ')
			b.WriteString(m.String())
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ReplayResult is the outcome of a replay: the game after the legal moves,
// and where it stopped if a move was illegal (Line of the record, 1-based
// Index in that line, the Move, the Verdict).
type ReplayResult struct {
	Game    *Game
	Turns   int // turns played (lines with a legal move), the last one maybe unfinished
	Moves   int // moves applied
	Line    int
	Index   int
	Move    string
	Verdict *rules.Verdict
}

// Replay deals the record's seed and checks its turns move by move. Each line
// is one turn: a labelled line must belong to the player to move
// (katzundmaus.turn.not-yours), no move may follow the move that ended the
// turn, and a line that is not the last must end its turn
// (katzundmaus.turn.discard-ends). It stops at the first illegal move.
func Replay(rec *Record) ReplayResult {
	g := Deal(rec.Seed)
	res := ReplayResult{Game: g}
	stop := func(t RecordTurn, i int, move string, v *rules.Verdict) ReplayResult {
		res.Line, res.Index, res.Move, res.Verdict = t.Line, i+1, move, v
		return res
	}
	for n, t := range rec.Turns {
		for i, m := range t.Moves {
			switch {
			case g.Over():
				// Play gives the verdict.
			case i == 0 && t.Labelled && t.Player != g.turn:
				return stop(t, i, m.String(), rules.NewVerdict(RuleNotYours, "katzundmaus.msg.not_yours",
					"Player", t.Player.String(), "Turn", g.turn.String()))
			case i > 0 && g.turnEnded:
				return stop(t, i, m.String(), rules.NewVerdict(RuleDiscardEnds, "katzundmaus.msg.after_turn_end",
					"Player", g.turn.Other().String(), "Move", t.Moves[i-1].String()))
			}
			if v := g.Play(m); v != nil {
				return stop(t, i, m.String(), v)
			}
			res.Moves++
			if i == 0 {
				res.Turns++
			}
		}
		if !g.turnEnded && !g.Over() && n < len(rec.Turns)-1 {
			return stop(t, len(t.Moves), "", rules.NewVerdict(RuleDiscardEnds, "katzundmaus.msg.turn_not_ended",
				"Player", g.turn.String()))
		}
	}
	return res
}
