package ui

// action is one user change that can be undone and done again.
type action struct {
	label string
	undo  func() error
	redo  func() error
}

// history is the undo/redo stack of the library window.
type history struct {
	done, undone []action
	limit        int
	changed      func()
}

func newHistory(changed func()) *history {
	return &history{limit: 200, changed: changed}
}

// push records an action that has just been done; it clears the redo side.
func (h *history) push(a action) {
	h.done = append(h.done, a)
	if len(h.done) > h.limit {
		h.done = h.done[len(h.done)-h.limit:]
	}
	h.undone = nil
	h.notify()
}

func (h *history) canUndo() bool { return len(h.done) > 0 }
func (h *history) canRedo() bool { return len(h.undone) > 0 }

func (h *history) undoLabel() string {
	if !h.canUndo() {
		return ""
	}
	return h.done[len(h.done)-1].label
}

func (h *history) redoLabel() string {
	if !h.canRedo() {
		return ""
	}
	return h.undone[len(h.undone)-1].label
}

// undo reverts the last action. On failure the action stays where it was.
func (h *history) undo() (string, error) {
	if !h.canUndo() {
		return "", nil
	}
	a := h.done[len(h.done)-1]
	if err := a.undo(); err != nil {
		return a.label, err
	}
	h.done = h.done[:len(h.done)-1]
	h.undone = append(h.undone, a)
	h.notify()
	return a.label, nil
}

// redo does the last undone action again.
func (h *history) redo() (string, error) {
	if !h.canRedo() {
		return "", nil
	}
	a := h.undone[len(h.undone)-1]
	if err := a.redo(); err != nil {
		return a.label, err
	}
	h.undone = h.undone[:len(h.undone)-1]
	h.done = append(h.done, a)
	h.notify()
	return a.label, nil
}

func (h *history) notify() {
	if h.changed != nil {
		h.changed()
	}
}
