package web

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestQRBudget(t *testing.T) {
	games := func() []dashboardGame {
		var gs []dashboardGame
		for i := 0; i < 12; i++ {
			g := dashboardGame{Game: fmt.Sprint(i)}
			for r := 0; r < 4; r++ {
				g.Links = append(g.Links, roleLink{URL: fmt.Sprintf("/g/%d-%d/", i, r), QR: "<svg/>"})
			}
			gs = append(gs, g)
		}
		return gs
	}
	drawn := func(gs []dashboardGame) (out []string) {
		for _, g := range gs {
			for _, l := range g.Links {
				if l.QR != "" {
					out = append(out, l.URL)
				}
			}
		}
		return out
	}
	gs := games()
	qrBudget(gs, "")
	assert.Len(t, drawn(gs), qrInline, "the first games keep their codes")
	assert.NotEmpty(t, gs[5].Links[3].QR)
	assert.Empty(t, gs[6].Links[0].QR)

	gs = games()
	qrBudget(gs, "/g/10-0/")
	d := drawn(gs)
	assert.Len(t, d, qrInline)
	assert.Contains(t, d, "/g/10-3/", "the chosen game's codes are drawn")
	assert.NotContains(t, d, "/g/5-0/", "and the budget is spent on it first")
}
