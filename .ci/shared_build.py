#!/usr/bin/env python3
"""Which dependencies the game's build (`cargo test`) builds again after the rules-only build
(`cargo build --workspace --all-targets --no-default-features`), from cargo's unit graphs.

A dependency is built again when its features, or those of anything below it, differ between
the two builds: Cargo.toml's dev-dependencies list the crates whose features Bevy's stack turns
on, so that both builds ask for the same. After `cargo update` or a new dependency, run this and
add to that list what it names (the crates at the bottom of `--why`).

    .ci/shared_build.py           # the count and the names
    .ci/shared_build.py --why X   # why crate X (e.g. iroh@1.4.1) is built again
"""
import hashlib
import json
import os
import subprocess
import sys

RULES = ["build", "--workspace", "--all-targets", "--no-default-features"]
GAME = ["test"]


def graph(command):
    # `--unit-graph` is a nightly-only flag of a stable cargo: RUSTC_BOOTSTRAP for this query only.
    env = dict(os.environ, RUSTC_BOOTSTRAP="1")
    out = subprocess.run(["cargo", command[0], "--locked", "-Z", "unstable-options", "--unit-graph", *command[1:]],
                         env=env, check=True, capture_output=True, text=True).stdout
    units = json.loads(out)["units"]
    memo = {}

    def identity(i):
        # What makes cargo build a unit again: itself, its features and profile, and everything below.
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
    return units, memo


def name(u):
    return u["pkg_id"].split("#")[-1]


def main():
    rules_units, rules_ids = graph(RULES)
    game_units, game_ids = graph(GAME)
    built = set(rules_ids.values())
    in_rules = {u["pkg_id"] for u in rules_units}
    again = [i for i, u in enumerate(game_units)
             if game_ids[i] not in built and u["pkg_id"] in in_rules and u["mode"] == "build"
             and not u["pkg_id"].startswith("path+")]
    if len(sys.argv) == 3 and sys.argv[1] == "--why":
        seen = set()

        def explain(i, depth):
            if i in seen:
                return
            seen.add(i)
            u = game_units[i]
            print("  " * depth + f"{name(u)} {u['target']['name']} features={sorted(u['features'])}")
            for d in u["dependencies"]:
                if game_ids[d["index"]] not in built:
                    explain(d["index"], depth + 1)

        for i in again:
            if name(game_units[i]) == sys.argv[2]:
                explain(i, 0)
        return
    names = sorted({name(game_units[i]) for i in again})
    print(f"dependencies the game's build builds again after the rules-only build: {len(names)}"
          + (f" ({', '.join(names)})" if names else ""))


if __name__ == "__main__":
    main()
