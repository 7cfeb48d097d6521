package cmd

import (
	"encoding/json"
	"runtime/debug"
	"strconv"
	"strings"
)

// version, commit and date are set by a release build (.goreleaser.yaml):
// -ldflags "-X codeberg.org/schiri/schiri/cmd.version=… -X …cmd.commit=… -X …cmd.date=…".
var version, commit, date = "", "", ""

// Version returns the program version: the release's, else the module's
// (go install …@v1.2.3), else "0.1.0-dev".
func Version() string { return readBuild().Version }

// build is what --version tells: the version, and the commit and time of
// the source it was built from when known.
type build struct{ Version, Commit, Date string }

// readBuild is the release's build, completed from Go's build information
// (a plain go build or go install records the module version and, in a
// git checkout, the VCS revision and time).
func readBuild() build {
	b := build{Version: version, Commit: commit, Date: date}
	if bi, ok := debug.ReadBuildInfo(); ok {
		b = fromBuildInfo(b, bi)
	}
	if b.Version == "" {
		b.Version = "0.1.0-dev"
	}
	return b
}

// fromBuildInfo fills what b lacks from Go's build information.
func fromBuildInfo(b build, bi *debug.BuildInfo) build {
	if v := bi.Main.Version; b.Version == "" && v != "" && v != "(devel)" {
		b.Version = v
	}
	if b.Commit != "" || b.Date != "" {
		return b // a release says what it was built from itself
	}
	modified := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			b.Commit = s.Value
		case "vcs.time":
			b.Date = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if modified && b.Commit != "" {
		b.Commit += "-dirty"
	}
	return b
}

// versionTemplate is the root command's --version output: "schiri
// VERSION", and on a second line the commit and date when known; with
// --json one document {"version": …, "commit": …, "date": …} (keys that
// are unknown left out).
func versionTemplate(b build) string {
	text := "schiri " + b.Version + "\n"
	if details := strings.TrimPrefix(strings.TrimSuffix(b.Commit+" · "+b.Date, " · "), " · "); details != "" {
		text += details + "\n"
	}
	doc := map[string]string{"version": b.Version}
	if b.Commit != "" {
		doc["commit"] = b.Commit
	}
	if b.Date != "" {
		doc["date"] = b.Date
	}
	var js strings.Builder
	js.WriteString("{")
	for i, k := range []string{"version", "commit", "date"} {
		if v, ok := doc[k]; ok {
			if i > 0 {
				js.WriteString(", ")
			}
			q, _ := json.Marshal(v)
			js.WriteString(strconv.Quote(k) + ": " + string(q))
		}
	}
	js.WriteString("}\n")
	// each text a template constant: printed as it is, whatever it holds
	lit := func(s string) string { return "{{" + strconv.Quote(s) + "}}" }
	return `{{with .Flags.Lookup "json"}}{{if eq .Value.String "true"}}` + lit(js.String()) +
		`{{else}}` + lit(text) + `{{end}}{{else}}` + lit(text) + `{{end}}`
}
