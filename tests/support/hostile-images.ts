import zlib from "node:zlib";

// Files that claim to be pictures and are not, or are pictures meant to exhaust the server.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG of a few hundred bytes whose header declares width x height pixels. */
export function pixelFloodPng(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const firstRows = zlib.deflateSync(Buffer.alloc(4 * (1 + width * 3)));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", firstRows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A GIF whose screen and image declare width x height pixels, with a token of image data. */
export function pixelFloodGif(width = 50_000, height = 50_000): Buffer {
  const size = (w: number, h: number) => Buffer.from([w & 0xff, w >> 8, h & 0xff, h >> 8]);
  return Buffer.concat([
    Buffer.from("GIF89a", "latin1"),
    size(width, height),
    Buffer.from([0x80, 0, 0]),
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x2c, 0, 0, 0, 0]),
    size(width, height),
    Buffer.from([0]),
    Buffer.from([2, 2, 0x4c, 0x01, 0]),
    Buffer.from([0x3b]),
  ]);
}

export const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
);
export const HTML_PAGE = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);
/** A real PNG signature, then a web page: passes a look at the first bytes, not a decoder. */
export const PNG_HTML_POLYGLOT = Buffer.concat([PNG_SIGNATURE, HTML_PAGE]);
/** A JPEG's first bytes, then 6 MB. */
export const OVERSIZE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]);
