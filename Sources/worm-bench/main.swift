#if canImport(Glibc)
import Glibc
#endif
import WormApp

let arguments = Array(CommandLine.arguments.dropFirst())
if BoardBench.handles(arguments) { exit(BoardBench.main(arguments: arguments)) }
if VenueCheck.handles(arguments) { exit(VenueCheck.main(arguments: arguments)) }
if VenueFrames.handles(arguments) { exit(VenueFrames.main(arguments: arguments)) }
exit(SaveLoop.handles(arguments) ? SaveLoop.main(arguments: arguments) : Benchmark.main(arguments: arguments))
