//go:build linux

package e2e

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"codeberg.org/schiri/schiri/cmd"
	"codeberg.org/schiri/schiri/internal/cli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// roundLoop is the child of the crash test: it records rounds start,
// start+1, … of a game (sheet files <dir>/<k>.yaml) until it is killed,
// each through schiri's full command path (flags, config, sheet parser,
// store lock, read, referee, temp file, fsync, rename, output), and reports
// on stdout "go k" before and "ok k" after each round.
// Arguments: sheet dir, game ID, first round, the round to pause in (-1:
// none; that round reports "tmp k" once its temp file is written and then
// waits, before the rename, to be killed there), and the last round to
// send (then it waits to be killed, so the game never runs out of rounds).
func roundLoop(args []string) int {
	if len(args) != 5 {
		fmt.Fprintln(os.Stderr, "roundloop: want DIR GAME START PAUSE LAST")
		return 99
	}
	start, err1 := strconv.Atoi(args[2])
	pause, err2 := strconv.Atoi(args[3])
	last, err3 := strconv.Atoi(args[4])
	if err := errors.Join(err1, err2, err3); err != nil {
		fmt.Fprintln(os.Stderr, "roundloop:", err)
		return 99
	}
	for k := start; k <= last; k++ {
		fmt.Fprintf(os.Stdout, "go %d\n", k)
		var errOut bytes.Buffer
		f := cli.NewFactory(cmd.Version())
		f.IO = &cli.IOStreams{In: strings.NewReader(""), Out: io.Discard, ErrOut: &errOut}
		if k == pause {
			// the store the command will use (the root command resolves
			// the same data dir from the environment)
			f.SetConfig(&cli.Config{Lang: "en", DataDir: os.Getenv("SCHIRI_DATA_DIR")})
			f.Store().BeforeRename = func(string) error {
				fmt.Fprintf(os.Stdout, "tmp %d\n", k)
				time.Sleep(processTimeout)
				return errors.New("not killed while paused")
			}
		}
		if code := cmd.Run(f, []string{"kodiak", "round", "--game", args[1], filepath.Join(args[0], fmt.Sprintf("%d.yaml", k))}); code != 0 {
			fmt.Fprintf(os.Stderr, "roundloop: round %d: exit %d: %s", k, code, errOut.String())
			return 10
		}
		fmt.Fprintf(os.Stdout, "ok %d\n", k)
	}
	time.Sleep(processTimeout)
	fmt.Fprintln(os.Stderr, "roundloop: not killed")
	return 11
}

// event is one line of a round loop's report.
type event struct {
	word string // "go", "ok" or "tmp"
	k    int
	at   time.Time
}

// eventWriter turns the child's stdout into events as the lines arrive.
type eventWriter struct {
	mu      sync.Mutex
	partial []byte
	events  chan event
}

func (w *eventWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.partial = append(w.partial, p...)
	for {
		i := bytes.IndexByte(w.partial, '\n')
		if i < 0 {
			return len(p), nil
		}
		line := string(w.partial[:i])
		w.partial = w.partial[i+1:]
		word, num, _ := strings.Cut(line, " ")
		k, err := strconv.Atoi(num)
		if err != nil || (word != "go" && word != "ok" && word != "tmp") {
			return 0, fmt.Errorf("bad report line %q", line)
		}
		w.events <- event{word: word, k: k, at: time.Now()}
	}
}

// loopChild is a running round loop.
type loopChild struct {
	c      *exec.Cmd
	stderr bytes.Buffer
	events chan event

	started, acked int           // last "go" and "ok" seen (start-1 if none)
	paused         bool          // "tmp" seen: waiting before the rename
	goAt           time.Time     // when the last "go" arrived
	round          time.Duration // the last round's duration
}

func startLoop(t *testing.T, environ []string, sheets, id string, start, pause, last int) *loopChild {
	t.Helper()
	l := &loopChild{events: make(chan event, 4096), started: start - 1, acked: start - 1, round: 5 * time.Millisecond}
	l.c = exec.Command(self(t), sheets, id, strconv.Itoa(start), strconv.Itoa(pause), strconv.Itoa(last))
	l.c.Env = append(slices.Clone(environ), roleEnv+"=roundloop")
	l.c.Stdout = &eventWriter{events: l.events}
	l.c.Stderr = &l.stderr
	require.NoError(t, l.c.Start())
	return l
}

func (l *loopChild) note(e event) {
	switch e.word {
	case "ok":
		l.acked = e.k
		l.round = e.at.Sub(l.goAt)
	case "go":
		l.started = e.k
		l.goAt = e.at
	case "tmp":
		l.paused = true
	}
}

// await waits until the child has started its first round (acks == 0) or
// finished acks rounds, or (acks < 0) has paused before a rename.
func (l *loopChild) await(t *testing.T, acks int) {
	t.Helper()
	first := l.started + 1
	timeout := time.After(processTimeout)
	for {
		if (acks == 0 && l.started >= first) || (acks > 0 && l.acked >= first+acks-1) || (acks < 0 && l.paused) {
			return
		}
		select {
		case e := <-l.events:
			l.note(e)
		case <-timeout:
			_ = l.c.Process.Kill()
			_ = l.c.Wait()
			t.Fatalf("the round loop made no progress within %s; stderr:\n%s", processTimeout, l.stderr.String())
		}
	}
}

// kill sends SIGKILL, waits for the child to die and reads the rest of its
// report.
func (l *loopChild) kill(t *testing.T) {
	t.Helper()
	require.NoError(t, l.c.Process.Signal(syscall.SIGKILL))
	err := l.c.Wait() // returns once the child is gone and its stdout drained
	var ee *exec.ExitError
	require.True(t, errors.As(err, &ee), "the round loop must die by the signal, got %v; stderr:\n%s", err, l.stderr.String())
	ws, ok := ee.Sys().(syscall.WaitStatus)
	require.True(t, ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL,
		"the round loop ended by itself before the kill (%v); stderr:\n%s", err, l.stderr.String())
	for {
		select {
		case e := <-l.events:
			l.note(e)
		default:
			return
		}
	}
}

// TestKilledMidWrite records rounds of one game from a child process that
// is killed with SIGKILL 60 times (50 under -race): 45 times at random
// moments (while starting, parsing, waiting for the lock, writing or
// fsyncing the temp file, around the rename, printing), and 15 times for
// certain between a finished temp file and the rename (the child pauses
// there). After every kill:
//   - the game loads and makes sense;
//   - its rounds are exactly the first rounds sent, in order (a prefix);
//   - no round the child reported as saved is missing;
//   - the game's folder holds the game and at most one temp file of this
//     game, left by the killed writer; the next write (a real schiri
//     process) removes it, leaving exactly the game (its lock is the
//     kind's, in the data dir's .locks, and a killed holder releases it).
//
// The kill moments come from a fixed seed: after 0–3 (race: 0–1) finished
// rounds, plus up to two rounds' time. Whether a given random kill lands
// mid-write depends on the machine's timing, but no outcome may break the
// checks above; the paused kills hit the temp file every time.
func TestKilledMidWrite(t *testing.T) {
	kills, maxAcks := 60, 4
	if raceEnabled {
		kills, maxAcks = 50, 2 // keep it within ~20 s
	}
	rng := rand.New(rand.NewPCG(7, 2026))
	home := t.TempDir()
	dataDir := filepath.Join(home, "data")
	sheets := filepath.Join(home, "sheets")
	for k := range 600 {
		writeFile(t, filepath.Join(sheets, fmt.Sprintf("%d.yaml", k)), sheet(k))
	}
	environ := env(home, dataDir)
	newGame(t, environ, "g")
	gameDir := filepath.Join(dataDir, "kodiak")

	var (
		n                           int // rounds in the game
		paused, withTemp            int
		landedUnacked, lostInFlight int
		begin                       = time.Now()
	)
	for kill := range kills {
		pause := -1
		if kill%4 == 3 { // 15 (race: 12) kills
			pause = n + rng.IntN(3)
		}
		// at most 7 rounds here and 1 below per kill: 60 kills fit the
		// game's 600 rounds
		child := startLoop(t, environ, sheets, "g", n, pause, n+6)
		if pause >= 0 {
			paused++
			child.await(t, -1)
		} else {
			child.await(t, rng.IntN(maxAcks))
			window := min(2*child.round, 50*time.Millisecond)
			time.Sleep(time.Duration(rng.Int64N(int64(window) + 1)))
		}
		child.kill(t)

		g := loadGame(t, dataDir, "g")
		got := len(g.Rounds)
		require.GreaterOrEqualf(t, got, child.acked+1, "kill %d: a round reported as saved is lost", kill)
		require.LessOrEqualf(t, got, child.started+1, "kill %d: more rounds than were sent", kill)
		require.GreaterOrEqualf(t, got, n, "kill %d: rounds disappeared", kill)
		for i, r := range g.Rounds {
			require.Equalf(t, wantSignature(i), signature(r), "kill %d: round %d is not the sheet sent as round %d", kill, i+1, i+1)
		}
		if got == child.started+1 && child.acked < child.started {
			landedUnacked++ // killed after the rename, before the report
		}
		if got == child.started && child.started >= n {
			lostInFlight++ // killed in the middle of a round: it never happened
		}

		require.Equal(t, []string{".locks", "kodiak"}, entries(t, dataDir), "kill %d: nothing else in the data dir", kill)
		require.Equal(t, []string{"kodiak.lock"}, entries(t, filepath.Join(dataDir, ".locks")), "kill %d: the kind's lock only", kill)
		temps := 0
		for _, name := range entries(t, gameDir) {
			switch {
			case name == "g.json":
			case strings.HasPrefix(name, ".g.") && strings.HasSuffix(name, ".tmp"):
				temps++
			default:
				t.Fatalf("kill %d: unexpected %s in the data dir", kill, name)
			}
		}
		require.LessOrEqualf(t, temps, 1, "kill %d: one killed writer leaves at most one temp file", kill)
		withTemp += temps
		if pause >= 0 {
			require.Equalf(t, pause, got, "kill %d: the round killed before its rename is not saved", kill)
			require.Equalf(t, 1, temps, "kill %d: the round killed before its rename leaves its temp file", kill)
		}

		// the game goes on, and its next write cleans up after the killed one
		r := schiri(t, environ, "kodiak", "round", "--game", "g", filepath.Join(sheets, fmt.Sprintf("%d.yaml", got)), "--json")
		require.Equalf(t, 0, r.Code, "kill %d: the game must go on after the crash\n%s", kill, r)
		var st status
		decode(t, r, &st)
		require.Equal(t, got+1, st.RoundsPlayed)
		require.ElementsMatchf(t, []string{"g.json"}, entries(t, gameDir), "kill %d: the next write leaves only the game", kill)
		n = got + 1
	}

	g := loadGame(t, dataDir, "g")
	assert.Len(t, g.Rounds, n)
	t.Logf("%d kills (%d of them paused before a rename) in %s, %d rounds saved; kills that left a temp file: %d, "+
		"after the rename but before the report: %d, in a round that was then not saved: %d",
		kills, paused, time.Since(begin).Round(time.Millisecond), n, withTemp, landedUnacked, lostInFlight)
}
