package locales

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"codeberg.org/schiri/schiri/internal/gosrc"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every message key the code names as a literal exists in both catalogs:
// f.T("key", …), cli.NewInputError("key", …), rules.NewVerdict(rule, "key",
// …) and a Key: "key" field (and a page's Say("key"), whole). Keys built
// from the registry's games are checked by TestEveryDerivedKeyIsInBothCatalogs;
// other keys built at run time ("codenames.team."+t) by the catalog parity
// test and the commands' own tests. The
// check reads the Go syntax of every non-test file of cmd, internal,
// referee and scoring.
func TestEveryKeyInTheCodeIsInBothCatalogs(t *testing.T) {
	en, de := New("en"), New("de")
	keys := 0
	_, err := gosrc.Files([]string{"../cmd", "../internal", "../referee", "../scoring"}, func(fset *token.FileSet, f *ast.File) {
		for _, k := range messageKeys(f) {
			keys++
			for _, l := range []*Localizer{en, de} {
				assert.Truef(t, l.Has(k.key), "%s: %q is not in the %s catalog", fset.Position(k.pos), k.key, l.Lang())
			}
		}
	})
	require.NoError(t, err)
	require.Greater(t, keys, 300, "the walk finds the code's message keys")
}

type keyUse struct {
	pos token.Pos
	key string
}

// messageKeys lists the literal message keys of a file.
func messageKeys(f *ast.File) []keyUse {
	var out []keyUse
	// the web pages' T and t add their catalog's prefix themselves
	var addAs func(e ast.Expr, prefix string)
	prefix := ""
	if f.Name.Name == "web" {
		prefix = "serve."
	}
	add := func(e ast.Expr) { addAs(e, prefix) }
	addAs = func(e ast.Expr, prefix string) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil || !strings.Contains(s, ".") || strings.ContainsAny(s, " /%{") {
			return
		}
		out = append(out, keyUse{lit.Pos(), prefix + s})
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			name := ""
			switch fn := n.Fun.(type) {
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			case *ast.Ident:
				name = fn.Name
			}
			switch {
			case (name == "T" || name == "NewInputError") && len(n.Args) > 0:
				add(n.Args[0])
			case name == "t" && prefix != "" && len(n.Args) > 1:
				add(n.Args[1])
			case name == "Say" && len(n.Args) > 0: // the pages' whole keys
				addAs(n.Args[0], "")
			case name == "NewVerdict" && len(n.Args) > 1:
				add(n.Args[1])
			}
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok && id.Name == "Key" && prefix == "" {
				add(n.Value)
			}
		}
		return true
	})
	return out
}
