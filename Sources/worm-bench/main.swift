#if canImport(Glibc)
import Glibc
#endif
import WormApp

exit(Benchmark.main(arguments: Array(CommandLine.arguments.dropFirst())))
