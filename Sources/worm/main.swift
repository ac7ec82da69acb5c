#if canImport(Glibc)
import Glibc
#endif
import WormApp

exit(WormMain.run(arguments: Array(CommandLine.arguments.dropFirst())))
