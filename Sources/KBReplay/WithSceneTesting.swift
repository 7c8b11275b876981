/// Sets the record mode and tolerance of every `verifyScene` and `assertScene` call in
/// `operation` that does not pass its own.
///
/// ```swift
/// withSceneTesting(record: .failed) {
///   assertScene("Scenes/login.yaml", strategies: [LiftAboveKeyboard()])  // records with .failed
///   assertScene("Scenes/signup.yaml", record: .never)                     // its own mode wins
/// }
/// ```
///
/// The settings are a task-local value: they hold on this task and the child tasks it creates
/// in `operation`, not in unstructured tasks made elsewhere. Scopes nest; the innermost scope
/// that sets a value wins for it, and a nil value leaves it to the scope outside. A record mode
/// comes from the call's argument, else the innermost scope, else `KBREPLAY_RECORD`, else
/// `auto`; `KBREPLAY_RECORD` is not read when a scope sets the mode. A tolerance comes from the
/// call, else the scope, else 0.01.
///
/// - Parameters:
///   - record: The record mode inside the scope (`.never`, `.missing`, `.failed`, `.all`), or
///     nil to keep the outer scope's.
///   - tolerance: How far apart two lengths may be, in points, inside the scope, or nil to keep
///     the outer scope's. It is checked by each call: one that is negative or not finite makes
///     `verifyScene` return `tolerance must be a finite number at least 0; found X`.
///   - operation: The code to run with these settings.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withSceneTesting<R>(
  record: RecordMode? = nil, tolerance: Double? = nil, operation: () throws -> R
) rethrows -> R {
  try SceneTestingScope.$current.withValue(
    SceneTestingScope.current.nested(record: record, tolerance: tolerance), operation: operation)
}

/// Sets the record mode and tolerance of every `verifyScene` and `assertScene` call in the
/// asynchronous `operation` that does not pass its own, as the synchronous form does.
///
/// `operation` runs on the caller's actor, so a `@MainActor` test can pass a closure that uses
/// main-actor state:
///
/// ```swift
/// @MainActor @Test func login() async {
///   await withSceneTesting(record: .never) {
///     assertScene("Scenes/login.yaml", strategies: [LiftAboveKeyboard()])
///   }
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode inside the scope, or nil to keep the outer scope's.
///   - tolerance: The tolerance in points inside the scope, or nil to keep the outer scope's.
///   - isolation: The actor `operation` runs on: the caller's.
///   - operation: The code to run with these settings.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withSceneTesting<R>(
  record: RecordMode? = nil, tolerance: Double? = nil,
  isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
  try await SceneTestingScope.$current.withValue(
    SceneTestingScope.current.nested(record: record, tolerance: tolerance), operation: operation,
    isolation: isolation)
}
