extension Array where Element == UInt8 {
    /// Zeroes the bytes in place (`explicit_bzero`, never optimised away), then empties the
    /// array and releases its storage. For copies of personal data outside the store:
    /// server answers and the working copies made while masking them.
    public mutating func zeroAndRemoveAll() {
        withUnsafeMutableBytes { Native.secureZero($0.baseAddress, $0.count) }
        removeAll()
    }
}

extension UnsafeMutableRawBufferPointer {
    /// Zeroes the bytes (`explicit_bzero`, never optimised away).
    public func secureZero() { Native.secureZero(baseAddress, count) }
}
