import {
  isValidPhoneNumber,
  parsePhoneNumber,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js';
import { VALIDATION } from './messages';

/** Numbers typed without a country code are read as this country's. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/**
 * Not one of the spec's messages: an extension was dropped without a word (docs/decisions.md, session 42). Kept here,
 * in the phone parser's chunk, rather than with the others in the first page's code.
 */
export const PHONE_EXTENSION = 'Enter the number without its extension';

/** Spec section 5: the phone messages, from libphonenumber-js's own reading of the number. */
export function phoneError(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (!v) return undefined;
  const length = validatePhoneNumberLength(v, DEFAULT_PHONE_COUNTRY);
  if (length === 'INVALID_COUNTRY') return VALIDATION.phoneCountry;
  if (length === 'TOO_SHORT') return VALIDATION.phoneShort;
  if (length || !isValidPhoneNumber(v, DEFAULT_PHONE_COUNTRY)) return VALIDATION.phoneInvalid;
  // The number is sent and stored in its international form, which has no room for one (and a code sent by text
  // message cannot reach one): refused here rather than dropped without a word.
  if (parsePhoneNumber(v, DEFAULT_PHONE_COUNTRY).ext) return PHONE_EXTENSION;
  return undefined;
}

/** A valid number in its international form (+14155550100), as it is sent and stored; anything else as typed. */
export function internationalPhone(value: string): string {
  const v = value.trim();
  return phoneError(v) || !v ? v : parsePhoneNumber(v, DEFAULT_PHONE_COUNTRY).number;
}

/** A number as people read it: this country's numbers in their national form, others' in the international; as stored if not valid. */
export function readablePhone(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (phoneError(v) || !v) return v;
  const number = parsePhoneNumber(v, DEFAULT_PHONE_COUNTRY);
  return number.country === DEFAULT_PHONE_COUNTRY ? number.formatNational() : number.formatInternational();
}
