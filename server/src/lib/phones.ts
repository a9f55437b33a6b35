import { checkPhoneNumbersWith } from '@sabora/contract';
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Phone numbers as people write them (docs/decisions.md, "Phone numbers"): "01110000001", "+20 111 000 0001", "0020-111-000-0001" are
 * one number. Each is read with libphonenumber-js, the national form in the school's region
 * (Egypt unless the server sets PHONE_REGION), and compared as E.164 ("+201110000001"). Numbers
 * are kept as they were typed; only comparing and validating goes through here.
 */
export const DEFAULT_PHONE_REGION: CountryCode = 'EG';
const region: { code: CountryCode } = { code: DEFAULT_PHONE_REGION };

/** The region a number without a country code belongs to (the server's PHONE_REGION). */
export function setPhoneRegion(code: string) {
  if (!isSupportedCountry(code)) throw new Error(`Unknown phone region ${code}`);
  region.code = code;
}

export const isPhoneRegion = (code: string) => isSupportedCountry(code);

/** The E.164 form of a valid phone number, or undefined when the text is no valid number. */
export function toE164(text: string): string | undefined {
  const parsed = parsePhoneNumberFromString(text, region.code);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** Whether two texts name the same phone number (both valid, same E.164). */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const first = toE164(a);
  return first !== undefined && first === toE164(b);
}

/** Whether a phone field changed: not when only its writing did ("01110000001" → "+20 111 000 0001"). */
export function phoneChanged(before: string | null | undefined, after: string | null | undefined): boolean {
  if ((before ?? '') === (after ?? '')) return false;
  return !samePhone(before, after);
}

/**
 * The national significant number's digits (E.164 without its country code): what every written
 * form of the number ends with, for finding candidates in the database before comparing them.
 */
export function nationalDigits(text: string): string | undefined {
  const parsed = parsePhoneNumberFromString(text, region.code);
  return parsed?.isValid() ? parsed.nationalNumber : undefined;
}

// Every phone a schema of the contract reads must be a real number (installed once, at import).
checkPhoneNumbersWith((text) => toE164(text) !== undefined);
