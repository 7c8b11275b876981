@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import Testing

@testable import KBReplayCLI

@Suite struct DevicesCommandTests {
  @Test func printsThePresetsAsAnAlignedTable() {
    let console = RecordingConsole()
    let status = DevicesCommand().run(in: CommandContext(console: console))
    #expect(status == .success)
    #expect(console.standardError == "")
    #expect(
      console.standardOutput == """
        preset             screen      safe area top/bottom  keyboard  accessory
        iphone-se          375 x 667   20 / 0                260       55
        iphone-13-mini     375 x 812   50 / 34               336       55
        iphone-11          414 x 896   48 / 34               346       55
        iphone-15          393 x 852   59 / 34               336       55
        iphone-15-pro-max  430 x 932   59 / 34               346       55
        ipad               768 x 1024  20 / 0                313       55

        """)
  }

  @Test func printsFractionalValuesWithUpToTwoDecimals() {
    let device = Device(
      name: "odd", screen: Size(width: 320.5, height: 480.25),
      safeArea: Insets(top: 0.125, bottom: 1 / 3), keyboardHeight: 200.999,
      accessoryHeight: 44.1)
    #expect(
      DevicesCommand.table([device]) == [
        "preset  screen          safe area top/bottom  keyboard  accessory",
        "odd     320.5 x 480.25  0.13 / 0.33           201       44.1",
      ])
  }

  struct LengthCase: Sendable {
    var value: Double
    var text: String
  }

  @Test(arguments: [
    LengthCase(value: 375, text: "375"),
    LengthCase(value: 0, text: "0"),
    LengthCase(value: -0.0, text: "0"),
    LengthCase(value: -0.004, text: "0"),
    LengthCase(value: 0.005, text: "0.01"),
    LengthCase(value: -0.005, text: "-0.01"),
    LengthCase(value: 12.5, text: "12.5"),
    LengthCase(value: 12.05, text: "12.05"),
    LengthCase(value: 99.999, text: "100"),
    LengthCase(value: -3.1, text: "-3.1"),
  ])
  func lengthsPrintWithoutLocaleOrTrailingZeros(_ testCase: LengthCase) {
    #expect(DecimalFormat.compact(testCase.value) == testCase.text)
  }
}
