// Command docgen writes what a release archive carries beside the binary:
// the man pages of every command, in English and German (from the help
// texts of the catalogs, through cobra/doc), and the shell completions
// (bash, zsh, fish, PowerShell), exactly as `schiri completion SHELL`
// prints them. .goreleaser.yaml runs it before the build:
//
//	go run ./scripts/docgen -out .release
//
// writes .release/man/man1/*.1 (English), .release/man/de/man1/*.1
// (German; man finds them with LANG=de_DE.UTF-8) and
// .release/completions/schiri.{bash,zsh,fish,ps1}.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"

	"codeberg.org/schiri/schiri/cmd"
	"codeberg.org/schiri/schiri/internal/cli"
)

func main() {
	out := flag.String("out", ".release", "the directory to write man/ and completions/ into")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "docgen:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	date := buildDate()
	for _, lang := range []string{"en", "de"} {
		dir := filepath.Join(out, "man", "man1")
		if lang != "en" {
			dir = filepath.Join(out, "man", lang, "man1")
		}
		if err := manPages(lang, dir, date); err != nil {
			return err
		}
	}
	return completions(filepath.Join(out, "completions"))
}

// buildDate is the date of the pages: SOURCE_DATE_EPOCH when set (a
// reproducible release sets it to the commit's time), else today.
func buildDate() time.Time {
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		var sec int64
		if _, err := fmt.Sscan(s, &sec); err == nil {
			return time.Unix(sec, 0).UTC()
		}
	}
	return time.Now().UTC()
}

// factory is a Factory in lang that reads no config and no environment.
func factory(lang string) (*cli.Factory, *bytes.Buffer) {
	ios, _, stdout, _ := cli.Test()
	f := cli.NewFactory(cmd.Version())
	f.IO = ios
	f.SetConfig(&cli.Config{Lang: lang, NoColor: true})
	return f, stdout
}

// headings are the man page sections cobra/doc writes, in German.
var headings = map[string]string{
	"NAME":                                   "BEZEICHNUNG",
	"SYNOPSIS":                               "ÜBERSICHT",
	"DESCRIPTION":                            "BESCHREIBUNG",
	"OPTIONS":                                "OPTIONEN",
	"OPTIONS INHERITED FROM PARENT COMMANDS": "GEERBTE OPTIONEN",
	"EXAMPLE":                                "BEISPIELE",
	"SEE ALSO":                               "SIEHE AUCH",
}

// manPages writes one page per command of the tree in lang into dir.
func manPages(lang, dir string, date time.Time) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, _ := factory(lang)
	root := cmd.HelpTree(f)
	walk(root, func(c *cobra.Command) { c.DisableAutoGenTag = true })
	manual := map[string]string{"en": "schiri manual", "de": "schiri-Handbuch"}[lang]
	header := &doc.GenManHeader{Title: "SCHIRI", Section: "1", Date: &date, Source: "schiri " + cmd.Version(), Manual: manual}
	if err := doc.GenManTree(root, header, dir); err != nil {
		return err
	}
	if lang == "en" {
		return nil
	}
	pages, err := filepath.Glob(filepath.Join(dir, "*.1"))
	if err != nil {
		return err
	}
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(translateHeadings(string(b))), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// translateHeadings puts the German section headings into a page.
func translateHeadings(page string) string {
	lines := strings.Split(page, "\n")
	for i, l := range lines {
		if h, ok := strings.CutPrefix(l, ".SH "); ok {
			if de, ok := headings[strings.Trim(h, `"`)]; ok {
				lines[i] = ".SH " + de
			}
		}
	}
	return strings.Join(lines, "\n")
}

func walk(c *cobra.Command, fn func(*cobra.Command)) {
	fn(c)
	for _, sub := range c.Commands() {
		walk(sub, fn)
	}
}

// completions writes `schiri completion SHELL` for each shell into dir.
func completions(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for shell, name := range map[string]string{"bash": "schiri.bash", "zsh": "_schiri", "fish": "schiri.fish", "powershell": "schiri.ps1"} {
		f, stdout := factory("en")
		if code := cmd.Run(f, []string{"completion", shell}); code != 0 {
			return fmt.Errorf("schiri completion %s: exit %d", shell, code)
		}
		if stdout.Len() == 0 {
			return fmt.Errorf("schiri completion %s printed nothing", shell)
		}
		if err := os.WriteFile(filepath.Join(dir, name), stdout.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}
