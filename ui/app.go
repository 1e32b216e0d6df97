// Package ui is Session Zero's desktop interface, built with Fyne: the app
// shell and main menu, the character library, and the windows of each
// feature. It asks rules/ for every number and model/ for every record; it
// computes no rule itself.
package ui

import (
	"context"
	"fmt"
	"io"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"

	"sessionzero/assets"
	"sessionzero/model"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// AppID is the app's unique identifier (also in FyneApp.toml).
const AppID = "app.sessionzero.desktop"

// Settings keys kept in the library.
const (
	settingTheme      = "ui.theme"       // "system", "light" or "dark"
	settingWindowSize = "ui.window.main" // "WIDTHxHEIGHT"
)

// Options change how the app runs.
type Options struct {
	// Smoke opens the main window, reports how long that took on Out, and quits.
	Smoke bool
	// Started is when the process started, for the smoke report.
	Started time.Time
	Out     io.Writer
}

// Run opens the app on a library and returns when the user quits.
func Run(store *model.Store, opts Options) error {
	a := app.NewWithID(AppID)
	a.SetIcon(assets.Icon)
	w, lib := NewMainWindow(a, store)
	// Follow what the CLI or another window writes to the library.
	watchCtx, stopWatch := context.WithCancel(context.Background())
	defer stopWatch()
	go store.Watch(watchCtx, time.Second, func() { fyne.Do(lib.followOutsideChanges) })
	if opts.Smoke {
		a.Lifecycle().SetOnStarted(func() {
			go func() {
				// Shown means the window has been laid out at a real size.
				for {
					var size fyne.Size
					fyne.DoAndWait(func() { size = w.Canvas().Size() })
					if size.Width > 0 && size.Height > 0 {
						break
					}
					time.Sleep(5 * time.Millisecond)
				}
				fmt.Fprintf(opts.Out, "smoke: main window shown %.0f ms after start (%s)\n",
					float64(time.Since(opts.Started).Microseconds())/1000, store.Path())
				fyne.Do(a.Quit)
			}()
		})
	}
	w.ShowAndRun()
	return nil
}

// NewMainWindow makes the library window with its menu, shortcuts, theme
// and remembered size.
func NewMainWindow(a fyne.App, store *model.Store) (fyne.Window, *Library) {
	applyTheme(a, store)
	w := a.NewWindow("Session Zero")
	lib := NewLibrary(a, w, store)
	w.SetContent(lib.Content())
	w.SetMainMenu(lib.mainMenu())
	lib.addShortcuts()
	w.SetOnDropped(func(_ fyne.Position, uris []fyne.URI) { lib.importURIs(uris) })
	w.Resize(rememberedSize(store, defaultWindowSize))
	w.SetCloseIntercept(func() {
		lib.editor.flushBeforeLeaving()
		lib.rememberWindow()
		w.Close()
	})
	w.SetMaster()
	return w, lib
}

// defaultWindowSize is the main window's size on first start: a laptop's
// 1366×768 screen with a taskbar shows all of it (1280×800 hid the status
// bar below the screen's edge under Xvfb at 1366×768).
var defaultWindowSize = fyne.NewSize(1280, 720)

// rememberWindow saves the window's size for the next start. (Fyne has no
// API for a window's position, so only the size is kept.)
func (l *Library) rememberWindow() {
	plugin.RememberSize(l.ctx, l.store, settingWindowSize, l.win)
}

// rememberedSize is the main window's size saved when it last closed.
func rememberedSize(store *model.Store, fallback fyne.Size) fyne.Size {
	return plugin.RememberedSize(store, settingWindowSize, fallback)
}

func (l *Library) mainMenu() *fyne.MainMenu {
	themeItem := fyne.NewMenuItem("Theme", nil)
	themeItem.ChildMenu = fyne.NewMenu("",
		fyne.NewMenuItem("Follow the system", func() { l.setTheme("system") }),
		fyne.NewMenuItem("Light", func() { l.setTheme("light") }),
		fyne.NewMenuItem("Dark", func() { l.setTheme("dark") }),
	)
	file := fyne.NewMenu("File",
		keyed(fyne.NewMenuItem("New character…", l.askNewCharacter), plugin.Shortcut(fyne.KeyN, false)),
		fyne.NewMenuItem("New campaign…", l.askNewCampaign),
		fyne.NewMenuItemSeparator(),
		keyed(fyne.NewMenuItem("Import…", l.askImport), plugin.Shortcut(fyne.KeyI, false)),
		keyed(fyne.NewMenuItem("Export character…", l.askExportSelected), plugin.Shortcut(fyne.KeyE, false)),
		keyed(fyne.NewMenuItem("Save now", func() { l.editor.flush() }), plugin.Shortcut(fyne.KeyS, false)),
	)
	if items := l.toolMenuItems("File"); len(items) > 0 {
		file.Items = append(file.Items, append([]*fyne.MenuItem{fyne.NewMenuItemSeparator()}, items...)...)
	}
	edit := fyne.NewMenu("Edit",
		// The desktop driver sends Ctrl+Z as Fyne's Undo shortcut.
		keyed(fyne.NewMenuItem("Undo", l.undo), &fyne.ShortcutUndo{}),
		keyed(fyne.NewMenuItem("Redo", l.redo), plugin.Shortcut(fyne.KeyZ, true)),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Duplicate character", l.duplicateSelected),
		fyne.NewMenuItem("Delete character…", l.askDeleteSelected),
		keyed(fyne.NewMenuItem("Find…", l.focusSearch), plugin.Shortcut(fyne.KeyF, false)),
	)
	menus := []*fyne.Menu{file, edit}
	if items := l.toolMenuItems("Tools"); len(items) > 0 {
		menus = append(menus, fyne.NewMenu("Tools", items...))
	}
	return fyne.NewMainMenu(append(menus,
		fyne.NewMenu("View", themeItem),
		fyne.NewMenu("Help",
			fyne.NewMenuItem("Keyboard shortcuts", l.showShortcutHelp),
			fyne.NewMenuItem("Rules decisions for the open system", l.showRulesDecisions),
			fyne.NewMenuItem("Where is my library?", l.showLibraryLocation),
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem("About Session Zero", func() {
				dialog.ShowInformation("Session Zero",
					"Characters, folding sheets and encounters for five tabletop role-playing games.\n\nLibrary: "+l.pathShown, l.win)
			}),
		),
	)...)
}

// shortcuts lists the window's keyboard shortcuts.
func (l *Library) shortcuts() map[*desktop.CustomShortcut]func() {
	m := map[*desktop.CustomShortcut]func(){
		plugin.Shortcut(fyne.KeyN, false): l.askNewCharacter,
		plugin.Shortcut(fyne.KeyF, false): l.focusSearch,
		plugin.Shortcut(fyne.KeyZ, false): l.undo,
		plugin.Shortcut(fyne.KeyZ, true):  l.redo,
		plugin.Shortcut(fyne.KeyY, false): l.redo,
		plugin.Shortcut(fyne.KeyE, false): l.askExportSelected,
		plugin.Shortcut(fyne.KeyI, false): l.askImport,
		plugin.Shortcut(fyne.KeyS, false): func() { l.editor.flush() },
	}
	for _, t := range plugin.Tools() {
		if t.Key != "" {
			t := t
			m[plugin.Shortcut(t.Key, t.Shift)] = func() { t.Run(l) }
		}
	}
	return m
}

// keyed gives a menu item its shortcut. The desktop driver runs the main
// menu's shortcuts before it offers a key to the focused widget, so these
// work wherever the focus is: in the search box, a builder's field, a
// dialog's entry (a shortcut only on the canvas dies in a focused entry).
func keyed(item *fyne.MenuItem, s fyne.Shortcut) *fyne.MenuItem {
	item.Shortcut = s
	return item
}

func (l *Library) addShortcuts() {
	c := l.win.Canvas()
	for sc := range l.shortcuts() {
		c.AddShortcut(sc, func(s fyne.Shortcut) { l.runShortcut(s) })
	}
	widgets.AddUndoRedoKeys(c, l.undo, l.redo)
	// Escape closes the dialog on top (one without keys of its own, such
	// as an information), else clears the search. A dialog's DialogKeys
	// handles its own Escape and hands other keys back here.
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name != fyne.KeyEscape {
			return
		}
		if top := c.Overlays().Top(); top != nil {
			top.Hide()
			return
		}
		l.search.SetText("")
	})
}

// runShortcut does what a shortcut is bound to; false when it is not one.
func (l *Library) runShortcut(s fyne.Shortcut) bool {
	for sc, fn := range l.shortcuts() {
		if sc.ShortcutName() == s.ShortcutName() {
			fn()
			return true
		}
	}
	return false
}

func (l *Library) setTheme(name string) {
	l.store.SetSetting(l.ctx, settingTheme, name)
	applyTheme(l.app, l.store)
}

// applyTheme sets the light, dark or system theme chosen in the settings.
func applyTheme(a fyne.App, store *model.Store) {
	v, _, _ := store.Setting(context.Background(), settingTheme)
	switch v {
	case "light":
		a.Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	case "dark":
		a.Settings().SetTheme(widgets.VariantTheme(theme.VariantDark))
	default:
		a.Settings().SetTheme(widgets.AppTheme())
	}
}
