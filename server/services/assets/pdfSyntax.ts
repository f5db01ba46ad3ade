/*
 * Just enough PDF syntax (ISO 32000-1 §7.2, §7.3) to find every stream and read its dictionary:
 * names with their #xx escapes, numbers, indirect references, strings, arrays and dictionaries,
 * comments. A reader finds objects through the cross-reference table, at any offset, so streams
 * are found where a reader could find one: every `stream` keyword after a dictionary's `>>`,
 * wherever it lies (even inside another stream's data), not by walking the file front to back.
 */

/** The text is the PDF's bytes read as latin1: one character per byte, same offsets. */
export type PdfValue =
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'ref'; num: number }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'other' };

/** The reading went past its bounds (nesting, work): the file is not one this check can read. */
export class PdfLimit extends Error {}

/** Characters read by the tokenizer over one check: a file that needs more is not read. */
export interface WorkBudget {
  left: number;
}

const MAX_NESTING = 64;
/** How far before a stream's `>>` its dictionary may start, and how many `<<` are tried. */
const MAX_DICT_SPAN = 64 * 1024;
const MAX_DICT_TRIES = 64;

const SPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITER = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isSpace = (code: number) => SPACE.has(code);
const isEol = (code: number) => code === 0x0a || code === 0x0d;
const isRegular = (code: number) => !Number.isNaN(code) && !SPACE.has(code) && !DELIMITER.has(code);

/** A name's characters with its #xx escapes decoded (/J#61vaScript is /JavaScript). */
export const decodeName = (raw: string) =>
  raw.includes('#')
    ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;

/**
 * Which of the `wanted` names the text writes, decoded. A name ends at PDF white space (NUL
 * included, which JavaScript's \s is not) or a delimiter.
 */
export function namesIn(text: string, wanted: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g)) {
    const name = decodeName(match[1] ?? '');
    if (wanted.has(name)) found.add(name);
  }
  return found;
}

type Token =
  | { type: 'open-dict' | 'close-dict' | 'open-array' | 'close-array' | 'string' | 'other' }
  | { type: 'name'; name: string }
  | { type: 'word'; word: string };

/** Tokens of the text from a position, never past `end`. */
class Tokenizer {
  constructor(
    private readonly s: string,
    public pos: number,
    private readonly end: number,
    private readonly budget: WorkBudget,
  ) {}

  private code(at: number) {
    return at < this.end ? this.s.charCodeAt(at) : NaN;
  }

  private skipSpace() {
    for (;;) {
      const c = this.code(this.pos);
      if (isSpace(c)) this.pos += 1;
      else if (c === 0x25) {
        while (this.pos < this.end && !isEol(this.s.charCodeAt(this.pos))) this.pos += 1;
      } else return;
    }
  }

  next(): Token | null {
    this.skipSpace();
    const start = this.pos;
    const token = this.read();
    this.budget.left -= this.pos - start + 1;
    if (this.budget.left < 0) throw new PdfLimit();
    return token;
  }

  private read(): Token | null {
    const c = this.code(this.pos);
    if (Number.isNaN(c)) return null;
    const ch = this.s[this.pos]!;
    if (ch === '<' && this.s[this.pos + 1] === '<' && this.pos + 1 < this.end) {
      this.pos += 2;
      return { type: 'open-dict' };
    }
    if (ch === '>' && this.s[this.pos + 1] === '>' && this.pos + 1 < this.end) {
      this.pos += 2;
      return { type: 'close-dict' };
    }
    if (ch === '<') {
      const close = this.s.indexOf('>', this.pos);
      this.pos = close < 0 || close >= this.end ? this.end : close + 1;
      return { type: 'string' };
    }
    if (ch === '(') {
      this.skipLiteralString();
      return { type: 'string' };
    }
    if (ch === '[' || ch === ']') {
      this.pos += 1;
      return { type: ch === '[' ? 'open-array' : 'close-array' };
    }
    if (ch === '/') {
      const from = (this.pos += 1);
      while (isRegular(this.code(this.pos))) this.pos += 1;
      return { type: 'name', name: decodeName(this.s.slice(from, this.pos)) };
    }
    if (!isRegular(c)) {
      this.pos += 1; // a stray ) > { }: nothing a dictionary is made of
      return { type: 'other' };
    }
    const from = this.pos;
    while (isRegular(this.code(this.pos))) this.pos += 1;
    return { type: 'word', word: this.s.slice(from, this.pos) };
  }

  /** ( ... ) with balanced parentheses and backslash escapes; an unclosed one runs to the end. */
  private skipLiteralString() {
    let depth = 0;
    while (this.pos < this.end) {
      const ch = this.s[this.pos]!;
      this.pos += 1;
      if (ch === '\\') this.pos += 1;
      else if (ch === '(') depth += 1;
      else if (ch === ')' && --depth === 0) return;
    }
    this.pos = this.end;
  }

  /** One value; null at the end or at a closing bracket (the caller's container ends). */
  value(depth = 0): PdfValue | null {
    if (depth > MAX_NESTING) throw new PdfLimit();
    const token = this.next();
    if (!token || token.type === 'close-dict' || token.type === 'close-array') return null;
    switch (token.type) {
      case 'open-dict':
        return this.dict(depth);
      case 'open-array': {
        const items: PdfValue[] = [];
        for (let item = this.value(depth + 1); item; item = this.value(depth + 1)) {
          items.push(item);
        }
        return { kind: 'array', items };
      }
      case 'name':
        return { kind: 'name', name: token.name };
      case 'word':
        return this.numberOrRef(token.word);
      default:
        return { kind: 'other' };
    }
  }

  private dict(depth: number): PdfValue {
    const entries = new Map<string, PdfValue>();
    for (;;) {
      const key = this.next();
      if (!key || key.type === 'close-dict') break;
      if (key.type !== 'name') continue; // not a key: readers skip it too
      const value = this.value(depth + 1);
      if (!value) break;
      entries.set(key.name, value);
    }
    return { kind: 'dict', entries };
  }

  private numberOrRef(word: string): PdfValue {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: 'other' };
    const value = Number(word);
    if (/^\d+$/.test(word)) {
      const mark = this.pos;
      const gen = this.next();
      const r = gen?.type === 'word' && /^\d+$/.test(gen.word) ? this.next() : null;
      if (r?.type === 'word' && r.word === 'R') return { kind: 'ref', num: value };
      this.pos = mark;
    }
    return { kind: 'number', value };
  }
}

/** A `stream` keyword a reader would read as a stream: after a dictionary's closing `>>`. */
export interface StreamStart {
  /** Just past the dictionary's `>>`, or null when what is before the keyword cannot be read. */
  dictEnd: number | null;
  /** Where the data begins (after the keyword's end of line), or null when no line ends it. */
  dataStart: number | null;
}

function charge(budget: WorkBudget, work: number) {
  budget.left -= work;
  if (budget.left < 0) throw new PdfLimit();
}

/** Past white space, backwards, not below `floor`: just after the last non-space before `at`. */
function spaceBack(s: string, at: number, floor: number): number {
  let p = at;
  while (p > floor && isSpace(s.charCodeAt(p - 1))) p -= 1;
  return p;
}

const closesDict = (s: string, at: number) => at >= 2 && s[at - 1] === '>' && s[at - 2] === '>';

/**
 * The end of the `>>` before a `stream` keyword, across white space and comments: a position,
 * 'none' when the keyword follows something else, 'unreadable' when a line too long to read
 * back through might hold the comment. A comment starts at some `%` of its line (a `%` may
 * also sit in a string before it): each is tried, rightmost first.
 */
function dictEndBefore(
  s: string,
  keyword: number,
  budget: WorkBudget,
): number | 'none' | 'unreadable' {
  const floor = Math.max(0, keyword - MAX_DICT_SPAN);
  let p = keyword;
  for (;;) {
    const before = spaceBack(s, p, floor);
    charge(budget, p - before);
    p = before;
    if (closesDict(s, p)) return p;
    let lineStart = p;
    let percent = -1;
    while (lineStart > floor && !isEol(s.charCodeAt(lineStart - 1))) {
      lineStart -= 1;
      if (percent < 0 && s[lineStart] === '%') percent = lineStart;
    }
    charge(budget, p - lineStart);
    if (percent < 0) return 'none'; // no comment here: the keyword follows a token
    if (lineStart === floor && floor > 0) return 'unreadable';
    let continueFrom = -1;
    charge(budget, percent - lineStart);
    for (let q = percent; q >= lineStart; q -= 1) {
      if (s[q] !== '%') continue;
      const end = spaceBack(s, q, floor);
      if (closesDict(s, end)) return end;
      if (end <= lineStart) {
        continueFrom = end; // the whole line is a comment: look at the line before
        break;
      }
    }
    if (continueFrom < 0) return 'none';
    p = continueFrom;
  }
}

/** Every place in the text a reader could take for the start of a stream. */
export function streamStarts(s: string, budget: WorkBudget): StreamStart[] {
  const starts: StreamStart[] = [];
  for (let k = s.indexOf('stream'); k >= 0; k = s.indexOf('stream', k + 6)) {
    if (k > 0 && isRegular(s.charCodeAt(k - 1))) continue; // endstream, or a word's end
    if (k + 6 < s.length && isRegular(s.charCodeAt(k + 6))) continue;
    const dictEnd = dictEndBefore(s, k, budget);
    if (dictEnd === 'none') continue;
    // The keyword's line ends with CRLF or LF (a lone CR too, as readers take it); anything
    // else between it and the end of line is data some reader would read and another skip.
    const eol = /^[ \t]*(\r\n|\n|\r)/.exec(s.slice(k + 6, k + 6 + 256));
    starts.push({
      dictEnd: dictEnd === 'unreadable' ? null : dictEnd,
      dataStart: eol ? k + 6 + eol[0].length : null,
    });
  }
  return starts;
}

/**
 * The dictionaries that end exactly at a stream's `>>`: the nearest `<<` that parses to it,
 * and any other before it in the same object (a `<<` inside a string of the dictionary can also
 * parse to its end: then both readings are returned, and the caller checks both).
 */
export function streamDicts(s: string, dictEnd: number, budget: WorkBudget): PdfValue[] {
  const found: PdfValue[] = [];
  const floor = Math.max(0, dictEnd - MAX_DICT_SPAN);
  // Searched in the window only (a slice shares the text's memory).
  const window = s.slice(floor, dictEnd);
  let tries = 0;
  let objectStart = -1;
  for (
    let q = window.lastIndexOf('<<', window.length - 3);
    q >= 0;
    q = window.lastIndexOf('<<', q - 1)
  ) {
    if (++tries > MAX_DICT_TRIES || (found.length > 0 && q < objectStart)) break;
    charge(budget, window.length - q);
    const tokenizer = new Tokenizer(s, floor + q, dictEnd, budget);
    const value = tokenizer.value();
    if (value?.kind === 'dict' && tokenizer.pos === dictEnd) {
      if (found.length === 0) {
        // The object this dictionary belongs to starts after the last obj / endobj /
        // endstream keyword before it: an earlier `<<` is another object's.
        objectStart = Math.max(window.lastIndexOf('obj', q), window.lastIndexOf('endstream', q));
      }
      found.push(value);
    }
    if (q === 0) break;
  }
  return found;
}

/** `n g obj <integer> endobj` objects: where an indirect /Length may be found. */
export function integerObjects(s: string): Map<number, number[]> {
  const map = new Map<number, number[]>();
  const ws = '[\\0\\t\\n\\f\\r ]';
  const pattern = new RegExp(
    `(?<![0-9])(\\d+)${ws}+\\d+${ws}+obj${ws}*(\\d+)${ws}*endobj(?![A-Za-z])`,
    'g',
  );
  for (const match of s.matchAll(pattern)) {
    const num = Number(match[1]);
    map.set(num, [...(map.get(num) ?? []), Number(match[2])]);
  }
  return map;
}
