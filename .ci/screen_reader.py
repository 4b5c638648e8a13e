#!/usr/bin/python3
"""The game through a screen reader's eyes: AT-SPI, the bus Orca reads, for real.

Run inside a D-Bus session with an X server (`.ci/run` does:
`dbus-run-session -- xvfb-run -a /usr/bin/python3 .ci/screen_reader.py BINARY`). It turns the
session's accessibility on as a screen reader would, starts the game in English with a fresh home,
and then, only through the accessibility tree and its actions:
  1. finds the title's buttons by name and presses "Start";
  2. reads the table in words (each train's line) and the hand (one button per tile);
  3. waits for the person's turn and plays a tile (or draws) by the move's button;
  4. checks the live line told that move, then a computer's next move, and that the reader was
     sent an announcement (AT-SPI `object:announcement`) of it.
Exits non-zero with what was missing.
"""

import os
import re
import subprocess
import sys
import tempfile
import time

import dbus
import pyatspi
from gi.repository import GLib

BINARY = sys.argv[1]
LOG = []


def say(*words):
    print("screen reader:", *words, flush=True)


def fail(why):
    print("FAILED:", why, flush=True)
    sys.exit(1)


def turn_accessibility_on():
    """What GNOME's 'screen reader' switch does: the a11y bus says toolkits should talk."""
    bus = dbus.SessionBus()
    a11y = bus.get_object("org.a11y.Bus", "/org/a11y/bus")
    props = dbus.Interface(a11y, "org.freedesktop.DBus.Properties")
    props.Set("org.a11y.Status", "IsEnabled", dbus.Boolean(True))
    props.Set("org.a11y.Status", "ScreenReaderEnabled", dbus.Boolean(True))


announced = []


def on_announcement(event):
    announced.append(str(event.any_data))


def pump(seconds):
    """Let AT-SPI's events arrive for a while."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def walk(node, depth=0):
    if node is None or depth > 60:
        return
    yield node
    try:
        count = node.childCount
    except Exception:
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def the_game():
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None:
            continue
        for node in walk(app):
            try:
                if node.getRoleName() in ("frame", "window") and "Mexican Train" in (node.name or ""):
                    return app
            except Exception:
                continue
    return None


# What the live line says of a computer's move (English).
COMPUTER_MOVE = re.compile(r"^(?!You )\w+ (plays|draws|passes|ends|announces|declares)")

# Compared by role, not its name: AT-SPI 2.46 names it "push button", 2.56 "button".
BUTTON = pyatspi.ROLE_PUSH_BUTTON


def named(app, role, pattern):
    found = []
    for node in walk(app):
        try:
            if node.getRole() == role and re.search(pattern, node.name or ""):
                found.append(node)
        except Exception:
            continue
    return found


def labels(app):
    out = []
    for node in walk(app):
        try:
            if node.getRoleName() == "label" and node.name:
                out.append(node.name)
        except Exception:
            continue
    return out


def press(node):
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    index = names.index("click") if "click" in names else 0
    say("activates", repr(node.name), "with", repr(names[index]))
    action.doAction(index)


def stop(process, signal_to_send=None, seconds=10):
    """Ask a process to end (SIGTERM, or `signal_to_send`), and kill it if it has not within `seconds`."""
    if signal_to_send is None:
        process.terminate()
    else:
        process.send_signal(signal_to_send)
    try:
        process.wait(seconds)
    except subprocess.TimeoutExpired:
        process.kill()


def wait_for(what, find, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = find()
        if found:
            return found
        pump(0.25)
    fail(f"no {what} within {seconds} s")


def main():
    turn_accessibility_on()
    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    home = tempfile.mkdtemp(prefix="mexican-train-a11y-")
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/.config", XDG_DATA_HOME=f"{home}/.local/share")
    game = subprocess.Popen([BINARY, "--lang", "en", "--size", "1280x720"], env=env)
    try:
        app = wait_for("game in the accessibility tree", the_game, 120)
        say("found the game:", repr(app.name))

        start = wait_for("Start button", lambda: named(app, BUTTON, r"^Start$"), 60)
        for title_button in ("Continue", "Quit", "Settings"):
            if not named(app, BUTTON, rf"^{title_button}"):
                fail(f"the title has no button named {title_button!r}")
        say("title buttons:", sorted({b.name for b in named(app, BUTTON, r".")})[:12])
        press(start[0])

        train_lines = wait_for("table in words", lambda: [l for l in labels(app) if re.match(r"^(Your train|The Mexican train|\w+'s train)", l)], 60)
        for line in train_lines:
            say("reads:", line)
        if not any(l.startswith("Your train") for l in train_lines):
            fail("the table in words has no line for your train")
        # Each tile of the hand is a toggle button (pressed while it is selected).
        tiles = wait_for("hand tiles", lambda: named(app, pyatspi.ROLE_TOGGLE_BUTTON, r"^(double \w+|\w+–\w+), "), 30)
        say("hand:", [t.name for t in tiles])

        # The person's turn: the moves' buttons ("Play six–four on your train", "Draw", "Pass").
        # Draw first if nothing plays, then play what was drawn or pass.
        def enabled(nodes):
            return [n for n in nodes if n.getState().contains(pyatspi.STATE_SENSITIVE)]

        def a_move():
            return enabled(named(app, BUTTON, r"^Play \S+ on ")) or enabled(named(app, BUTTON, r"^(Draw|Pass)$"))

        for _ in range(4):
            move = wait_for("move of yours", a_move, 120)[0]
            chosen = move.name
            press(move)
            if chosen == "Draw":
                wait_for("the draw told", lambda: [l for l in labels(app) if l.startswith("You draw.")], 30)
                # The moves change once the drawn tile is in the hand: no Draw to press any more.
                wait_for("the moves after the draw", lambda: not enabled(named(app, BUTTON, r"^Draw$")), 30)
                continue
            break
        mine = r"^You play " + re.escape(chosen.split(" ")[1]) + " " if chosen.startswith("Play ") else r"^You pass"
        told = wait_for("live line telling your move", lambda: [l for l in labels(app) if re.match(mine, l)], 30)
        say("hears:", told[0])

        told = wait_for("a computer's move on the live line", lambda: [l for l in labels(app) if COMPUTER_MOVE.match(l)], 60)
        say("hears:", told[0])
        pump(1.0)
        if not any(COMPUTER_MOVE.match(a) for a in announced):
            fail(f"no announcement of a computer's move reached the screen reader (announcements: {announced!r})")
        say("announcements heard:", announced[-3:])
        print("screen reader check passed", flush=True)
    finally:
        stop(game)
    lesson()


def lesson():
    """The first lesson by a screen reader: the table in words says what glows, the lesson's move
    is pressed as a button, and the next step's line and the answer to a move not taught are
    spoken as they come (announcements, the focus elsewhere)."""
    home = tempfile.mkdtemp(prefix="mexican-train-a11y-lesson-")
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/.config", XDG_DATA_HOME=f"{home}/.local/share")
    announced.clear()
    game = subprocess.Popen([BINARY, "--lang", "en", "--size", "1280x720"], env=env)
    try:
        app = wait_for("game in the accessibility tree", the_game, 120)
        press(wait_for("Learn to play button", lambda: named(app, BUTTON, r"^Learn to play$"), 60)[0])
        press(wait_for("the first lesson's button", lambda: named(app, BUTTON, r"^Start the lesson Your first tile$"), 30)[0])
        glowing = wait_for("what glows, in words", lambda: [l for l in labels(app) if l.startswith("Glowing on the table: ")], 60)[0]
        say("reads:", glowing)
        taught = re.match(r"^Glowing on the table: (Play .+ on your train)\.$", glowing)
        if not taught:
            fail(f"what glows is not a play on your train: {glowing!r}")
        # A move not taught first: the same tile on the Mexican train; the answer is spoken.
        wrong = named(app, BUTTON, r"^Play .+ on the Mexican train$")
        if wrong:
            press(wrong[0])
            wait_for("the answer spoken", lambda: [a for a in announced if a.startswith("That is not this step's move")], 30)
        press(wait_for("the lesson's move as a button", lambda: named(app, BUTTON, "^" + re.escape(taught.group(1)) + "$"), 30)[0])
        heard = wait_for("the next step spoken", lambda: [a for a in announced if a.startswith("Your train now ends in 5")], 60)
        # Its tiles said as a person says them, not "5|10" (the higher number first, as the hand says them).
        if "Lay ten–five on your train" not in heard[0]:
            fail(f"the step's tile is not said aloud: {heard[0]!r}")
        say("announcements heard:", announced[-4:])
        say("hears:", heard[0])
        print("screen reader lesson check passed", flush=True)
    finally:
        stop(game)


if __name__ == "__main__":
    main()
