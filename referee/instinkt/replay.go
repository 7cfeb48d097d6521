package instinkt

import "codeberg.org/schiri/schiri/rules"

// ReplayResult is the outcome of replaying a game record.
type ReplayResult struct {
	// Game is the state after the last legal line (ruling I8): a rejected
	// line changes nothing, so a raccoon line whose move part is illegal or
	// missing leaves the raccoon off the table as well.
	Game *Game
	// MarkerSet is false when the record never named the marker holder.
	MarkerSet bool
	// Applied counts the record lines applied completely.
	Applied int
	// Line is the physical line of the first illegal record line (0 when
	// all are legal), Verdict what was wrong with it.
	Line    int
	Verdict *rules.Verdict
}

// OK reports whether every line was legal.
func (r ReplayResult) OK() bool { return r.Verdict == nil }

// Replay checks a game record line by line (rulings I2–I6) and stops at the
// first illegal line. The record starts with the marker line.
func Replay(rec *Record) ReplayResult {
	res := ReplayResult{Game: NewGame(White)}
	fail := func(ln RecordLine, v *rules.Verdict) ReplayResult {
		res.Line, res.Verdict = ln.Line, v
		return res
	}
	for i, ln := range rec.Lines {
		g := res.Game
		if ln.Kind == RecMarker {
			switch {
			case i == 0:
				res.Game = NewGame(ln.Marker)
				res.MarkerSet = true
				res.Applied++
				continue
			case g.Over():
				return fail(ln, rules.NewVerdict(RuleEndOver, "instinkt.msg.end_over"))
			default:
				return fail(ln, rules.NewVerdict(RulePlaceOrder, "instinkt.msg.marker_twice"))
			}
		}
		if i == 0 {
			return fail(ln, rules.NewVerdict(RulePlaceOrder, "instinkt.msg.marker_first"))
		}
		ng, v := g.ApplyVerdict(ln.Move)
		if v != nil {
			return fail(ln, v)
		}
		if ln.Kind == RecPlace {
			if ng.Phase() == PhaseRaccoon {
				then := Move{Kind: MoveRaccoonNone}
				if ln.Then != nil {
					then = *ln.Then
				}
				ng2, v := ng.ApplyVerdict(then)
				if v != nil {
					return fail(ln, v)
				}
				ng = ng2
			} else if ln.Then != nil {
				return fail(ln, rules.NewVerdict(RuleRaccoonMove, "instinkt.msg.raccoon_only",
					"Card", ln.Move.Card.String()))
			}
		}
		res.Game = ng
		res.Applied++
	}
	return res
}
