import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A minimal PNG encoder: 8-bit RGBA, no filtering; `rgba` holds width x height x 4 bytes. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('encodePng: wrong pixel count');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type: RGBA
  // compression, filter and interlace methods stay 0
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 4 + 1);
    rows[start] = 0; // filter: none
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), start + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type Rgb = readonly [number, number, number];

/** A size x size PNG of one opaque colour: a real image file for tests that upload one. */
export function solidPng(size = 8, color: Rgb = [230, 80, 40]): Buffer {
  const pixels = new Uint8Array(size * size * 4);
  for (let offset = 0; offset < pixels.length; offset += 4) pixels.set([...color, 255], offset);
  return encodePng(size, size, pixels);
}

/** 5x7 glyphs for the badge initials. */
const GLYPHS: Record<string, string[]> = {
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  N: ['#...#', '##..#', '##..#', '#.#.#', '#..##', '#..##', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
};

/**
 * A round badge of `color` with a white initial, on a transparent background, anti-aliased at
 * the edge: enough for a store logo in the demo without shipping image files.
 */
export function badgePng({ size = 128, color, letter }: { size?: number; color: Rgb; letter: string }): Buffer {
  const pixels = new Uint8Array(size * size * 4);
  const centre = (size - 1) / 2;
  const radius = size / 2 - 2;
  const glyph = GLYPHS[letter.toUpperCase()] ?? [];
  const scale = Math.floor(size / 12);
  const glyphLeft = Math.round((size - 5 * scale) / 2);
  const glyphTop = Math.round((size - 7 * scale) / 2);

  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - centre, y - centre);
      const coverage = Math.min(1, Math.max(0, radius - distance + 0.5));
      if (coverage === 0) continue;
      const row = glyph[Math.floor((y - glyphTop) / scale)];
      const inLetter = y >= glyphTop && x >= glyphLeft && row?.[Math.floor((x - glyphLeft) / scale)] === '#';
      const offset = (y * size + x) * 4;
      const [r, g, b] = inLetter ? [255, 255, 255] : color;
      pixels[offset] = r;
      pixels[offset + 1] = g;
      pixels[offset + 2] = b;
      pixels[offset + 3] = Math.round(coverage * 255);
    }
  }
  return encodePng(size, size, pixels);
}
