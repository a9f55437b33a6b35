import { describe, expect, it } from 'vitest';
import { contentMatches } from './file-signatures.js';

describe('file signatures', () => {
  it('accepts each type by its first bytes', () => {
    expect(contentMatches('pdf', Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(contentMatches('pdf', Buffer.concat([Buffer.from('\ufeff junk '), Buffer.from('%PDF-1.4')]))).toBe(
      true,
    );
    const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
    expect(contentMatches('doc', ole2)).toBe(true);
    expect(contentMatches('ppt', ole2)).toBe(true);
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]);
    expect(contentMatches('docx', zip)).toBe(true);
    expect(contentMatches('pptx', zip)).toBe(true);
    expect(contentMatches('png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      true,
    );
    expect(contentMatches('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatches('jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe(true);
    expect(contentMatches('webp', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe(true);
  });

  it('takes any image type under any image name (a PNG saved as .jpg is common)', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    for (const ext of ['png', 'jpg', 'jpeg', 'webp']) expect(contentMatches(ext, png), ext).toBe(true);
  });

  it('refuses a page or a program renamed to an image type', () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const ext of ['png', 'jpg', 'jpeg', 'webp']) expect(contentMatches(ext, html), ext).toBe(false);
    // A RIFF file of another kind (a WAV sound) is no WebP image.
    expect(contentMatches('webp', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBe(false);
  });

  it('refuses a program or a text renamed to a document type', () => {
    const exe = Buffer.from('MZ\x90\x00\x03\x00\x00\x00');
    for (const ext of ['pdf', 'doc', 'docx', 'ppt', 'pptx'])
      expect(contentMatches(ext, exe), ext).toBe(false);
    expect(contentMatches('docx', Buffer.from('%PDF-1.7'))).toBe(false);
    expect(contentMatches('pdf', Buffer.from('hello'))).toBe(false);
    expect(contentMatches('pdf', Buffer.alloc(0))).toBe(false);
  });

  it('leaves types it has no signature for to the extension check', () => {
    expect(contentMatches('txt', Buffer.from('MZ'))).toBe(true);
  });
});
