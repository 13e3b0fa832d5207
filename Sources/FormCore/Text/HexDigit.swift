/// An ASCII hexadecimal digit's value (`0`–`9`, `a`–`f`, `A`–`F`): what percent-escapes,
/// JSON's `\u` escapes, IPv6 addresses and the masker's character references are read with.
enum HexDigit {
    @inline(__always)
    static func value(_ c: UInt32) -> UInt8? {
        switch c {
        case 0x30...0x39: return UInt8(c - 0x30)
        case 0x41...0x46: return UInt8(c - 0x41 + 10)
        case 0x61...0x66: return UInt8(c - 0x61 + 10)
        default: return nil
        }
    }

    @inline(__always)
    static func value(_ b: UInt8) -> UInt8? { value(UInt32(b)) }
}
