#!/usr/bin/env python3
"""Keeps the rules of docs/design.md that the compiler cannot: run by `make test`.

Each rule prints the offending places; the exit status is 1 when any rule is broken.
- C and Glibc: imported only in Sources/FormSystem and in one Native.swift per module.
- Rule kinds: tools never downcast a rule to learn its kind.
- Output: nothing writes to a file descriptor or a file except the output gate
  (Sources/FormSystem/Output, over FormSystem's internal write primitives) and the
  benchmark executable; a write that carries no output (a wake-up byte on a pipe) says
  so with a `// gate-exempt: REASON` comment. The same holds one level down, for the C
  calls themselves (write, fprintf, send, …) in every C source, every Native.swift and
  FormSystem outside Output/: each one carries a `gate-exempt: REASON` comment.
- Process-wide state (`nonisolated(unsafe)`, a `static let … = Mutex` and a
  `static let shared`): in one file per module at most.
- Package.swift: every dependency a Swift target declares is imported by at least one
  of that target's files (a C target linked for its symbols alone is named in LINK_ONLY).
- Functions: none over 80 lines.
- Shell commands use only Flow's API.
- The repository stands alone: no file (outside .git and .build) refers to a folder
  beside the repository, and the contract is cited by section title
  (`docs/contract.md, "Transcripts"`), never by a section number
  (`scripts/cite-contract.py` rewrites such citations).
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SOURCES = os.path.join(ROOT, "Sources")
C_MODULES = ("Glibc", "CFormNative", "CReadline", "CCurl")
MAX_FUNCTION_LINES = 80


def swift_files():
    for folder, _, names in os.walk(SOURCES):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                yield os.path.relpath(path, ROOT), open(path, encoding="utf-8").read().split("\n")


def module(path):
    return path.split(os.sep)[1]


def code(line):
    """The line without its comment and string contents."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split("//")[0]


def c_imports(files):
    for path, lines in files:
        if module(path) == "FormSystem" or os.path.basename(path) == "Native.swift":
            continue
        for n, line in enumerate(lines, 1):
            m = re.match(r"\s*(?:@preconcurrency\s+)?import\s+(\w+)", line)
            if m and m.group(1) in C_MODULES:
                yield f"{path}:{n}: imports {m.group(1)} outside FormSystem and Native.swift"


DOWNCAST = re.compile(r"\b(?:as[?!]?|is)\s+[A-Z]\w*Rule\b")


def rule_downcasts(files):
    for path, lines in files:
        if path.startswith(os.path.join("Sources", "FormCore", "Rules")):
            continue
        for n, line in enumerate(lines, 1):
            if DOWNCAST.search(code(line)):
                yield f"{path}:{n}: learns a rule's kind by a cast: {line.strip()}"


WRITES = re.compile(r"\b(?:FileSystem\.write|writeAll|Glibc\.write|fwrite|fputs|fputc|putchar|puts|print)\s*\(")


def raw_writes(files):
    for path, lines in files:
        if module(path) in ("FormSystem", "formsh-bench"):
            continue
        for n, line in enumerate(lines, 1):
            if WRITES.search(code(line)) and "// gate-exempt: " not in line:
                yield f"{path}:{n}: writes around the output gate: {line.strip()}"


C_WRITES = re.compile(r"(?:^|[^.\w])(?:Glibc\.)?(?:write|writev|pwrite|fwrite|fputs|fputc|putc|putchar|puts|printf|fprintf|"
                      r"dprintf|vfprintf|send|sendto|sendmsg)\s*\(")


DECLARATION = re.compile(r"\bfunc\s+\w+\s*\(")


def c_sources():
    for folder, _, names in os.walk(SOURCES):
        for name in sorted(names):
            if name.endswith((".c", ".h")):
                path = os.path.join(folder, name)
                yield os.path.relpath(path, ROOT), open(path, encoding="utf-8").read().split("\n")


def raw_system_writes(files):
    """The C calls that write, wherever C is called: each is the gate's primitive or says why it carries no output."""
    gate = os.path.join("Sources", "FormSystem", "Output")
    swift = [(p, l) for p, l in files
             if os.path.basename(p) == "Native.swift" or (module(p) == "FormSystem" and not p.startswith(gate))]
    for path, lines in swift + list(c_sources()):
        in_comment = False
        for n, line in enumerate(lines, 1):
            text = line
            if path.endswith((".c", ".h")):
                stripped = line.strip()
                if in_comment or stripped.startswith(("/*", "*")):
                    in_comment = "*/" not in stripped
                    continue
                text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line).split("/*")[0].split("//")[0]
            else:
                text = code(line)
            if C_WRITES.search(text) and not DECLARATION.search(text) and "gate-exempt: " not in line:
                yield f"{path}:{n}: a C write outside the gate: {line.strip()}"


PROCESS_STATE = re.compile(r"nonisolated\(unsafe\)|\bstatic\s+let\s+(?:shared\b|\w+\s*(?::[^=]+)?=\s*Mutex\b)")


def global_state(files):
    seen = {}
    for path, lines in files:
        if any(PROCESS_STATE.search(code(l)) for l in lines):
            seen.setdefault(module(path), []).append(path)
    for mod, paths in sorted(seen.items()):
        if len(paths) > 1:
            yield f"{mod}: process-wide state in {len(paths)} files ({', '.join(paths)}); keep it in one"


FUNCTION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|static|class|final|override|mutating|nonmutating|convenience|required|nonisolated|dynamic)\s+)*(?:func\s+[^\s(<]+|init[?!]?|deinit|subscript)\b")


def long_functions(files):
    for path, lines in files:
        for i, line in enumerate(lines):
            if not FUNCTION.match(line):
                continue
            depth, started = 0, False
            for j in range(i, len(lines)):
                for ch in code(lines[j]):
                    if ch == "{":
                        depth, started = depth + 1, True
                    elif ch == "}":
                        depth -= 1
                if started and depth <= 0:
                    break
                if not started and j > i + 15:
                    break
            if started and j - i + 1 > MAX_FUNCTION_LINES:
                yield f"{path}:{i + 1}: {j - i + 1} lines (at most {MAX_FUNCTION_LINES}): {line.strip()[:70]}"


FLOW_INTERNALS = re.compile(r"\bflow\.(?:state|cursor|screens|effects|note\()")


def command_reach_in(files):
    commands = os.path.join("Sources", "FormShell", "Commands")
    for path, lines in files:
        if not path.startswith(commands):
            continue
        for n, line in enumerate(lines, 1):
            if FLOW_INTERNALS.search(code(line)):
                yield f"{path}:{n}: a command reaches into Flow: {line.strip()}"


# Dependencies that are linked for their symbols and never imported: CFormshStart replaces
# the Swift runtime's backtracer hook at link time (Sources/CFormshStart/backtracer.c).
LINK_ONLY = {"CFormshStart"}
TARGET = re.compile(r"\.(target|executableTarget|testTarget)\(\s*name:\s*\"([^\"]+)\"")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
                    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)")


def package_targets():
    """(name, folder, declared dependencies) of every target in Package.swift."""
    text = "\n".join(l.split("//")[0] for l in open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read().split("\n"))
    starts = [m for m in TARGET.finditer(text)]
    for i, m in enumerate(starts):
        body = text[m.end():starts[i + 1].start() if i + 1 < len(starts) else len(text)]
        deps = re.search(r"dependencies:\s*\[([^\]]*)\]", body)
        path = re.search(r"path:\s*\"([^\"]+)\"", body)
        kind, name = m.group(1), m.group(2)
        folder = path.group(1) if path else os.path.join("Tests" if kind == "testTarget" else "Sources", name)
        yield name, folder, re.findall(r"\"([^\"]+)\"", deps.group(1)) if deps else []


def unused_dependencies(files):
    for name, folder, deps in package_targets():
        imported, swift = set(), False
        for dirpath, _, names in os.walk(os.path.join(ROOT, folder)):
            for n in names:
                if n.endswith(".swift"):
                    swift = True
                    for line in open(os.path.join(dirpath, n), encoding="utf-8"):
                        m = IMPORT.match(line)
                        if m:
                            imported.add(m.group(1))
        for dep in deps:
            if swift and dep not in imported and dep not in LINK_ONLY:
                yield f"Package.swift: {name} declares {dep}, which none of its files imports"


# Built from parts so that this file does not match itself.
OUTSIDE = re.compile(re.escape(".." + "/shared"))
NUMBERED = re.compile("SP" + "EC" + r"(?:'s)?\s*\u00a7")
# A bare section number (`\u00a78.2`) is the contract's too, unless an RFC is named before it.
BARE_SECTION = re.compile(r"(?<!RFC \d{4} )\u00a7\d")
SKIPPED_FOLDERS = {".git", ".build"}


def repository_files():
    """Every text file of the repository (outside .git and .build), as (path, lines)."""
    for folder, dirs, names in os.walk(ROOT):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_FOLDERS)
        for name in sorted(names):
            path = os.path.join(folder, name)
            try:
                with open(path, encoding="utf-8") as f:
                    yield os.path.relpath(path, ROOT), f.read().split("\n")
            except (UnicodeDecodeError, OSError):
                continue


def outside_references(files):
    for path, lines in repository_files():
        for n, line in enumerate(lines, 1):
            if OUTSIDE.search(line):
                yield f"{path}:{n}: refers outside the repository: {line.strip()[:80]}"
            if NUMBERED.search(line) or (BARE_SECTION.search(line) and "RFC" not in line):
                yield f"{path}:{n}: cites the contract by number, not by title (scripts/cite-contract.py): {line.strip()[:80]}"


RULES = [
    ("C and Glibc at the edges", c_imports),
    ("rule kinds without casts", rule_downcasts),
    ("one output gate", raw_writes),
    ("one output gate, C calls", raw_system_writes),
    ("process-wide state in one file per module", global_state),
    ("declared dependencies are imported", unused_dependencies),
    ("short functions", long_functions),
    ("commands use Flow's API", command_reach_in),
    ("the repository stands alone", outside_references),
]


def main():
    files = list(swift_files())
    broken = 0
    for name, rule in RULES:
        problems = list(rule(files))
        for p in problems:
            print(f"check-architecture: {name}: {p}")
        broken += len(problems)
    if broken:
        print(f"check-architecture: {broken} problem(s)")
        return 1
    print(f"check-architecture: {len(files)} files, {len(RULES)} rules, no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main())
