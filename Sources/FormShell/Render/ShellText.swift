import FormCore

/// The shell's own wording, in one place. Text from a schema or a server is shown as
/// written, with control characters as visible escapes (`shown`).
enum ShellText {
    static let intro = "Type a value and press Enter; an empty line skips an optional field. :help lists commands."
    static let allValid = "All fields are valid. :submit sends them."
    static let notAtField = "No field is being asked: :goto KEY to change one, :submit to send, :quit to leave."
    static let wiped = "All values wiped."
    static let typeAheadDiscarded = "Keys typed while the request was in flight were discarded."
    static let endPrompt = "formsh"
    /// The prompt's name while the quit question is asked (plain sources print it).
    static let quitPrompt = "quit"
    static let ok = "✓"
    static let bad = "✗"
    static let blank = "—"
    static let notStored = " (not stored)"
    static let hidden = "hidden"
    static let notVisited = "·"
    static let fieldsHeader = ["n", "key", "label", "type", "state", "value"]
    static let divider = String(repeating: "─", count: 40)

    /// Schema or server text as the terminal shows it.
    static func shown(_ text: String) -> String { VisibleText.escaping(text) }

    static func yesNo(_ b: Bool) -> String { b ? "yes" : "no" }

    /// Server text as the end of a sentence: a full stop added unless it ends in one
    /// already (`.`, `…`, `!`, `?`), so a snippet never ends in four dots.
    static func sentence(_ text: String) -> String {
        guard let last = text.last, !".…!?".contains(last) else { return text }
        return text + "."
    }

    /// `2 values will be wiped. Quit? [y/N] `
    static func question(_ q: Ask.Question) -> String {
        switch q {
        case .quit(let n): return "\(n) value\(n == 1 ? "" : "s") will be wiped. Quit? [y/N] "
        }
    }
    /// A server error for a key no field of the screen has, shown as a form-level error.
    static func unknownKeyError(key: String, message: String) -> String { "\(key): \(message)" }

    static func fieldCount(_ n: Int, hidden: Int) -> String {
        "\(n) field\(n == 1 ? "" : "s")" + (hidden > 0 ? ", \(hidden) hidden" : "")
    }

    static func title(_ s: ScreenSummary) -> String {
        "\(shown(s.title)) · \(shown(s.screenId)) v\(shown(s.version))"
    }

    static func banner(_ s: ScreenSummary, endpoint: String) -> String {
        "\(title(s)) · \(fieldCount(s.visibleFields, hidden: s.hiddenFields)) · endpoint: \(endpoint)"
    }

    static func screen(_ s: ScreenSummary, endpoint: String?) -> String {
        title(s) + (s.hasInputs ? " · " + fieldCount(s.visibleFields, hidden: s.hiddenFields) : "")
            + (endpoint.map { " · endpoint: \(shown($0))" } ?? "")
    }

    /// How the banner names the built-in mock backend and the scenario it follows.
    static func builtInMock(url: String, scenario: String?) -> String {
        "built-in mock" + (scenario.map { ", scenario \($0)" } ?? "") + " (\(url))"
    }

    // MARK: headers

    static func header(_ h: FieldHeader, style: Style) -> String {
        var line = "[\(h.number)/\(h.count)] \(style.apply(.bold, shown(h.label)))"
        if h.required { line += " *" }
        if !h.hints.isEmpty { line += "   (" + h.hints.map(hint).joined(separator: ", ") + ")" }
        return line
    }

    static func hint(_ h: FieldHeader.Hint) -> String {
        switch h {
        case .keyboard(let k): return k
        case .example(let e): return "e.g. \(shown(e))"
        case .yesNo: return "y/n"
        case .commaSeparated: return "comma-separated"
        case .secret: return "secret"
        }
    }

    static func options(_ options: [FieldHeader.Option]) -> String {
        "  "
            + options.enumerated().map { "\($0.offset + 1)) \(shown($0.element.label)) [\(shown($0.element.value))]" }
            .joined(separator: "   ")
    }

    // MARK: verdicts

    /// The verdict line up to the value (which the writer adds from the store when
    /// `showsValue`), and the warning line if any.
    static func verdict(_ v: FieldVerdict, style: Style) -> (line: String, warning: String?) {
        let key = shown(v.key)
        let chosen = v.chosen.map(shown)
        switch v.context {
        case .flipped(let before, let fromRequired, let valueWiped):
            switch (before, v.verdict) {
            case (_, .hidden): return ("  ↳ \(key): hidden" + (valueWiped ? " (value wiped)" : ""), nil)
            case (.hidden, .valid): return ("  ↳ \(key): shown \(style.ok)", nil)
            case (.hidden, .invalid(let m, _)): return ("  ↳ \(key): shown \(style.bad) \(shown(m))", nil)
            case (.invalid, .valid):
                return ("  ↳ \(key): \(style.ok)" + (fromRequired ? " (no longer required)" : ""), nil)
            case (_, .invalid(let m, _)): return ("  ↳ \(key): \(style.bad) \(shown(m))", nil)
            case (_, .valid): return ("  ↳ \(key): \(style.ok)", nil)
            }
        case .entered:
            switch v.verdict {
            case .valid: return ("  \(style.ok)" + (chosen.map { " " + $0 } ?? ""), nil)
            case .invalid(let m, let w): return ("  \(style.bad) \(shown(m))", w.map(shown))
            case .hidden: return ("  " + hidden, nil)
            }
        case .set:
            switch v.verdict {
            case .valid:
                return ("  \(style.ok) \(key)" + (chosen.map { " = " + $0 } ?? (v.showsValue ? " = " : "")), nil)
            case .invalid(let m, let w): return ("  \(style.bad) \(key): \(shown(m))", w.map(shown))
            case .hidden: return ("  \(key): " + hidden, nil)
            }
        case .tried:
            switch v.verdict {
            case .valid: return ("  \(style.ok) \(key)" + (chosen.map { " = " + $0 } ?? "") + notStored, nil)
            case .invalid(let m, let w): return ("  \(style.bad) \(key): \(shown(m))" + notStored, w.map(shown))
            case .hidden: return ("  \(key): " + hidden, nil)
            }
        case .typed(let typed):
            switch v.verdict {
            case .valid: return ("  \(typed)  \(style.ok)", nil)
            case .invalid(let m, _): return ("  \(typed)  \(style.bad) \(shown(m))", nil)
            case .hidden: return ("  \(typed)  " + hidden, nil)
            }
        case .listed:
            return ("  \(style.bad) \(key): \(shown(v.verdict.message ?? ""))", nil)
        }
    }

    // MARK: notes

    static func note(_ n: ShellNote, style: Style) -> String {
        switch n {
        case .intro: return intro
        case .lockWarning(let w): return w
        case .skipped(let s): return "! skipped \(shown(s))"
        case .loadError(let message, let pointer): return "! \(shown(message)) at \(shown(pointer))"
        case .tooLong(let limit): return "  \(style.bad) the line is longer than \(limit) bytes and was discarded"
        case .notAtField: return notAtField
        case .allValid: return allValid
        case .allValidServerStanding(let n): return allValidServerStanding(n)
        case .everyFieldValid: return "  \(style.ok) " + allValid
        case .wiped: return wiped
        case .rejected(let key, let reason): return "  \(style.bad) \(shown(key)): \(shown(reason))"
        case .secretPromptRefused:
            return "  \(style.bad) not a command that works at a secret prompt; nothing was stored"
        case .secretPromptHelp(let commands):
            return "  At a secret prompt only commands without an argument work:\n    "
                + commands.joined(separator: " ")
                + "\n  A value that begins with ':' is typed with '::' (::abc stores :abc)."
        case .notQuitting: return "Not quitting: your values are kept."
        case .typedRejected(let typed, let reason): return "  \(typed)  \(style.bad) \(shown(reason))"
        case .serverBeside(let m): return "  \(style.bad) server: \(shown(m))"
        case .unknownCommand(let c): return "  \(style.bad) unknown command :\(c) (:help lists commands)"
        case .keyNeeded: return "  \(style.bad) a field key is needed (:fields lists them)"
        case .unknownField(let k): return "  \(style.bad) no field \"\(k)\" (:fields lists them)"
        case .hiddenField(let k): return "  \(style.bad) \(k) is hidden: its visibleWhen condition is false"
        case .secretField(let k): return "  \(style.bad) \(shown(k)) is secret: type it at its prompt"
        case .alreadyFirst: return "  already at the first field"
        case .endpoint(let e): return "  endpoint: \(e)"
        case .endpointRefused(let reason): return "  \(style.bad) \(shown(reason)); the endpoint is unchanged"
        case .stepEndpointOtherOrigin(let url, let origin, let flowOrigin):
            return stepEndpointOtherOrigin(url, origin: origin, flowOrigin: flowOrigin)
        case .stepEndpointNotAllowed(let url, let reason): return stepEndpointNotAllowed(url, reason: reason)
        case .notSent(let why):
            return "Not sent. Your values are kept. " + note(why, style: style).drop { $0 == "!" || $0 == " " }
        case .helpEntry(let usage, let summary, let width):
            return "  " + DisplayWidth.pad(usage, to: width) + "   " + summary
        case .helpEscape: return "  A value that starts with ':' is typed as '::'."
        case .ruleLine(let l): return "  " + shown(l)
        case .schemaTitle(let title, let id, let version, let minClient):
            return "  \(shown(title)) · \(shown(id)) v\(shown(version))"
                + (minClient.map { " (needs client \($0)+)" } ?? "")
        case .schemaCounts(let fields, let visible, let displays, let skipped):
            return "  \(fields) fields (\(visible) visible), \(displays) display components, \(skipped) skipped"
        case .schemaSkipped(let s): return "  skipped \(shown(s))"
        case .schemaIssue(let severity, let code, let message, let pointer):
            return "  \(severity): \(code): \(shown(message)) (\(shown(pointer)))"
        case .payloadError(let e): return "  \(style.bad) \(e)"
        case .cannotSubmit(let n): return "Cannot submit: \(n) field\(n == 1 ? " is" : "s are") invalid."
        case .noSubmitter: return "No endpoint client in this session: nothing was sent."
        case .submitted(let endpoint, let status, let ms): return "Submitted to \(endpoint): HTTP \(status) in \(ms) ms"
        case .cancelled: return "Cancelled. Your values are kept; :submit retries."
        case .bodyTooLarge(let limit): return bodyTooLarge(limit)
        case .noConnection(let host, let reason):
            return "No connection to \(host): \(reason). Your values are kept; :submit retries."
        case .loadFailed(let url, let status):
            return "Could not load \(shown(url)): HTTP \(status). Your values are kept; :submit retries."
        case .loadNotJSON(let url, let e):
            return "Could not load \(shown(url)): invalid JSON at \(e). Your values are kept."
        case .routeRefused(let m): return shown(m)
        case .completed(let status): return "Submitted (HTTP \(status))."
        case .answerBody(let line): return "  " + shown(line)
        case .answerBodyCut(let more): return "  … \(more) more line\(more == 1 ? "" : "s")"
        case .serverFoundErrors: return "The server found errors. Your values are kept."
        case .formError(let m): return "  \(style.bad) \(shown(m))"
        case .serverFieldError(let key, let m, let local):
            return "  \(style.bad) \(shown(key)): server: \(shown(m))" + (local.map { " (here: \(shown($0)))" } ?? "")
        case .httpError(let status, let snippet):
            return "The server answered HTTP \(status)" + (snippet.isEmpty ? "." : ": \(sentence(shown(snippet)))")
                + " Your values are kept; :submit retries."
        case .notAScreen(let e):
            return "The server's answer is not a screen formsh can show: \(shown(e)). Your values are kept."
        case .flowClosed: return "The server closed the flow."
        case .storeFull: return "  \(style.bad) the value store is full"
        }
    }

    private static func allValidServerStanding(_ n: Int) -> String {
        "All fields pass the form's rules; \(n == 1 ? "a server message still stands" : "\(n) server messages still stand")"
            + " (:validate lists them). :submit sends them again."
    }

    private static func stepEndpointOtherOrigin(_ url: String, origin: String, flowOrigin: String) -> String {
        "! This step posts to \(shown(url)), on another origin (\(shown(origin))) than this flow's "
            + "(\(shown(flowOrigin))): :submit will not send there (--follow-endpoints allows it; :endpoint URL chooses one)."
    }

    private static func stepEndpointNotAllowed(_ url: String, reason: String) -> String {
        "! This step's endpoint \(shown(url)) is refused: \(shown(reason)). :submit will not send there"
            + " (:endpoint URL chooses one)."
    }

    private static func bodyTooLarge(_ limit: Int) -> String {
        "The server's answer is larger than \(limit / 1024 / 1024) MiB and was refused."
            + " Your values are kept; :submit retries."
    }

    // MARK: terminal-only

    static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static func sending(frame: Int, tenths: Int) -> String {
        "\r\(spinnerFrames[frame]) sending… \(tenths / 10).\(tenths % 10) s"
    }
    static let clearLine = "\r\u{1B}[K"
}
