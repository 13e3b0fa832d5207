/// Path text, split and joined as `NSString`'s path methods did for the paths formsh
/// handles; no file is looked at.
public enum Path {
    /// `component` after `base`, with one `/` between them unless `base` ends with one
    /// (`NSString.appendingPathComponent`): `a` + `b` → `a/b`, `/` + `b` → `/b`,
    /// `a` + `` → `a`, `` + `b` → `b`.
    public static func join(_ base: String, _ component: String) -> String {
        if base.isEmpty { return component }
        if component.isEmpty { return base }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// `path` as it is when absolute, else joined to `directory`: a relative path in an
    /// argument read against the working directory.
    public static func resolve(_ path: String, against directory: String) -> String {
        path.hasPrefix("/") ? path : join(directory, path)
    }

    /// The path without its last component (`NSString.deletingLastPathComponent`):
    /// `/a/b` → `/a`, `/a` → `/`, `a/b/` → `a`, `a` → ``; repeated slashes become one.
    public static func parent(_ path: String) -> String {
        let components = path.split(separator: "/")
        return joined(components.dropLast(), absolute: path.hasPrefix("/"))
    }

    /// The last component: `a/b.json` → `b.json`, `/` → ``.
    public static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? ""
    }

    /// The extension of the last component, without its dot (`NSString.pathExtension`):
    /// `a/b.json` → `json`; `` for `x`, `.json` and `x.`.
    public static func pathExtension(_ path: String) -> String {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: "."),
            dot != name.startIndex
        else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// An absolute path with `.` and empty components removed and `..` taken back one
    /// component (never above `/`), without a trailing slash: `/a/./b/../c/` → `/a/c`.
    /// Done on the text alone: symbolic links are not followed. A relative path is
    /// returned as it is.
    public static func standardized(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var kept: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = kept.popLast()
            default: kept.append(component)
            }
        }
        return joined(kept, absolute: true)
    }

    /// The path of the folder `to` relative to the folder `from` (both absolute; standardized
    /// first), `.` when they are the same: `/a/b` to `/a/c/d` → `../c/d`.
    public static func relative(from: String, to: String) -> String {
        let a = standardized(from).split(separator: "/")
        let b = standardized(to).split(separator: "/")
        var common = 0
        while common < a.count && common < b.count && a[common] == b[common] { common += 1 }
        let parts = Array(repeating: "..", count: a.count - common) + b[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Components with `/` between them, and before them when `absolute`. (The standard
    /// library's `joined(separator:)` takes a slow generic path for substrings.)
    private static func joined(_ components: some Collection<Substring>, absolute: Bool) -> String {
        var path = ""
        for component in components {
            if absolute || !path.isEmpty { path += "/" }
            path.append(contentsOf: component)
        }
        return path.isEmpty && absolute ? "/" : path
    }
}
