package cli

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"

	"codeberg.org/schiri/schiri/locales"
	"github.com/spf13/pflag"
	"github.com/spf13/viper"
)

// maxConfigSize is the largest config file read (a real one is a few lines).
const maxConfigSize = 64 << 10

// Config is the resolved global configuration (SPEC §0).
type Config struct {
	Lang       string `mapstructure:"lang"`
	DataDir    string `mapstructure:"data_dir"`
	JSON       bool   `mapstructure:"json"`
	NoColor    bool   `mapstructure:"no_color"`
	Accessible bool   `mapstructure:"accessible"`
	ConfigFile string `mapstructure:"-"`
}

// Getenv reads the environment; tests may replace it on the Factory.
type Getenv func(string) string

// LoadConfig resolves the configuration from the parsed global flags, the
// environment and the config file, each with SPEC §0's precedence:
//
//	lang:     --lang > SCHIRI_LANG > config lang > LC_ALL > LC_MESSAGES > LANG > en
//	data dir: --data-dir > SCHIRI_DATA_DIR > config data_dir > $XDG_DATA_HOME/schiri > OS default
//
// A fresh viper instance is built for every call and unmarshalled once.
func LoadConfig(flags *pflag.FlagSet, getenv Getenv) (*Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	v := viper.New()
	v.SetConfigType("yaml")
	for key, flag := range map[string]string{"lang": "lang", "data_dir": "data-dir", "json": "json", "no_color": "no-color", "accessible": "accessible"} {
		if f := flags.Lookup(flag); f != nil && f.Changed {
			v.Set(key, f.Value.String())
		}
	}
	for key, env := range map[string]string{"lang": "SCHIRI_LANG", "data_dir": "SCHIRI_DATA_DIR"} {
		if val := getenv(env); val != "" && !v.IsSet(key) {
			v.Set(key, val)
		}
	}

	cfgFile := ""
	explicit := false
	if f := flags.Lookup("config"); f != nil && f.Changed {
		cfgFile, explicit = f.Value.String(), true
	} else if d := configDir(runtime.GOOS, getenv); d != "" {
		cfgFile = filepath.Join(d, "config.yaml")
	}
	if cfgFile != "" {
		// never blocks on a FIFO nor reads /dev/zero without end
		fh, err := os.OpenFile(cfgFile, os.O_RDONLY|syscall.O_NONBLOCK, 0)
		switch {
		case err == nil:
			data, rerr := io.ReadAll(io.LimitReader(fh, maxConfigSize+1))
			_ = fh.Close()
			if rerr != nil {
				return nil, NewInputError("core.error.config_read", "File", cfgFile).At(cfgFile, 0, "")
			}
			if len(data) > maxConfigSize {
				return nil, NewInputError("core.error.config_large", "File", cfgFile, "Max", maxConfigSize>>10).At(cfgFile, 0, "")
			}
			if err = v.MergeConfig(bytes.NewReader(data)); err != nil {
				return nil, NewInputError("core.error.config_parse", "File", cfgFile, "Err", firstLine(err.Error())).At(cfgFile, 0, "")
			}
		case explicit || !errors.Is(err, os.ErrNotExist):
			return nil, NewInputError("core.error.config_read", "File", cfgFile).At(cfgFile, 0, "")
		}
	}

	if err := checkTypes(v, cfgFile); err != nil {
		return nil, err
	}
	var c Config
	if err := v.Unmarshal(&c); err != nil {
		return nil, NewInputError("core.error.config_parse", "File", cfgFile, "Err", firstLine(err.Error()))
	}
	c.ConfigFile = cfgFile
	c.Lang = strings.ToLower(strings.TrimSpace(c.Lang))
	if c.Lang == "" {
		c.Lang = langFromLocale(getenv)
	} else if !locales.Supported(c.Lang) {
		return nil, NewInputError("core.error.lang", "Lang", c.Lang).At("", 0, c.Lang)
	}
	if c.DataDir == "" {
		c.DataDir = dataDir(runtime.GOOS, getenv)
	}
	if getenv("NO_COLOR") != "" {
		c.NoColor = true
	}
	return &c, nil
}

// checkTypes names a config key whose value has the wrong type, with the
// type it needs (viper's own error is a multi-line dump).
func checkTypes(v *viper.Viper, file string) error {
	for _, k := range []struct{ key, typ string }{
		{"lang", "text"}, {"data_dir", "text"}, {"json", "bool"}, {"no_color", "bool"}, {"accessible", "bool"},
	} {
		if !v.IsSet(k.key) {
			continue
		}
		ok := true
		switch val := v.Get(k.key).(type) {
		case string:
			if k.typ == "bool" {
				_, err := strconv.ParseBool(val)
				ok = err == nil
			}
		case bool:
			ok = k.typ == "bool"
		default:
			ok = false
		}
		if !ok {
			return NewInputError("core.error.config_type_"+k.typ, "File", file, "Key", k.key).At(file, 0, k.key)
		}
	}
	return nil
}

// langFromLocale picks the language of the first set locale variable.
func langFromLocale(getenv Getenv) string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		val := getenv(k)
		if val == "" {
			continue
		}
		l := strings.ToLower(val)
		if i := strings.IndexAny(l, "_.@-"); i >= 0 {
			l = l[:i]
		}
		if locales.Supported(l) {
			return l
		}
		return "en"
	}
	return "en"
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
