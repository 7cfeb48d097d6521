package table

import (
	"bytes"
	"encoding/json"
)

// JSON is a document as the CLI prints it with --json: indented by two
// spaces, no HTML escaping, one newline at the end.
func JSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
