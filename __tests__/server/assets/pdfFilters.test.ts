/**
 * The PDF stream filters the upload check decodes (server/services/assets/pdfFilters.ts): each
 * against the PDF specification's own examples and against independent implementations (the
 * LZW of libtiff, the PNG predictors of libpng, both through sharp), and strict where a reader
 * could read the data another way.
 */
import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import sharp from 'sharp';
import {
  ascii85,
  asciiHex,
  decodeChain,
  flate,
  lzw,
  runLength,
  unpredict,
  type FilterStep,
} from '../../../server/services/assets/pdfFilters';
import { lzwEncode, pdfEncode, type PdfFilterName } from './fileMakers';

const MAX = 16 * 1024 * 1024;

/** The strips of a single-image TIFF, concatenated (its IFD read for StripOffsets/ByteCounts). */
function tiffStrips(tif: Buffer): { compression: number; data: Buffer[] } {
  const little = tif.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tif.readUInt16LE(at) : tif.readUInt16BE(at));
  const u32 = (at: number) => (little ? tif.readUInt32LE(at) : tif.readUInt32BE(at));
  const ifd = u32(4);
  const tags = new Map<number, number[]>();
  for (let i = 0; i < u16(ifd); i += 1) {
    const entry = ifd + 2 + i * 12;
    const [tag, type, count] = [u16(entry), u16(entry + 2), u32(entry + 4)];
    const size = type === 3 ? 2 : 4;
    const base = count * size <= 4 ? entry + 8 : u32(entry + 8);
    tags.set(
      tag,
      Array.from({ length: count }, (_v, k) =>
        size === 2 ? u16(base + k * 2) : u32(base + k * 4),
      ),
    );
  }
  const offsets = tags.get(273)!;
  const counts = tags.get(279)!;
  return {
    compression: tags.get(259)![0]!,
    data: offsets.map((offset, i) => tif.subarray(offset, offset + counts[i]!)),
  };
}

/** A grey picture whose rows differ enough to fill LZW's table several times over. */
function greyPixels(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height);
  for (let i = 0; i < raw.length; i += 1) {
    raw[i] = (Math.floor(i / 7) * 13 + (i % 11) * (i % 5)) & 0xff;
  }
  return raw;
}

describe('PDF filters', () => {
  it('decode the specification’s examples (ISO 32000-1 §7.4.4.2, §7.4.3)', () => {
    const example = Buffer.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]);
    expect(lzw(example, 1, MAX).toString()).toBe('-----A---B');
    expect(lzwEncode(Buffer.from('-----A---B')).equals(example)).toBe(true);
    expect(ascii85(Buffer.from('87cURD]i,"Ebo80~>'), MAX).toString()).toBe('Hello World!');
    expect(asciiHex(Buffer.from('48 65\n6C6c 6F7>'), MAX).toString()).toBe('Hellop');
    expect(
      runLength(Buffer.from([2, 0x61, 0x62, 0x63, 254, 0x7a, 128, 0x21]), MAX).toString(),
    ).toBe('abczzz');
  });

  it('read LZW as libtiff writes it, and write it as libtiff reads it', async () => {
    const [width, height] = [300, 200];
    const raw = greyPixels(width, height);
    const tif = await sharp(raw, { raw: { width, height, channels: 1 } })
      .toColourspace('b-w')
      .tiff({ compression: 'lzw', predictor: 'none' })
      .toBuffer();
    const strips = tiffStrips(tif);
    expect(strips.compression).toBe(5); // LZW
    expect(Buffer.concat(strips.data.map((d) => lzw(d, 1, MAX))).equals(raw)).toBe(true);

    // Ours, in a one-strip TIFF, read back by libtiff.
    const data = lzwEncode(raw);
    const fields: [number, number, number][] = [
      [256, 3, width],
      [257, 3, height],
      [258, 3, 8],
      [259, 3, 5],
      [262, 3, 1],
      [273, 4, 0],
      [277, 3, 1],
      [278, 3, height],
      [279, 4, data.length],
    ];
    const dataAt = 8 + 2 + fields.length * 12 + 4;
    const file = Buffer.alloc(dataAt + data.length);
    file.write('II');
    file.writeUInt16LE(42, 2);
    file.writeUInt32LE(8, 4);
    file.writeUInt16LE(fields.length, 8);
    fields.forEach(([tag, type, value], i) => {
      const at = 10 + i * 12;
      file.writeUInt16LE(tag, at);
      file.writeUInt16LE(type, at + 2);
      file.writeUInt32LE(1, at + 4);
      if (tag === 273) file.writeUInt32LE(dataAt, at + 8);
      else if (type === 3) file.writeUInt16LE(value, at + 8);
      else file.writeUInt32LE(value, at + 8);
    });
    data.copy(file, dataAt);
    const back = await sharp(file).toColourspace('b-w').raw().toBuffer();
    expect(back.equals(raw)).toBe(true);
  });

  it('undo the PNG predictors as libpng wrote them (every row filter, 1 to 4 colours)', async () => {
    const used = new Set<number>();
    for (const channels of [1, 3, 4] as const) {
      for (const pattern of [0, 1, 2, 3]) {
        const [width, height] = [97, 61];
        const noise = (i: number) => ((i * 2654435761) >>> 13) & 0xff;
        const raw = Buffer.alloc(width * height * channels);
        for (let i = 0; i < raw.length; i += 1) {
          const x = Math.floor(i / channels) % width;
          const y = Math.floor(i / channels / width);
          raw[i] =
            [
              x * 7 + noise(x),
              x * 3 + y * 5 + (noise(i) % 3),
              (x * y) / 3 + (noise(y * 31 + x) % 40),
              noise(x) + noise(y),
            ][pattern]! & 0xff;
        }
        let image = sharp(raw, { raw: { width, height, channels } });
        if (channels === 1) image = image.toColourspace('b-w');
        const png = await image.png({ adaptiveFiltering: true }).toBuffer();
        const idat: Buffer[] = [];
        for (let at = 8; at < png.length;) {
          const length = png.readUInt32BE(at);
          if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
            idat.push(png.subarray(at + 8, at + 8 + length));
          }
          at += 12 + length;
        }
        const filtered = inflateSync(Buffer.concat(idat));
        for (let row = 0; row < height; row += 1) used.add(filtered[row * (width * channels + 1)]!);
        const params = new Map([
          ['Predictor', 15],
          ['Colors', channels],
          ['BitsPerComponent', 8],
          ['Columns', width],
        ]);
        expect(unpredict(filtered, params).equals(raw)).toBe(true);
      }
    }
    expect([...used].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('decode every chain the test files use back to what was encoded', () => {
    const chains: PdfFilterName[][] = [
      ['AHx'],
      ['A85'],
      ['Fl'],
      ['LZW'],
      ['RL'],
      ['A85', 'Fl'],
      ['AHx', 'LZW'],
      ['RL', 'AHx', 'Fl'],
      ['A85', 'LZW', 'RL'],
    ];
    for (const payload of [
      Buffer.from('<< /Type /Catalog >> '.repeat(300)),
      randomBytes(20000),
      Buffer.alloc(5000),
      Buffer.from('a'),
    ]) {
      for (const chain of chains) {
        const steps: FilterStep[] = chain.map((name) => ({ name, params: null }));
        const decoded = decodeChain(pdfEncode(payload, chain), steps, MAX);
        expect(decoded.ok && decoded.data.equals(payload)).toBe(true);
      }
    }
  });

  it('fail on what a reader could read another way, and stop at their bounds', () => {
    const fails = (data: Buffer, name: string) => decodeChain(data, [{ name, params: null }], MAX);
    expect(fails(Buffer.from('4A6x61>'), 'AHx')).toEqual({ ok: false, reason: 'failed' });
    expect(fails(Buffer.from('<~87cURD]i,"Ebo80~>'), 'A85')).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(fails(Buffer.from('87cUR{D~>'), 'A85')).toEqual({ ok: false, reason: 'failed' });
    const broken = deflateSync(Buffer.from('<< /S /JavaScript >>'.repeat(50)));
    broken.fill(0xff, 4, 12);
    expect(fails(broken, 'Fl')).toEqual({ ok: false, reason: 'failed' });
    expect(fails(Buffer.from('abc'), 'JBIG2Decode')).toEqual({ ok: false, reason: 'unsupported' });
    expect(fails(Buffer.from('abc'), 'Crypt')).toEqual({ ok: false, reason: 'unsupported' });
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024));
    expect(decodeChain(bomb, [{ name: 'Fl', params: null }], MAX)).toEqual({
      ok: false,
      reason: 'too-large',
    });
    // A wrong checksum or a cut stream still gives what readers show.
    const whole = deflateSync(Buffer.from('<< /S /JavaScript >>'));
    const badSum = Buffer.from(whole);
    badSum[badSum.length - 1]! ^= 0xff;
    expect(flate(badSum, MAX).toString()).toBe('<< /S /JavaScript >>');
    const long = deflateSync(
      Buffer.from(`<< /S /JavaScript /JS (${randomBytes(20000).toString('hex')}) >>`),
    );
    expect(flate(long.subarray(0, long.length - 100), MAX).toString()).toContain('/JavaScript');
  });
});
