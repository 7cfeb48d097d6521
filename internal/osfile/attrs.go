package osfile

// What Windows makes of file attributes, as plain functions: the
// Windows half of the package calls them, and they are tested on every OS
// with the values Windows gives.

// The file attributes of Windows that classify reads.
const (
	attrDirectory    = 0x10  // FILE_ATTRIBUTE_DIRECTORY
	attrReparsePoint = 0x400 // FILE_ATTRIBUTE_REPARSE_POINT
)

type fileKind int

const (
	fileRegular fileKind = iota
	fileReparse          // a reparse point that is not a link: a file behind a filter
	fileOther            // a link, junction, directory, device or pipe
)

// classify is the kind of a file on a disk with these attributes; tag
// reads its reparse tag when it is a reparse point.
func classify(attrs uint32, tag func() (uint32, error)) (fileKind, error) {
	if attrs&attrDirectory != 0 {
		return fileOther, nil
	}
	if attrs&attrReparsePoint == 0 {
		return fileRegular, nil
	}
	t, err := tag()
	if err != nil {
		return fileOther, err
	}
	if isNameSurrogate(t) { // a symbolic link, a junction, an app alias
		return fileOther, nil
	}
	return fileReparse, nil
}

// isNameSurrogate reports a reparse tag that names another file (bit 29 of
// the tag: symbolic links, junctions, mount points).
func isNameSurrogate(tag uint32) bool { return tag&0x20000000 != 0 }
