import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('keeps the exact name in filename*, every character outside RFC 5987 attr-chars encoded', () => {
    expect(contentDisposition("Omar's (final) *draft*.pdf")).toBe(
      `attachment; filename="Omar's (final) *draft*.pdf"; filename*=UTF-8''Omar%27s%20%28final%29%20%2Adraft%2A.pdf`,
    );
  });

  it('writes an ASCII fallback for old clients and UTF-8 for the rest', () => {
    expect(contentDisposition('واجب "١".pdf', 'inline')).toBe(
      `inline; filename="____ ___.pdf"; filename*=UTF-8''${encodeURIComponent('واجب "١".pdf')}`,
    );
  });
});
