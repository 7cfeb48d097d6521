// Command archivecheck checks the release archives goreleaser made (CI,
// after `goreleaser release --snapshot`): one archive for each of the six
// targets, each holding the binary, README, LICENSE, the four shells'
// completions and the man pages in English and German, and checksums.txt
// naming each archive with its SHA-256.
//
//	go run ./scripts/archivecheck dist
package main

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

var targets = []string{"linux_amd64", "linux_arm64", "darwin_amd64", "darwin_arm64", "windows_amd64", "windows_arm64"}

// want is what every archive holds besides the binary.
var want = []string{
	"README.md", "LICENSE",
	"completions/schiri.bash", "completions/_schiri", "completions/schiri.fish", "completions/schiri.ps1",
	"man/man1/schiri.1", "man/man1/schiri-kodiak-score.1", "man/de/man1/schiri.1", "man/de/man1/schiri-kodiak-score.1",
}

func main() {
	dir := "dist"
	if len(os.Args) > 1 {
		dir = os.Args[1]
	}
	if err := check(dir); err != nil {
		fmt.Fprintln(os.Stderr, "archivecheck:", err)
		os.Exit(1)
	}
	fmt.Printf("archivecheck: %d archives, each with %d files checked, and their checksums\n", len(targets), len(want)+1)
}

func check(dir string) error {
	sums, err := checksums(filepath.Join(dir, "checksums.txt"))
	if err != nil {
		return err
	}
	for _, t := range targets {
		ext, bin := ".tar.gz", "schiri"
		if strings.HasPrefix(t, "windows") {
			ext, bin = ".zip", "schiri.exe"
		}
		found, err := filepath.Glob(filepath.Join(dir, "schiri_*_"+t+ext))
		if err != nil || len(found) != 1 {
			return fmt.Errorf("%s: want one archive schiri_*_%s%s, found %v", dir, t, ext, found)
		}
		a := found[0]
		names, err := list(a)
		if err != nil {
			return fmt.Errorf("%s: %w", a, err)
		}
		for _, w := range append([]string{bin}, want...) {
			if !names[w] {
				return fmt.Errorf("%s lacks %s", a, w)
			}
		}
		sum, err := sha(a)
		if err != nil {
			return err
		}
		if sums[filepath.Base(a)] != sum {
			return fmt.Errorf("%s: checksums.txt says %q, the file is %s", a, sums[filepath.Base(a)], sum)
		}
	}
	return nil
}

func checksums(p string) (map[string]string, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if ok {
			out[name] = sum
		}
	}
	return out, sc.Err()
}

func sha(p string) (string, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer func() { _ = f.Close() }()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// list is the names of the regular files in a .tar.gz or .zip archive.
func list(p string) (map[string]bool, error) {
	names := map[string]bool{}
	if strings.HasSuffix(p, ".zip") {
		z, err := zip.OpenReader(p)
		if err != nil {
			return nil, err
		}
		defer func() { _ = z.Close() }()
		for _, f := range z.File {
			names[f.Name] = true
		}
		return names, nil
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return names, nil
		}
		if err != nil {
			return nil, err
		}
		if h.Typeflag == tar.TypeReg {
			names[h.Name] = true
		}
	}
}
