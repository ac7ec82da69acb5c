/// The venue (R74) is given a slice of every frame, and says goodbye when the run ends: a service of the runner.
extension Venue: RunService {}
