package rules

import "fmt"

func toString(v any) string { return fmt.Sprint(v) }
