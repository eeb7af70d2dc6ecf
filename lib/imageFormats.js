// @ts-check
// CommonJS so the image manifest (pipeline/images/manifest.cjs, required before anything compiles) and the content
// check read one list of what the build encodes from: they cannot drift apart.

/**
 * @typedef {object} SourceFormat
 * @property {string} name
 * @property {string[]} extensions lower case, with the dot; the first is the one to suggest
 * @property {(head: Uint8Array) => boolean} matches
 */

/** @param {Uint8Array} head @param {number} at @param {string} text */
const ascii = (head, at, text) => [...text].every((c, i) => head[at + i] === c.charCodeAt(0));

/**
 * The formats an original under public/images/ may have: the ones sharp decodes and the manifest reads the size of.
 * @type {readonly SourceFormat[]}
 */
const SOURCE_FORMATS = [
  { name: 'PNG', extensions: ['.png'], matches: (h) => h[0] === 0x89 && ascii(h, 1, 'PNG\r\n\x1a\n') },
  { name: 'JPEG', extensions: ['.jpg', '.jpeg'], matches: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  { name: 'WebP', extensions: ['.webp'], matches: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP') },
];

/** Every extension of {@link SOURCE_FORMATS}, lower case with the dot. */
const SOURCE_EXTENSIONS = new Set(SOURCE_FORMATS.flatMap((f) => f.extensions));

/** The formats and their extensions as a message lists them: 「PNG（.png）・JPEG（.jpg .jpeg）・WebP（.webp）」. */
const SOURCE_FORMATS_TEXT = SOURCE_FORMATS.map((f) => `${f.name}（${f.extensions.join(' ')}）`).join('・');

/**
 * The source format the first bytes of a file are in, whatever its name says.
 * @param {Uint8Array} head
 * @returns {SourceFormat | undefined}
 */
function sourceFormatOf(head) {
  return SOURCE_FORMATS.find((f) => f.matches(head));
}

/**
 * Width and height from the header of a {@link SOURCE_FORMATS} file, without decoding; undefined for any other file.
 * @param {Buffer} buf
 * @returns {{ width: number, height: number } | undefined}
 */
function imageSizeOf(buf) {
  const size = headerSize(buf);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

/**
 * @param {Buffer} buf
 * @returns {{ width: number, height: number } | undefined}
 */
function headerSize(buf) {
  const format = sourceFormatOf(buf)?.name;
  if (format === 'PNG' && buf.length >= 24 && buf.toString('latin1', 12, 16) === 'IHDR') {
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  }
  if (format === 'JPEG') {
    let i = 2;
    while (i + 9 < buf.length) {
      if (buf[i] !== 0xff) break;
      const marker = buf[i + 1];
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      const length = buf.readUInt16BE(i + 2);
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
      i += 2 + length;
    }
  }
  if (format === 'WebP' && buf.length >= 30) {
    const chunk = buf.toString('latin1', 12, 16);
    if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = buf.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

module.exports = { SOURCE_FORMATS, SOURCE_EXTENSIONS, SOURCE_FORMATS_TEXT, imageSizeOf, sourceFormatOf };
