#!/usr/bin/env python3
"""Check that a PNG is a real picture: its size, and many distinct colours (not a blank window).

Usage: check_png.py FILE MIN_WIDTH MIN_HEIGHT MIN_COLOURS. Standard library only.
"""
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"unsupported PNG layout (depth {depth}, colour type {colour})")
    raw, stride, rows, prev = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, channels, rows


def main():
    path, min_w, min_h, min_colours = sys.argv[1], *map(int, sys.argv[2:5])
    width, height, channels, rows = read_png(path)
    colours = {row[i:i + 3] for row in rows[::2] for i in range(0, len(row), channels * 2)}
    print(f"{path}: {width}x{height}, {len(colours)} distinct colours (sampled)")
    if width < min_w or height < min_h:
        sys.exit(f"too small: want at least {min_w}x{min_h}")
    if len(colours) < min_colours:
        sys.exit(f"too few colours: want at least {min_colours}; is the window blank?")


if __name__ == "__main__":
    main()
