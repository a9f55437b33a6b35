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
