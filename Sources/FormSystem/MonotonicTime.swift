#if canImport(Glibc)
    import Glibc
#endif

/// A point on the monotonic clock (`CLOCK_MONOTONIC`), for deadlines that the wall
/// clock's jumps do not move.
public struct MonotonicTime: Comparable, Sendable {
    /// Seconds and nanoseconds since an unspecified start.
    public let time: timespec

    public init(_ time: timespec) { self.time = time }

    /// Now.
    public static var now: MonotonicTime {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return MonotonicTime(time)
    }

    /// This point moved by `seconds`.
    public func adding(seconds: Double) -> MonotonicTime {
        let nanoseconds = Int(time.tv_nsec) + Int((seconds * 1e9).rounded())
        var moved = timespec()
        moved.tv_sec = time.tv_sec + nanoseconds / 1_000_000_000
        moved.tv_nsec = nanoseconds % 1_000_000_000
        if moved.tv_nsec < 0 {
            moved.tv_sec -= 1
            moved.tv_nsec += 1_000_000_000
        }
        return MonotonicTime(moved)
    }

    /// Seconds from now until this point (negative once it has passed).
    public var secondsFromNow: Double { seconds(since: .now) }

    /// Seconds from `other` to this point.
    public func seconds(since other: MonotonicTime) -> Double {
        Double(time.tv_sec - other.time.tv_sec) + Double(time.tv_nsec - other.time.tv_nsec) / 1e9
    }

    public static func < (a: MonotonicTime, b: MonotonicTime) -> Bool {
        (a.time.tv_sec, a.time.tv_nsec) < (b.time.tv_sec, b.time.tv_nsec)
    }

    public static func == (a: MonotonicTime, b: MonotonicTime) -> Bool {
        a.time.tv_sec == b.time.tv_sec && a.time.tv_nsec == b.time.tv_nsec
    }
}
