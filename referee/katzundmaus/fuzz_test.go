package katzundmaus

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func FuzzParsePosition(f *testing.F) {
	files, _ := filepath.Glob("../../testdata/samples/katzundmaus/check/*.position.json")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"turn": "A", "starts": "A", "talon": 30,
 "build": [["A","2","3"], [], ["A","K"], []],
 "players": {
   "A": {"stock_top": "4", "stock_count": 9, "hand": ["5","K","9","9","2"],
         "discard": [["7","3"], [], [], []]},
   "B": {"stock_top": "J", "stock_count": 12, "hand_count": 5,
         "discard": [[], [], [], []]}}}`))
	f.Add([]byte(`{"turn":"B","talon":["?"],"build":[[],[],[],[]],"players":{"A":{"stock":[],"hand":[],"discard":[[],[],[],[]]},"B":{"stock_top":null,"stock_count":-1,"hand_count":9,"discard":[[],[],[],[]]}}}`))
	f.Add([]byte("{\n\"turn\": \"A\",\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := ParsePosition(bytes.NewReader(data))
		if err != nil {
			if g != nil {
				t.Fatal("a game and an error")
			}
			return
		}
		out, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParsePosition(bytes.NewReader(out))
		if err != nil {
			t.Fatalf("the written position does not read back: %v\n%s", err, out)
		}
		if *back != *g {
			t.Fatalf("round trip changed the position:\n%s", out)
		}
		for _, m := range g.Legal() {
			if _, err := g.Apply(m); err != nil {
				t.Fatalf("legal move %s refused: %v", m, err)
			}
		}
		PlayOut(g, NewRandom(1), &Bot{}, 200)
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"h5-b1", "hT-d4", "h10-b2", "s-b3", "s-d1", "d2-b4", "d1-d3", "end", "b1-b2", "h-b1", "hQ-b", "d0-b1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("not a *ParseError: %T", err)
			}
			return
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q → %s → %v, %v", s, m, back, err)
		}
	})
}

func FuzzParseRecord(f *testing.F) {
	f.Add("seed 1\nA: h6-d1\nB: h3-d1\n")
	f.Add("# c\nseed: 42\nh5-b1 s-b1 hQ-d1\nB: end\n")
	f.Add("seed 18446744073709551615\nA: h6-d1 h2-d1\n")
	f.Add("A: x")
	f.Fuzz(func(t *testing.T, s string) {
		rec, err := ParseRecord(strings.NewReader(s))
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("not a *ParseError: %T", err)
			}
			return
		}
		res := Replay(rec)
		if res.Verdict != nil && (res.Line == 0 || res.Index == 0) {
			t.Fatalf("a verdict without its place: %+v", res)
		}
		back, err := ParseRecord(strings.NewReader(rec.String()))
		if err != nil || back.Seed != rec.Seed || len(back.Turns) != len(rec.Turns) {
			t.Fatalf("record does not read back: %v\n%s", err, rec)
		}
	})
}
