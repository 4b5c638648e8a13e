#!/usr/bin/python3
"""Orca itself reading the game: what a blind player hears, checked from Orca's own log.

Run inside a D-Bus session with an X server (`.ci/run` does:
`dbus-run-session -- xvfb-run -a /usr/bin/python3 .ci/orca.py BINARY`). It starts Orca (Debian's,
speaking through speech-dispatcher and eSpeak NG into ALSA's null device: there is no sound card
here) with its debug log on, starts the game in English with a fresh home, gives the game's window
the keyboard focus (no window manager under Xvfb: `xdotool`), then, through AT-SPI as Orca's user
would with the keyboard, focuses "Start" and presses it, and focuses and presses one of the moves'
buttons. It then reads Orca's log for what Orca sent to the speech server ("SPEECH OUTPUT") and
checks that Orca spoke the window, the Start button and the move's button by their names, and then
a computer's move from the live line without the focus moving (Orca 48: Debian 12's own
Orca 43 has no ear for AT-SPI announcements, so `.ci/run` installs Orca 48 from bookworm-backports).
Exits non-zero with what was missing.
"""

import os
import re
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import screen_reader as sr  # noqa: E402  (the AT-SPI helpers of the other check)

BINARY = sys.argv[1]


def spoken(log):
    try:
        with open(log, encoding="utf-8", errors="replace") as f:
            return re.findall(r"SPEECH OUTPUT: '(.*)' ?\{", f.read())
    except FileNotFoundError:
        return []


def main():
    sr.turn_accessibility_on()
    home = tempfile.mkdtemp(prefix="mexican-train-orca-")
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/.config", XDG_DATA_HOME=f"{home}/.local/share", XDG_RUNTIME_DIR=home)
    # Orca waits for speech-dispatcher to take each sentence, which waits for its sound: into
    # ALSA's null device, so that speaking returns (without it Orca stops at its second sentence).
    with open(f"{home}/.asoundrc", "w") as f:
        f.write("pcm.!default { type null }\nctl.!default { type hw card 0 }\n")
    os.makedirs(f"{home}/.config/speech-dispatcher", exist_ok=True)
    with open(f"{home}/.config/speech-dispatcher/speechd.conf", "w") as f:
        f.write('AudioOutputMethod "alsa"\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nDefaultModule espeak-ng\nInclude "/etc/speech-dispatcher/modules/espeak-ng.conf"\n')
    log = f"{home}/orca-debug.out"
    # Orca's own /usr/bin/orca, with its debug log written line by line (it opens the file with
    # Python's default buffering, and this check reads it while Orca runs).
    launcher = f"{home}/orca-line-buffered.py"
    with open(launcher, "w") as f:
        f.write(
            "import builtins, runpy, sys\n"
            "_open = builtins.open\n"
            "def _line_buffered(file, mode='r', *args, **kwargs):\n"
            f"    if file == {log!r} and 'w' in mode:\n"
            "        kwargs['buffering'] = 1\n"
            "    return _open(file, mode, *args, **kwargs)\n"
            "builtins.open = _line_buffered\n"
            "sys.argv = ['/usr/bin/orca'] + sys.argv[1:]\n"
            "runpy.run_path('/usr/bin/orca', run_name='__main__')\n"
        )
    orca = subprocess.Popen(["/usr/bin/python3", launcher, "--replace", "--debug-file", log], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    sr.wait_for("Orca speaking", lambda: spoken(log), 60)
    game = subprocess.Popen([BINARY, "--lang", "en", "--size", "1280x720"], env=env)
    ok = False
    try:
        app = sr.wait_for("game in the accessibility tree", sr.the_game, 120)
        time.sleep(1)
        subprocess.run(["xdotool", "search", "--name", "Mexican Train", "windowfocus", "--sync"], env=env, check=True, timeout=30)
        sr.wait_for("Orca telling the window", lambda: [s for s in spoken(log) if s.startswith("Mexican Train frame")], 30)

        start = sr.wait_for("Start button", lambda: sr.named(app, sr.BUTTON, r"^Start$"), 60)[0]
        start.queryComponent().grabFocus()
        sr.wait_for("Orca telling the Start button", lambda: [s for s in spoken(log) if re.match(r"Start (push )?button", s)], 30)
        sr.press(start)

        def a_move():
            moves = sr.named(app, sr.BUTTON, r"^(Play \S+ on .+|Draw|Pass)$")
            return [m for m in moves if "not now" not in m.name]

        # Drawing keeps the turn: draw, then play or pass, so that the computers move next.
        for _ in range(4):
            move = sr.wait_for("a move of yours", a_move, 120)[0]
            name = move.name
            move.queryComponent().grabFocus()
            heard = sr.wait_for(f"Orca telling {name!r}", lambda: [s for s in spoken(log) if re.match(re.escape(name) + r" (push )?button", s)], 30)
            sr.press(move)
            if name != "Draw":
                break
            sr.wait_for("the moves after the draw", lambda: not [m for m in a_move() if m.name == "Draw"], 30)
        # The live line: Orca says a computer's move while the focus stays on the move's button
        # (AccessKit sends it as AT-SPI `object:announcement`, which Orca 48 speaks).
        sr.wait_for("Orca telling a computer's move", lambda: [s for s in spoken(log) if sr.COMPUTER_MOVE.match(s)], 60)
        for sentence in spoken(log):
            sr.say("Orca said:", repr(sentence))
        if not heard:
            sr.fail("Orca did not say the move's button")
        ok = True
        print("orca check passed", flush=True)
    finally:
        if not ok:
            sr.say("Orca said (so far):", spoken(log))
        sr.stop(game)
        # Orca shuts down (its speech server too) on SIGINT.
        sr.stop(orca, signal.SIGINT, 15)


if __name__ == "__main__":
    main()
