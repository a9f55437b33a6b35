import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_REGION,
  nationalDigits,
  phoneChanged,
  samePhone,
  setPhoneRegion,
  toE164,
} from './phones.js';

afterEach(() => setPhoneRegion(DEFAULT_PHONE_REGION));

describe('phone numbers', () => {
  it('reads an Egyptian number written nationally or internationally, with spaces or dashes', () => {
    for (const written of [
      '01110000001',
      '011 1000 0001',
      '+201110000001',
      '+20 111 000 0001',
      '+20-111-000-0001',
      '0020 111 000 0001',
      '(+20) 111 000 0001',
    ]) {
      expect(toE164(written), written).toBe('+201110000001');
    }
  });

  it('reads other countries’ numbers by their country code', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+1 (415) 555-2671')).toBe('+14155552671');
    expect(toE164('+966 50 123 4567')).toBe('+966501234567');
  });

  it('refuses what is no number of its country', () => {
    for (const written of ['+20 100 1', '0111', '12345', 'not a phone', '']) {
      expect(toE164(written), written).toBeUndefined();
    }
  });

  it('reads a national number in the region the school is in', () => {
    setPhoneRegion('SA');
    expect(toE164('050 123 4567')).toBe('+966501234567');
    expect(toE164('+20 111 000 0001')).toBe('+201110000001');
    expect(() => setPhoneRegion('XX')).toThrow();
  });

  it('compares numbers, not their writing', () => {
    expect(samePhone('01110000001', '+20 111 000 0001')).toBe(true);
    expect(samePhone('01110000001', '01110000002')).toBe(false);
    expect(samePhone(null, '01110000001')).toBe(false);
    expect(phoneChanged('+20 111 000 0001', '0111-000-0001')).toBe(false);
    expect(phoneChanged('+20 111 000 0001', '+20 111 000 0002')).toBe(true);
    expect(phoneChanged(null, '')).toBe(false);
    expect(nationalDigits('+20 111 000 0001')).toBe('1110000001');
  });
});
