#!/usr/bin/env python3
"""The features CI's two builds share, kept by a tool rather than by hand.

CI builds the rules only (`cargo build --workspace --all-targets --no-default-features`), then
the game (`cargo test`). A dependency is built again when its features, or those of anything
below it, differ between the two: Bevy's stack turns on features of crates the rules-only build
also uses (iroh, axum, hyper, SQLite, clap, fluent... above them: 135 crates built twice, several
minutes of a cold CI). The test-only crate `crates/shared-build` (a dev-dependency of the game,
never in the game itself) depends on each crate whose own features differ, with the features the
game's build gives it, so that the rules-only build asks for the same. This tool writes that list
from cargo's unit graphs of a copy of the workspace without it, and checks it:

    .ci/shared_build.py           # check: fails, naming what changed, when the list is stale;
                                  # prints what the game's build still builds again
    .ci/shared_build.py --write   # write the list (after `cargo update` or a new dependency)
    .ci/shared_build.py --why X   # why crate X (e.g. iroh@1.4.1) is built again

Only what a normal dependency can pin is pinned: a build script's own dependencies are built for
it apart (a handful of small crates, printed).
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

RULES = ["build", "--workspace", "--all-targets", "--no-default-features"]
GAME = ["test"]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PINS = os.path.join("crates", "shared-build", "Cargo.toml")
BEGIN = "# --- written by .ci/shared_build.py --write: do not edit by hand ---"
END = "# --- end of what .ci/shared_build.py writes ---"


def unit_graph(command, cwd, locked=True):
    # `--unit-graph` is a nightly-only flag of a stable cargo: RUSTC_BOOTSTRAP for this query only.
    env = dict(os.environ, RUSTC_BOOTSTRAP="1")
    flags = ["--locked"] if locked else ["--offline"]
    out = subprocess.run(["cargo", command[0], *flags, "-Z", "unstable-options", "--unit-graph", *command[1:]],
                         cwd=cwd, env=env, check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def identities(units):
    """What makes cargo build each unit again: itself, its features and profile, and everything below."""
    memo = {}

    def identity(i):
        if i not in memo:
            u = units[i]
            # (The profile's name is not the build's: `cargo build`'s "dev" and `cargo test`'s
            # "test" share what they build alike.)
            profile = {k: v for k, v in u["profile"].items() if k != "name"}
            key = [u["pkg_id"], u["target"]["name"], u["target"]["kind"], u["mode"], sorted(u["features"]),
                   profile, u.get("platform")] + sorted(identity(d["index"]) for d in u["dependencies"])
            memo[i] = hashlib.sha1(json.dumps(key, sort_keys=True).encode()).hexdigest()
        return memo[i]

    for i in range(len(units)):
        identity(i)
    return memo


def libraries(graph):
    """The registry libraries built for the target (not those a build script or a proc-macro
    runs on the host), by package: their features."""
    units, seen, found = graph["units"], set(), {}
    stack = list(graph["roots"])
    while stack:
        i = stack.pop()
        if i in seen:
            continue
        seen.add(i)
        u = units[i]
        kind = u["target"]["kind"]
        if "proc-macro" in kind or ("custom-build" in kind and u["mode"] == "build"):
            continue
        if u["pkg_id"].startswith("registry+") and "lib" in kind and u["mode"] == "build":
            found[u["pkg_id"]] = sorted(u["features"])
        stack.extend(d["index"] for d in u["dependencies"])
    return found


def split(pkg_id):
    name, version = pkg_id.split("#")[-1].split("@")
    return name, version


def requirement(version):
    major, minor, _ = version.split(".", 2)
    return major if major != "0" else f"0.{minor}"


def wanted_pins():
    """Every registry library whose own features the two builds give differently, without the
    list: with the game's features."""
    with tempfile.TemporaryDirectory() as copy:
        files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                               check=True, capture_output=True).stdout.decode().split("\0")
        for f in filter(None, files):
            src = os.path.join(ROOT, f)
            if os.path.isfile(src):
                os.makedirs(os.path.dirname(os.path.join(copy, f)), exist_ok=True)
                shutil.copy2(src, os.path.join(copy, f))
        with open(os.path.join(copy, PINS)) as f:
            text = f.read()
        with open(os.path.join(copy, PINS), "w") as f:
            f.write(text[: text.index(BEGIN)] + text[text.index(END) + len(END):])
        rules, game = libraries(unit_graph(RULES, copy, False)), libraries(unit_graph(GAME, copy, False))
    pins = [(split(p), features) for p, features in game.items() if p in rules and rules[p] != features]
    return sorted(pins)


def written(pins):
    names = [name for (name, _), _ in pins]
    lines = [BEGIN, "# The features CI's game build gives each (a dependency of Linux builds: CI's).",
             "[target.'cfg(target_os = \"linux\")'.dependencies]"]
    for (name, version), features in pins:
        key = name if names.count(name) == 1 else f"{name}-{requirement(version).replace('.', '-')}"
        default = "default" in features
        rest = [f for f in features if f != "default"]
        spec = [f'version = "{requirement(version)}"'] + ([] if key == name else [f'package = "{name}"'])
        spec.append(f"default-features = {'true' if default else 'false'}")
        if rest:
            spec.append("features = [" + ", ".join(f'"{f}"' for f in rest) + "]")
        lines.append(f"{key} = {{ {', '.join(spec)} }}")
    lines.append(END)
    return "\n".join(lines)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--why":
        return why(sys.argv[2])
    writing = len(sys.argv) == 2 and sys.argv[1] == "--write"
    # (Every crate at hand first: the copy below is read offline. A check changes nothing: a
    # Cargo.lock out of date with the list fails here, as cargo says.)
    if subprocess.run(["cargo", "fetch", "--quiet", *([] if writing else ["--locked"])], cwd=ROOT).returncode != 0:
        sys.exit(f"{PINS} and Cargo.lock disagree (run .ci/shared_build.py --write)")
    path = os.path.join(ROOT, PINS)
    with open(path) as f:
        text = f.read()
    now = text[text.index(BEGIN): text.index(END) + len(END)]
    pins = wanted_pins()
    fresh = written(pins)
    if writing:
        with open(path, "w") as f:
            f.write(text.replace(now, fresh))
        subprocess.run(["cargo", "metadata", "--offline", "--format-version", "1"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        print(f"{PINS}: {len(pins)} crates pinned")
    elif now != fresh:
        old, new = set(now.splitlines()), set(fresh.splitlines())
        print(f"{PINS} is stale (run .ci/shared_build.py --write):")
        for line in sorted(old - new):
            print(f"  - {line}")
        for line in sorted(new - old):
            print(f"  + {line}")
        sys.exit(1)
    rebuilt = again()[0]
    names = sorted({split(u["pkg_id"])[0] + "@" + split(u["pkg_id"])[1] for u in rebuilt})
    print(f"dependencies the game's build builds again after the rules-only build: {len(names)}"
          + (f" ({', '.join(names)})" if names else ""))


def again():
    """The dependencies' units the game's build builds again after the rules-only build."""
    rules, game = unit_graph(RULES, ROOT), unit_graph(GAME, ROOT)
    built = set(identities(rules["units"]).values())
    ids = identities(game["units"])
    in_rules = {u["pkg_id"] for u in rules["units"]}
    return [dict(u, index=i) for i, u in enumerate(game["units"])
            if ids[i] not in built and u["pkg_id"] in in_rules and u["mode"] == "build"
            and not u["pkg_id"].startswith("path+")], game, built, ids


def why(wanted):
    rebuilt, game, built, ids = again()
    seen = set()

    def explain(i, depth):
        if i in seen:
            return
        seen.add(i)
        u = game["units"][i]
        print("  " * depth + f"{'@'.join(split(u['pkg_id']))} {u['target']['name']} features={sorted(u['features'])}")
        for d in u["dependencies"]:
            if ids[d["index"]] not in built:
                explain(d["index"], depth + 1)

    for u in rebuilt:
        if "@".join(split(u["pkg_id"])) == wanted:
            explain(u["index"], 0)


if __name__ == "__main__":
    main()
