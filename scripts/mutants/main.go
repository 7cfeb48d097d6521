//go:build ignore

// Command mutants measures how many small changes to a package's code its own
// tests notice (mutation testing). It is run by scripts/mutants.sh and is not
// part of the build (see docs/testing.md).
//
// For each package it parses the non-test Go files, makes one change at a time
// (a comparison's boundary or sense flipped, an arithmetic or logical operator
// swapped, ++ and -- swapped, a negation dropped, break and continue swapped, a
// statement removed), builds the package's test binary with the changed file
// laid over the original (go test -c -overlay: the work tree is never touched)
// and runs it. A mutant that does not build is "not viable" and counted
// nowhere; one whose tests fail or time out is "killed"; one whose tests pass
// "lived". Every mutant is tried, whether coverage reaches it or not. The score
// is killed / (killed + lived).
//
//	go run scripts/mutants/main.go [-run REGEXP] [-out FILE] ./referee/<game> ...
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

type mutant struct {
	file  string // absolute path
	line  int
	col   int
	kind  string
	desc  string
	apply func() (undo func())
}

type result struct {
	Package string `json:"package"`
	File    string `json:"file"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	Kind    string `json:"kind"`
	Desc    string `json:"desc"`
	Status  string `json:"status"` // killed, lived, timeout, not-viable
}

// options are the command's flags, and what its -rerun and -resume files say.
type options struct {
	runRe   *regexp.Regexp  // -run; nil: every mutant
	out     string          // -out; "": none
	list    bool            // -list
	kinds   map[string]bool // -ops
	rerun   string          // -rerun
	only    map[string]bool // the mutants that lived in -rerun's file; nil: every mutant
	resume  bool            // -resume
	done    map[string]bool // the mutants -out has already (-resume); nil: none
	sampleN int             // -sample
	seed    uint64          // -seed
	memMiB  int             // -mem
	summary bool            // -summary
	factor  float64         // -timeout-factor
}

func (r result) key() string {
	return fmt.Sprintf("%s %s:%d:%d %s %s", r.Package, r.File, r.Line, r.Col, r.Kind, r.Desc)
}

func main() {
	o := parseFlags()
	if o.rerun != "" {
		o.only = livedIn(o.rerun)
	}
	if o.summary {
		sumUp(o.out)
		return
	}
	if o.sampleN > 0 && o.seed == 0 {
		o.seed = freshSeed()
	}
	if o.sampleN > 0 {
		fmt.Fprintf(os.Stderr, "sample of %d per package, seed %d (-seed %d draws the same mutants again)\n", o.sampleN, o.seed, o.seed)
	}
	if o.resume && o.out != "" {
		o.done = doneIn(o.out)
	}
	os.Exit(runPackages(o, flag.Args()))
}

// runPackages lists or runs each package's mutants: the exit code, 1 when a
// package's unchanged tests do not build or pass. It returns rather than
// exits, so that its temporary directory is removed and -out closed.
func runPackages(o options, pkgs []string) (exit int) {
	r := &runner{options: o}
	if o.out != "" {
		r.outF = openOut(o.out)
		defer r.outF.Close()
	}
	tmp, err := os.MkdirTemp("", "mutants-")
	if err != nil {
		fatal(err)
	}
	defer os.RemoveAll(tmp)
	r.tmp = tmp
	for _, pkg := range pkgs {
		if !r.run(pkg) {
			exit = 1
		}
	}
	return exit
}

// parseFlags reads the command line into options.
func parseFlags() options {
	var (
		runRe   = flag.String("run", "", "only mutants whose file:line matches this regexp")
		out     = flag.String("out", "", "append one JSON line per mutant to this file")
		list    = flag.Bool("list", false, "only list the mutants, do not run them")
		ops     = flag.String("ops", "boundary,negation,arithmetic,logical,incdec,unary,assign,loopctl,constant", "kinds of mutants to make (add remove: statements removed)")
		rerun   = flag.String("rerun", "", "only the mutants that lived in this earlier -out file (tests were only added since)")
		sample  = flag.Int("sample", 0, "only this many mutants per package, drawn at random: a fresh draw every run unless -seed is given")
		seedF   = flag.Uint64("seed", 0, "the seed of -sample's draw, to draw the same mutants again (0: a fresh seed, printed)")
		mem     = flag.Int("mem", 3072, "a mutant's test binary may use at most this many MiB of memory (address space); past it, it is killed")
		resume  = flag.Bool("resume", false, "skip the mutants the -out file has already")
		summary = flag.Bool("summary", false, "only sum up the -out file per package (the last result of each mutant)")
		factor  = flag.Float64("timeout-factor", 4, "a mutant's tests time out after this many times the unchanged tests' time (plus 10s)")
	)
	flag.Parse()
	o := options{out: *out, list: *list, kinds: map[string]bool{}, rerun: *rerun, resume: *resume,
		sampleN: *sample, seed: *seedF, memMiB: *mem, summary: *summary, factor: *factor}
	if *runRe != "" {
		o.runRe = regexp.MustCompile(*runRe)
	}
	for _, k := range strings.Split(*ops, ",") {
		o.kinds[k] = true
	}
	return o
}

// livedIn reads an earlier -out file (for -rerun): the mutants whose last
// result is "lived".
func livedIn(path string) map[string]bool {
	b, err := os.ReadFile(path)
	if err != nil {
		fatal(err)
	}
	only := map[string]bool{}
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var r result
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			fatal(err)
		}
		only[r.key()] = r.Status == "lived"
	}
	for k, lived := range only {
		if !lived {
			delete(only, k)
		}
	}
	return only
}

// doneIn reads the -out file (for -resume): the mutants it has a result of;
// nil when there is no such file yet.
func doneIn(path string) map[string]bool {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	done := map[string]bool{}
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var r result
		if json.Unmarshal([]byte(l), &r) == nil {
			done[r.key()] = true
		}
	}
	return done
}

// openOut opens the -out file for appending, making it when it is not there.
func openOut(path string) *os.File {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		fatal(err)
	}
	return f
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "mutants:", err)
	os.Exit(2)
}

// goFiles lists the package's non-test Go files as the go tool sees them.
func goFiles(pkg string) (dir string, files []string) {
	cmd := exec.Command("go", "list", "-json", pkg)
	cmd.Stderr = os.Stderr
	b, err := cmd.Output()
	if err != nil {
		fatal(err)
	}
	var p struct {
		Dir     string
		GoFiles []string
	}
	if err := json.Unmarshal(b, &p); err != nil {
		fatal(err)
	}
	for _, f := range p.GoFiles {
		files = append(files, filepath.Join(p.Dir, f))
	}
	return p.Dir, files
}

// runner finds, lists or runs the mutants of one package after another.
type runner struct {
	options
	tmp  string   // a directory for the test binary, the mutated file and its overlay
	outF *os.File // -out, opened for appending; nil: no -out
}

// source is a package's parsed Go files, from which each mutant's file is
// rendered.
type source struct {
	pkg   string // as given on the command line
	dir   string
	fsets map[string]*token.FileSet
	asts  map[string]*ast.File
}

// rel is the mutant's file relative to the package's directory.
func (s *source) rel(m mutant) string {
	rel, _ := filepath.Rel(s.dir, m.file)
	return rel
}

// key is the mutant's key in an -out file.
func (s *source) key(m mutant) string {
	return result{s.pkg, s.rel(m), m.line, m.col, m.kind, m.desc, ""}.key()
}

// run lists or runs one package's mutants; false when the unchanged package
// does not build or its tests do not pass.
func (r *runner) run(pkg string) bool {
	src, mutants := r.find(pkg)
	population := len(mutants)
	mutants = r.draw(pkg, mutants)
	if r.done != nil {
		mutants = r.skipDone(src, mutants)
	}
	if r.list {
		list(src, mutants)
		return true
	}
	return r.runAll(src, mutants, population)
}

// find parses the package's files and lists the mutants -run, -ops and
// -rerun let through.
func (r *runner) find(pkg string) (*source, []mutant) {
	dir, files := goFiles(pkg)
	src := &source{pkg: pkg, dir: dir, fsets: map[string]*token.FileSet{}, asts: map[string]*ast.File{}}
	var mutants []mutant
	for _, path := range files {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			fatal(err)
		}
		src.fsets[path], src.asts[path] = fset, f
		for _, m := range collect(fset, f, path) {
			if r.runRe != nil && !r.runRe.MatchString(fmt.Sprintf("%s:%d", src.rel(m), m.line)) || !r.kinds[m.kind] {
				continue
			}
			if r.only != nil && !r.only[src.key(m)] {
				continue
			}
			mutants = append(mutants, m)
		}
	}
	return src, mutants
}

// draw is -sample's draw: sampleN of the mutants, the same ones for the same
// package and seed, in the order of their place in the code.
func (r *runner) draw(pkg string, mutants []mutant) []mutant {
	if r.sampleN <= 0 || r.sampleN >= len(mutants) {
		return mutants
	}
	h := fnv.New64a()
	h.Write([]byte(pkg))
	rnd := rand.New(rand.NewPCG(h.Sum64(), r.seed))
	rnd.Shuffle(len(mutants), func(i, j int) { mutants[i], mutants[j] = mutants[j], mutants[i] })
	mutants = mutants[:r.sampleN]
	sort.SliceStable(mutants, func(i, j int) bool {
		if mutants[i].file != mutants[j].file {
			return mutants[i].file < mutants[j].file
		}
		return mutants[i].line < mutants[j].line || mutants[i].line == mutants[j].line && mutants[i].col < mutants[j].col
	})
	return mutants
}

// skipDone leaves out the mutants the -out file has already (-resume).
func (r *runner) skipDone(src *source, mutants []mutant) []mutant {
	var todo []mutant
	for _, m := range mutants {
		if !r.done[src.key(m)] {
			todo = append(todo, m)
		}
	}
	fmt.Fprintf(os.Stderr, "%s: %d of %d mutants done already\n", src.pkg, len(mutants)-len(todo), len(mutants))
	return todo
}

// list prints the mutants (-list) rather than running them.
func list(src *source, mutants []mutant) {
	for _, m := range mutants {
		fmt.Printf("%s %s:%d:%d %s %s\n", src.pkg, src.rel(m), m.line, m.col, m.kind, m.desc)
	}
	fmt.Printf("%s: %d mutants\n", src.pkg, len(mutants))
}

// runAll runs the unchanged tests and then each mutant's, printing and
// recording each mutant's status as it comes, and sums up.
func (r *runner) runAll(src *source, mutants []mutant, population int) bool {
	bin := filepath.Join(r.tmp, "pkg.test")
	timeout, ok := r.baseline(src, bin)
	if !ok {
		return false
	}
	counts := map[string]int{}
	var lived []string
	for i, m := range mutants {
		status := r.runOne(src, m, bin, timeout)
		counts[status]++
		rel := src.rel(m)
		line := fmt.Sprintf("%-10s %s:%d:%d %s %s", status, rel, m.line, m.col, m.kind, m.desc)
		fmt.Fprintf(os.Stderr, "[%d/%d] %s %s\n", i+1, len(mutants), src.pkg, line)
		if status == "lived" {
			lived = append(lived, line)
		}
		if r.outF != nil {
			b, _ := json.Marshal(result{src.pkg, rel, m.line, m.col, m.kind, m.desc, status})
			fmt.Fprintln(r.outF, string(b))
		}
	}
	r.printSummary(src.pkg, len(mutants), population, counts, lived)
	return true
}

// baseline builds and runs the unchanged package's tests: they must pass,
// and their time bounds a mutant's (timeout).
func (r *runner) baseline(src *source, bin string) (timeout time.Duration, ok bool) {
	if err := build(src.pkg, bin, ""); err != nil {
		fmt.Fprintf(os.Stderr, "%s: the unchanged package does not build: %v\n", src.pkg, err)
		return 0, false
	}
	start := time.Now()
	if st := test(bin, src.dir, 10*time.Minute, r.memMiB); st != "lived" {
		fmt.Fprintf(os.Stderr, "%s: the unchanged tests do not pass (%s)\n", src.pkg, st)
		return 0, false
	}
	return time.Duration(float64(time.Since(start))*r.factor) + 10*time.Second, true
}

// runOne builds the package's tests with the mutated file laid over the
// original and runs them: the mutant's status (killed, lived, timeout,
// not-viable).
func (r *runner) runOne(src *source, m mutant, bin string, timeout time.Duration) string {
	code := render(src.fsets[m.file], src.asts[m.file], m)
	overlay := filepath.Join(r.tmp, "overlay.json")
	mfile := filepath.Join(r.tmp, "mutant.go")
	if err := os.WriteFile(mfile, code, 0o644); err != nil {
		fatal(err)
	}
	ov, _ := json.Marshal(map[string]map[string]string{"Replace": {m.file: mfile}})
	if err := os.WriteFile(overlay, ov, 0o644); err != nil {
		fatal(err)
	}
	if build(src.pkg, bin, overlay) != nil {
		return "not-viable"
	}
	status := test(bin, src.dir, timeout, r.memMiB)
	if status == "failed" {
		return "killed"
	}
	return status
}

// printSummary prints a package's score, for a sample the 95% Wilson
// interval of the whole package's, and the mutants that lived.
func (r *runner) printSummary(pkg string, n, population int, counts map[string]int, lived []string) {
	killed := counts["killed"] + counts["timeout"]
	score := 0.0
	if killed+counts["lived"] > 0 {
		score = 100 * float64(killed) / float64(killed+counts["lived"])
	}
	fmt.Printf("%s: %d mutants: %d killed (%d by timeout), %d lived, %d not viable; %.1f%% killed\n",
		pkg, n, killed, counts["timeout"], counts["lived"], counts["not-viable"], score)
	if n < population {
		lo, hi := wilson(killed, killed+counts["lived"])
		fmt.Printf("%s: a sample of %d of %d mutants (seed %d): 95%% (Wilson) interval for the whole package %.1f–%.1f%%\n",
			pkg, n, population, r.seed, 100*lo, 100*hi)
	}
	for _, l := range lived {
		fmt.Printf("  %s\n", l)
	}
}

func render(fset *token.FileSet, f *ast.File, m mutant) []byte {
	undo := m.apply()
	defer undo()
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, f); err != nil {
		fatal(fmt.Errorf("%s:%d: %v", m.file, m.line, err))
	}
	return buf.Bytes()
}

func build(pkg, bin, overlay string) error {
	args := []string{"test", "-c", "-vet=off", "-p=1", "-ldflags=-s -w", "-o", bin}
	if overlay != "" {
		args = append(args, "-overlay", overlay)
	}
	cmd := exec.Command("go", append(args, pkg)...)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%v: %s", err, stderr.String())
	}
	return nil
}

// test runs the test binary in the package's directory: "lived" when it
// passes, "failed" when it fails, "timeout" when it outlives timeout. It may
// use at most memMiB MiB of address space.
func test(bin, dir string, timeout time.Duration, memMiB int) string {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	// the binary runs under a cap on its address space (ulimit -v), so a
	// mutant that makes a loop grow a slice without end is killed by it
	// rather than taking the machine's memory (one grew to 16 GB)
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", fmt.Sprintf(`ulimit -v %d && exec "$0" "$@"`, memMiB*1024),
		bin, "-test.count=1", "-test.failfast", "-test.timeout="+timeout.String())
	cmd.Dir = dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.Stdout, cmd.Stderr = nil, nil
	err := cmd.Run()
	switch {
	case ctx.Err() != nil:
		return "timeout"
	case err != nil:
		return "failed"
	}
	return "lived"
}

var (
	boundary = map[token.Token]token.Token{token.LSS: token.LEQ, token.LEQ: token.LSS, token.GTR: token.GEQ, token.GEQ: token.GTR}
	negation = map[token.Token]token.Token{token.EQL: token.NEQ, token.NEQ: token.EQL, token.LSS: token.GEQ, token.GEQ: token.LSS, token.GTR: token.LEQ, token.LEQ: token.GTR}
	arith    = map[token.Token]token.Token{token.ADD: token.SUB, token.SUB: token.ADD, token.MUL: token.QUO, token.QUO: token.MUL, token.REM: token.MUL}
	logical  = map[token.Token]token.Token{token.LAND: token.LOR, token.LOR: token.LAND}
	assign   = map[token.Token]token.Token{token.ADD_ASSIGN: token.SUB_ASSIGN, token.SUB_ASSIGN: token.ADD_ASSIGN, token.MUL_ASSIGN: token.QUO_ASSIGN, token.QUO_ASSIGN: token.MUL_ASSIGN}
)

func isString(e ast.Expr) bool {
	l, ok := e.(*ast.BasicLit)
	return ok && (l.Kind == token.STRING || l.Kind == token.CHAR)
}

// collect lists the mutants of one file, in the order of their place in it.
func collect(fset *token.FileSet, f *ast.File, path string) []mutant {
	c := &collector{fset: fset, path: path}
	ast.Inspect(f, c.visit)
	sort.SliceStable(c.ms, func(i, j int) bool {
		if c.ms[i].line != c.ms[j].line {
			return c.ms[i].line < c.ms[j].line
		}
		return c.ms[i].col < c.ms[j].col
	})
	return c.ms
}

// collector gathers the mutants of one file while its syntax tree is walked,
// one method per kind of node that can be changed.
type collector struct {
	fset *token.FileSet
	path string
	ms   []mutant
}

// visit is ast.Inspect's function: it hands each node to the method of its
// kind and says whether to walk on into the node's children.
func (c *collector) visit(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.GenDecl:
		// Types and package variables are data, not logic; constants
		// are mutated (their integer values), as in code.
		return n.Tok == token.CONST
	case *ast.ArrayType:
		return false // [16]Card: a length, not a value the tests judge
	case *ast.BasicLit:
		c.constant(n)
	case *ast.BinaryExpr:
		c.binary(n)
	case *ast.UnaryExpr:
		c.unary(n)
	case *ast.IncDecStmt:
		c.incDec(n)
	case *ast.AssignStmt:
		c.assignOp(n)
	case *ast.ForStmt, *ast.RangeStmt:
		markLoopBranches(n, c.add)
	case *ast.BlockStmt:
		c.removals(n.List)
	case *ast.CaseClause:
		c.removals(n.Body)
	}
	return true
}

// add records a mutant at node n; apply makes the change and returns its undo.
func (c *collector) add(n ast.Node, kind, desc string, apply func() func()) {
	pos := n.Pos()
	if b, ok := n.(*ast.BinaryExpr); ok {
		pos = b.OpPos // a+b+c: both sums start at a
	}
	p := c.fset.Position(pos)
	c.ms = append(c.ms, mutant{file: c.path, line: p.Line, col: p.Column, kind: kind, desc: desc, apply: apply})
}

// constant adds one to an integer literal (that fits an int32).
func (c *collector) constant(n *ast.BasicLit) {
	if n.Kind != token.INT {
		return
	}
	v, err := strconv.ParseInt(n.Value, 0, 64)
	if err != nil || v >= 1<<31 {
		return
	}
	from := n.Value
	to := strconv.FormatInt(v+1, 10)
	c.add(n, "constant", from+" → "+to, func() func() {
		n.Value = to
		return func() { n.Value = from }
	})
}

// binary swaps a comparison's boundary or sense, an arithmetic operator
// (not on strings: "a" + "b" has no minus) and && with ||.
func (c *collector) binary(n *ast.BinaryExpr) {
	if to, ok := boundary[n.Op]; ok {
		c.swapOp(n, "boundary", to)
	}
	if to, ok := negation[n.Op]; ok {
		c.swapOp(n, "negation", to)
	}
	if to, ok := arith[n.Op]; ok && !isString(n.X) && !isString(n.Y) {
		c.swapOp(n, "arithmetic", to)
	}
	if to, ok := logical[n.Op]; ok {
		c.swapOp(n, "logical", to)
	}
}

func (c *collector) swapOp(e *ast.BinaryExpr, kind string, to token.Token) {
	from := e.Op
	c.add(e, kind, from.String()+" → "+to.String(), func() func() {
		e.Op = to
		return func() { e.Op = from }
	})
}

// unary drops a minus (-x → +x) or a negation (!x → !!x).
func (c *collector) unary(n *ast.UnaryExpr) {
	if n.Op != token.SUB && n.Op != token.NOT {
		return
	}
	op, x := n.Op, n.X
	c.add(n, "unary", "drop "+op.String(), func() func() {
		if op == token.SUB {
			n.Op = token.ADD // -x → +x
		} else {
			n.X = &ast.UnaryExpr{OpPos: n.OpPos, Op: token.NOT, X: x} // !x → !!x
		}
		return func() { n.Op, n.X = op, x }
	})
}

// incDec swaps ++ and --.
func (c *collector) incDec(n *ast.IncDecStmt) {
	from := n.Tok
	to := token.INC
	if from == token.INC {
		to = token.DEC
	}
	c.add(n, "incdec", from.String()+" → "+to.String(), func() func() {
		n.Tok = to
		return func() { n.Tok = from }
	})
}

// assignOp swaps += with -= and *= with /=.
func (c *collector) assignOp(n *ast.AssignStmt) {
	to, ok := assign[n.Tok]
	if !ok {
		return
	}
	from := n.Tok
	c.add(n, "assign", from.String()+" → "+to.String(), func() func() {
		n.Tok = to
		return func() { n.Tok = from }
	})
}

// removals removes, one at a time, each statement of a block or a case
// clause whose removal still usually builds: list is the block's List or the
// clause's Body, and a mutant writes through it into the tree.
func (c *collector) removals(list []ast.Stmt) {
	for i, s := range list {
		if !removable(s) {
			continue
		}
		c.add(s, "remove", "remove "+describe(c.fset, s), func() func() {
			list[i] = &ast.EmptyStmt{Semicolon: s.Pos(), Implicit: true}
			return func() { list[i] = s }
		})
	}
}

// markLoopBranches swaps break and continue that belong to this loop (not
// to a switch, select or inner loop inside it).
func markLoopBranches(loop ast.Node, add func(ast.Node, string, string, func() func())) {
	var body *ast.BlockStmt
	switch l := loop.(type) {
	case *ast.ForStmt:
		body = l.Body
	case *ast.RangeStmt:
		body = l.Body
	}
	var walk func(n ast.Node, inSwitch bool)
	walk = func(n ast.Node, inSwitch bool) {
		ast.Inspect(n, func(c ast.Node) bool {
			switch c := c.(type) {
			case *ast.ForStmt, *ast.RangeStmt, *ast.FuncLit:
				return false
			case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
				if c != n {
					walk(c, true)
					return false
				}
			case *ast.BranchStmt:
				if c.Label != nil || (c.Tok == token.BREAK && inSwitch) {
					return true
				}
				if c.Tok == token.BREAK || c.Tok == token.CONTINUE {
					from := c.Tok
					to := token.CONTINUE
					if from == token.CONTINUE {
						to = token.BREAK
					}
					add(c, "loopctl", from.String()+" → "+to.String(), func() func() {
						c.Tok = to
						return func() { c.Tok = from }
					})
				}
			}
			return true
		})
	}
	walk(body, false)
}

// removable: statements whose removal still usually builds.
func removable(s ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.ExprStmt, *ast.IncDecStmt, *ast.ReturnStmt, *ast.BranchStmt:
		return true
	case *ast.AssignStmt:
		return s.Tok != token.DEFINE
	case *ast.IfStmt:
		return s.Init == nil
	}
	return false
}

func describe(fset *token.FileSet, s ast.Stmt) string {
	var buf bytes.Buffer
	_ = format.Node(&buf, fset, s)
	t := strings.Join(strings.Fields(buf.String()), " ")
	if len(t) > 60 {
		t = t[:57] + "..."
	}
	return t
}

// sumUp prints, per package, the figures of an -out file, counting each
// mutant's last result (a rerun after tests were added replaces a "lived").
func sumUp(out string) {
	b, err := os.ReadFile(out)
	if err != nil {
		fatal(err)
	}
	last := map[string]result{}
	var order []string
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var r result
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			fatal(err)
		}
		if _, ok := last[r.key()]; !ok {
			order = append(order, r.key())
		}
		last[r.key()] = r
	}
	type fig struct{ total, killed, timeout, lived, notViable int }
	figs := map[string]*fig{}
	var pkgs []string
	var lived []result
	for _, k := range order {
		r := last[k]
		f := figs[r.Package]
		if f == nil {
			f = &fig{}
			figs[r.Package] = f
			pkgs = append(pkgs, r.Package)
		}
		f.total++
		switch r.Status {
		case "killed":
			f.killed++
		case "timeout":
			f.killed++
			f.timeout++
		case "lived":
			f.lived++
			lived = append(lived, r)
		default:
			f.notViable++
		}
	}
	for _, p := range pkgs {
		f := figs[p]
		score := 0.0
		if f.killed+f.lived > 0 {
			score = 100 * float64(f.killed) / float64(f.killed+f.lived)
		}
		fmt.Printf("%s: %d mutants: %d killed (%d by timeout), %d lived, %d not viable; %.1f%% killed\n",
			p, f.total, f.killed, f.timeout, f.lived, f.notViable, score)
	}
	for _, r := range lived {
		fmt.Printf("  lived %s %s:%d:%d %s %s\n", r.Package, r.File, r.Line, r.Col, r.Kind, r.Desc)
	}
}

// freshSeed is a seed for -sample's draw that differs from run to run.
func freshSeed() uint64 {
	return uint64(time.Now().UnixNano())*0x9E3779B97F4A7C15 | 1
}

// wilson is the 95% Wilson score interval of k successes in n trials.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p, fn := float64(k)/float64(n), float64(n)
	d := 1 + z*z/fn
	c := (p + z*z/(2*fn)) / d
	h := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / d
	return math.Max(0, c-h), math.Min(1, c+h)
}
