#!/usr/bin/env python3
"""What the web build's screenshots must show (1280x720, headless Chromium).

  web_pixels.py title SHOT.png   the title: a real picture (many colours), the game's name in
                                 gold at the top, the new-game card's light words
  web_pixels.py game SHOT.png    a game under way: the felt above, the hand panel below with
                                 tile faces in it (lit or dimmed: the deal is the clock's)

Standard library only (the PNG reader of check_png.py).
"""
import sys

from check_png import read_png


def pixels(path):
    width, height, channels, rows = read_png(path)
    if (width, height) != (1280, 720):
        raise SystemExit(f"{path}: {width}x{height}, not 1280x720")

    def at(x, y):
        row = rows[y]
        return row[x * channels], row[x * channels + 1], row[x * channels + 2]

    return at


def count(at, x0, y0, x1, y1, test):
    return sum(1 for y in range(y0, y1) for x in range(x0, x1) if test(*at(x, y)))


def gold(r, g, b):
    return r > 200 and 150 < g < 225 and b < 150


def face(r, g, b):
    """A tile's face in the hand, lit (it plays) or dimmed (it does not)."""
    return r > 100 and max(r, g, b) - min(r, g, b) < 45


def felt(r, g, b):
    return g > r + 25 and g > b + 10


def main():
    what, path = sys.argv[1], sys.argv[2]
    at = pixels(path)
    problems = []
    colours = {at(x, y) for y in range(0, 720, 3) for x in range(0, 1280, 3)}
    if len(colours) < 300:
        problems.append(f"{len(colours)} colours: not a real picture")
    if what == "title":
        name = count(at, 380, 20, 900, 100, gold)
        if name < 1500:
            problems.append(f"the game's name: {name} gold pixels at the top")
        green = count(at, 0, 0, 1280, 720, felt)
        if green < 1280 * 720 // 3:
            problems.append(f"the felt: {green} green pixels")
        shown = f"{name} gold pixels of the name, {green} of felt"
    elif what == "game":
        green = count(at, 0, 60, 1280, 460, felt)
        faces = count(at, 0, 570, 1090, 680, face)
        if green < 1280 * 400 // 2:
            problems.append(f"the table's felt: {green} green pixels")
        if faces < 20000:
            problems.append(f"the hand: {faces} pixels of tile faces")
        shown = f"{green} pixels of felt, {faces} of the hand's tile faces"
    else:
        raise SystemExit(f"usage: {__doc__}")
    if problems:
        raise SystemExit(f"web {what} {path}: " + "; ".join(problems))
    print(f"web {what} {path}: {len(colours)} colours, {shown}")


if __name__ == "__main__":
    main()
