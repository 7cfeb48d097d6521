package kodiak

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"codeberg.org/schiri/schiri/internal/strictjson"
	"go.yaml.in/yaml/v3"
)

// Sheet is one round as the players wrote it down (SPEC §1, "Round sheet").
// Saved games keep their rounds as sheets too, with Kodiak always filled in
// and the players in the game's seat order.
type Sheet struct {
	// Kodiak names who was Kodiak this round; "" when the sheet leaves it out
	// (allowed in a saved game, where the rotation knows).
	Kodiak string `json:"kodiak,omitempty"`
	// Players in seat order, clockwise, exactly as the sheet lists them.
	Players []Entry `json:"players"`
}

// Entry is one player's line of a round sheet.
type Entry struct {
	Name         string `json:"name"`
	Cards        []Card `json:"cards"`                   // table cards left at the round's end
	Catches      int    `json:"catches,omitempty"`       // Kodiak's catches (ruling K2)
	HairballsOut int    `json:"hairballs_out,omitempty"` // hairballs face up beside the cards (K1)
	Line         int    `json:"-"`                       // where the sheet names the player; 0 if unknown
}

// MaxSheetBytes bounds what ParseSheet reads; a round sheet is a few hundred
// bytes, so anything near this is the wrong file.
const MaxSheetBytes = 1 << 20

// maxNumber bounds catches and hairballs_out as written. Larger values are
// input errors rather than verdicts, so totals can never overflow.
const maxNumber = 999

// Keys of a round sheet.
const (
	keyKodiak       = "kodiak"
	keyPlayers      = "players"
	keyCards        = "cards"
	keyCatches      = "catches"
	keyHairballsOut = "hairballs_out"
)

// ParseSheet reads a round sheet in YAML or JSON (SPEC §0: JSON when it
// starts with "{" or "[", read strictly by the JSON rules into the tree a
// YAML parser makes, so both give the same line numbers and checks). The players keep the order in which the
// sheet lists them: that is the seat order. Unknown keys, unknown cards and
// malformed numbers are a *ParseError naming the line and token; everything
// the rules have to judge (counts, names, catches) is left to Check.
func ParseSheet(r io.Reader) (*Sheet, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSheetBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSheetBytes {
		return nil, parseErr(0, "", "kodiak.parse.too_large", "Max", MaxSheetBytes)
	}
	if !utf8.Valid(data) {
		line, tok := firstInvalidUTF8(data)
		return nil, parseErr(line, tok, "kodiak.parse.encoding")
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	doc, perr := readDocument(data)
	if perr != nil {
		return nil, perr
	}
	root := doc
	if root.Kind == yaml.DocumentNode {
		if len(root.Content) == 0 {
			return nil, parseErr(0, "", "kodiak.parse.empty")
		}
		root = root.Content[0]
	}
	root = deref(root)
	if isNull(root) {
		return nil, parseErr(0, "", "kodiak.parse.empty")
	}
	if root.Kind != yaml.MappingNode {
		return nil, parseErr(root.Line, nodeToken(root), "kodiak.parse.not_mapping")
	}

	s := &Sheet{}
	seen := map[string]int{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := deref(root.Content[i]), deref(root.Content[i+1])
		key, err := mapKey(k, seen, "kodiak, players")
		if err != nil {
			return nil, err
		}
		switch key {
		case keyKodiak:
			if isNull(v) {
				continue
			}
			if v.Kind != yaml.ScalarNode {
				return nil, parseErr(v.Line, nodeToken(v), "kodiak.parse.kodiak_name")
			}
			s.Kodiak = v.Value
		case keyPlayers:
			if isNull(v) {
				continue
			}
			if v.Kind != yaml.MappingNode {
				return nil, parseErr(v.Line, nodeToken(v), "kodiak.parse.players_mapping")
			}
			for j := 0; j+1 < len(v.Content); j += 2 {
				e, err := parseEntry(deref(v.Content[j]), deref(v.Content[j+1]))
				if err != nil {
					return nil, err
				}
				s.Players = append(s.Players, e)
			}
		default:
			return nil, parseErr(k.Line, key, "kodiak.parse.unknown_key", "Key", key, "Allowed", "kodiak, players")
		}
	}
	return s, nil
}

// readDocument reads a sheet's one document: as JSON, strictly, when it
// starts with "{" or "[" (SPEC §0), else as YAML.
func readDocument(data []byte) (*yaml.Node, *ParseError) {
	if strictjson.IsJSON(data) {
		doc, err := strictjson.Node(data)
		if err != nil {
			return nil, jsonError(data, err)
		}
		return doc, nil
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, parseErr(0, "", "kodiak.parse.empty")
		}
		return nil, syntaxError(data, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return nil, parseErr(extra.Line, "---", "kodiak.parse.documents")
	} else if !errors.Is(err, io.EOF) {
		return nil, syntaxError(data, err)
	}
	return &doc, nil
}

// jsonError is what strictjson says of a JSON sheet, as a ParseError.
func jsonError(data []byte, err error) *ParseError {
	var je *strictjson.Error
	if !errors.As(err, &je) {
		return parseErr(0, "", "kodiak.parse.syntax", "Detail", err.Error())
	}
	switch je.Problem {
	case strictjson.Duplicate:
		return parseErr(je.Line, je.Key, "kodiak.parse.duplicate_json", "Key", je.Key)
	case strictjson.Trailing:
		return parseErr(je.Line, lineText(data, je.Line), "kodiak.parse.trailing_json")
	}
	if pe := jsonSyntaxError(data); pe != nil {
		return pe
	}
	return parseErr(je.Line, lineText(data, je.Line), "kodiak.parse.syntax", "Detail", je.Error())
}

// parseEntry reads one "Name: {cards: […], catches: n, hairballs_out: n}".
func parseEntry(k, v *yaml.Node) (Entry, error) {
	if k.Kind != yaml.ScalarNode {
		return Entry{}, parseErr(k.Line, nodeToken(k), "kodiak.parse.player_name")
	}
	e := Entry{Line: k.Line}
	if !isNull(k) {
		e.Name = k.Value
	}
	if isNull(v) {
		return e, nil
	}
	if v.Kind != yaml.MappingNode {
		return e, parseErr(v.Line, nodeToken(v), "kodiak.parse.player_entry", "Name", e.Name)
	}
	seen := map[string]int{}
	for i := 0; i+1 < len(v.Content); i += 2 {
		fk, fv := deref(v.Content[i]), deref(v.Content[i+1])
		key, err := mapKey(fk, seen, "cards, catches, hairballs_out")
		if err != nil {
			return e, err
		}
		switch key {
		case keyCards:
			if e.Cards, err = parseCards(fv, e.Name); err != nil {
				return e, err
			}
		case keyCatches:
			if e.Catches, err = parseCount(fv, key, true); err != nil {
				return e, err
			}
		case keyHairballsOut:
			if e.HairballsOut, err = parseCount(fv, key, false); err != nil {
				return e, err
			}
		default:
			return e, parseErr(fk.Line, key, "kodiak.parse.unknown_player_key", "Key", key, "Name", e.Name,
				"Allowed", "cards, catches, hairballs_out")
		}
	}
	return e, nil
}

// mapKey reads a mapping key and rejects non-scalar and repeated keys.
func mapKey(k *yaml.Node, seen map[string]int, allowed string) (string, error) {
	if k.Kind != yaml.ScalarNode {
		return "", parseErr(k.Line, nodeToken(k), "kodiak.parse.unknown_key", "Key", nodeToken(k), "Allowed", allowed)
	}
	if first, dup := seen[k.Value]; dup {
		return "", parseErr(k.Line, k.Value, "kodiak.parse.duplicate_key", "Key", k.Value, "First", first)
	}
	seen[k.Value] = k.Line
	return k.Value, nil
}

func parseCards(v *yaml.Node, name string) ([]Card, error) {
	if isNull(v) {
		return []Card{}, nil
	}
	if v.Kind != yaml.SequenceNode {
		return nil, parseErr(v.Line, nodeToken(v), "kodiak.parse.cards_list", "Name", name)
	}
	cards := make([]Card, 0, len(v.Content))
	for _, item := range v.Content {
		item = deref(item)
		if item.Kind != yaml.ScalarNode || isNull(item) {
			return nil, parseErr(item.Line, nodeToken(item), "kodiak.parse.unknown_card", "Name", name)
		}
		c, ok := ParseCard(item.Value)
		if !ok {
			return nil, unknownCard(item.Line, item.Value, "kodiak.parse.unknown_card", "Name", name)
		}
		cards = append(cards, c)
	}
	return cards, nil
}

// parseCount reads a whole number written as a YAML/JSON integer (or a
// quoted one). Negative catches are left for the rules (kodiak.catch.range);
// a negative number of hairballs is meaningless input.
func parseCount(v *yaml.Node, key string, negativeOK bool) (int, error) {
	if isNull(v) {
		return 0, nil
	}
	if v.Kind != yaml.ScalarNode || (v.Tag != "!!int" && v.Tag != "!!str") {
		return 0, parseErr(v.Line, nodeToken(v), "kodiak.parse.number", "Key", key)
	}
	n, err := strconv.Atoi(strings.TrimSpace(v.Value))
	if err != nil {
		return 0, parseErr(v.Line, v.Value, "kodiak.parse.number", "Key", key)
	}
	if n > maxNumber || n < -maxNumber {
		return 0, parseErr(v.Line, v.Value, "kodiak.parse.number_range", "Key", key, "Max", maxNumber)
	}
	if n < 0 && !negativeOK {
		return 0, parseErr(v.Line, v.Value, "kodiak.parse.negative", "Key", key)
	}
	return n, nil
}

// deref follows YAML aliases (*name) to the node they stand for.
func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && n.Alias != nil && i < 100; i++ {
		n = n.Alias
	}
	return n
}

func isNull(n *yaml.Node) bool {
	return n == nil || n.Kind == 0 || (n.Kind == yaml.ScalarNode && n.Tag == "!!null")
}

// nodeToken is a short text for a node that is not what was expected.
func nodeToken(n *yaml.Node) string {
	switch n.Kind {
	case yaml.ScalarNode:
		return shorten(n.Value)
	case yaml.SequenceNode:
		return "[…]"
	case yaml.MappingNode:
		return "{…}"
	case yaml.AliasNode:
		return "*" + n.Value
	}
	return ""
}

func shorten(s string) string {
	const max = 40
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)
	return string(r[:max-1]) + "…"
}

// syntaxError turns a YAML syntax error into a ParseError with the line and
// its text. yaml.v3 often names the line where the broken collection began
// and leaves the line out on the first line; for input that looks like JSON,
// encoding/json finds the exact place.
func syntaxError(data []byte, err error) *ParseError {
	if pe := jsonSyntaxError(data); pe != nil {
		return pe
	}
	msg := err.Error()
	line := 1
	msg = strings.TrimPrefix(msg, "yaml: ")
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if num, detail, ok := strings.Cut(rest, ": "); ok {
			if n, convErr := strconv.Atoi(num); convErr == nil && n > 0 {
				line, msg = n, detail
			}
		}
	}
	// yaml.v3 names the line where the enclosing block or flow began; the
	// first line whose prefix no longer parses is usually the culprit.
	line = max(line, firstFailingLine(data))
	return parseErr(line, lineText(data, line), "kodiak.parse.syntax", "Detail", msg)
}

// firstFailingLine is the first line n such that lines 1…n do not parse
// as YAML, or 0 (also for inputs over 16 KiB). It parses few prefixes, not
// every one: a prefix that ends with every flow collection and quoted
// scalar closed ("closed") and fails stays failing whatever lines follow
// (what follows cannot repair an error inside it), so the first failing
// closed prefix is found by binary search; a prefix ending inside a flow
// collection or a quoted scalar may fail only for being cut short, so each
// such line before it is tried on its own (sheets rarely have any).
func firstFailingLine(data []byte) int {
	if len(data) > 16<<10 {
		return 0
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	if len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	ends := make([]int, len(lines)) // byte offset after each line
	open := make([]bool, len(lines))
	var lx openScanner
	off := 0
	for i, l := range lines {
		off += len(l)
		ends[i] = off
		open[i] = lx.line(l)
	}
	fails := func(i int) bool {
		var n yaml.Node
		return yaml.Unmarshal(data[:ends[i]], &n) != nil
	}
	var closed []int
	for i := range lines {
		if !open[i] {
			closed = append(closed, i)
		}
	}
	first := len(lines) // the first failing closed line, by binary search
	lo, hi := 0, len(closed)
	for lo < hi {
		mid := (lo + hi) / 2
		if fails(closed[mid]) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	if lo < len(closed) {
		first = closed[lo]
	}
	for i := 0; i < first; i++ {
		if open[i] && fails(i) {
			return i + 1
		}
	}
	if first < len(lines) {
		return first + 1
	}
	return 0
}

// openScanner follows, line by line, whether the text so far ends inside a
// flow collection ([…], {…}) or a quoted scalar. It is a cautious guess
// (a bracket in a block scalar counts too): a line it calls open is only
// tried, never trusted.
type openScanner struct {
	depth          int
	single, double bool
}

// line reads one more line and reports whether the text ends open.
func (s *openScanner) line(l []byte) bool {
	prev := byte(' ')
	for i := 0; i < len(l); i++ {
		c := l[i]
		switch {
		case s.double:
			if c == '\\' {
				i++
			} else if c == '"' {
				s.double = false
			}
		case s.single:
			if c == '\'' {
				if i+1 < len(l) && l[i+1] == '\'' {
					i++
				} else {
					s.single = false
				}
			}
		case c == '#' && (prev == ' ' || prev == '\t'):
			i = len(l) // a comment
		case (c == '"' || c == '\'') && strings.IndexByte(" \t:-[{,", prev) >= 0:
			if c == '"' {
				s.double = true
			} else {
				s.single = true
			}
		case c == '[' || c == '{':
			s.depth++
		case c == ']' || c == '}':
			if s.depth > 0 {
				s.depth--
			}
		}
		prev = c
	}
	return s.depth > 0 || s.single || s.double
}

// lineText is the trimmed text of the 1-based line n.
func lineText(data []byte, n int) string {
	lines := bytes.Split(data, []byte("\n"))
	if n < 1 || n > len(lines) {
		return ""
	}
	return shorten(strings.TrimSpace(string(lines[n-1])))
}

func firstInvalidUTF8(data []byte) (int, string) {
	line := 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return line, strconv.Quote(string(data[i : i+1]))
		}
		if r == '\n' {
			line++
		}
		i += size
	}
	return line, ""
}

// jsonSyntaxError locates a syntax error in input that starts like JSON;
// nil when the input is not JSON-like or is valid JSON.
func jsonSyntaxError(data []byte) *ParseError {
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	if len(trimmed) == 0 || (trimmed[0] != '{' && trimmed[0] != '[') {
		return nil
	}
	var v any
	var se *json.SyntaxError
	if err := json.Unmarshal(data, &v); !errors.As(err, &se) {
		return nil
	}
	off := min(max(int(se.Offset)-1, 0), len(data))
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	rest := data[off:]
	if i := bytes.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	token := shorten(strings.TrimSpace(string(rest)))
	if token == "" {
		token = lineText(data, line)
	}
	return parseErr(line, token, "kodiak.parse.syntax", "Detail", strings.TrimPrefix(se.Error(), "json: "))
}
