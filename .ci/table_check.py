#!/usr/bin/env python3
"""Hold a table's screenshot to the numbers the game reports for it (`--table-report`).

Usage: table_check.py REPORT.json SHOT.png [--whole] [--min-px N] [--faces F] [--spread]

  --whole     every tile on the table is drawn whole (none folded)
  --min-px N  tiles drawn whole are at least N logical pixels long
  --faces F   tile faces cover at least F of the felt (the table's part of the window, as the
              report gives it): pixels of the tiles' ivory, counted in the screenshot
  --spread    the trains share the felt: of a 4 x 3 grid over the felt between the plates'
              columns, no cell is empty (under 0.5% of the tile faces) while another holds
              more than 15% of them
Always: nothing drawn on the felt overlaps, and no tile already laid moved when one was laid.
Standard library only (the PNG reader of check_png.py).
"""
import json
import sys

from check_png import read_png


def face_cells(png, view, cols=1, rows_=1):
    """Pixels of tile faces in each cell of a cols x rows grid over the view, and all pixels."""
    width, height, channels, rows = read_png(png)
    x0, y0, w, h = (int(round(v)) for v in view)
    x1, y1 = min(width, x0 + w), min(height, y0 + h)
    cells = [0] * (cols * rows_)
    total = 0
    for y in range(max(0, y0), y1):
        row = rows[y]
        cy = min(rows_ - 1, (y - y0) * rows_ // max(h, 1))
        for x in range(max(0, x0), x1):
            r, g, b = row[x * channels], row[x * channels + 1], row[x * channels + 2]
            total += 1
            if r > 200 and g > 195 and b > 170 and max(r, g, b) - min(r, g, b) < 60:
                cells[cy * cols + min(cols - 1, (x - x0) * cols // max(w, 1))] += 1
    return cells, total


def face_fraction(png, view):
    cells, total = face_cells(png, view)
    return cells[0] / max(total, 1)


def main():
    report_path, png = sys.argv[1], sys.argv[2]
    args = sys.argv[3:]
    report = json.load(open(report_path))
    problems = []
    if report["overlapping_pairs"] != 0:
        problems.append(f"{report['overlapping_pairs']} pairs of things on the felt overlap")
    if report["largest_shift_px"] > 0.5:
        problems.append(f"a tile already laid moved {report['largest_shift_px']} px when one was laid")
    if "--whole" in args and report["tiles_drawn_whole"] != report["tiles_on_table"]:
        problems.append(f"{report['tiles_on_table'] - report['tiles_drawn_whole']} of {report['tiles_on_table']} tiles not drawn whole")
    if "--min-px" in args:
        least = float(args[args.index("--min-px") + 1])
        if report["tiles_drawn_whole"] and report["smallest_tile_px"] < least:
            problems.append(f"tiles {report['smallest_tile_px']} px long, want {least}")
    faces = None
    if "--faces" in args:
        want = float(args[args.index("--faces") + 1])
        faces = face_fraction(png, report["view"])
        if faces < want:
            problems.append(f"tile faces cover {faces:.1%} of the felt, want {want:.0%}")
    spread = ""
    if "--spread" in args:
        cells, _ = face_cells(png, report.get("felt", report["view"]), 4, 3)
        faces_all = max(sum(cells), 1)
        shares = [c / faces_all for c in cells]
        empty = [i for i, s in enumerate(shares) if s < 0.005]
        crowded = max(shares)
        spread = ", faces by cell " + " ".join(f"{s:.0%}" for s in shares)
        if empty and crowded > 0.15:
            problems.append(f"{len(empty)} of 12 cells of the felt hold no tile while one holds {crowded:.0%} of the faces")
    shown = f", tile faces {faces:.1%} of the felt" if faces is not None else ""
    shown += spread
    print(
        f"table {png}: {report['tiles_drawn_whole']} of {report['tiles_on_table']} tiles whole, "
        f"the shortest {report['smallest_tile_px']} px{shown}, {report['overlapping_pairs']} overlaps"
    )
    if problems:
        sys.exit("table check failed: " + "; ".join(problems))


if __name__ == "__main__":
    main()
