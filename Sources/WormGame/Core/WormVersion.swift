/// The program's version.
public enum WormVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
