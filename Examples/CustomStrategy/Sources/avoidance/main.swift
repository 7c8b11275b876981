// A team's own runner: every command and option of `kbreplay`, with its strategies.
import KBReplayCLI
import KeyboardDistance

KBReplayCommand.main(strategies: [LiftAboveKeyboard(), KeyboardDistance()])  // never returns
