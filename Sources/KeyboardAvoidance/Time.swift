/// A time or duration in whole microseconds; replay time is never accumulated in floating point.
public typealias Microseconds = Int64

/// Microseconds in one second.
public let microsecondsPerSecond: Microseconds = 1_000_000
