import KeyboardAvoidance
import SceneModel

/// Reads a view-hierarchy dump (XCUITest's element tree or UIKit's `recursiveDescription`)
/// into a scene's layout: bytes in, the layout or positioned errors out, with no file system
/// (docs/capture.md#importing-a-layout).
package enum LayoutImporter {
  /// The layout `bytes` describe.
  ///
  /// - Parameters:
  ///   - bytes: The dump's contents.
  ///   - path: The dump's path as the user named it, for diagnostics.
  /// - Returns: The layout, or every error found (at most
  ///   ``CaptureLimits/maximumDiagnostics``, in dump order).
  /// - Complexity: Linear in the size of the dump.
  static func layout(fromDump bytes: [UInt8], path: String) -> Result<DumpLayout, ImportFailure> {
    func failure(_ diagnostic: ImportDiagnostic) -> Result<DumpLayout, ImportFailure> {
      .failure(ImportFailure(path: path, diagnostics: [diagnostic]))
    }
    guard bytes.count <= CaptureLimits.maximumLogSize else { return failure(tooLarge(bytes.count)) }
    let (file, problem) = LogText.scan(bytes)
    if let problem { return failure(notText(problem, in: file)) }
    let dump = DumpText(file: file)
    guard let lines = dump.lines else { return failure(noFrames) }
    let (elements, details): ([DumpElement], [Int: DumpElement.Details])
    switch read(lines, in: dump) {
    case .success(let read): (elements, details) = read
    case .failure(let failure):
      return .failure(
        ImportFailure(path: path, diagnostics: failure.errors, omittedCount: failure.omitted))
    }
    guard elements.contains(where: { $0.frame != nil }) else { return failure(noFrames) }
    var tree = DumpTree(
      elements: elements, details: details, shape: lines.shape, bytes: dump.text.bytes)
    guard tree.chooseRoot() else { return failure(nothingToKeep(lines.shape)) }
    let layout: DumpTree.Layout
    do {
      layout = try tree.layout()
    } catch {
      return failure(dump.diagnostic(error.message, atByte: error.offset))
    }
    var result = DumpLayout(
      shape: lines.shape, root: layout.root, screen: tree.screen,
      keyboardHeight: tree.keyboardHeight, elementCount: elements.count,
      viewCount: layout.viewCount, hasScrollView: layout.hasScrollView)
    if lines.shape == .uiKit && elements[0].role != .window {
      result.warnings.append(
        dump.diagnostic(
          "the dump does not start with a window: this view's size is taken as the screen's, "
            + "and it is placed at (0, 0)", atByte: elements[0].offset, severity: .warning))
    }
    return .success(result)
  }

  /// The errors of a dump's element lines.
  struct LineErrors: Error {
    var errors: [ImportDiagnostic] = []
    var omitted = 0
  }

  /// The elements of the element lines, each with its parent: the nearest line before it
  /// that is less indented.
  private static func read(
    _ lines: DumpLines, in dump: DumpText
  ) -> Result<([DumpElement], [Int: DumpElement.Details]), LineErrors> {
    var elements: [DumpElement] = []
    var details: [Int: DumpElement.Details] = [:]
    elements.reserveCapacity(lines.count)
    var open: [(indent: Int, index: Int)] = []
    var problems = LineErrors()
    let bytes = dump.text.bytes
    lines.forEach(in: dump.text) { line in
      var element: DumpElement
      let extra: DumpElement.Details?
      do throws(LogError) {
        switch lines.shape {
        case .xcuiTest:
          (element, extra) = try DumpLineReader.xcuiTestElement(in: bytes, line: line)
        case .uiKit: (element, extra) = try DumpLineReader.uiKitView(in: bytes, line: line)
        }
      } catch {
        if problems.errors.count < CaptureLimits.maximumDiagnostics {
          problems.errors.append(dump.diagnostic(error.message, atByte: error.offset))
        } else {
          problems.omitted += 1
        }
        return
      }
      while let last = open.last, last.indent >= line.indent { open.removeLast() }
      element.parent = open.last?.index
      open.append((line.indent, elements.count))
      if let extra { details[elements.count] = extra }
      elements.append(element)
    }
    return problems.errors.isEmpty ? .success((elements, details)) : .failure(problems)
  }

  /// The message for a dump larger than ``CaptureLimits/maximumLogSize``.
  package static func tooLarge(_ size: Int) -> ImportDiagnostic {
    ImportDiagnostic(
      severity: .error, location: nil,
      message:
        "the dump is \(size) bytes; kbreplay import reads dumps of at most "
        + "\(CaptureLimits.maximumLogSize) bytes (32 MiB): print the window that holds the "
        + "screen's inputs")
  }

  private static let noFrames = ImportDiagnostic(
    severity: .error, location: nil,
    message:
      "the dump has no element with a frame: expected XCUITest's element tree "
      + "(print(app.debugDescription)) or UIKit's recursiveDescription; a view controller "
      + "hierarchy (_printHierarchy) has no frames")

  private static func nothingToKeep(_ shape: DumpText.Shape) -> ImportDiagnostic {
    let root = shape == .xcuiTest ? "no Window in the dump holds" : "the dump's first view holds no"
    return ImportDiagnostic(
      severity: .error, location: nil,
      message:
        "there is nothing to keep: \(root) text input, button or scroll view (outside text "
        + "inputs and the keyboard)")
  }

  private static func notText(_ problem: LogText.Problem, in text: LogText) -> ImportDiagnostic {
    switch problem {
    case .nul(let offset):
      return text.diagnostic(
        "the dump is not text: a NUL byte here (is it a binary file?)", atByte: offset)
    case .invalidUTF8(let offset):
      return text.diagnostic(
        "the dump is not UTF-8 text: this byte is not part of a UTF-8 character", atByte: offset)
    case .utf16:
      return ImportDiagnostic(
        severity: .error, location: SourcePosition(line: 1, column: 1),
        message: "dumps must be UTF-8; this one starts with a UTF-16 byte-order mark")
    }
  }
}
