// Package serve implements `schiri serve`: the saved games of the data dir
// on the phones at the table (SPEC §7), through internal/web.
package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"codeberg.org/schiri/schiri/internal/cli"
	"codeberg.org/schiri/schiri/internal/qrcode"
	"codeberg.org/schiri/schiri/internal/table"
	"codeberg.org/schiri/schiri/internal/web"
	"github.com/spf13/cobra"
)

// Options are the inputs of `serve`.
type Options struct {
	F        *cli.Factory
	Addr     string
	NewLinks bool
	// Ready, when set, is called with the bound address once serving
	// (tests); Stop, when set, ends serving when closed.
	Ready func(addr string)
	Stop  <-chan struct{}
}

// NewCmd returns `schiri serve`.
func NewCmd(f *cli.Factory) *cobra.Command {
	opts := &Options{F: f}
	c := &cobra.Command{
		Use:     "serve",
		Short:   "core.help.serve.short",
		Long:    "serve.help.long",
		Example: "  schiri serve\n  schiri serve --addr 127.0.0.1:8080",
		Args:    cli.NoArgs,
		RunE:    func(*cobra.Command, []string) error { return Run(opts) },
	}
	c.Flags().StringVar(&opts.Addr, "addr", ":7707", "serve.help.flag.addr")
	c.Flags().BoolVar(&opts.NewLinks, "new-links", false, "serve.help.flag.new_links")
	return c
}

// Run serves until SIGINT or SIGTERM, then lets requests in flight finish
// (at most 5 s), closes the event streams and returns nil.
func Run(o *Options) error {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(100) // a server runs for hours: the usual pace (cmd/schiri's main sets 400 for commands)
	}
	f := o.F
	dir := f.Config().DataDir
	if dir == "" {
		return table.DataDirError("", nil)
	}
	srv, err := web.New(web.Options{DataDir: dir, Lang: f.Lang(), NewLinks: o.NewLinks})
	if err != nil {
		return table.DataDirError(dir, err)
	}
	ln, err := net.Listen("tcp", o.Addr)
	if err != nil {
		return cli.NewInputError("serve.listen", "Addr", o.Addr, "Err", err.Error()).At("", 0, o.Addr)
	}
	addr := ln.Addr().String()
	if f.JSON() {
		b, _ := json.Marshal(map[string]string{"addr": addr, "host": srv.HostPath()})
		if _, err := fmt.Fprintf(f.IO.Out, "%s\n", b); err != nil {
			return err
		}
	} else {
		link := "http://" + publicHost(addr) + srv.HostPath()
		var b strings.Builder
		b.WriteString(f.T("serve.started", "Dir", dir, "Addr", addr) + "\n")
		if isAllInterfaces(addr) {
			b.WriteString(f.T("serve.lan_warning") + "\n")
		}
		b.WriteString(f.T("serve.host_link", "Link", link) + "\n")
		if f.IO.StdoutTTY {
			b.WriteString(qrcode.Text(link))
		}
		b.WriteString(f.T("serve.stop") + "\n")
		if err := f.Print(b.String()); err != nil {
			return err
		}
	}
	hs := web.HTTPServer(srv.Handler())
	hs.RegisterOnShutdown(srv.Close)
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	if o.Ready != nil {
		o.Ready(addr)
	}
	select {
	case <-ctx.Done():
	case <-o.Stop:
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			return err
		}
	}
	srv.Close()
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = hs.Shutdown(sctx)
	return nil
}

func isAllInterfaces(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	ip := net.ParseIP(host)
	return host == "" || (ip != nil && ip.IsUnspecified())
}

// publicHost is addr with an unspecified host replaced by the machine's LAN
// address, the one a phone on the same network reaches.
func publicHost(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || !isAllInterfaces(addr) {
		return addr
	}
	_ = host
	ifaces, _ := net.Interfaces()
	for _, in := range ifaces {
		if in.Flags&net.FlagUp == 0 || in.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, _ := in.Addrs()
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLinkLocalUnicast() {
				return net.JoinHostPort(n.IP.String(), port)
			}
		}
	}
	return net.JoinHostPort("localhost", port)
}
