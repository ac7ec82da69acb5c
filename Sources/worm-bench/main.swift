#if canImport(Glibc)
import Glibc
#endif
import WormApp

let arguments = Array(CommandLine.arguments.dropFirst())
if VenueCheck.handles(arguments) { exit(VenueCheck.main(arguments: arguments)) }
exit(SaveLoop.handles(arguments) ? SaveLoop.main(arguments: arguments) : Benchmark.main(arguments: arguments))
