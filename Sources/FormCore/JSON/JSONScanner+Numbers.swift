/// Numbers: checked against RFC 8259's grammar and handed back as the bytes written, so
/// that no digit is ever rounded (`ExactDecimal` reads them when a value is needed).
extension JSONScanner {
    /// Reads a number and returns its bytes, exactly as written.
    public mutating func number() throws(JSONSyntaxError) -> Range<Int> {
        try numberRange()
    }

    /// `number()`, always written out where it is used (`skipValue()` steps over most
    /// numbers this way).
    @inline(always)
    mutating func numberRange() throws(JSONSyntaxError) -> Range<Int> {
        let start = offset
        let (i, fault) = numberEnd(from: start)
        offset = i
        if fault != .none { throw numberError(fault) }
        return Range(uncheckedBounds: (start, i))
    }

    /// What is wrong with a number, found where `numberEnd(from:)` stopped.
    enum NumberFault { case none, noDigit, leadingZero, noFraction, noExponent }

    /// Where the number that starts at `start` ends, or where it goes wrong and why.
    @inline(always)
    func numberEnd(from start: Int) -> (Int, NumberFault) {
        var i = start
        if i < end && byte(i) == UInt8(ascii: "-") { i &+= 1 }
        guard i < end, isDigit(byte(i)) else { return (i, .noDigit) }
        if byte(i) == UInt8(ascii: "0") {
            i &+= 1
            if i < end && isDigit(byte(i)) { return (i, .leadingZero) }
        } else {
            i = digits(from: i &+ 1)
        }
        if i < end && byte(i) == UInt8(ascii: ".") {
            i &+= 1
            guard i < end, isDigit(byte(i)) else { return (i, .noFraction) }
            i = digits(from: i &+ 1)
        }
        if i < end && byte(i) | 0x20 == UInt8(ascii: "e") {
            i &+= 1
            if i < end && (byte(i) == UInt8(ascii: "+") || byte(i) == UInt8(ascii: "-")) { i &+= 1 }
            guard i < end, isDigit(byte(i)) else { return (i, .noExponent) }
            i = digits(from: i &+ 1)
        }
        return (i, .none)
    }

    @inline(never)
    func numberError(_ fault: NumberFault) -> JSONSyntaxError {
        switch fault {
        case .none, .noDigit: return offset < end ? unexpected() : error("unexpected end of input")
        case .leadingZero: return error("leading zeros are not allowed in numbers")
        case .noFraction: return error("invalid number: digits expected after '.'")
        case .noExponent: return error("invalid number: digits expected in the exponent")
        }
    }

    /// The end of the run of ASCII digits that starts at `start`, eight bytes at a time
    /// where it can.
    @inline(__always)
    func digits(from start: Int) -> Int {
        var i = start
        while i &+ 8 <= end {
            let w = word(i)
            // A byte is a digit when its high nibble is 3 and its low one below 10; each
            // byte of `other` is non-zero where a byte is not.
            let other =
                ((w & 0xF0F0_F0F0_F0F0_F0F0) ^ 0x3030_3030_3030_3030)
                | (((w & 0x0F0F_0F0F_0F0F_0F0F) &+ 0x0606_0606_0606_0606) & 0x1010_1010_1010_1010)
            if other != 0 { return i &+ other.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < end && isDigit(byte(i)) { i &+= 1 }
        return i
    }

    @inline(__always)
    func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }
}
