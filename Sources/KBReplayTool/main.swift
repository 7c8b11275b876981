import KBReplayCLI

KBReplayCommand.main(strategies: [])
