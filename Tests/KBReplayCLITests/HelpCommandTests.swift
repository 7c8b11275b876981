import Testing

@testable import KBReplayCLI

/// The help texts, compared whole: they are the tool's user interface.
@Suite struct HelpCommandTests {
  func printedHelp(_ topic: CommandName?) -> String {
    let console = RecordingConsole()
    let status = HelpCommand(topic: topic).run(in: CommandContext(console: console))
    #expect(status == .success)
    #expect(console.standardError == "")
    return console.standardOutput
  }

  @Test func overview() {
    #expect(
      printedHelp(nil) == """
        OVERVIEW: Replay scenes of iOS screens through a model of SwiftUI keyboard
        avoidance, and check what the keyboard covers.

        USAGE: kbreplay <command> [<arguments>]
               kbreplay --help | --version

        COMMANDS:
          test [PATH...]         Replay scenes and compare them with their goldens.
          run SCENE              Replay one scene and print its trace.
          lint [PATH...]         Load and validate scene files without replaying them.
          accept [PATH...]       Turn pending goldens (*.golden.new) into goldens.
          reject [PATH...]       Delete pending goldens (*.golden.new).
          diff EXPECTED ACTUAL   Compare two trace files within a tolerance.
          new NAME               Write a commented starter scene to edit.
          devices                List the device presets a scene can name.
          review [PATH...]       Accept or reject pending goldens one by one.
          watch [PATH...]        Test scenes, then test again those whose files change.
          import LOG             Make a scene from a keyboard log captured on a device.
          explore [PATH...]      Replay scenes under variations and report what breaks.
          help [COMMAND]         Show the overview, or one command's help.

        OPTIONS:
          -h, --help   Show this overview.
          --version    Print the version.

        Run 'kbreplay help <command>' for a command's details.

        """)
  }

  @Test func run() {
    #expect(
      printedHelp(.run) == """
        OVERVIEW: Replay one scene and print its trace.

        USAGE: kbreplay run SCENE

        ARGUMENTS:
          SCENE   The scene file to replay.

        OPTIONS:
          --format <format>       text (default; the form golden files hold), json,
                                  or html (a report with plots and screen drawings).
          --strategy <strategy>   Replay only this strategy (one the scene lists).
          -h, --help              Show help for this command.

        The trace goes to standard output; its 'source:' is the file's name without
        folders. Each failed expectation goes to standard error as
        'path:line:column: error: message'.

        With --format html the output is one self-contained HTML page instead: a
        plot of each run over time and drawings of the screen at its settled
        moments (save it, e.g. 'kbreplay run SCENE --format html > scene.html').

        Exit status: 0 when every expectation holds; 1 when one fails; 2 when the
        scene is invalid or cannot be read, or for a usage error.

        """)
  }

  @Test func lint() {
    #expect(
      printedHelp(.lint) == """
        OVERVIEW: Load and validate scene files without replaying them.

        USAGE: kbreplay lint [PATH...]

        ARGUMENTS:
          PATH   A scene file (any extension), or a folder searched recursively
                 for *.yaml and *.yml files, skipping hidden ones (default: Scenes).

        OPTIONS:
          --jobs <n>   Scenes handled at once (default: the core count).
          -h, --help   Show help for this command.

        Problems go to standard error, in path order whatever --jobs is, then a summary
        line such as '12 scenes valid, 1 invalid' to standard output.

        Exit status: 0 when every scene is valid; 2 when one is not, or a path is
        missing.

        """)
  }

  @Test func test() {
    #expect(
      printedHelp(.test) == """
        OVERVIEW: Replay scenes and compare them with their goldens.

        USAGE: kbreplay test [PATH...]

        ARGUMENTS:
          PATH   A suite root: a folder searched recursively for
                 *.yaml and *.yml scenes, or one scene file, whose
                 folder is then the root (default: Scenes).

        OPTIONS:
          --record <mode>           When to write goldens: auto (the default: missing,
                                    or never when CI is set), never, missing, failed or
                                    all. KBREPLAY_RECORD sets it too; the option wins.
          --tolerance <points>      How far lengths may differ from goldens (0.01).
          --jobs <n>                Scenes handled at once (default: the core count).
          --shard <i/n>             Test only part i of n of each suite.
          --filter <text>           Test only scenes whose path contains the text.
          --junit <file>            Also write the results to the file as JUnit XML.
          --report <file>           Also write an HTML report to the file: a plot of
                                    every run and drawings of the screen.
          --unreferenced <action>   Goldens without a scene, on runs without --filter
                                    and --shard: ignore, warn (default), reject or
                                    delete.
          -h, --help                Show help for this command.

        The golden of X.yaml is X.golden beside it; a pending one, written for
        review, is X.golden.new (see 'kbreplay accept' and 'kbreplay reject').

        Prints a line per scene (PASS, FAIL, NEW, UPDATED or ERROR) with details
        under failures, then a summary such as '12 passed, 1 failed'.

        Exit status: 0 when every scene passed; 1 when one failed; 2 for an
        invalid scene, invalid usage or a file that could not be read or written.

        """)
  }

  @Test func new() {
    #expect(
      printedHelp(.new) == """
        OVERVIEW: Write a commented starter scene to edit.

        USAGE: kbreplay new NAME

        ARGUMENTS:
          NAME   The scene file to write; '.yaml' is added unless NAME ends in .yaml
                 or .yml. Missing folders are created.

        OPTIONS:
          --device <device>   The device preset (default: iphone-15); see
                              'kbreplay devices'.
          --swiftui           A SwiftUI starter: the form in the keyboard safe
                              area (keyboardSafeArea: true, iOS 14 and later).
          -h, --help          Show help for this command.

        The starter is a sign-in form sized for the device, with a timeline and
        expectations; it is valid as written. With --swiftui the form is laid
        out in SwiftUI's keyboard safe area (keyboardSafeArea: true) instead.
        When the file exists nothing is written: kbreplay new never overwrites.

        Exit status: 0 when the file was written; 2 when it exists or cannot be
        written, or for a usage error.

        """)
  }

  @Test func diff() {
    #expect(
      printedHelp(.diff) == """
        OVERVIEW: Compare two trace files within a tolerance.

        USAGE: kbreplay diff EXPECTED ACTUAL

        ARGUMENTS:
          EXPECTED   The expected trace, such as a golden.
          ACTUAL     The trace to compare with it.

        OPTIONS:
          --tolerance <points>   How far lengths may differ (default 0.01).
          -h, --help             Show help for this command.

        Structure, times and texts must match exactly; lengths within the
        tolerance. Prints the first and largest difference and the differing
        lines.

        Exit status: 0 when the traces agree; 1 when they differ; 2 for an
        error.

        """)
  }

  @Test func acceptAndReject() {
    #expect(
      printedHelp(.accept) == """
        OVERVIEW: Turn pending goldens (*.golden.new) into goldens.

        USAGE: kbreplay accept [PATH...]

        ARGUMENTS:
          PATH   A folder searched recursively for *.golden.new files, or a
                 scene, golden or pending file (default: Scenes).

        OPTIONS:
          -h, --help   Show help for this command.

        Each X.golden.new replaces X.golden, atomically. Prints each accepted
        file, then a count. Exit status 0, or 2 when a path is missing or a file
        cannot be renamed.

        """)
    #expect(
      printedHelp(.reject).hasPrefix(
        """
        OVERVIEW: Delete pending goldens (*.golden.new).

        USAGE: kbreplay reject [PATH...]

        """))
  }

  @Test func review() {
    #expect(
      printedHelp(.review) == """
        OVERVIEW: Accept or reject pending goldens one by one.

        USAGE: kbreplay review [PATH...]

        ARGUMENTS:
          PATH   A folder searched recursively for *.golden.new files, or a
                 scene, golden or pending file (default: Scenes).

        OPTIONS:
          --tolerance <points>   How far lengths may differ from goldens (0.01).
          -h, --help             Show help for this command.

        For each X.golden.new, in path order, prints its scene and title and how
        it differs from X.golden, as 'kbreplay test' does, then asks:
          accept (a), reject (r), skip (s), quit (q)?
        Answers are read a line at a time from standard input, a terminal or a
        pipe; the end of the input answers q. Accepting renames X.golden.new
        over X.golden, atomically; rejecting deletes it; skip and quit leave it.

        Ends with a summary such as 'accepted 2, rejected 1, skipped 0'. Exit
        status 0, or 2 for invalid usage, a missing path or a file that cannot
        be read, renamed or deleted.

        """)
  }

  @Test func watch() {
    #expect(
      printedHelp(.watch) == """
        OVERVIEW: Test scenes, then test again those whose files change.

        USAGE: kbreplay watch [PATH...]

        ARGUMENTS:
          PATH   A suite root: a folder searched recursively for
                 *.yaml and *.yml scenes, or one scene file, whose
                 folder is then the root (default: Scenes).

        OPTIONS:
          --record <mode>           When to write goldens: auto (the default: missing,
                                    or never when CI is set), never, missing, failed or
                                    all. KBREPLAY_RECORD sets it too; the option wins.
          --tolerance <points>      How far lengths may differ from goldens (0.01).
          --jobs <n>                Scenes handled at once (default: the core count).
          --shard <i/n>             Test only part i of n of each suite.
          --filter <text>           Test only scenes whose path contains the text.
          --unreferenced <action>   Goldens without a scene, on runs without --filter
                                    and --shard: ignore, warn (default), reject or
                                    delete.
          -h, --help                Show help for this command.

        Tests every scene as 'kbreplay test' does, then every 0.5 s compares the
        scene files and their goldens (X.golden) with what they held, and tests
        again the scenes whose scene or golden changed, or every scene when one
        was added or removed. Each round prints the lines 'test' prints and a
        summary. The goldens a round writes do not start another.

        Goldens without a scene are looked for only in rounds of every scene.
        An invalid scene is reported and watching goes on. On CI (CI set), the
        default record mode writes no golden, as for 'test'.

        Ctrl-C (SIGINT) or SIGTERM stops it, with exit status 0 and no temporary
        file left; exit status 2 for invalid usage.

        """)
  }

  @Test func devices() {
    #expect(
      printedHelp(.devices) == """
        OVERVIEW: List the device presets a scene can name.

        USAGE: kbreplay devices

        OPTIONS:
          -h, --help   Show help for this command.

        A scene names one with 'device:' (default: iphone-15) and may
        override any value with 'screen:', 'safeArea:' and 'keyboard:'.

        """)
  }

  @Test func importCommand() {
    #expect(
      printedHelp(.import) == """
        OVERVIEW: Make a scene from a keyboard log captured on a device.

        USAGE: kbreplay import LOG

        ARGUMENTS:
          LOG   JSON lines written by an app's debug build, or keyboard notifications
                as Xcode's console, NSLog or print wrote them (docs/capture.md);
                - reads standard input (pbpaste | kbreplay import - -o SCENE).
                Optional with --layout.

        OPTIONS:
          --layout <dump>        A view-hierarchy dump whose layout the scene takes
                                 (XCUITest's tree or UIKit's recursiveDescription);
                                 - reads standard input.
          --device <device>      The device preset (default: the one the frames
                                 tell, else iphone-15); a screen line in the log
                                 overrides its screen and safe area.
          -o, --output <scene>   Write the scene to this file ('.yaml' is added unless
                                 it ends in .yaml or .yml), never over an existing one;
                                 missing folders are created. Default: standard output.
          -h, --help             Show help for this command.

        The scene replays the log's keyboard frames (system: {keyboard: scripted}):
        each posting becomes a keyboard: {frame} event, each focus line a focus
        event and, at its first frame, a text field; did-notifications become
        comments. Times are shifted so that the first line is at 0.1 s.

        For printed notifications, the screen comes from the frames unless
        --device names it, and what the log leaves out (names of bare userInfo
        dictionaries, begin frames, durations, curves, timestamps) is filled in
        and said in comments. A notification cut off, or without its end frame,
        is a warning and left out.

        --layout DUMP takes the scene's view tree from XCUITest's element tree
        (print(app.debugDescription)) or UIKit's recursiveDescription, and its
        screen from the dump's window unless --device or a screen line names
        one; without a log, each text input is focused in turn under the model
        keyboard.

        A line that cannot be read is reported as LOG:line:col with the line and
        a caret, and nothing is written. kbreplay import never overwrites a file.

        Exit status: 0 when the scene was written; 2 for a log that cannot be
        read or imported, an existing -o file, or a usage error.

        """)
  }

  @Test func help() {
    #expect(
      printedHelp(.help) == """
        OVERVIEW: Show the overview, or one command's help.

        USAGE: kbreplay help [COMMAND]

        ARGUMENTS:
          COMMAND   One of: test, run, lint, accept, reject, diff, new, devices, review,
                    watch, import, explore, help.

        OPTIONS:
          -h, --help   Show help for this command.

        """)
  }

  @Test(arguments: CommandName.allCases)
  func everyLineFitsInEightyColumns(_ topic: CommandName) {
    for text in [printedHelp(topic), printedHelp(nil)] {
      let long = text.split(separator: "\n").filter { $0.count > 80 }
      #expect(long.isEmpty)
      #expect(!text.contains(" \n"))
    }
  }
}
