import CSDL2

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

    /// Writes the image as a PNG file.
    public func savePNG(path: String) throws {
        var bytes = pixels
        try bytes.withUnsafeMutableBytes { buffer in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { throw SDLError.last("SDL_CreateRGBSurfaceWithFormatFrom") }
            defer { SDL_FreeSurface(surface) }
            try check(IMG_SavePNG(surface, path), "IMG_SavePNG")
        }
    }
}
