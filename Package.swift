// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "formsh",
    products: [
        .executable(name: "formsh", targets: ["formsh"]),
    ],
    targets: [
        // C at the edges: ICU regex and graphemes, locked memory, hardening, signal wipe.
        // ICU (libicu-dev) is opened at its first use rather than linked (CFormNative/icu.c).
        .target(name: "CFormNative"),
        // GNU readline (libreadline-dev), opened on the first terminal read rather than linked
        // (Sources/CReadline/shim.h).
        .target(name: "CReadline", dependencies: ["CFormNative"], publicHeadersPath: "."),
        // libcurl, opened at the first request rather than linked (Sources/CCurl/shim.h).
        .target(name: "CCurl", dependencies: ["CFormNative"], publicHeadersPath: "."),

        // Release builds skip the run-time exclusivity checks in the validation hot path:
        // FormState and SecretStore are used from one thread at a time, and the checks
        // cost a third of `formsh check`'s time (compile-time checks stay on).
        // FormSystem for the random UUIDs of idempotency keys (Answers/IdempotencyKey.swift).
        .target(name: "FormCore", dependencies: ["CFormNative", "FormSystem"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // Files, paths, threads, a lock with a condition, a monotonic clock and random UUIDs
        // through the C library: what the modules below once took from Foundation.
        // CFormNative for the process itself: hardening, the signals that wipe, Ctrl-C and
        // the signals that stop `serve`.
        .target(name: "FormSystem", dependencies: ["CFormNative"]),
        .target(name: "FormSubmit", dependencies: ["FormCore", "CCurl"]),
        .target(name: "FormServe", dependencies: ["FormCore", "FormSystem"]),
        // The session talks to a `Submitter` (FormCore); FormCLI hands it FormSubmit's.
        .target(name: "FormShell", dependencies: ["FormCore", "FormSystem", "CReadline", "CFormNative"]),
        .target(name: "FormReplay", dependencies: ["FormCore", "FormShell", "FormSystem", "FormTools"]),
        // Backend developers' tools (lint, messages, export, diff, graph): pure, like FormCore.
        .target(name: "FormTools", dependencies: ["FormCore", "FormSystem"]),
        // Argument parsing, subcommands and the one error funnel; a library so that
        // replay runs sessions through exactly the parser a terminal run uses.
        .target(name: "FormCLI", dependencies: ["FormCore", "FormShell", "FormSubmit", "FormServe", "FormReplay", "FormTools", "FormSystem"]),
        // The Swift runtime is linked statically: loading and relocating it as a dozen shared
        // libraries was most of start-up (docs/performance.md). formsh uses no Foundation
        // (FormSystem holds what it needed); the system's ICU, readline and libc stay shared.
        .target(name: "CFormshStart"),
        .executableTarget(name: "formsh", dependencies: ["FormCLI", "CFormshStart"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"])]),
        .executableTarget(name: "formsh-bench", dependencies: ["FormCore", "FormSubmit", "FormServe"]),

        // What the test targets share: the repository root, a self-removing temporary folder,
        // a store, a run of the command line in-process and a seeded generator.
        .target(name: "TestSupport", dependencies: ["FormCore", "FormCLI", "FormSystem"], path: "Tests/TestSupport"),
        .testTarget(name: "FormCoreTests", dependencies: ["FormCore", "CFormNative", "TestSupport"]),
        .testTarget(name: "FormShellTests", dependencies: ["FormShell", "FormCore", "FormSystem", "TestSupport"]),
        .testTarget(name: "FormSubmitTests", dependencies: ["FormSubmit", "FormServe", "FormCore", "TestSupport"]),
        .testTarget(name: "FormServeTests", dependencies: ["FormServe", "FormCore", "FormSystem", "TestSupport"]),
        .testTarget(name: "FormReplayTests", dependencies: ["FormReplay", "FormShell", "FormCore", "FormSystem", "TestSupport"]),
        .testTarget(name: "FormToolsTests", dependencies: ["FormTools", "FormCore", "FormSystem", "TestSupport"]),
        .testTarget(name: "FormSystemTests", dependencies: ["FormSystem", "TestSupport"]),
        .testTarget(name: "FormCLITests", dependencies: ["FormCLI", "FormCore", "FormReplay", "FormServe", "FormSubmit", "FormSystem", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
