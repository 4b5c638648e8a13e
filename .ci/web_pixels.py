#!/usr/bin/env python3
"""What the web build's screenshots must show (headless Chromium, 1280x720 or a tablet's
1024x768: the places below follow the picture's size).

  web_pixels.py title SHOT.png   the title: a real picture (many colours), the game's name in
                                 gold at the top, the new-game card's light words
  web_pixels.py game SHOT.png    a game under way: the felt above, the hand panel below with
                                 tile faces in it (lit or dimmed)
  web_pixels.py hand SHOT.png N  as `game`, with N tiles in the hand (told apart by the gaps
                                 between their faces)
  web_pixels.py toast SHOT.png   a problem said: a red toast (at the top, or over the hand)
  web_pixels.py replay SHOT.png  the replay viewer: "Replay" in gold at the top left (not the
                                 game's longer name), the review's panel on the right
  web_pixels.py typed SHOT.png X0 Y0 X1 Y1 [WIDE]
                                 a text field holding words: light letters inside the box (the
                                 field's inside, clear of its border), not the dark empty field
                                 nor its grey hint; with WIDE, the letters span at least WIDE
                                 pixels across (a text cut short by keys lost is narrower)
  web_pixels.py field SHOT.png X0 Y0 X1 Y1
                                 a text field there (its dialog open): most of the box the
                                 field's dark inside, typed into or not

Standard library only (the PNG reader of check_png.py).
"""
import sys

from check_png import read_png


def pixels(path):
    width, height, channels, rows = read_png(path)
    if (width, height) not in ((1280, 720), (1024, 768)):
        raise SystemExit(f"{path}: {width}x{height}, not 1280x720 or 1024x768")

    def at(x, y):
        row = rows[y]
        return row[x * channels], row[x * channels + 1], row[x * channels + 2]

    at.width, at.height = width, height
    return at


def count(at, x0, y0, x1, y1, test):
    return sum(1 for y in range(y0, y1) for x in range(x0, x1) if test(*at(x, y)))


def gold(r, g, b):
    return r > 200 and 150 < g < 225 and b < 150


def face(r, g, b):
    """A tile's face in the hand, lit (it plays) or dimmed (it does not)."""
    return r > 100 and max(r, g, b) - min(r, g, b) < 45


def light(r, g, b):
    """A typed letter: light on the dark field (its grey hint is darker)."""
    return min(r, g, b) > 150


def field(r, g, b):
    # A text field's inside (egui's dark theme, as the game sets it): (20, 30, 25).
    return abs(r - 20) <= 3 and abs(g - 30) <= 3 and abs(b - 25) <= 3


def felt(r, g, b):
    return g > r + 25 and g > b + 10


def hand_tiles(at):
    """The tiles in the hand: runs of columns holding tile faces, at least 20 pixels wide."""
    w, h = at.width, at.height
    columns = [count(at, x, h - 145, x + 1, h - 30, face) >= 30 for x in range(0, w - 190)]
    tiles, run = 0, 0
    for filled in columns + [False]:
        if filled:
            run += 1
        else:
            tiles += run >= 20
            run = 0
    return tiles


def main():
    what, path = sys.argv[1], sys.argv[2]
    at = pixels(path)
    problems = []
    w, h = at.width, at.height
    colours = {at(x, y) for y in range(0, h, 3) for x in range(0, w, 3)}
    if len(colours) < 300:
        problems.append(f"{len(colours)} colours: not a real picture")
    if what == "title":
        name = count(at, w // 2 - 260, 20, w // 2 + 260, 100, gold)
        if name < 1500:
            problems.append(f"the game's name: {name} gold pixels at the top")
        green = count(at, 0, 0, w, h, felt)
        if green < w * h // 3:
            problems.append(f"the felt: {green} green pixels")
        shown = f"{name} gold pixels of the name, {green} of felt"
    elif what in ("game", "hand"):
        green = count(at, 0, 60, w, h - 260, felt)
        faces = count(at, 0, h - 150, w - 190, h - 40, face)
        if green < w * (h - 320) // 2:
            problems.append(f"the table's felt: {green} green pixels")
        if faces < 20000:
            problems.append(f"the hand: {faces} pixels of tile faces")
        shown = f"{green} pixels of felt, {faces} of the hand's tile faces"
        if what == "hand":
            tiles, wanted = hand_tiles(at), int(sys.argv[3])
            if tiles != wanted:
                problems.append(f"the hand: {tiles} tiles, not {wanted}")
            shown += f", {tiles} tiles in the hand"
    elif what == "toast":
        red = count(at, 0, 0, w, h, lambda r, g, b: r > 90 and g < 50 and b < 50 and r > 2 * g)
        if red < 10000:
            problems.append(f"no problem said: {red} pixels of a red toast")
        shown = f"{red} pixels of a red toast"
    elif what == "replay":
        word, after = count(at, 0, 0, 70, 35, gold), count(at, 70, 0, 140, 35, gold)
        panel = count(at, w - 295, 200, w, h - 120, felt)
        if word < 100 or after > 30:
            problems.append(f"not the viewer's title: {word} gold pixels, then {after}")
        if panel > 1000:
            problems.append(f"no review panel: {panel} pixels of felt on the right")
        shown = f"{word} gold pixels of its title, the review's panel"
    elif what == "typed":
        x0, y0, x1, y1 = (int(v) for v in sys.argv[3:7])
        wide = int(sys.argv[7]) if len(sys.argv) > 7 else 0
        letters = count(at, x0, y0, x1, y1, light)
        inked = [x for x in range(x0, x1) if count(at, x, y0, x + 1, y1, light) > 0]
        across = inked[-1] - inked[0] + 1 if inked else 0
        if letters < 30:
            problems.append(f"the field at ({x0}, {y0}): {letters} pixels of letters, empty")
        elif across < wide:
            problems.append(f"the field at ({x0}, {y0}): its letters span {across} px, not the {wide} of the text typed")
        shown = f"{letters} pixels of letters in the field, {across} px across"
    elif what == "field":
        x0, y0, x1, y1 = (int(v) for v in sys.argv[3:7])
        inside = count(at, x0, y0, x1, y1, field)
        share = inside / max(1, (x1 - x0) * (y1 - y0))
        if share < 0.6:
            problems.append(f"no text field at ({x0}, {y0}): {share:.0%} of the box its dark inside")
        shown = f"a text field at ({x0}, {y0}), {share:.0%} of it its inside"
    else:
        raise SystemExit(f"usage: {__doc__}")
    if problems:
        raise SystemExit(f"web {what} {path}: " + "; ".join(problems))
    print(f"web {what} {path}: {len(colours)} colours, {shown}")


if __name__ == "__main__":
    main()
