#!/usr/bin/env python3
"""The project's own structure checks (ARCHITECTURE.md's invariants), beside ../shared's:

1. No dispute family is named in the web crate: no `Dispute::<Variant>`, no
   `disputes::<module>::` path, no `<Family>Dispute` type outside tests. The web crate stores
   and serves rulings; what a family adds to a record goes through the engine's record hook.
2. Nothing in the web crate reaches back up to its root: a module names `crate::<module>`, never
   a type the root defines (`crate::AppState` before it had its own module).
3. No function in `crates/engine/src/disputes/` is longer than 120 lines: a long decision is a
   finding (a typed enum of cases) and its explanation.

usage: python3 tests/structure_check.py [REPO]  -> prints what breaks, then a summary line;
exit 1 when an invariant breaks.
"""
import os
import re
import sys

repo = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
problems = []
MAX_LINES = 120


def sources(top):
    for root, dirs, files in os.walk(top):
        dirs[:] = [d for d in dirs if d not in ("tests", "target")]
        for f in sorted(files):
            if f.endswith(".rs"):
                yield os.path.join(root, f)


def without_tests(text):
    return re.sub(r"#\[cfg\(test\)\]\s*mod tests\s*\{.*", "", text, flags=re.S)


def code_lines(text):
    """Lines with comments and string literals blanked (a doc comment may name a family)."""
    out = []
    for line in text.split("\n"):
        line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
        line = re.sub(r"//.*", "", line)
        out.append(line)
    return out


# 1 and 2: the web crate.
web = os.path.join(repo, "crates", "web", "src")
modules = {f.removesuffix(".rs") for f in os.listdir(web)}
family = re.compile(r"\bDispute::[A-Z]\w*|\bdisputes::[a-z_]+::|\b[A-Z][A-Za-z]+Dispute\b")
root_item = re.compile(r"\bcrate::([A-Za-z_][A-Za-z0-9_]*)")
families = back_up = 0
for path in sources(web):
    rel = os.path.relpath(path, repo)
    lines = code_lines(without_tests(open(path, encoding="utf-8").read()))
    for n, line in enumerate(lines, 1):
        for m in family.finditer(line):
            families += 1
            problems.append(f"{rel}:{n}: names a dispute family: {m.group(0)}")
        if os.path.basename(path) in ("lib.rs", "main.rs") and os.path.dirname(path) == web:
            continue
        for m in root_item.finditer(line):
            if m.group(1) not in modules and m.group(1) != "self":
                back_up += 1
                problems.append(f"{rel}:{n}: reaches back up to the crate root: crate::{m.group(1)}")
    # `use crate::{a, B}` lists
    text = "\n".join(lines)
    if os.path.basename(path) not in ("lib.rs", "main.rs") or os.path.dirname(path) != web:
        for m in re.finditer(r"\bcrate::\{([^}]*)\}", text):
            for item in re.split(r"[,\s]+", m.group(1)):
                head = item.split("::")[0]
                if head and head not in modules and head != "self":
                    back_up += 1
                    problems.append(f"{os.path.relpath(path, repo)}: reaches back up to the crate root: crate::{head}")

# 3: long functions in the engine's disputes.
long_fns = 0
fn_re = re.compile(r"^(\s*)(pub(\([a-z:]+\))? )?(const )?(async )?fn (\w+)")
for path in sources(os.path.join(repo, "crates", "engine", "src", "disputes")):
    lines = without_tests(open(path, encoding="utf-8").read()).split("\n")
    i = 0
    while i < len(lines):
        m = fn_re.match(lines[i])
        if not m or lines[i].rstrip().endswith(";"):
            i += 1
            continue
        indent = m.group(1)
        j = i
        while j < len(lines) and not lines[j].rstrip().endswith("{"):
            j += 1
        k = j + 1
        while k < len(lines) and lines[k].rstrip() != indent + "}":
            k += 1
        length = k - i + 1
        if length > MAX_LINES:
            long_fns += 1
            problems.append(f"{os.path.relpath(path, repo)}:{i + 1}: fn {m.group(6)} is {length} lines (at most {MAX_LINES})")
        i = k + 1

for p in problems:
    print(p)
print(f"structure (project): {families} dispute families named in the web crate, {back_up} references "
      f"back up to the web crate's root, {long_fns} functions over {MAX_LINES} lines in disputes/ "
      f"(goal: 0, 0, 0)")
sys.exit(1 if problems else 0)
