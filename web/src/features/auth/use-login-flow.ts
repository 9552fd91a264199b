import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi, isApiError } from '@/lib/api-client';
import { loadAppMessages } from '@/i18n/i18n';
import { notify } from '@/lib/toast';
import { getItem, removeItem, setItem, setSession, STORAGE_KEYS } from '@/lib/storage';
import { MOBILE_PATTERN, OTP_PATTERN } from '@d320b/contract/rules';
import { MOBILE_LENGTH, OTP_LENGTH } from './validation';

export type LoginStep = 'phone' | 'otp';
export type OtpChannel = 'sms' | 'whatsapp';

/** The server's gap between two codes for one number, when an answer does not say (older server). */
export const DEFAULT_RESEND_GAP_MS = 60_000;

/** A refusal's wait (the answer's `retryAfterSeconds`) in milliseconds, or null. */
export function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const seconds = (error.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : null;
}

/** A refusal's reason (the answer's `reason`: 'sms_budget', 'network_probing', …), or null. */
export function reasonOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const reason = (error.body as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
}

/** Refusals about one channel only: the wait they name does not hold up the other channel. */
const CHANNEL_REFUSALS = new Set(['sms_budget', 'whatsapp_budget', 'no_whatsapp', 'whatsapp_off', 'send_failed']);
/** Refusals after which WhatsApp is not offered again on this screen. */
const NO_WHATSAPP = new Set(['whatsapp_budget', 'no_whatsapp', 'whatsapp_off']);

const OFFLINE_MESSAGE = /*i18n*/ 'Could not reach the server. Please check your connection and try again.';

/** The words of a failed call, in the member's language (with the app's full catalogue, loaded first). */
async function errorText(error: unknown): Promise<string> {
  const [, { loginErrorText }] = await Promise.all([loadAppMessages().catch(() => undefined), import('./login-refusals')]);
  return loginErrorText(error, OFFLINE_MESSAGE);
}

async function showError(error: unknown) {
  if (isApiError(error)) notify.error(await errorText(error));
  else console.error(error);
}

/** A refusal that says what happened and what to do stays on the screen (a toast would vanish). */
const isRefusal = (error: unknown) => isApiError(error) && reasonOf(error) !== null && error.status !== 422;

/**
 * The two-step sign-in (docs/product.md 2.4 and 5.1): request a code for the mobile
 * number (by SMS, or on WhatsApp where the district offers it), then verify it.
 * A mobile number stored by an earlier visit opens the OTP step directly, prefilled.
 */
export function useLoginFlow(options: { afterSignIn?: string } = {}) {
  const navigate = useNavigate();
  const [initialMobile] = useState(() => {
    const stored = getItem(STORAGE_KEYS.mobileNumber) ?? '';
    return MOBILE_PATTERN.test(stored) ? stored : '';
  });
  const [step, setStep] = useState<LoginStep>(initialMobile ? 'otp' : 'phone');
  const [mobile, setMobile] = useState(initialMobile);
  const [otp, setOtp] = useState('');
  /** The channel a code is being asked on, or null. */
  const [sending, setSending] = useState<OtpChannel | null>(null);
  const [verifying, setVerifying] = useState(false);
  /** When a new code may be asked for (epoch ms), as the server said; 0 when unknown (a code sent on an earlier visit). */
  const [resendAt, setResendAt] = useState(0);
  /** Where the code this device may use was sent; null when unknown (an earlier visit). */
  const [channel, setChannel] = useState<OtpChannel | null>(null);
  /** Whether the district sends codes on WhatsApp too (remembered with the nonce). */
  const [whatsapp, setWhatsApp] = useState(() => getItem(STORAGE_KEYS.otpWhatsApp) === '1');
  /** The last refusal, in the server's plain words, shown on the screen until the next try. */
  const [notice, setNotice] = useState<string | null>(null);
  /** Counts the codes asked on this screen: the SMS listener (WebOTP) starts again for each. */
  const [requests, setRequests] = useState(0);

  async function sendOtp(via: OtpChannel = 'sms'): Promise<boolean> {
    if (mobile.length !== MOBILE_LENGTH || sending) return false;
    setSending(via);
    // The OTP step's words (the app's full catalogue) load while the code is asked for.
    const words = loadAppMessages().catch(() => undefined);
    try {
      const res = await callApi('login', via === 'whatsapp' ? { mobile, channel: via } : { mobile }, { write: true });
      await words;
      setItem(STORAGE_KEYS.mobileNumber, mobile);
      setResendAt(Date.now() + (res.resendAfterSeconds !== undefined ? res.resendAfterSeconds * 1000 : DEFAULT_RESEND_GAP_MS));
      // The code only works together with this device's nonce (kept until verified).
      setItem(STORAGE_KEYS.otpNonce, res.nonce);
      setChannel(res.channel ?? via);
      setWhatsApp(!!res.whatsapp);
      if (res.whatsapp) setItem(STORAGE_KEYS.otpWhatsApp, '1');
      else removeItem(STORAGE_KEYS.otpWhatsApp);
      setNotice(null);
      setRequests((n) => n + 1);
      if (res.message) {
        const { serverSuccessText } = await import('@/i18n/server-messages');
        notify.success(serverSuccessText(res.message));
      }
      setStep('otp');
      return true;
    } catch (error) {
      const reason = reasonOf(error);
      const wait = retryAfterOf(error);
      if (wait !== null && !CHANNEL_REFUSALS.has(reason ?? '')) setResendAt(Date.now() + wait);
      if (reason && NO_WHATSAPP.has(reason)) setWhatsApp(false);
      if (isRefusal(error) || reason === 'whatsapp_off' || reason === 'no_whatsapp') setNotice(await errorText(error));
      else await showError(error);
      return false;
    } finally {
      setSending(null);
    }
  }

  async function verifyOtp(code = otp) {
    if (code.length !== OTP_LENGTH || verifying) return;
    setVerifying(true);
    try {
      const nonce = getItem(STORAGE_KEYS.otpNonce) ?? '';
      const res = await callApi('otp-verify', { phone: mobile, otp: code, nonce }, { write: true });
      removeItem(STORAGE_KEYS.otpNonce);
      removeItem(STORAGE_KEYS.otpWhatsApp);
      setSession(res.token, res.user);
      navigate(options.afterSignIn ?? '/', { replace: true });
    } catch (error) {
      if (isRefusal(error)) setNotice(await errorText(error));
      else await showError(error);
      setVerifying(false);
    }
  }

  /** A code the browser read from the SMS (WebOTP): filled in and checked at once. */
  function fillCodeFromSms(code: string) {
    if (!OTP_PATTERN.test(code)) return;
    setOtp(code);
    void verifyOtp(code);
  }

  function backToPhone() {
    removeItem(STORAGE_KEYS.mobileNumber);
    removeItem(STORAGE_KEYS.otpNonce);
    removeItem(STORAGE_KEYS.otpWhatsApp);
    setOtp('');
    setNotice(null);
    setChannel(null);
    setStep('phone');
  }

  return {
    step,
    mobile,
    setMobile,
    otp,
    setOtp,
    sending,
    verifying,
    sendOtp,
    resendOtp: () => sendOtp('sms'),
    sendOnWhatsApp: () => sendOtp('whatsapp'),
    resendAt,
    channel,
    whatsapp,
    notice,
    requests,
    verifyOtp,
    fillCodeFromSms,
    backToPhone,
  };
}
