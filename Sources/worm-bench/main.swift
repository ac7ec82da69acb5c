#if canImport(Glibc)
import Glibc
#endif
import WormApp

let arguments = Array(CommandLine.arguments.dropFirst())
if BoardBench.handles(arguments) { exit(BoardBench.main(arguments: arguments)) }
if VenueCheck.handles(arguments) { exit(VenueCheck.main(arguments: arguments)) }
if arguments.first == "venue-frames" {
    do {
        print(try VenueFrames.run(rows: 10))
        exit(0)
    } catch {
        printError("worm-bench: venue-frames: \(error)")
        exit(1)
    }
}
exit(SaveLoop.handles(arguments) ? SaveLoop.main(arguments: arguments) : Benchmark.main(arguments: arguments))
