"""Reads an `strace -f -xx -yy` log: which files were opened for writing or changed,
what every write-like call wrote and to what kind of descriptor.

With -xx every string is hex (`"\\x41\\x42"`), so the log is unambiguous ASCII; -yy
annotates descriptors with their path or socket (`3<TCP:[127.0.0.1:40000->…]>`), hex too.
"""

import re

HEXSTR = re.compile(r'"((?:\\x[0-9a-f]{2})*)"')
HEADER = re.compile(r"^(\d+)\s+(.*)$")
CALL = re.compile(r"^([a-z_0-9]+)\((.*)$", re.S)
RESUMED = re.compile(r"^<\.\.\. ([a-z_0-9]+) resumed>(.*)$", re.S)
FD = re.compile(r"^(-?\d+|AT_FDCWD)")
RET = re.compile(r"\)\s+=\s+(-?\d+|\?)")

WRITE_FLAGS = ("O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC", "O_APPEND", "O_TMPFILE")
#: calls that put bytes somewhere through a descriptor
WRITE_CALLS = {"write", "writev", "pwrite64", "pwritev", "pwritev2", "send", "sendto", "sendmsg", "sendmmsg"}
#: calls that change the file system whatever their flags
CHANGE_CALLS = {"creat", "mkdir", "mkdirat", "rename", "renameat", "renameat2", "link", "linkat", "symlink",
                "symlinkat", "unlink", "unlinkat", "rmdir", "truncate", "ftruncate", "mknod", "mknodat",
                "memfd_create", "chmod", "fchmod", "fchmodat", "chown", "fchown", "fchownat", "lchown",
                "utimensat", "futimesat", "utime", "utimes", "setxattr", "lsetxattr", "fsetxattr"}


def unhex(s):
    return bytes(int(s[i + 2:i + 4], 16) for i in range(0, len(s), 4))


def annotation(text, i):
    """The -yy annotation starting at text[i] == '<' (nested `<…>` allowed; the `->` of a
    socket pair is not a closer); returns (annotation, index after it) or (None, i)."""
    if i >= len(text) or text[i] != "<":
        return None, i
    depth, j = 0, i
    while j < len(text):
        ch = text[j]
        if ch == "<":
            depth += 1
        elif ch == ">" and text[j - 1] != "-":
            depth -= 1
            if depth == 0:
                return text[i + 1:j], j + 1
        j += 1
    return None, i


def decode_annotation(a):
    if a is None:
        return None
    return re.sub(r"(?:\\x[0-9a-f]{2})+", lambda m: unhex(m.group(0)).decode("utf-8", "replace"), a)


class Call:
    def __init__(self, pid, name, args, ret, ret_note):
        self.pid = pid
        self.name = name
        self.args = args  # the raw argument text (hex strings still encoded)
        self.ret = ret
        self.ret_note = decode_annotation(ret_note)
        m = FD.match(args)
        self.fd = m.group(1) if m else None
        self.fd_note = decode_annotation(annotation(args, m.end())[0]) if m else None

    def strings(self):
        """Every string argument, decoded."""
        return [unhex(s) for s in HEXSTR.findall(self.args)]

    def data(self):
        """All the bytes of a write-like call's buffers, concatenated."""
        return b"".join(self.strings())

    def path(self):
        ss = self.strings()
        return ss[0].decode("utf-8", "replace") if ss else None

    def flags(self):
        return set(re.findall(r"\bO_[A-Z_]+\b", self.args))

    def __repr__(self):
        args = HEXSTR.sub(lambda m: repr(unhex(m.group(1)))[1:], self.args)
        if len(args) > 300:
            args = args[:300] + "…"
        return f"[{self.pid}] {self.name}({args} = {self.ret}"


def parse(path):
    """The calls of a log, unfinished/resumed pairs joined."""
    pending = {}
    calls = []
    with open(path, "r", encoding="ascii", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = HEADER.match(line)
            if not m:
                continue
            pid, rest = int(m.group(1)), m.group(2)
            if rest.startswith("+++") or rest.startswith("---"):
                continue
            r = RESUMED.match(rest)
            if r:
                head = pending.pop(pid, None)
                if head is None:
                    continue
                rest = head + r.group(2)
            elif rest.endswith("<unfinished ...>"):
                pending[pid] = rest[: -len("<unfinished ...>")].rstrip()
                continue
            c = CALL.match(rest)
            if not c:
                continue
            name, tail = c.group(1), c.group(2)
            ret = None
            for ret in RET.finditer(tail):
                pass  # the last ") = N": arguments may contain ") = " only inside hex strings, which they cannot
            args = tail[: ret.start()] if ret else tail
            note = annotation(tail, ret.end())[0] if ret else None
            calls.append(Call(pid, name, args, ret.group(1) if ret else "?", note))
    return calls


def is_socket_note(note):
    return note is not None and (note.startswith("TCP") or note.startswith("UDP") or note.startswith("socket:")
                                 or note.startswith("UNIX") or note.startswith("TCPv6"))


if __name__ == "__main__":
    import sys
    for c in parse(sys.argv[1]):
        if c.name in ("openat", "open") and not (c.flags() & set(WRITE_FLAGS)):
            continue
        if c.name in ("newfstatat", "close", "access", "readlink", "statx", "faccessat2", "getcwd"):
            continue
        print(repr(c), "| fd", c.fd, c.fd_note, "| ret", c.ret_note)
