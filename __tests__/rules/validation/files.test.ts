/** File rules (000 §5 "Upload rules"): accept (jpg also accepts jpeg), extension, maxfiles, maxsize, maxsizetotal. */
import { describe, expect, it } from '@jest/globals';
import { formatBytes, type FileValue } from '@rules/validation';
import { run, ruleTable } from './support';

const file = (name: string, size = 1000, type = ''): FileValue => ({ name, size, type });
const jpeg = file('photo.jpeg', 1000, 'image/jpeg');
const pdf = file('cv.pdf', 300_000, 'application/pdf');
const exe = file('cv.pdf.exe', 1000, 'application/x-msdownload');

ruleTable(
  'accept',
  'jpg,png',
  [
    [[jpeg], 'jpg also accepts jpeg'],
    [[file('a.JPG', 1, 'image/jpeg')], 'upper-case extension'],
    [[file('b.png', 1, 'image/png'), file('c.jpg', 1, 'image/jpeg')], 'two accepted files'],
    [[], 'no file (optional)'],
  ],
  [[[file('b.png', 1, 'image/png'), file('d.gif', 1, 'image/gif')], 'one gif among them']],
  { key: 'Validation.Accept', args: ['d.gif', 'jpg, png'] },
);

ruleTable(
  'accept',
  'image/*,.pdf',
  [
    [[file('x.webp', 1, 'image/webp')], 'any image type'],
    [[pdf], 'the .pdf extension'],
  ],
  [[[exe], 'an executable named .pdf.exe']],
  { key: 'Validation.Accept', args: ['cv.pdf.exe', 'image/*, .pdf'] },
);

ruleTable(
  'accept',
  'image/jpg',
  [[[jpeg], 'image/jpg is how some pages write image/jpeg']],
  [[[file('a.png', 1, 'image/png')], 'a png']],
  { key: 'Validation.Accept', args: ['a.png', 'image/jpg'] },
);

ruleTable(
  'extension',
  'pdf|docx',
  [
    [[pdf], 'pdf'],
    ['letter.DOCX', 'a file name typed in a text field'],
  ],
  [
    [[exe], 'exe'],
    ['README', 'no extension'],
  ],
  { key: 'Validation.Extension', args: ['pdf, docx'] },
);

ruleTable(
  'extension',
  undefined,
  [
    ['a.jpeg', 'the default takes jpg and so jpeg'],
    ['a.gif', 'gif'],
  ],
  [['a.bmp', 'bmp']],
  { key: 'Validation.Extension', args: ['png, jpg, gif'] },
);

ruleTable('maxfiles', '2', [[[jpeg, pdf], 'two']], [[[jpeg, pdf, jpeg], 'three']], {
  key: 'Validation.MaxFiles',
  args: [2],
});

ruleTable(
  'maxsize',
  '200KB',
  [[[jpeg, file('b.png', 204_800)], 'exactly 200 KB']],
  [[[jpeg, pdf], 'the pdf is 300 000 bytes']],
  { key: 'Validation.MaxSize', args: ['cv.pdf', '200 Ko'] },
);

ruleTable(
  'maxsizetotal',
  '1048576',
  [[[file('a', 524_288), file('b', 524_288)], 'exactly 1 MB together']],
  [[[file('a', 524_288), file('b', 524_289)], 'one byte more']],
  { key: 'Validation.MaxSizeTotal', args: ['1 Mo'] },
);

describe('sizes in the messages', () => {
  it.each([
    [10, 'fr', '10 octets'],
    [2048, 'fr', '2 Ko'],
    [2.5 * 1024 * 1024, 'fr', '2,5 Mo'],
    [2.5 * 1024 * 1024, 'nl', '2,5 MB'],
    [1024 ** 3, 'nl', '1 GB'],
  ])('%d bytes in %s: %s', (bytes, culture, text) => {
    expect(formatBytes(bytes, culture)).toBe(text);
  });

  it('writes the bound in the shopper’s culture', () => {
    expect(run('maxsize', '5MB', [file('big.pdf', 6_000_000)], {}, 'nl')).toEqual({
      key: 'Validation.MaxSize',
      args: ['big.pdf', '5 MB'],
    });
  });
});
