import Foundation
import Testing

@testable import FormSystem

/// `Path` agrees with the `NSString` path methods it replaced, on the paths formsh uses.
@Suite struct PathTests {
    @Test(arguments: [
        ("a", "b"), ("a/", "b"), ("", "b"), ("a", ""), ("a", "/b"), ("/a", "b/"), ("/", "b"), ("/a//", "b"),
        ("a", "b/c"), ("/a", "../b"), ("", ""), ("/", ""), ("/x/y", "flow.json"), ("", "flow.json"), ("a/", "/b/"),
    ])
    func joinIsAppendingPathComponent(base: String, component: String) {
        #expect(Path.join(base, component) == (base as NSString).appendingPathComponent(component))
    }

    // Foundation 6.3 traps on one-character paths such as `a` and `a/`; those are checked on their own below.
    @Test(arguments: [
        "/a/b", "/a", "a/b/", "/", "", "forms/loan.json", "./x", "/a/b/.", "loan.json", "//a//b//", "x/abc/",
    ])
    func parentIsDeletingLastPathComponent(path: String) {
        #expect(Path.parent(path) == (path as NSString).deletingLastPathComponent)
    }

    /// An argument's path: as it is when absolute, else read against the working directory
    /// (`/work` and `/work/`), Cyrillic names included.
    @Test(arguments: [
        ("/etc/f.json", "/work", "/etc/f.json"), ("forms/f.json", "/work", "/work/forms/f.json"),
        ("f.json", "/work/", "/work/f.json"), ("анкета/ариза.json", "/дом", "/дом/анкета/ариза.json"),
        ("-", "/work", "/work/-"),
    ])
    func resolveReadsARelativePathAgainstTheDirectory(path: String, directory: String, expected: String) {
        #expect(Path.resolve(path, against: directory) == expected)
    }

    @Test func theParentOfANameAloneIsEmpty() {
        #expect(Path.parent("a") == "")
        #expect(Path.parent("a/") == "")
    }

    @Test(arguments: ["x.json", "x", "x.JSON", ".json", "a.b/c", "a/b.t", "a.tar.gz", "x.", "a/.b", "dir/form.json/"])
    func pathExtensionIsNSStrings(path: String) {
        #expect(Path.pathExtension(path) == (path as NSString).pathExtension)
    }

    @Test func nameIsTheLastComponent() {
        #expect(Path.name("/a/b.json") == "b.json")
        #expect(Path.name("a/b/") == "b")
        #expect(Path.name("/") == "")
    }

    // Without symbolic links on the way, as these paths are.
    @Test(arguments: [
        "/a/b/../c", "/a/./b/", "/a//b", "/..", "/a/..", "/", "/a/b/..", "/a/b/../..", "/a/b/../../..",
        "/x/.", "/x/..a/b", "/no-such-folder/forms/../flow.json",
    ])
    func standardizedIsStandardizingPath(path: String) {
        #expect(Path.standardized(path) == (path as NSString).standardizingPath)
    }

    @Test func standardizedLeavesRelativePathsAndLinksAlone() {
        #expect(Path.standardized("a/../b") == "a/../b")
        #expect(Path.standardized("./a") == "./a")
        #expect(Path.standardized("/tmp/link/../x") == "/tmp/x")
    }
}
