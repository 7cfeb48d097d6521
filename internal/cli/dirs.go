package cli

import (
	"os"
	"path/filepath"
)

// Where schiri keeps its files on each OS (SPEC §0), as os.UserConfigDir
// and the OS's user data dir have them, with XDG's variables first on
// every OS (as the SPEC's precedence says):
//
//	           config (config.yaml)                     data (saved games, serve.key)
//	Linux      $XDG_CONFIG_HOME/schiri, ~/.config/schiri  $XDG_DATA_HOME/schiri, ~/.local/share/schiri
//	macOS      ~/Library/Application Support/schiri      ~/Library/Application Support/schiri
//	Windows    %AppData%\schiri                          %LocalAppData%\schiri
//
// goos and getenv are parameters, so every OS's answer is tested on any.

// configDir is schiri's config directory, "" when none is known.
func configDir(goos string, getenv Getenv) string {
	if x := getenv("XDG_CONFIG_HOME"); x != "" {
		return filepath.Join(x, "schiri")
	}
	if goos == "windows" {
		if d := getenv("AppData"); d != "" {
			return filepath.Join(d, "schiri")
		}
	}
	home := homeDir(goos, getenv)
	if home == "" {
		return ""
	}
	switch goos {
	case "darwin", "ios":
		return filepath.Join(home, "Library", "Application Support", "schiri")
	case "windows":
		return filepath.Join(home, "AppData", "Roaming", "schiri")
	}
	return filepath.Join(home, ".config", "schiri")
}

// dataDir is where games are saved by default; "" when neither
// XDG_DATA_HOME nor a home directory is known: the store then refuses to
// save rather than writing relative to the current directory.
func dataDir(goos string, getenv Getenv) string {
	if x := getenv("XDG_DATA_HOME"); x != "" {
		return filepath.Join(x, "schiri")
	}
	if goos == "windows" {
		if d := getenv("LocalAppData"); d != "" {
			return filepath.Join(d, "schiri")
		}
	}
	home := homeDir(goos, getenv)
	if home == "" || !filepath.IsAbs(home) {
		return ""
	}
	switch goos {
	case "darwin", "ios":
		return filepath.Join(home, "Library", "Application Support", "schiri")
	case "windows":
		return filepath.Join(home, "AppData", "Local", "schiri")
	}
	return filepath.Join(home, ".local", "share", "schiri")
}

// homeDir is the user's home: HOME, on Windows USERPROFILE (HOME is set
// there only by Unix-like shells), else what the OS says.
func homeDir(goos string, getenv Getenv) string {
	if h := getenv("HOME"); h != "" {
		return h
	}
	if goos == "windows" {
		if h := getenv("USERPROFILE"); h != "" {
			return h
		}
	}
	h, _ := os.UserHomeDir()
	return h
}
