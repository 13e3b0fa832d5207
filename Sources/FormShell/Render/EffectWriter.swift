import FormCore
import FormSystem

/// Carries out the effects that show something, in the words of `ShellText`. Values are
/// written from the store as bytes (no `String` is made of typed text); secrets as their
/// mask.
struct EffectWriter {
    let out: any TextSink
    let style: Style

    /// Writes one effect that shows something, with values from the flow's current state;
    /// the other effects are the loop's.
    func write(_ effect: FlowEffect, _ state: FormState) {
        switch effect {
        case .banner(let s, let endpoint):
            line(ShellText.banner(s, endpoint: endpoint))
        case .screen(let s, let endpoint):
            line("")
            line(ShellText.screen(s, endpoint: endpoint))
        case .note(let n):
            line(ShellText.note(n, style: style))
        case .display(let i):
            if case .display(let d) = state.form.items[i], let text = display(d) { line(text) }
        case .header(let h):
            out.write(ShellText.header(h, style: style))
            if h.showsValue {
                out.write(" [")
                writeValue(h.field, state)
                out.write("]")
            }
            out.write("\n")
            if !h.options.isEmpty { line(ShellText.options(h.options)) }
            for m in h.serverMessages { line(ShellText.note(.serverBeside(m), style: style)) }
        case .verdict(let v):
            let (text, warning) = ShellText.verdict(v, style: style)
            out.write(text)
            if v.showsValue { writeValue(v.field, state) }
            out.write("\n")
            if let warning { line(warning) }
        case .summary(let fields):
            for f in fields {
                out.write("  \(ShellText.shown(state.form.fields[f].key)): ")
                if state.isBlank(f) { out.write(ShellText.blank) } else { writeValue(f, state) }
                out.write("\n")
            }
        case .fields(let rows):
            fieldsTable(rows, state)
        case .payload:
            payload(state)
        case .lastExchange, .wipeInput, .ask, .post, .load, .exit:
            break
        }
    }

    func line(_ s: String) { out.write(s + "\n") }

    /// A field's value: typed text straight from the store as bytes, a secret as its
    /// mask, a choice or boolean as its schema text.
    func writeValue(_ f: Int, _ state: FormState) {
        let field = state.form.fields[f]
        state.withValue(f) { v in
            switch v {
            case .empty: break
            case .text(let bytes):
                if let mask = field.mask {
                    out.write(SecretMask.display(bytes, mask: mask))
                } else {
                    out.write(bytes: bytes)
                }
            case .choice(let i): if i < field.options.count { out.write(ShellText.shown(field.options[i].valueText)) }
            case .choices(let bitmap):
                out.write(
                    field.options.indices.filter { FieldValue.isChosen(bitmap, $0) }.map {
                        ShellText.shown(field.options[$0].valueText)
                    }
                    .joined(separator: ", "))
            case .boolean(let b): out.write(ShellText.yesNo(b))
            }
        }
    }

    /// `:fields`: n, key, label, type, state, then the value written from the store.
    func fieldsTable(_ rows: [FieldsRow], _ state: FormState) {
        var cells: [[String]] = [Array(ShellText.fieldsHeader.prefix(5))]
        for r in rows {
            cells.append([
                r.number.map(String.init) ?? "", ShellText.shown(r.key), ShellText.shown(r.label), r.type, mark(r.mark),
            ])
        }
        let widths = (0..<5).map { c in cells.map { DisplayWidth.of($0[c]) }.max() ?? 0 }
        for (i, row) in cells.enumerated() {
            let text =
                "  "
                + row.enumerated().map { DisplayWidth.pad($0.element, to: widths[$0.offset]) }.joined(separator: "  ")
            let showsValue = i == 0 || rows[i - 1].showsValue
            if showsValue {
                out.write(text + "  ")
                if i == 0 { out.write(ShellText.fieldsHeader[5]) } else { writeValue(rows[i - 1].field, state) }
                out.write("\n")
            } else {
                line(text.trimmedRight)
            }
            // The server's messages under the row, from the key column on.
            let indent = String(repeating: " ", count: 4 + widths[0])
            for m in i == 0 ? [] : rows[i - 1].serverMessages {
                line(indent + "\(style.bad) server: \(ShellText.shown(m))")
            }
        }
    }

    func mark(_ m: FieldMark) -> String {
        switch m {
        case .valid: return style.ok
        case .invalid: return style.bad
        case .notVisited: return ShellText.notVisited
        case .hidden: return ShellText.hidden
        }
    }

    /// `:payload`: encoded into the store and written from there, secrets masked.
    func payload(_ state: FormState) {
        do {
            let h = try PayloadEncoder.encode(state, masked: true)
            out.write("  ")
            state.store.withBytes(h) { out.write(bytes: $0) }
            out.write("\n")
            state.store.free(h)
        } catch {
            line(ShellText.note(.payloadError(error.description), style: style))
        }
    }

    /// A display component as text.
    func display(_ item: DisplayItem) -> String? {
        let text = ShellText.shown(item.text)
        switch item.kind {
        case .header, .section: return style.apply(item.style == .plain ? .bold : item.style, text)
        case .text: return style.apply(item.style, text)
        case .divider: return ShellText.divider
        case .space: return ""
        case .actionButton: return "[ \(text) ]"
        }
    }
}

extension String {
    var trimmedRight: String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
