package cli

import (
	"io"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// usageOf runs a small command tree as cobra would and returns the usage
// error: this breaks if cobra or pflag change how they report mistakes.
func usageOf(t *testing.T, args ...string) *UsageError {
	t.Helper()
	root := &cobra.Command{Use: "schiri", Args: NoArgs, RunE: func(*cobra.Command, []string) error { return nil },
		SilenceErrors: true, SilenceUsage: true}
	root.SetFlagErrorFunc(FlagError)
	root.SetOut(io.Discard)
	root.SetErr(io.Discard)
	kodiak := &cobra.Command{Use: "kodiak", Args: NoArgs, RunE: func(*cobra.Command, []string) error { return nil }}
	score := &cobra.Command{Use: "score", Args: ExactArgs(1), RunE: func(*cobra.Command, []string) error { return nil }}
	status := &cobra.Command{Use: "status", Args: NoArgs, RunE: func(*cobra.Command, []string) error { return nil }}
	status.Flags().String("game", "", "")
	status.Flags().Uint64("seed", 0, "")
	status.Flags().StringP("output", "o", "", "")
	kodiak.AddCommand(score, status)
	root.AddCommand(kodiak)
	root.SetArgs(args)
	err := root.Execute()
	var ue *UsageError
	require.ErrorAs(t, err, &ue, "%v", args)
	return ue
}

func TestUsageErrors(t *testing.T) {
	for _, tt := range []struct {
		args        []string
		key         string
		token       any
		suggestions []string
	}{
		{[]string{"kodiac"}, "core.error.unknown_command", "kodiac", []string{"kodiak"}},
		{[]string{"kodiak", "statu"}, "core.error.unknown_command", "statu", []string{"status"}},
		{[]string{"kodiak", "xyz"}, "core.error.unknown_command", "xyz", []string{}},
		{[]string{"kodiak", "score"}, "core.error.args_exact", nil, nil},
		{[]string{"kodiak", "status", "extra"}, "core.error.args_none", "extra", nil},
		{[]string{"kodiak", "status", "--gam", "x"}, "core.error.flag_unknown", "--gam", []string{"--game"}},
		{[]string{"kodiak", "status", "-x"}, "core.error.flag_unknown", "-x", nil},
		{[]string{"kodiak", "status", "--game"}, "core.error.flag_needs_value", "--game", nil},
		{[]string{"kodiak", "status", "-o"}, "core.error.flag_needs_value", "--output", nil},
		{[]string{"kodiak", "status", "--seed", "x"}, "core.error.flag_invalid", "x", nil},
		{[]string{"kodiak", "status", "---seed"}, "core.error.flag_syntax", "---seed", nil},
	} {
		ue := usageOf(t, tt.args...)
		assert.Equal(t, tt.key, ue.Key, "%v", tt.args)
		if tt.token != nil {
			assert.Equal(t, tt.token, ue.Args["Token"], "%v", tt.args)
		}
		if tt.suggestions != nil {
			assert.ElementsMatch(t, tt.suggestions, ue.Suggestions, "%v", tt.args)
		}
	}
}

func TestDidYouMean(t *testing.T) {
	ios, _, _, _ := Test()
	f := &Factory{IO: ios}
	f.SetConfig(&Config{Lang: "de"})
	assert.Equal(t, "", f.DidYouMean(nil))
	assert.Equal(t, " Meintest du kodiak?", f.DidYouMean([]string{"kodiak"}))
	assert.Equal(t, " Meintest du a, b oder c?", f.DidYouMean([]string{"a", "b", "c"}))
}
