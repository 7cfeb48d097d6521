package cli

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"unicode/utf8"
)

// MaxInputSize is the largest input file schiri reads (1 MiB): every real
// layout, sheet, position or record is far smaller.
const MaxInputSize = 1 << 20

// ReadInput reads an input file ("-" is stdin) and rejects what cannot be a
// text input of schiri, each as an *InputError naming the file: a missing
// file, a directory, a file over MaxInputSize, a NUL byte, invalid UTF-8, and
// a file with nothing in it but blank lines and "#" comments.
func (f *Factory) ReadInput(path string) ([]byte, error) {
	var r io.Reader
	if path == "-" {
		r = f.IO.In
	} else {
		st, err := os.Stat(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return nil, NewInputError("core.error.file_missing", "File", path).At(path, 0, "")
		case err != nil:
			return nil, NewInputError("core.error.file_read", "File", path, "Err", err.Error()).At(path, 0, "")
		case st.IsDir():
			return nil, NewInputError("core.error.file_is_dir", "File", path).At(path, 0, "")
		case st.Size() > MaxInputSize:
			return nil, NewInputError("core.error.file_too_big", "File", path, "Size", st.Size(), "Max", MaxInputSize).At(path, 0, "")
		}
		fh, err := os.Open(path)
		if err != nil {
			return nil, NewInputError("core.error.file_read", "File", path, "Err", err.Error()).At(path, 0, "")
		}
		defer func() { _ = fh.Close() }()
		r = fh
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxInputSize+1))
	if err != nil {
		return nil, NewInputError("core.error.file_read", "File", path, "Err", err.Error()).At(path, 0, "")
	}
	if len(data) > MaxInputSize {
		return nil, NewInputError("core.error.file_too_big", "File", path, "Size", len(data), "Max", MaxInputSize).At(path, 0, "")
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return nil, NewInputError("core.error.file_binary", "File", path).At(path, 1+bytes.Count(data[:i], []byte("\n")), "")
	}
	if !utf8.Valid(data) {
		return nil, NewInputError("core.error.file_encoding", "File", path).At(path, 0, "")
	}
	if OnlyComments(data) {
		return nil, NewInputError("core.error.file_empty", "File", path).At(path, 0, "")
	}
	return data, nil
}

// OnlyComments reports whether data holds nothing but blank lines and lines
// starting with "#".
func OnlyComments(data []byte) bool {
	for _, line := range bytes.Split(data, []byte("\n")) {
		t := bytes.TrimSpace(line)
		if len(t) > 0 && t[0] != '#' {
			return false
		}
	}
	return true
}
