/// The insets of a screen's safe area, or of any rectangle; ``Insets`` under its earlier name.
///
/// Renamed because SwiftUI declares an `EdgeInsets` too: an app file that imports both
/// `SwiftUI` and `KeyboardAvoidance` would find the name ambiguous.
@available(*, deprecated, renamed: "Insets")
public typealias EdgeInsets = Insets
