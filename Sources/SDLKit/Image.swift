import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// An image in memory: RGBA bytes, row after row, no padding.
public struct Image: Equatable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Red, green, blue, alpha for each pixel.
    public var pixels: [UInt8]

    /// Creates an image from RGBA bytes; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "an RGBA image needs 4 bytes a pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Loads a PNG or JPEG file.
    public static func load(path: String) throws -> Image {
        guard let loaded = IMG_Load(path) else { throw SDLError.last("IMG_Load") }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw SDLError.last("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        try check(SDL_LockSurface(surface), "SDL_LockSurface")
        defer { SDL_UnlockSurface(surface) }
        let source = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        pixels.withUnsafeMutableBufferPointer { target in
            for row in 0..<height {
                (target.baseAddress! + row * width * 4).update(from: source + row * pitch, count: width * 4)
            }
        }
        return Image(width: width, height: height, pixels: pixels)
    }

    /// Writes the image as a PNG file; every write is checked, to the last byte on the disk
    /// (`/dev/full` or a full disk is an error, not a short file).
    public func savePNG(path: String) throws {
        var bytes = pixels
        try bytes.withUnsafeMutableBytes { buffer in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { throw SDLError.last("SDL_CreateRGBSurfaceWithFormatFrom") }
            defer { SDL_FreeSurface(surface) }
            guard let file = fopen(path, "wb") else { throw SDLError.system("fopen") }
            guard let stream = SDL_RWFromFP(file, SDL_FALSE) else {
                let error = SDLError.last("SDL_RWFromFP")
                fclose(file)
                throw error
            }
            let saved = IMG_SavePNG_RW(surface, stream, 1)
            let savedError = saved < 0 ? SDLError.last("IMG_SavePNG") : nil
            let flushed = fflush(file) == 0 && ferror(file) == 0
            let flushError = flushed ? nil : SDLError.system("fwrite")
            let closed = fclose(file) == 0
            if let error = flushError ?? savedError { throw error }
            if !closed { throw SDLError.system("fclose") }
        }
    }
}
