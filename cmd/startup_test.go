package cmd_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// buildBinary builds ./cmd/schiri (and a Go hello world to compare with)
// into a temp dir once per benchmark run.
func buildBinary(b *testing.B, dir, pkgDir, name string, static bool) string {
	b.Helper()
	out := filepath.Join(dir, name)
	cmd := exec.Command("go", "build", "-o", out, ".")
	cmd.Dir = pkgDir
	if static { // as release binaries are built
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	}
	if msg, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("build %s: %v\n%s", name, err, msg)
	}
	return out
}

// BenchmarkStartup measures whole invocations of the built binary next to a
// Go "hello world" built the same way, each as a default build and a
// static one (CGO_ENABLED=0, as release binaries are built); compare the
// ns/op of the sub-benchmarks (the target: static schiri within 2.0× of
// the static hello world for --version, instinkt score FILE --json and
// rules clause ID).
func BenchmarkStartup(b *testing.B) {
	dir := b.TempDir()
	hello := filepath.Join(dir, "hello")
	if err := os.MkdirAll(hello, 0o755); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(hello, "main.go"), []byte("package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(\"hello\") }\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(hello, "go.mod"), []byte("module hello\n\ngo 1.22\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	layout := filepath.Join(dir, "layout.txt")
	if err := os.WriteFile(layout, []byte("W1 B8 W3 W7\nB4 W8 B3 B6\nW5 B1 W9 B9\nB5 W6 B7 W4\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	env := append(os.Environ(), "SCHIRI_DATA_DIR="+filepath.Join(dir, "data"), "NO_COLOR=1")
	type bench struct {
		name string
		bin  string
		args []string
	}
	var cases []bench
	for _, build := range []struct {
		name   string
		static bool
	}{{"default", false}, {"static", true}} {
		helloBin := buildBinary(b, dir, hello, "hello-"+build.name, build.static)
		schiri := buildBinary(b, dir, filepath.Join("..", "cmd", "schiri"), "schiri-"+build.name, build.static)
		cases = append(cases,
			bench{build.name + "/hello", helloBin, nil},
			bench{build.name + "/version", schiri, []string{"--version"}},
			bench{build.name + "/rules-clause", schiri, []string{"rules", "clause", "instinkt.deer.push"}},
			bench{build.name + "/instinkt-score-json", schiri, []string{"instinkt", "score", layout, "--json"}},
			bench{build.name + "/help", schiri, []string{"--help"}},
		)
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				cmd := exec.Command(c.bin, c.args...)
				cmd.Env = env
				_ = cmd.Run() // the exit code does not matter here, the time does
			}
		})
	}
}
