# Session Zero — the two commands a new machine needs are `make run` and
# `make test`; both install any missing system packages first.

# Debian packages and why:
#   gcc, pkg-config             cgo, for go-sqlite3 and Fyne's GLFW driver
#   libgl1-mesa-dev             OpenGL headers Fyne's renderer compiles against
#   xorg-dev                    X11 headers (Xcursor, Xrandr, Xinerama, Xi, Xxf86vm) for GLFW
#   libxkbcommon-dev            keyboard handling headers GLFW's Wayland/X11 back ends use
#   libwayland-dev wayland-protocols  Wayland headers for Fyne's Wayland build
#   xvfb xauth                  a virtual X display for the smoke test of the real binary
#   poppler-utils               pdfinfo/pdftotext/pdftoppm, used by the PDF tests
APT_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev libwayland-dev wayland-protocols xvfb xauth poppler-utils

GO ?= go
BIN := bin/sessionzero
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test deps build vet unit smoke screenshots package bench clean

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	$(GO) build -o $(BIN) ./cmd/sessionzero

run: build
	./$(BIN)

vet: deps
	$(GO) vet ./...
	$(GO) vet -tags ci ./...

unit: deps
	$(GO) test -tags ci ./...

smoke: build
	@tmp=$$(mktemp -d); \
	XDG_RUNTIME_DIR=$$tmp xvfb-run -a -s "-screen 0 1280x800x24" ./$(BIN) --db $$tmp/library.db --smoke; rc=$$?; \
	rm -rf $$tmp; exit $$rc

test: vet unit smoke

# Windows through Fyne's test driver, and the folding sheets through pdftoppm.
# Every picture goes to build/screenshots (ignored by git) for looking; only
# the pictures README.md and docs/*.md show are copied into docs/screenshots,
# and only when they changed visibly (internal/shotsync), so a second run
# with nothing changed leaves `git status` clean.
SHOTS := $(CURDIR)/build/screenshots
screenshots: deps
	# Every ui test that calls uitest.Capture writes its picture (some are
	# taken in the middle of a longer test, e.g. the trackers).
	mkdir -p $(SHOTS)
	SESSIONZERO_SCREENSHOTS=$(SHOTS) $(GO) test -tags ci -count=1 ./ui/...
	SESSIONZERO_SHEET_SCREENSHOTS=$(SHOTS) $(GO) test -run Screenshot -count=1 ./export/...
	$(GO) run ./internal/shotsync -from $(SHOTS) -to docs/screenshots README.md docs/*.md

# Reads FyneApp.toml (name, app ID, icon, version) and writes "Session Zero.tar.xz".
package: build
	$(GO) tool fyne package -os linux --exe $(BIN)

bench: deps
	$(GO) test -tags ci -run '^$$' -bench . -benchmem ./...

clean:
	rm -rf bin build *.tar.xz
