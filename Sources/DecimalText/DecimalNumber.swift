/// A non-negative integer of any size, with just the operations exact decimal printing of a
/// `Double` needs. Limbs are 32-bit, least significant first.
struct DecimalNumber {
  private var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    normalize()
  }

  /// Multiplies in place by a small factor.
  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry > 0 { limbs.append(UInt32(carry)) }
    normalize()
  }

  /// Multiplies in place by `2^bits`.
  mutating func shiftLeft(_ bits: Int) {
    let whole = bits / 32
    let part = bits % 32
    if part > 0 {
      var carry: UInt32 = 0
      for index in limbs.indices {
        let limb = limbs[index]
        limbs[index] = (limb << part) | carry
        carry = limb >> (32 - part)
      }
      if carry > 0 { limbs.append(carry) }
    }
    limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0)
    normalize()
  }

  /// Divides in place by `2^bits`, rounding a remainder of one half or more up.
  mutating func shiftRightRoundingHalfUp(_ bits: Int) {
    let roundsUp = bit(at: bits - 1)
    let whole = bits / 32
    let part = bits % 32
    limbs.removeFirst(min(whole, limbs.count))
    if part > 0 {
      for index in limbs.indices {
        let next = index + 1 < limbs.count ? limbs[index + 1] : 0
        limbs[index] = (limbs[index] >> part) | (next << (32 - part))
      }
    }
    normalize()
    if roundsUp { add(1) }
  }

  /// The value in decimal, without leading zeros.
  var decimalDigits: String {
    var rest = self
    var chunks: [UInt32] = []
    while !rest.limbs.isEmpty {
      chunks.append(rest.divide(by: 1_000_000_000))
    }
    guard let last = chunks.last else { return "0" }
    var text = String(last)
    for chunk in chunks.dropLast().reversed() {
      let digits = String(chunk)
      text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return text
  }

  private func bit(at position: Int) -> Bool {
    guard position >= 0, position / 32 < limbs.count else { return false }
    return limbs[position / 32] >> (position % 32) & 1 == 1
  }

  private mutating func add(_ value: UInt32) {
    var carry = UInt64(value)
    for index in limbs.indices where carry > 0 {
      let sum = UInt64(limbs[index]) + carry
      limbs[index] = UInt32(truncatingIfNeeded: sum)
      carry = sum >> 32
    }
    if carry > 0 { limbs.append(UInt32(carry)) }
  }

  /// Divides in place and returns the remainder.
  private mutating func divide(by divisor: UInt32) -> UInt32 {
    var remainder: UInt64 = 0
    for index in limbs.indices.reversed() {
      let current = (remainder << 32) | UInt64(limbs[index])
      limbs[index] = UInt32(current / UInt64(divisor))
      remainder = current % UInt64(divisor)
    }
    normalize()
    return UInt32(remainder)
  }

  private mutating func normalize() {
    while limbs.last == 0 { limbs.removeLast() }
  }
}
