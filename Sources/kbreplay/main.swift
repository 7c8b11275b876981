import KBReplayCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(KBReplay.main(arguments: Array(CommandLine.arguments.dropFirst())))
