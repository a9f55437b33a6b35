import { describe, expect, it } from 'vitest';
import { requestedRange } from './ranged-file.js';

describe('Range header', () => {
  it('reads the three forms of one range', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('sends the whole file for no header, a malformed one or several ranges', () => {
    expect(requestedRange(undefined, 1000)).toBeUndefined();
    expect(requestedRange('bytes=-', 1000)).toBeUndefined();
    expect(requestedRange('items=0-5', 1000)).toBeUndefined();
    expect(requestedRange('bytes=0-5,10-20', 1000)).toBeUndefined();
    expect(requestedRange('bytes=50-10', 1000)).toBeUndefined();
  });

  it('says unsatisfiable for a range past the end', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
