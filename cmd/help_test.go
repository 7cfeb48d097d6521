package cmd

import (
	"regexp"
	"testing"

	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/stretchr/testify/assert"
)

// Every command's help (short and long text, examples, every flag) is
// translated in both languages: no message key may show through.
func TestHelpIsTranslatedEverywhere(t *testing.T) {
	key := regexp.MustCompile(`^[a-z]+(\.[a-z0-9_-]+)+$`)
	for _, lang := range []string{"en", "de"} {
		ios, _, _, _ := cli.Test()
		f := &cli.Factory{IO: ios}
		f.SetConfig(&cli.Config{Lang: lang})
		root := NewRootCmd(f)
		localizeTree(f, root)
		count := 0
		var walk func(c *cobra.Command)
		walk = func(c *cobra.Command) {
			count++
			for what, s := range map[string]string{"short": c.Short, "long": c.Long, "example": c.Example} {
				assert.Falsef(t, key.MatchString(s), "%s: %s %s is an untranslated key %q", lang, c.CommandPath(), what, s)
			}
			if c.Runnable() || c.HasSubCommands() {
				assert.NotEmptyf(t, c.Short, "%s: %s has no short help", lang, c.CommandPath())
			}
			c.Flags().VisitAll(func(fl *pflag.Flag) {
				assert.Falsef(t, key.MatchString(fl.Usage), "%s: %s --%s usage is an untranslated key %q", lang, c.CommandPath(), fl.Name, fl.Usage)
			})
			for _, sub := range c.Commands() {
				walk(sub)
			}
		}
		walk(root)
		assert.Greater(t, count, 30, "the whole tree was walked")
	}
}
