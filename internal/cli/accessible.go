package cli

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"sync"
)

// huh's accessible mode (line by line, for screen readers and pipes)
// prints a few words of its own in English, from an internal package with
// no hook: the number prompt of a choice, its complaints, and the [y/N] of
// a confirmation, which takes only y/yes/n/no. RunForm wraps the streams of
// an accessible form: what huh writes is put into the user's language, and
// after a yes/no prompt j/ja and nein are read as y and n. A test runs huh's
// accessible forms in German and fails if huh changes these words.

// huhWords are huh's English phrases and the catalog keys that replace
// them; the numbers they hold are passed on as Low and High.
var huhWords = sync.OnceValue(func() []struct {
	re  *regexp.Regexp
	key string
} {
	return []struct {
		re  *regexp.Regexp
		key string
	}{
		{regexp.MustCompile(`Enter a number between (\d+) and (\d+): `), "core.form.enter_number"},
		{regexp.MustCompile(`Invalid: must be a number between (\d+) and (\d+)`), "core.form.number_range"},
		{regexp.MustCompile(`Invalid: must be (\d+)()`), "core.form.number_one"},
		{regexp.MustCompile(`invalid input\. please try again`), "core.form.yes_no_invalid"},
		{regexp.MustCompile(`\[y/N\]`), "core.form.yes_no_default_no"},
		{regexp.MustCompile(`\[Y/n\]`), "core.form.yes_no_default_yes"},
	}
})

// accessibleIO is the pair of wrapped streams of one accessible form.
type accessibleIO struct {
	f     *Factory
	out   io.Writer
	in    io.Reader
	mu    sync.Mutex
	yesNo bool // the last prompt asked yes or no
}

func (a *accessibleIO) Write(p []byte) (int, error) {
	s := string(p)
	if strings.Contains(s, "[y/N]") || strings.Contains(s, "[Y/n]") {
		a.mu.Lock()
		a.yesNo = true
		a.mu.Unlock()
	}
	for _, w := range huhWords() {
		s = w.re.ReplaceAllStringFunc(s, func(m string) string {
			g := w.re.FindStringSubmatch(m)
			low, high := "", ""
			if len(g) > 2 {
				low, high = g[1], g[2]
			}
			return a.f.T(w.key, "Low", low, "High", high)
		})
	}
	if _, err := io.WriteString(a.out, s); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Read hands huh one line at a time (each accessible field reads through a
// buffered scanner of its own, which must not swallow the next answer);
// the answer to a yes/no prompt is read in either language.
func (a *accessibleIO) Read(p []byte) (int, error) {
	n, err := lineReader{a.in}.Read(p)
	a.mu.Lock()
	yesNo := a.yesNo
	a.yesNo = false
	a.mu.Unlock()
	if !yesNo || n == 0 {
		return n, err
	}
	line := bytes.TrimRight(p[:n], "\r\n")
	ending := p[len(line):n]
	var answer string
	switch strings.ToLower(strings.TrimSpace(string(line))) {
	case "j", "ja":
		answer = "y"
	case "nein":
		answer = "n"
	default:
		return n, err
	}
	m := copy(p, answer)
	m += copy(p[m:], ending)
	return m, err
}
