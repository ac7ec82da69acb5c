#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import JobKit
import Synchronization
import Testing

/// The job thread under the board's worker and the venue's helper: jobs done in order on the thread, and `stop`
/// dropping or draining the jobs still waiting as its policy says.
@Suite struct JobThreadTests {
    /// A job thread whose job 0 holds the thread until `release` is set, so that jobs wait behind it.
    final class Held: Sendable {
        let entered = Atomic(false)
        let release = Atomic(false)

        func perform(_ job: Int) -> Int {
            if job == 0 {
                entered.store(true, ordering: .sequentiallyConsistent)
                while !release.load(ordering: .sequentiallyConsistent) { usleepMs(1) }
            }
            return job * 10
        }

        /// Lets job 0 end `ms` milliseconds from now, on another thread.
        func release(afterMs ms: Int) {
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(ms)) {
                self.release.store(true, ordering: .sequentiallyConsistent)
            }
        }

        /// Waits until job 0 runs.
        func waitEntered() {
            while !entered.load(ordering: .sequentiallyConsistent) { usleepMs(1) }
        }
    }

    @Test func jobsAreDoneInOrderAndCollectedOnce() throws {
        let thread = try #require(JobThread<Int, Int>(stop: .dropWaiting) { $0 + 1 })
        for job in 1...5 { #expect(thread.submit(job)) }
        thread.drain()
        #expect(thread.collect() == [2, 3, 4, 5, 6])
        #expect(thread.collect().isEmpty)
        thread.stop()
        #expect(!thread.submit(7))
    }

    /// Jobs 1 and 2 wait behind job 0 when the thread is stopped: dropped, or done first.
    @Test(arguments: [(JobThread<Int, Int>.StopPolicy.dropWaiting, [0]), (.drainWaiting, [0, 10, 20])])
    func stopDoesWithTheWaitingJobsWhatItsPolicySays(policy: JobThread<Int, Int>.StopPolicy, results: [Int]) throws {
        let held = Held()
        let thread = try #require(JobThread<Int, Int>(stop: policy, perform: held.perform))
        thread.submit(0)
        held.waitEntered()
        thread.submit(1)
        thread.submit(2)
        held.release(afterMs: 50)
        thread.stop()
        #expect(thread.collect() == results)
    }

    @Test func aFullQueueTakesNoMore() throws {
        let held = Held()
        let thread = try #require(JobThread<Int, Int>(limit: 2, stop: .drainWaiting, perform: held.perform))
        thread.submit(0)
        held.waitEntered()
        #expect(thread.submit(1))
        #expect(thread.submit(2))
        #expect(!thread.submit(3))
        held.release(afterMs: 0)
        thread.drain()
        #expect(thread.collect() == [0, 10, 20])
        thread.stop()
    }
}

/// Sleeps `ms` milliseconds.
private func usleepMs(_ ms: UInt32) {
    usleep(ms * 1000)
}
