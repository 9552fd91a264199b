/**
 * One-time codes: generation and storage form.
 *
 * Why HMAC-SHA256 with a server pepper (and not scrypt/bcrypt): a 6-digit code
 * has only 10^6 values, so ANY hash computable from the database alone,
 * however slow, is reversed by trying every code (scrypt would only stretch
 * that to hours while making every login request CPU-heavy, a denial-of-service
 * lever). Keying the hash with a secret kept apart from the login_otps rows
 * makes a leaked copy of that table useless on its own. The key is the same on
 * every instance: the OTP_PEPPER setting (outside the database and its dumps)
 * or, without it, a row of server_secrets (lib/secrets.ts). The per-code random
 * salt keeps two equal
 * codes from sharing a hash, and the mobile number is part of the MAC input so
 * a stored hash cannot be moved to another number's row.
 *
 * Stored form: `v1$<salt base64url>$<mac base64url>`.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_DIGITS = 6;

/** Uniform 000000–999999 from the CSPRNG (randomInt rejects modulo bias). */
export function newOtpCode(): string {
  return randomInt(0, 10 ** OTP_DIGITS).toString().padStart(OTP_DIGITS, '0');
}

function mac(pepper: Buffer, salt: Buffer, mobile: string, code: string): Buffer {
  return createHmac('sha256', pepper).update(salt).update(`|${mobile}|${code}`).digest();
}

export function hashOtp(pepper: Buffer, mobile: string, code: string): string {
  const salt = randomBytes(16);
  return `v1$${salt.toString('base64url')}$${mac(pepper, salt, mobile, code).toString('base64url')}`;
}

/** Constant-time check of a typed code against the stored form. */
export function otpMatches(pepper: Buffer, mobile: string, code: string, stored: string): boolean {
  const [version, salt, expected] = stored.split('$');
  if (version !== 'v1' || !salt || !expected) return false;
  const want = Buffer.from(expected, 'base64url');
  const got = mac(pepper, Buffer.from(salt, 'base64url'), mobile, code);
  return want.length === got.length && timingSafeEqual(want, got);
}
