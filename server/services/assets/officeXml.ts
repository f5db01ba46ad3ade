/*
 * Just enough XML for the office-document check: an entry's text in the encoding Word and
 * LibreOffice read (UTF-8, or UTF-16 by its byte-order mark), and its markup as a flat list of
 * start tags, end tags and text, with attribute values and text as a parser hands them over
 * (character references and entities decoded, CDATA as text, comments dropped). Element and
 * attribute names are matched by their local name: a prefix is whatever the file declares.
 */

export type XmlNode =
  | { type: 'start'; name: string; attributes: Map<string, string>; selfClosing: boolean }
  | { type: 'end'; name: string }
  | { type: 'text'; text: string };

const isXmlSpace = (b: number | undefined) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

const utf16be = (data: Buffer) =>
  Buffer.from(data.subarray(0, data.length & ~1))
    .swap16()
    .toString('utf16le');

/**
 * The entry's text when its content is XML, else null: UTF-16 by its byte-order mark or its
 * zero bytes (a parser guesses it so too), else UTF-8. A picture or a font is not decoded.
 */
export function xmlText(data: Buffer): string | null {
  let text: string;
  if (data[0] === 0xff && data[1] === 0xfe) text = data.subarray(2).toString('utf16le');
  else if (data[0] === 0xfe && data[1] === 0xff) text = utf16be(data.subarray(2));
  else if (data.length >= 4 && data[1] === 0 && data[3] === 0) text = data.toString('utf16le');
  else if (data.length >= 4 && data[0] === 0 && data[2] === 0) text = utf16be(data);
  else {
    let first = 0;
    while (first < 64 && isXmlSpace(data[first])) first += 1;
    if (data[first] !== 0x3c && data[first] !== 0xef) return null;
    text = data.toString('utf8').replace(/^\uFEFF/, '');
  }
  return /^\s*</.test(text) ? text : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character references (&#68; &#x44;) and the five XML entities, as a parser reads them. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z]+);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** The local part of a qualified name (w:instrText → instrText). */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Attributes by local name; a quoted value may hold `>` (the tag pattern reads quotes). */
function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = decodeXml(match[2] ?? match[3] ?? '').replace(/[\t\n\r]/g, ' ');
    attributes.set(localName(match[1]!), value);
  }
  return attributes;
}

/**
 * CDATA, comments, declarations, tags, text. A tag cannot hold `<`, not even in a quoted value
 * (XML forbids it): each try stops at the next `<`, so the reading stays linear. An unclosed
 * comment or CDATA section runs to the end, as it would for a parser that gave up there.
 */
const MARKUP =
  /<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<!--[\s\S]*?(?:-->|$)|<[?!][^>]*(?:>|$)|<(\/?)([^\s/<>]+)((?:[^<>"']|"[^"<]*"|'[^'<]*')*?)(\/?)>|([^<]+)/g;

/** The markup of an XML text, in document order. */
export function* xmlNodes(text: string): Generator<XmlNode> {
  for (const match of text.matchAll(MARKUP)) {
    const [, cdata, close, name, attributes, selfClosing, chars] = match;
    if (cdata !== undefined) yield { type: 'text', text: cdata };
    else if (chars !== undefined) yield { type: 'text', text: decodeXml(chars) };
    else if (name !== undefined) {
      const local = localName(name);
      if (close) yield { type: 'end', name: local };
      else {
        yield {
          type: 'start',
          name: local,
          attributes: attributesOf(attributes ?? ''),
          selfClosing: selfClosing === '/',
        };
      }
    }
  }
}
