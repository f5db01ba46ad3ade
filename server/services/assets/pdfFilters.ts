import { constants, inflateRawSync, inflateSync } from 'node:zlib';

/*
 * The standard PDF stream filters a PDF may hide dictionaries behind (ISO 32000-1 §7.4), decoded
 * so that the check reads what a reader reads: ASCIIHexDecode, ASCII85Decode, FlateDecode and
 * LZWDecode (with their PNG and TIFF predictors), RunLengthDecode, under their full names or the
 * abbreviations of inline images (AHx, A85, Fl, LZW, RL), in chains. The image filters (DCT, JPX,
 * CCITT fax, JBIG2) and Crypt give pixels or need a key: "unsupported" here, which the caller
 * refuses on a stream that may hold objects. Decoders are strict: what a reader might read
 * differently (a stray character, a broken deflate) is a failure, never a guess.
 */

export type DecodeOutcome =
  { ok: true; data: Buffer } | { ok: false; reason: 'unsupported' | 'failed' | 'too-large' };

/** A filter's decode parameters as read from the stream dictionary (numbers only matter). */
export type FilterParams = ReadonlyMap<string, number> | null;

export interface FilterStep {
  name: string;
  params: FilterParams;
}

const FULL_NAMES: Record<string, string> = {
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  RL: 'RunLengthDecode',
  DCT: 'DCTDecode',
  CCF: 'CCITTFaxDecode',
};

/** A filter's full name, whichever spelling the PDF used. */
export const filterName = (name: string) => FULL_NAMES[name] ?? name;

/** Filters whose output is pixels: a stream of an image may use them, an object stream cannot. */
export const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

class TooLarge extends Error {}
class Failed extends Error {}
class Unsupported extends Error {}

const isPdfSpace = (c: number) =>
  c === 0x00 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;

/** A growing output that refuses to pass `max` bytes. */
class Output {
  private buf: Buffer;
  length = 0;
  constructor(
    private readonly max: number,
    initial = 4096,
  ) {
    this.buf = Buffer.alloc(Math.min(Math.max(Math.ceil(initial), 16), max + 1));
  }
  private room(n: number) {
    if (this.length + n > this.max) throw new TooLarge();
    if (this.length + n <= this.buf.length) return;
    const bigger = Buffer.alloc(Math.min(Math.max(this.buf.length * 2, this.length + n), this.max));
    this.buf.copy(bigger, 0, 0, this.length);
    this.buf = bigger;
  }
  byte(b: number) {
    this.room(1);
    this.buf[this.length++] = b;
  }
  bytes(src: Buffer | Uint8Array, from = 0, to = src.length) {
    this.room(to - from);
    this.buf.set(src.subarray(from, to), this.length);
    this.length += to - from;
  }
  repeat(b: number, n: number) {
    this.room(n);
    this.buf.fill(b, this.length, this.length + n);
    this.length += n;
  }
  done() {
    return this.buf.subarray(0, this.length);
  }
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** ASCIIHexDecode: pairs of hex digits, white space ignored, `>` ends; a lone last digit is x0. */
export function asciiHex(data: Buffer, max: number): Buffer {
  const out = new Output(max, data.length / 2);
  let high = -1;
  for (const c of data) {
    if (isPdfSpace(c)) continue;
    if (c === 0x3e) break;
    const v = hexValue(c);
    if (v < 0) throw new Failed();
    if (high < 0) high = v;
    else {
      out.byte(high * 16 + v);
      high = -1;
    }
  }
  if (high >= 0) out.byte(high * 16);
  return out.done();
}

/** ASCII85Decode: groups of five characters `!`..`u`, `z` for four zero bytes, `~>` ends. */
export function ascii85(data: Buffer, max: number): Buffer {
  const out = new Output(max, data.length);
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i += 1) value = value * 85 + (group[i] ?? 84);
    if (value > 0xffffffff) throw new Failed();
    const bytes = [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
    for (let i = 0; i < count; i += 1) out.byte(bytes[i]!);
    group.length = 0;
  };
  // `<~` opens ASCII85 in PostScript, not in a PDF stream: some readers skip it, others read it
  // as two digits; what reads two ways is refused.
  const start = data.findIndex((c) => !isPdfSpace(c));
  if (start >= 0 && data[start] === 0x3c && data[start + 1] === 0x7e) throw new Failed();
  for (const c of data) {
    if (isPdfSpace(c)) continue;
    if (c === 0x7e) break; // ~ (the > after it closes nothing more)
    if (c === 0x7a && group.length === 0) {
      out.repeat(0, 4);
      continue;
    }
    if (c < 0x21 || c > 0x75) throw new Failed();
    group.push(c - 0x21);
    if (group.length === 5) flush(4);
  }
  if (group.length === 1) throw new Failed();
  if (group.length > 1) flush(group.length - 1);
  return out.done();
}

/** RunLengthDecode: a length byte n, then n + 1 bytes (n < 128) or one byte 257 - n times. */
export function runLength(data: Buffer, max: number): Buffer {
  const out = new Output(max, data.length * 2);
  let i = 0;
  while (i < data.length) {
    const n = data[i]!;
    if (n === 128) break;
    if (n < 128) {
      if (i + 1 + n + 1 > data.length) throw new Failed();
      out.bytes(data, i + 1, i + 2 + n);
      i += n + 2;
    } else {
      if (i + 1 >= data.length) throw new Failed();
      out.repeat(data[i + 1]!, 257 - n);
      i += 2;
    }
  }
  return out.done();
}

const tooLarge = (error: unknown) =>
  (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError;

/**
 * FlateDecode: zlib. A truncated stream gives what it holds, and a wrong checksum is ignored, as
 * readers do (they show such files); deflate data that does not decode fails.
 */
export function flate(data: Buffer, max: number): Buffer {
  const options = { maxOutputLength: max, finishFlush: constants.Z_SYNC_FLUSH };
  try {
    return inflateSync(data, options);
  } catch (error) {
    if (tooLarge(error)) throw new TooLarge();
  }
  const [cmf = 0, flg = 0] = data;
  if ((cmf & 0x0f) !== 8 || (cmf * 256 + flg) % 31 !== 0) throw new Failed();
  try {
    return inflateRawSync(data.subarray(2), options);
  } catch (error) {
    if (tooLarge(error)) throw new TooLarge();
    throw new Failed();
  }
}

/** LZWDecode: 9 to 12-bit codes, 256 clears the table, 257 ends; EarlyChange 1 by default. */
export function lzw(data: Buffer, earlyChange: number, max: number): Buffer {
  const out = new Output(max, data.length * 3);
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const lengths = new Uint16Array(4096);
  const first = new Uint8Array(4096);
  for (let i = 0; i < 256; i += 1) {
    prefix[i] = -1;
    suffix[i] = i;
    lengths[i] = 1;
    first[i] = i;
  }
  const scratch = new Uint8Array(4096);
  const write = (code: number) => {
    let n = lengths[code]!;
    for (let c = code; n > 0; c = prefix[c]!) scratch[--n] = suffix[c]!;
    out.bytes(scratch, 0, lengths[code]!);
  };
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  let at = 0;
  for (;;) {
    while (bitCount < width && at < data.length) {
      bits = ((bits << 8) | data[at++]!) & 0xffffff;
      bitCount += 8;
    }
    if (bitCount < width) break; // the data ends without an end code: what came is kept
    const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
    bitCount -= width;
    if (code === 256) {
      next = 258;
      width = 9;
      previous = -1;
      continue;
    }
    if (code === 257) break;
    if (previous < 0) {
      if (code > 255) throw new Failed();
      write(code);
      previous = code;
      continue;
    }
    if (code > next || (code === next && next >= 4096)) throw new Failed();
    if (next < 4096) {
      prefix[next] = previous;
      suffix[next] = code === next ? first[previous]! : first[code]!;
      lengths[next] = lengths[previous]! + 1;
      first[next] = first[previous]!;
      next += 1;
    }
    write(code);
    previous = code;
    if (next + earlyChange >= 1 << width && width < 12) width += 1;
  }
  return out.done();
}

const PARAM_BOUNDS = { Colors: 64, Columns: 1 << 20 };

/** A Flate or LZW predictor (DecodeParms /Predictor): TIFF 2 (8 or 16 bits) or the PNG ones. */
export function unpredict(data: Buffer, params: FilterParams): Buffer {
  const predictor = params?.get('Predictor') ?? 1;
  if (predictor === 1) return data;
  const colors = params?.get('Colors') ?? 1;
  const bpc = params?.get('BitsPerComponent') ?? 8;
  const columns = params?.get('Columns') ?? 1;
  const sane = (v: number, most: number) => Number.isInteger(v) && v >= 1 && v <= most;
  if (!sane(colors, PARAM_BOUNDS.Colors) || !sane(columns, PARAM_BOUNDS.Columns)) {
    throw new Failed();
  }
  if (![1, 2, 4, 8, 16].includes(bpc)) throw new Failed();
  const rowBytes = Math.ceil((colors * bpc * columns) / 8);
  const pixelBytes = Math.max(1, Math.ceil((colors * bpc) / 8));
  if (predictor === 2) {
    if (bpc !== 8 && bpc !== 16) throw new Unsupported();
    const out = Buffer.from(data);
    const step = bpc === 8 ? colors : colors * 2;
    for (let row = 0; row < out.length; row += rowBytes) {
      const end = Math.min(row + rowBytes, out.length);
      if (bpc === 8) {
        for (let i = row + step; i < end; i += 1) out[i] = (out[i]! + out[i - step]!) & 0xff;
      } else {
        for (let i = row + step; i + 1 < end; i += 2) {
          const sum = (out.readUInt16BE(i) + out.readUInt16BE(i - step)) & 0xffff;
          out.writeUInt16BE(sum, i);
        }
      }
    }
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new Failed();
  const rows = Math.ceil(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  let length = 0;
  for (let row = 0; row < rows; row += 1) {
    const from = row * (rowBytes + 1);
    const tag = data[from]!;
    const line = data.subarray(from + 1, from + 1 + rowBytes);
    const at = row * rowBytes;
    for (let i = 0; i < line.length; i += 1) {
      const left = i >= pixelBytes ? out[at + i - pixelBytes]! : 0;
      const up = row > 0 ? out[at - rowBytes + i]! : 0;
      const upLeft = row > 0 && i >= pixelBytes ? out[at - rowBytes + i - pixelBytes]! : 0;
      let predicted: number;
      if (tag === 0) predicted = 0;
      else if (tag === 1) predicted = left;
      else if (tag === 2) predicted = up;
      else if (tag === 3) predicted = (left + up) >> 1;
      else if (tag === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else throw new Failed();
      out[at + i] = (line[i]! + predicted) & 0xff;
    }
    length = at + line.length;
  }
  return out.subarray(0, length);
}

function decodeOne(data: Buffer, step: FilterStep, max: number): Buffer {
  const name = filterName(step.name);
  switch (name) {
    case 'ASCIIHexDecode':
      return asciiHex(data, max);
    case 'ASCII85Decode':
      return ascii85(data, max);
    case 'RunLengthDecode':
      return runLength(data, max);
    case 'FlateDecode':
      return unpredict(flate(data, max), step.params);
    case 'LZWDecode': {
      const early = step.params?.get('EarlyChange') ?? 1;
      if (early !== 0 && early !== 1) throw new Failed();
      return unpredict(lzw(data, early, max), step.params);
    }
    default:
      throw new Unsupported();
  }
}

/** A stream's data through its chain of filters, each output at most `max` bytes. */
export function decodeChain(data: Buffer, steps: FilterStep[], max: number): DecodeOutcome {
  try {
    let current = data;
    for (const step of steps) current = decodeOne(current, step, max);
    if (current.length > max) return { ok: false, reason: 'too-large' };
    return { ok: true, data: current };
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, reason: 'too-large' };
    if (error instanceof Unsupported) return { ok: false, reason: 'unsupported' };
    if (error instanceof Failed) return { ok: false, reason: 'failed' };
    throw error;
  }
}
