/** The mail settings read from the environment (server/config.ts). */
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { readConfig, readPublicUrl } from '../../../server/config';

describe('mail settings', () => {
  it('defaults: no SMTP, the demo From, this machine’s port, the data folder, no viewer', () => {
    const config = readConfig({ PORT: '9090', DATA_DIR: '/srv/vitrine' });
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: '"Vitrine" <shop@vitrine.test>',
      publicUrl: 'http://localhost:9090',
      mailDir: path.join('/srv/vitrine', 'mail'),
      mailViewer: false,
    });
  });

  it('reads SMTP_URL, MAIL_FROM, PUBLIC_URL and MAIL_VIEWER=1', () => {
    const config = readConfig({
      SMTP_URL: 'smtp://user:secret@mail.example:587',
      MAIL_FROM: 'Shop <noreply@shop.example>',
      PUBLIC_URL: 'https://shop.example/',
      MAIL_VIEWER: '1',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://user:secret@mail.example:587',
      mailFrom: 'Shop <noreply@shop.example>',
      publicUrl: 'https://shop.example',
      mailViewer: true,
    });
    expect(readConfig({ MAIL_VIEWER: 'true' }).mailViewer).toBe(false);
  });

  it('writes no mail files for in-memory data', () => {
    expect(readConfig({ DATA_DIR: 'memory://' }).mailDir).toBeNull();
  });

  it('takes an http(s) PUBLIC_URL, with a proxy path, and refuses anything else', () => {
    expect(readPublicUrl('https://shop.example/boutique//', 80)).toBe(
      'https://shop.example/boutique',
    );
    expect(readPublicUrl('http://localhost:8080', 80)).toBe('http://localhost:8080');
    expect(readPublicUrl('', 3000)).toBe('http://localhost:3000');
    for (const bad of ['shop.example', 'ftp://shop.example', 'javascript:alert(1)', 'http//x']) {
      expect(() => readPublicUrl(bad, 80)).toThrow(/PUBLIC_URL must be an http\(s\) address/);
    }
  });
});
