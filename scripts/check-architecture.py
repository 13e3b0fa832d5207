#!/usr/bin/env python3
"""Keeps the boundaries of ARCHITECTURE.md that the compiler cannot: run by `make test`.

Each rule prints the offending places; the exit status is 1 when any rule is broken.
- C and Glibc: imported only in Sources/FormSystem and in one Native.swift per module.
- Rule kinds: tools never downcast a rule to learn its kind.
- Output: nothing writes to a file descriptor or a file except the output gate
  (Sources/FormSystem/Output, over FormSystem's internal write primitives) and the
  benchmark executable; a write that carries no output (a wake-up byte on a pipe) says
  so with a `// gate-exempt: REASON` comment. The same holds one level down, for the C
  calls themselves (write, fprintf, send, …) in every C source, every Native.swift and
  FormSystem outside Output/: each one carries a `gate-exempt: REASON` comment.
- Process-wide mutable state (`nonisolated(unsafe)`): in one file per module at most.
- Functions: none over 80 lines.
- Shell commands use only Flow's API.
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


def global_state(files):
    seen = {}
    for path, lines in files:
        if any("nonisolated(unsafe)" in code(l) for l in lines):
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


RULES = [
    ("C and Glibc at the edges", c_imports),
    ("rule kinds without casts", rule_downcasts),
    ("one output gate", raw_writes),
    ("one output gate, C calls", raw_system_writes),
    ("process-wide state in one file per module", global_state),
    ("short functions", long_functions),
    ("commands use Flow's API", command_reach_in),
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
