// Package pdftest runs `schiri print` in tests and reads its PDFs back
// with poppler's tools (pdftotext, pdfinfo; .ci/run installs them), as a
// person's PDF reader would.
package pdftest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"codeberg.org/schiri/schiri/cmd"
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/stretchr/testify/require"
)

// Result is one run of schiri.
type Result struct {
	Out, Err []byte
	Code     int
}

// Run runs schiri in-process with a data dir of its own; stdout is a
// terminal when tty is set.
func Run(t testing.TB, tty bool, args ...string) Result {
	t.Helper()
	ios, _, out, errOut := cli.Test()
	ios.StdoutTTY = tty
	f := cli.NewFactory("test")
	f.IO = ios
	data := t.TempDir()
	f.LookupEnv = func(k string) (string, bool) {
		if k == "SCHIRI_DATA_DIR" {
			return data, true
		}
		return "", false
	}
	code := cmd.Run(f, args)
	return Result{out.Bytes(), errOut.Bytes(), code}
}

// PDF runs `schiri print ARGS…` with stdout not a terminal and returns the
// PDF it wrote there; it fails the test unless that worked.
func PDF(t testing.TB, args ...string) []byte {
	t.Helper()
	r := Run(t, false, append([]string{"print"}, args...)...)
	require.Equal(t, 0, r.Code, "%s", r.Err)
	require.True(t, bytes.HasPrefix(r.Out, []byte("%PDF-")), "stdout holds a PDF")
	return r.Out
}

// Poppler runs a poppler tool on a PDF: pdftotext (its text on stdout) or
// pdfinfo.
func Poppler(t testing.TB, data []byte, tool string, args ...string) string {
	t.Helper()
	path, err := exec.LookPath(tool)
	require.NoError(t, err, "%s (poppler-utils) is needed: .ci/run installs it", tool)
	file := filepath.Join(t.TempDir(), "kit.pdf")
	require.NoError(t, os.WriteFile(file, data, 0o600))
	args = append(args, file)
	if tool == "pdftotext" {
		args = append(args, "-") // to stdout
	}
	out, err := exec.Command(path, args...).Output()
	require.NoError(t, err)
	return string(out)
}

// Text is a PDF's text in the order it was drawn (pdftotext -raw).
func Text(t testing.TB, data []byte) string {
	return Poppler(t, data, "pdftotext", "-raw", "-enc", "UTF-8")
}
