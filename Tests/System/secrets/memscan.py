"""Finding byte patterns in a live process (/proc/PID/maps + /proc/PID/mem) and in
core files written by gcore (with the ELF program headers mapping hits back to addresses).

Needs root (or ptrace rights over the process: formsh makes itself non-dumpable, so only
a reader with CAP_SYS_PTRACE gets in — which is the point).
"""

import os
import struct
import subprocess
import time

CHUNK = 4 << 20
PAGE = os.sysconf("SC_PAGE_SIZE")


class Mapping:
    def __init__(self, line):
        parts = line.split(None, 5)
        lo, hi = parts[0].split("-")
        self.start, self.end = int(lo, 16), int(hi, 16)
        self.perms = parts[1]
        self.offset = int(parts[2], 16)
        self.path = parts[5].strip() if len(parts) > 5 else ""
        self.line = line.rstrip("\n")

    @property
    def size(self):
        return self.end - self.start

    def __repr__(self):
        return f"{self.start:x}-{self.end:x} {self.perms} {self.path or '[anon]'}"


def maps(pid):
    with open(f"/proc/{pid}/maps") as f:
        return [Mapping(l) for l in f if l.strip()]


class Hit:
    def __init__(self, pattern, address, where, context=b""):
        self.pattern = pattern
        self.address = address
        self.where = where
        self.context = context

    def __repr__(self):
        addr = f"0x{self.address:x}" if self.address is not None else "?"
        return f"{self.pattern} at {addr} in {self.where}"


def _find_all(window, skip, patterns, base, where, hits, limit):
    """Hits in `window` (whose first `skip` bytes were already searched), at address base+i."""
    for name, pat in patterns.items():
        i = window.find(pat)
        while i >= 0 and len(hits) < limit:
            if i + len(pat) > skip:
                hits.append(Hit(name, base + i, where, window[max(0, i - 16):i + len(pat) + 16]))
            i = window.find(pat, i + 1)


def scan_process(pid, patterns, limit=200):
    """Reads every readable mapping of the process through /proc/PID/mem and returns
    (hits, stats). Mappings without read permission (guard pages, reservations) hold
    nothing a reader could get at without changing the process; they are counted only."""
    longest = max(len(p) for p in patterns.values())
    hits = []
    stats = {"mappings": 0, "bytes": 0, "unreadable": [], "no_read_permission": 0, "scanned": []}
    fd = os.open(f"/proc/{pid}/mem", os.O_RDONLY)
    try:
        for m in maps(pid):
            if m.path == "[vsyscall]":
                continue
            if not m.perms.startswith("r"):
                stats["no_read_permission"] += 1
                continue
            stats["mappings"] += 1
            addr = m.start
            carry = b""
            while addr < m.end:
                n = min(CHUNK, m.end - addr)
                try:
                    data = os.pread(fd, n, addr)
                except OSError:
                    data = _read_pages(fd, addr, n)
                    if data is None:
                        stats["unreadable"].append(f"{addr:x}+{n:x} {m!r}")
                        addr += n
                        carry = b""
                        continue
                if not data:
                    stats["unreadable"].append(f"{addr:x}+{n:x} {m!r} (short read)")
                    break
                stats["bytes"] += len(data)
                window = carry + data
                _find_all(window, len(carry), patterns, addr - len(carry), repr(m), hits, limit)
                carry = window[-(longest - 1):] if longest > 1 else b""
                addr += len(data)
            stats["scanned"].append((m.start, m.end))
    finally:
        os.close(fd)
    return _dedupe(hits), stats


def _read_pages(fd, addr, n):
    """Page by page, zero-filling pages that cannot be read; None if none could."""
    out = bytearray()
    any_ok = False
    for a in range(addr, addr + n, PAGE):
        try:
            out += os.pread(fd, PAGE, a)
            any_ok = True
        except OSError:
            out += bytes(PAGE)
    return bytes(out) if any_ok else None


def _dedupe(hits):
    seen = set()
    out = []
    for h in hits:
        key = (h.pattern, h.address)
        if key not in seen:
            seen.add(key)
            out.append(h)
    return out


# ---- core files ---------------------------------------------------------------------------

def _load_segments(path):
    """PT_LOAD segments of an ELF64 core: (file offset, file size, vaddr)."""
    segs = []
    with open(path, "rb") as f:
        ident = f.read(64)
        if ident[:4] != b"\x7fELF" or ident[4] != 2:
            return segs
        e_phoff, = struct.unpack_from("<Q", ident, 32)
        e_phentsize, e_phnum = struct.unpack_from("<HH", ident, 54)
        f.seek(e_phoff)
        table = f.read(e_phentsize * e_phnum)
        for i in range(e_phnum):
            p_type, p_flags, p_offset, p_vaddr, p_paddr, p_filesz = struct.unpack_from("<IIQQQQ", table, i * e_phentsize)
            if p_type == 1:
                segs.append((p_offset, p_filesz, p_vaddr))
    return segs


def scan_file(path, patterns, mappings=None, limit=200):
    """Scans a whole file; for a core, hits get their virtual address and, given the
    process's mappings, the mapping's name."""
    segs = _load_segments(path)
    longest = max(len(p) for p in patterns.values())

    def locate(off):
        for (o, sz, va) in segs:
            if o <= off < o + sz:
                addr = va + off - o
                where = "core segment"
                for m in mappings or []:
                    if m.start <= addr < m.end:
                        where = repr(m)
                        break
                return addr, where
        return None, "core notes/headers"

    hits = []
    with open(path, "rb") as f:
        offset = 0
        carry = b""
        while True:
            data = f.read(CHUNK)
            if not data:
                break
            window = carry + data
            base = offset - len(carry)
            for name, pat in patterns.items():
                i = window.find(pat)
                while i >= 0 and len(hits) < limit:
                    if i + len(pat) > len(carry):  # not wholly in the carried tail (already seen)
                        addr, where = locate(base + i)
                        hits.append(Hit(name, addr, f"{where} (core offset 0x{base + i:x})"))
                    i = window.find(pat, i + 1)
            carry = window[-(longest - 1):] if longest > 1 else b""
            offset += len(data)
    return _dedupe(hits)


def gcore(pid, directory, all_mappings, timeout=90):
    """Runs `gcore [-a] -o DIR/core PID`; returns the core's path. -a dumps every mapping,
    MADV_DONTDUMP ones included; without it gdb honours the don't-dump flag and
    /proc/PID/coredump_filter, as the kernel would."""
    prefix = os.path.join(directory, "core-all" if all_mappings else "core-plain")
    argv = ["gcore"] + (["-a"] if all_mappings else []) + ["-o", prefix, str(pid)]
    started = time.monotonic()
    r = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=timeout)
    path = f"{prefix}.{pid}"
    if r.returncode != 0 or not os.path.exists(path):
        raise RuntimeError(f"{' '.join(argv)} failed (exit {r.returncode}):\n{r.stdout[-2000:]}")
    return path, time.monotonic() - started


def region_mappings(pid, size=4 << 20):
    """The secret store's region: a read-write anonymous mapping of `size` bytes with a
    PROT_NONE page right below and right above it. Returns [(mapping, smaps fields)]."""
    ms = maps(pid)
    found = []
    for i, m in enumerate(ms):
        if m.size != size or not m.perms.startswith("rw") or m.path:
            continue
        below = ms[i - 1] if i > 0 else None
        above = ms[i + 1] if i + 1 < len(ms) else None
        guard_below = below is not None and below.end == m.start and below.perms.startswith("---") and below.size >= PAGE
        guard_above = above is not None and above.start == m.end and above.perms.startswith("---") and above.size >= PAGE
        if guard_below and guard_above:
            found.append((m, smaps_entry(pid, m.start)))
    return found


def smaps_entry(pid, start):
    """The smaps fields of the mapping starting at `start`."""
    fields = {}
    current = False
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            head = line.split(None, 1)[0]
            if "-" in head and not head.endswith(":"):
                current = int(head.split("-")[0], 16) == start
                continue
            if current:
                k, _, v = line.partition(":")
                fields[k.strip()] = v.strip()
    return fields


def status_fields(pid):
    out = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            k, _, v = line.partition(":")
            out[k.strip()] = v.strip()
    return out


def kib(value):
    """`4096 kB` → 4096."""
    return int(value.split()[0])
