extension Substring {
    /// Without the spaces and tabs around it: HTTP's optional white space (RFC 9110 §5.6.3),
    /// which is all that is trimmed from a header value.
    package var trimmingOWS: String {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
