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

var (
	kinds   map[string]bool
	only    map[string]bool
	done    map[string]bool
	sampleN int
	seed    uint64
	memMiB  int
)

func (r result) key() string {
	return fmt.Sprintf("%s %s:%d:%d %s %s", r.Package, r.File, r.Line, r.Col, r.Kind, r.Desc)
}

func main() {
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
	var re *regexp.Regexp
	if *runRe != "" {
		re = regexp.MustCompile(*runRe)
	}
	kinds = map[string]bool{}
	for _, k := range strings.Split(*ops, ",") {
		kinds[k] = true
	}
	if *rerun != "" {
		b, err := os.ReadFile(*rerun)
		if err != nil {
			fatal(err)
		}
		only = map[string]bool{} // the mutants whose last result is "lived"
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
	}
	if *summary {
		sumUp(*out)
		return
	}
	sampleN, seed, memMiB = *sample, *seedF, *mem
	if sampleN > 0 && seed == 0 {
		seed = freshSeed()
	}
	if sampleN > 0 {
		fmt.Fprintf(os.Stderr, "sample of %d per package, seed %d (-seed %d draws the same mutants again)\n", sampleN, seed, seed)
	}
	if *resume && *out != "" {
		if b, err := os.ReadFile(*out); err == nil {
			done = map[string]bool{}
			for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
				var r result
				if json.Unmarshal([]byte(l), &r) == nil {
					done[r.key()] = true
				}
			}
		}
	}
	var outF *os.File
	if *out != "" {
		f, err := os.OpenFile(*out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			fatal(err)
		}
		defer f.Close()
		outF = f
	}
	tmp, err := os.MkdirTemp("", "mutants-")
	if err != nil {
		fatal(err)
	}
	defer os.RemoveAll(tmp)
	exit := 0
	for _, pkg := range flag.Args() {
		if !run(pkg, re, *list, *factor, tmp, outF) {
			exit = 1
		}
	}
	os.Exit(exit)
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

func run(pkg string, re *regexp.Regexp, listOnly bool, factor float64, tmp string, outF *os.File) bool {
	dir, files := goFiles(pkg)
	var mutants []mutant
	fsets := map[string]*token.FileSet{}
	asts := map[string]*ast.File{}
	for _, path := range files {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			fatal(err)
		}
		fsets[path], asts[path] = fset, f
		for _, m := range collect(fset, f, path) {
			rel, _ := filepath.Rel(dir, m.file)
			if re != nil && !re.MatchString(fmt.Sprintf("%s:%d", rel, m.line)) || !kinds[m.kind] {
				continue
			}
			if only != nil && !only[result{pkg, rel, m.line, m.col, m.kind, m.desc, ""}.key()] {
				continue
			}
			mutants = append(mutants, m)
		}
	}
	population := len(mutants)
	if sampleN > 0 && sampleN < len(mutants) {
		h := fnv.New64a()
		h.Write([]byte(pkg))
		r := rand.New(rand.NewPCG(h.Sum64(), seed))
		r.Shuffle(len(mutants), func(i, j int) { mutants[i], mutants[j] = mutants[j], mutants[i] })
		mutants = mutants[:sampleN]
		sort.SliceStable(mutants, func(i, j int) bool {
			if mutants[i].file != mutants[j].file {
				return mutants[i].file < mutants[j].file
			}
			return mutants[i].line < mutants[j].line || mutants[i].line == mutants[j].line && mutants[i].col < mutants[j].col
		})
	}
	if done != nil {
		var todo []mutant
		for _, m := range mutants {
			rel, _ := filepath.Rel(dir, m.file)
			if !done[result{pkg, rel, m.line, m.col, m.kind, m.desc, ""}.key()] {
				todo = append(todo, m)
			}
		}
		fmt.Fprintf(os.Stderr, "%s: %d of %d mutants done already\n", pkg, len(mutants)-len(todo), len(mutants))
		mutants = todo
	}
	if listOnly {
		for _, m := range mutants {
			rel, _ := filepath.Rel(dir, m.file)
			fmt.Printf("%s %s:%d:%d %s %s\n", pkg, rel, m.line, m.col, m.kind, m.desc)
		}
		fmt.Printf("%s: %d mutants\n", pkg, len(mutants))
		return true
	}
	bin := filepath.Join(tmp, "pkg.test")
	// The unchanged tests must pass, and their time bounds a mutant's.
	if err := build(pkg, bin, ""); err != nil {
		fmt.Fprintf(os.Stderr, "%s: the unchanged package does not build: %v\n", pkg, err)
		return false
	}
	start := time.Now()
	if st := test(bin, dir, 10*time.Minute); st != "lived" {
		fmt.Fprintf(os.Stderr, "%s: the unchanged tests do not pass (%s)\n", pkg, st)
		return false
	}
	timeout := time.Duration(float64(time.Since(start))*factor) + 10*time.Second
	counts := map[string]int{}
	var lived []string
	for i, m := range mutants {
		src := render(fsets[m.file], asts[m.file], m)
		overlay := filepath.Join(tmp, "overlay.json")
		mfile := filepath.Join(tmp, "mutant.go")
		if err := os.WriteFile(mfile, src, 0o644); err != nil {
			fatal(err)
		}
		ov, _ := json.Marshal(map[string]map[string]string{"Replace": {m.file: mfile}})
		if err := os.WriteFile(overlay, ov, 0o644); err != nil {
			fatal(err)
		}
		status := "not-viable"
		if build(pkg, bin, overlay) == nil {
			status = test(bin, dir, timeout)
			if status == "failed" {
				status = "killed"
			}
		}
		counts[status]++
		rel, _ := filepath.Rel(dir, m.file)
		line := fmt.Sprintf("%-10s %s:%d:%d %s %s", status, rel, m.line, m.col, m.kind, m.desc)
		fmt.Fprintf(os.Stderr, "[%d/%d] %s %s\n", i+1, len(mutants), pkg, line)
		if status == "lived" {
			lived = append(lived, line)
		}
		if outF != nil {
			b, _ := json.Marshal(result{pkg, rel, m.line, m.col, m.kind, m.desc, status})
			fmt.Fprintln(outF, string(b))
		}
	}
	killed := counts["killed"] + counts["timeout"]
	score := 0.0
	if killed+counts["lived"] > 0 {
		score = 100 * float64(killed) / float64(killed+counts["lived"])
	}
	fmt.Printf("%s: %d mutants: %d killed (%d by timeout), %d lived, %d not viable; %.1f%% killed\n",
		pkg, len(mutants), killed, counts["timeout"], counts["lived"], counts["not-viable"], score)
	if len(mutants) < population {
		lo, hi := wilson(killed, killed+counts["lived"])
		fmt.Printf("%s: a sample of %d of %d mutants (seed %d): 95%% (Wilson) interval for the whole package %.1f–%.1f%%\n",
			pkg, len(mutants), population, seed, 100*lo, 100*hi)
	}
	for _, l := range lived {
		fmt.Printf("  %s\n", l)
	}
	return true
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
// passes, "failed" when it fails, "timeout" when it outlives timeout.
func test(bin, dir string, timeout time.Duration) string {
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
