extension DiscoveryScope {
    /// The venue table's own ports and tag, beside Versus discovery's (docs/VENUE.md): on a real network the UDP
    /// ports 7781–7788; in a test's named scope, eight ports and a tag of their own, derived from the scope's, so
    /// tests run side by side never see each other's venues, as with Versus.
    var venue: DiscoveryScope {
        guard tag != 0 else { return DiscoveryScope(tag: 0, ports: 7781...7788) }
        return DiscoveryScope(named: "venue-\(tag)")
    }
}
