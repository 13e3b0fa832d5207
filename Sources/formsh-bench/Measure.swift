/// Timing with `ContinuousClock`: medians of repeated samples.
enum Measure {
    static let clock = ContinuousClock()

    /// Median duration of `samples` runs of `body`, after `warmUp` unmeasured runs;
    /// `reset` runs before each, untimed (to release what the last run made, say).
    static func median(samples: Int, warmUp: Int = 1, reset: () -> Void = {}, _ body: () throws -> Void) rethrows
        -> Duration
    {
        for _ in 0..<warmUp {
            reset()
            try body()
        }
        var times: [Duration] = []
        times.reserveCapacity(samples)
        for _ in 0..<samples {
            reset()
            let start = clock.now
            try body()
            times.append(clock.now - start)
        }
        return median(times)
    }

    /// Median per-operation time: each sample runs `body` `batch` times and is divided by it.
    static func medianPerOperation(samples: Int, batch: Int, warmUp: Int = 1, _ body: (Int) throws -> Void) rethrows
        -> Duration
    {
        for i in 0..<(warmUp * batch) { try body(i) }
        var times: [Duration] = []
        times.reserveCapacity(samples)
        var i = 0
        for _ in 0..<samples {
            let start = clock.now
            for _ in 0..<batch {
                try body(i)
                i += 1
            }
            times.append((clock.now - start) / batch)
        }
        return median(times)
    }

    static func median(_ times: [Duration]) -> Duration {
        let sorted = times.sorted()
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    var milliseconds: Double { seconds * 1e3 }
    var microseconds: Double { seconds * 1e6 }
}

/// Fixed-precision formatting without Foundation's locale.
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if digits == 0 {
            text = String(text[..<dot])
        } else if decimals < digits {
            text += String(repeating: "0", count: digits - decimals)
        }
    } else if digits > 0 {
        text += "." + String(repeating: "0", count: digits)
    }
    return text
}
