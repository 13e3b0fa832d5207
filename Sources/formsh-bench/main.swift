import Foundation

// formsh-bench: prints markdown tables of formsh's measured costs (docs/contract.md, "Performance").
//
//   swift run -c release formsh-bench            every section
//   swift run -c release formsh-bench form-engine   only the named sections
//
// Run it from the repository root: inputs are found under forms/ relative to the
// current directory. Each section is one `BenchSection` in its own file.

let sections: [any BenchSection] = [
    FormEngineBench(),
    ScanBench(),
    StartupBench(),
    SubmitBench(),
    MaskBench(),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("Usage: formsh-bench [SECTION...]   (run from the repository root)")
    print("Sections: " + sections.map(\.id).joined(separator: ", "))
    exit(0)
}
let unknown = arguments.filter { a in !sections.contains { $0.id == a } }
if !unknown.isEmpty {
    FileHandle.standardError.write(
        Data(
            "formsh-bench: unknown section \(unknown.joined(separator: ", ")); sections: \(sections.map(\.id).joined(separator: ", "))\n"
                .utf8))
    exit(2)
}

let repo: BenchRepo
do {
    repo = try BenchRepo.fromCurrentDirectory()
} catch {
    FileHandle.standardError.write(Data("formsh-bench: \(error)\n".utf8))
    exit(2)
}

#if DEBUG
    print("> Note: a debug build; measure with `swift run -c release formsh-bench`.\n")
#endif

for section in sections where arguments.isEmpty || arguments.contains(section.id) {
    do {
        print("## \(section.title)\n")
        print(try section.run(repo))
    } catch {
        FileHandle.standardError.write(Data("formsh-bench: \(section.id): \(error)\n".utf8))
        exit(1)
    }
}
