package instinkt

import (
	"strings"

	"codeberg.org/schiri/schiri/internal/cli"
	ref "codeberg.org/schiri/schiri/referee/instinkt"
)

// lineText is a deer's line in the user's language: "row 0 from left",
// "Reihe 0 von links".
func lineText(f *cli.Factory, l ref.Line) string {
	return f.T("instinkt.line."+l.Axis.String()+"_"+l.From.String(), "Index", l.Index)
}

// lineWords are the German words of a deer's line, and the record's
// English for them: a player may answer in either language.
var lineWords = map[string]string{
	"reihe": "row", "zeile": "row", "spalte": "col", "column": "col", "von": "from",
	"links": "left", "rechts": "right", "oben": "top", "unten": "bottom",
}

// englishLine turns a German deer line ("Reihe 0 von links") into the
// record's spelling ("row 0 from left"); other words stay as they are.
func englishLine(answer string) string {
	fields := strings.Fields(answer)
	for i, w := range fields {
		if en, ok := lineWords[strings.ToLower(w)]; ok {
			fields[i] = en
		}
	}
	return strings.Join(fields, " ")
}
