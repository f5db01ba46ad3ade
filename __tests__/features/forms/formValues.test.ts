import { describe, expect, it } from '@jest/globals';
import { submittedRecords, uploadFacts } from '@features/forms/formValues';
import { applicationForm } from './fixtures';

describe('uploadFacts', () => {
  it('reads the stored kind’s extension from the file’s address, not the edited name', () => {
    const asset = {
      guid: 'a1',
      name: 'Mon CV',
      fileType: 'Document',
      uri: '/assetslibrary/file/a1/mon-cv.pdf',
      width: 0,
      height: 0,
      size: 1200,
      tmpName: 't1',
    };
    expect(uploadFacts(asset)).toEqual({ name: 'mon-cv.pdf', size: 1200, type: '' });
    const { uri: _uri, ...withoutAddress } = asset;
    expect(uploadFacts(withoutAddress).name).toBe('Mon CV');
  });
});

describe('submittedRecords', () => {
  it('splits the values by kind; a file field sends its uploads’ tmpNames', () => {
    const fields = [
      ...applicationForm.Fields,
      { Name: 'Cv', Kind: 'file' as const, Label: 'CV', Attributes: {} },
    ];
    const records = submittedRecords(fields, {
      Name: 'Jo',
      Consent: true,
      Cv: [
        {
          guid: 'a',
          name: 'cv.pdf',
          fileType: 'Document',
          width: 0,
          height: 0,
          size: 1,
          tmpName: 'tmp-a',
        },
        { guid: 'b', name: 'old.pdf', fileType: 'Document', width: 0, height: 0, size: 1 },
      ],
    });
    expect(records.Values.Name).toBe('Jo');
    expect(records.Values.Email).toBe('');
    expect(records.Checked).toEqual({ Consent: true });
    expect(records.Files).toEqual({ Cv: ['tmp-a'] });
  });
});
