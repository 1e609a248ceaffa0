package ripplebeam

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// runInfoName is the file of a run's directory that describes the run.
const runInfoName = "run.json"

// runInfo is a run's run.json: what it searches, so that a resume with
// other parameters is refused, and an ID drawn at random when the run was
// created, so that the files of another run are told apart from its own
// even when both search the same problem.
type runInfo struct {
	Problem string `json:"problem"`
	Params  string `json:"params"`
	Mode    Mode   `json:"mode"`
	Shards  int    `json:"shards"`
	ID      string `json:"id,omitempty"` // 32 hex digits from crypto/rand
}

// runID identifies a run: the first 16 bytes of the SHA-256 of its
// runInfo's JSON encoding, so that it covers both the parameters and the
// random ID. Every shard file's header and every manifest holds it.
type runID [16]byte

func (id runID) String() string { return hex.EncodeToString(id[:]) }

// parseRunID parses the hex form of a runID.
func parseRunID(s string) (runID, error) {
	var id runID
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != len(id) {
		return id, fmt.Errorf("run id %q: want %d hex digits", s, 2*len(id))
	}
	copy(id[:], b)
	return id, nil
}

// newRunInfoID draws the random ID of a new run.
func newRunInfoID() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read does not fail
	return hex.EncodeToString(b[:])
}

// identity returns ri's runID.
func (ri runInfo) identity() runID {
	b, err := json.Marshal(ri)
	if err != nil {
		panic("ripplebeam: " + err.Error()) // strings and ints always encode
	}
	sum := sha256.Sum256(b)
	return runID(sum[:16])
}

// encode returns run.json's contents for ri.
func (ri runInfo) encode() []byte {
	b, err := json.Marshal(ri)
	if err != nil {
		panic("ripplebeam: " + err.Error())
	}
	return b
}

// sameSearch reports whether ri and o search the same problem in the same
// way, whatever their IDs.
func (ri runInfo) sameSearch(o runInfo) bool {
	ri.ID, o.ID = "", ""
	return ri == o
}

// maxRunInfoBytes bounds run.json for a reader that does not know the
// run's parameters ([ReadLayer]): more than any parameter a command reads
// by default (a board of 256 MiB).
const maxRunInfoBytes = 1 << 30

// errOldRun is wrapped by the error about a run.json without an ID.
var errOldRun = errors.New("it was written by an earlier version of ripplebeam, whose files name no run; start the run again in another directory")

// readRunInfo reads and parses the run.json of dir, of at most max bytes
// (checked before it is read), and checks its fields.
func readRunInfo(ctx context.Context, dir string, max int64) (runInfo, []byte, error) {
	path := join(dir, runInfoName)
	b, err := readFile(ctx, path, 0, max)
	if err != nil {
		return runInfo{}, nil, fmt.Errorf("%s: %w", path, err)
	}
	ri, err := parseRunInfo(path, b)
	return ri, b, err
}

// parseRunInfo decodes run.json, read from path, and checks its fields.
func parseRunInfo(path string, b []byte) (runInfo, error) {
	var ri runInfo
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ri); err != nil || dec.Decode(&struct{}{}) != io.EOF {
		return ri, fmt.Errorf("%s is not a run's description: %s", path, clip(b))
	}
	switch {
	case ri.ID == "":
		return ri, fmt.Errorf("%s has no run id: %w", path, errOldRun)
	case ri.Shards < 1 || ri.Shards > maxShards || (ri.Mode != Frontier && ri.Mode != Full):
		return ri, fmt.Errorf("%s is not a run's description: %s", path, clip(b))
	}
	if _, err := parseRunID(ri.ID); err != nil {
		return ri, fmt.Errorf("%s: %v", path, err)
	}
	return ri, nil
}
