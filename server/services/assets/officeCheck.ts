import { xmlNodes, xmlText, type XmlNode } from './officeXml';
import { zipEntries, zipEntryData } from './zipEntries';

/*
 * A DOCX or ODT is a zip of XML parts: it is read, part by part, for what runs or fetches
 * something when staff open it (their macros are refused earlier, by the sniffing):
 *
 * - embedded objects: OLE objects and packages (word/embeddings/, oleObject, w:object, an ODF
 *   "Object N" folder, draw:object, draw:object-ole), ActiveX controls, applets, plug-ins,
 *   floating frames, imported chunks (altChunk), sub-documents;
 * - content fetched from elsewhere: an OOXML relationship with TargetMode="External" (a remote
 *   template, attachedTemplate, is the classic; linked pictures, frames, OLE links too), an ODF
 *   link (xlink:href) outside the package on anything but a hyperlink (a template, a linked
 *   picture or section, an automatic reload), fields that include or link other files;
 * - programs run by fields or events: DDE and DDEAUTO fields (instrText, also split across runs,
 *   and fldSimple), ODF DDE connections, macro fields and event listeners, script URLs.
 *
 * Hyperlinks stay: a link loads nothing until someone clicks it, and then opens in the browser.
 * Only web and mail links are hyperlinks here (http, https, ftp, mailto, tel, or a place in the
 * document); a link to a file share or a program (file:, a \\server path, macro URLs) is refused.
 *
 * Everything is matched by local name (a prefix is whatever the file declares), part names
 * without regard to case (OPC compares them so), and what cannot be read (a part too large, an
 * entry in another compression) is refused rather than skipped.
 */

export type OfficeVerdict = 'ok' | 'active';

/** One part at most, and all parts together, once decompressed (a zip bomb stops there). */
const MAX_PART_BYTES = 16 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/** Parts whose very presence is an embedded object or control. */
const EMBEDDED_PARTS = [
  /(^|\/)embeddings\//, // OOXML embedded objects and packages
  /(^|\/)activex\//,
  /oleobject[^/]*$/,
  /^object \d+(\/|$)/, // an ODF embedded object (a sub-document or an OLE object)
];

/** Elements (by local name) that embed, import or run something. */
const REFUSED_ELEMENTS = new Set([
  // WordprocessingML and VML
  'object',
  'OLEObject',
  'oleObj',
  'altChunk',
  'subDoc',
  'attachedTemplate',
  'mailMerge', // queries a data source when opened
  // OpenDocument
  'object-ole',
  'applet',
  'plugin',
  'floating-frame',
  'event-listener', // script:event-listener, presentation:event-listener: a macro on an event
  'script', // office:script: a document's own script
  'dde-source',
  'dde-connection-decl',
  'dde-connection',
  'dde-link',
  'section-source',
  'table-source',
  'cell-range-source',
  'execute-macro',
]);

/** Relationship types refused wherever they point (the last part of the type's URI). */
const REFUSED_RELATIONSHIPS = new Set(
  [
    'oleObject',
    'package',
    'activeXControl',
    'activeXControlBinary',
    'attachedTemplate',
    'subDocument',
    'aFChunk',
    'frame',
    'control',
    'vbaProject',
  ].map((type) => type.toLowerCase()),
);

/** Field types that run a program (DDE) or load another file when fields update. */
const REFUSED_FIELDS = new Set([
  'DDE',
  'DDEAUTO',
  'LINK',
  'INCLUDE',
  'INCLUDETEXT',
  'INCLUDEPICTURE',
  'IMPORT',
]);

/** Elements a hyperlink is made of: a web link there is only followed when clicked. */
const LINK_ELEMENTS = new Set(['hyperlink', 'hlinkClick', 'hlinkHover', 'hlinkMouseOver', 'a']);

/** Elements whose link is loaded when the document opens (a picture, a template, a sound). */
const LOADING_ELEMENTS = new Set([
  'image',
  'imagedata',
  'fill',
  'fill-image',
  'background-image',
  'font-face-uri',
  'template',
  'auto-reload',
  'sound',
]);

/** Attributes holding an address: ODF's xlink:href, VML's href and src, SVG's. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src']);

/** Attributes naming a relationship of the part (r:id, r:embed, r:link, …). */
const RELATIONSHIP_ATTRIBUTES = new Set(['id', 'embed', 'link', 'pict', 'dm', 'lo', 'qs', 'cs']);

/** A hyperlink's target: the web, mail, a phone number, or a place in the document. */
const isWebLink = (target: string) => /^\s*(https?:\/\/|ftp:\/\/|mailto:|tel:|#)/i.test(target);

/** A scheme (http:, file:, C:, vnd.sun.star.script:…) or a \\server or //host path. */
const hasScheme = (target: string) => /^\s*([A-Za-z][A-Za-z0-9+.-]*:|\\\\|\/\/)/.test(target);

/** An ODF or SVG address outside the package: a scheme, a root, a ../ step out. */
const isOutside = (target: string) =>
  hasScheme(target) || /^\s*[/\\]/.test(target) || /(^|[/\\])\.\.([/\\]|$)/.test(target.trim());

/** An OPC part name as compared: / separators, %xx decoded, lower case. */
function partName(name: string): string {
  const slashed = name.replace(/\\/g, '/').replace(/^\/+/, '');
  let decoded = slashed;
  try {
    decoded = decodeURIComponent(slashed);
  } catch {
    // Not valid percent-encoding: compared as written.
  }
  return decoded.toLowerCase();
}

/** The part a relationships part belongs to: word/_rels/document.xml.rels → word/document.xml. */
const sourceOf = (rels: string) => rels.replace(/(^|\/)_rels\/([^/]*)\.rels$/, '$1$2');

/** The first word of a field's code (DDEAUTO "c:\\…" → DDEAUTO), upper case. */
const fieldType = (code: string) => (/^[\s"]*([^\s"\\]+)/.exec(code)?.[1] ?? '').toUpperCase();
const refusedField = (code: string) => REFUSED_FIELDS.has(fieldType(code));

interface Field {
  code: string;
  /** A field began inside this one's code before any word of it: its type is computed. */
  computed: boolean;
  done: boolean;
}

/**
 * The fields of a WordprocessingML part: fldSimple's instr, and complex fields, whose code is
 * the instrText of every run between fldChar begin and separate (or end), nested ones too.
 */
class FieldReader {
  private readonly open: Field[] = [];
  private inInstr = 0;

  private static refused(field: Field) {
    return field.computed || refusedField(field.code);
  }

  /** True once a refused field is seen. */
  read(node: XmlNode): boolean {
    if (node.type === 'end') {
      if (node.name === 'instrText' && this.inInstr > 0) this.inInstr -= 1;
      return false;
    }
    if (node.type === 'text') {
      if (this.inInstr === 0) return false;
      const current = this.open.at(-1);
      if (current && !current.done) current.code += node.text;
      // instrText outside any field: Word still reads it as a field's code.
      else if (!current && refusedField(node.text)) return true;
      return false;
    }
    if (node.name === 'fldSimple') return refusedField(node.attributes.get('instr') ?? '');
    if (node.name === 'instrText' && !node.selfClosing) this.inInstr += 1;
    if (node.name !== 'fldChar') return false;
    const kind = node.attributes.get('fldCharType');
    const current = this.open.at(-1);
    if (kind === 'begin') {
      if (current && !current.done && current.code.trim() === '') current.computed = true;
      this.open.push({ code: '', computed: false, done: false });
    } else if (current && (kind === 'separate' || kind === 'end')) {
      if (!current.done && FieldReader.refused(current)) return true;
      current.done = true;
      if (kind === 'end') this.open.pop();
    }
    return false;
  }

  /** A field the part leaves open is judged on the code it has. */
  end(): boolean {
    return this.open.some((field) => !field.done && FieldReader.refused(field));
  }
}

/**
 * An OOXML relationships part (…/_rels/*.rels): any relationship that embeds, and any external
 * one but a web hyperlink (whose ids are returned, to check how the part uses them).
 */
function readRelationships(text: string): Set<string> | 'active' {
  const webLinks = new Set<string>();
  for (const node of xmlNodes(text)) {
    if (node.type !== 'start' || node.name !== 'Relationship') continue;
    const type = (node.attributes.get('Type') ?? '').trim();
    const kind = type.slice(type.lastIndexOf('/') + 1).toLowerCase();
    const target = node.attributes.get('Target') ?? '';
    if (REFUSED_RELATIONSHIPS.has(kind)) return 'active';
    const mode = (node.attributes.get('TargetMode') ?? '').trim().toLowerCase();
    if (mode !== 'external' && !hasScheme(target)) continue;
    if (kind !== 'hyperlink' || !isWebLink(target)) return 'active';
    webLinks.add(node.attributes.get('Id') ?? '');
  }
  return webLinks;
}

/** One start tag's elements and attributes against the rules. */
function tagIsActive(node: Extract<XmlNode, { type: 'start' }>, webLinks: Set<string>): boolean {
  if (REFUSED_ELEMENTS.has(node.name)) return true;
  for (const [attribute, value] of node.attributes) {
    // [Content_Types].xml and the ODF manifest name embedded objects by their type.
    if (
      (attribute === 'ContentType' || attribute === 'media-type') &&
      /oleobject|activex|vbaproject|macroenabled/i.test(value)
    ) {
      return true;
    }
    if (ADDRESS_ATTRIBUTES.has(attribute) && isOutside(value)) {
      // Out of the package: only a web link, and only where it waits for a click.
      const loads = attribute === 'src' || LOADING_ELEMENTS.has(node.name);
      if (!isWebLink(value) || loads) return true;
    }
    // A web hyperlink's relationship used by a picture or a frame would be loaded.
    if (RELATIONSHIP_ATTRIBUTES.has(attribute) && webLinks.has(value)) {
      if (!LINK_ELEMENTS.has(node.name)) return true;
    }
  }
  return false;
}

function partIsActive(text: string, webLinks: Set<string>): boolean {
  const fields = new FieldReader();
  for (const node of xmlNodes(text)) {
    if (node.type === 'start' && tagIsActive(node, webLinks)) return true;
    if (fields.read(node)) return true;
  }
  return fields.end();
}

export function checkOfficeDocument(buf: Buffer): OfficeVerdict {
  const entries = zipEntries(buf);
  if (!entries) return 'active';
  const names = entries.map((entry) => partName(entry.name));
  if (names.some((name) => EMBEDDED_PARTS.some((pattern) => pattern.test(name)))) return 'active';
  let total = 0;
  const parts: { name: string; text: string }[] = [];
  for (const [i, entry] of entries.entries()) {
    if (entry.name.endsWith('/') && entry.size === 0) continue; // a folder
    const data = zipEntryData(buf, entry, MAX_PART_BYTES);
    if (data === null || data === 'too-large') return 'active';
    total += data.length;
    if (total > MAX_TOTAL_BYTES) return 'active';
    const text = xmlText(data);
    if (text !== null) parts.push({ name: names[i]!, text });
  }
  // Relationships first: a part is then read knowing which of its ids are web hyperlinks.
  const webLinksOf = new Map<string, Set<string>>();
  for (const part of parts.filter((p) => p.name.endsWith('.rels'))) {
    const webLinks = readRelationships(part.text);
    if (webLinks === 'active') return 'active';
    const source = sourceOf(part.name);
    webLinksOf.set(source, new Set([...(webLinksOf.get(source) ?? []), ...webLinks]));
  }
  const others = parts.filter((p) => !p.name.endsWith('.rels'));
  const active = others.some((part) =>
    partIsActive(part.text, webLinksOf.get(part.name) ?? new Set()),
  );
  return active ? 'active' : 'ok';
}
