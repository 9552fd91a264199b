import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { getItem, removeItem, setItem, setSession, STORAGE_KEYS } from '@/lib/storage';
import { MOBILE_LENGTH, OTP_LENGTH } from './validation';

export type LoginStep = 'phone' | 'otp';

const OFFLINE_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

function showError(error: unknown) {
  if (isApiError(error)) notify.error(error.status === 0 ? OFFLINE_MESSAGE : error.message);
  else console.error(error);
}

/**
 * The two-step sign-in (spec sections 2 and 4): request a code for the mobile
 * number, then verify it. A mobile number stored by an earlier visit opens
 * the OTP step directly, prefilled.
 */
export function useLoginFlow() {
  const navigate = useNavigate();
  const [initialMobile] = useState(() => {
    const stored = getItem(STORAGE_KEYS.mobileNumber) ?? '';
    return /^\d{10}$/.test(stored) ? stored : '';
  });
  const [step, setStep] = useState<LoginStep>(initialMobile ? 'otp' : 'phone');
  const [mobile, setMobile] = useState(initialMobile);
  const [otp, setOtp] = useState('');
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);

  async function sendOtp(): Promise<boolean> {
    if (mobile.length !== MOBILE_LENGTH || sending) return false;
    setSending(true);
    try {
      const res = await callApi('login', { mobile });
      setItem(STORAGE_KEYS.mobileNumber, mobile);
      // The code only works together with this device's nonce (kept until verified).
      setItem(STORAGE_KEYS.otpNonce, res.nonce);
      if (res.message) notify.success(res.message);
      setStep('otp');
      return true;
    } catch (error) {
      showError(error);
      return false;
    } finally {
      setSending(false);
    }
  }

  async function verifyOtp() {
    if (otp.length !== OTP_LENGTH || verifying) return;
    setVerifying(true);
    try {
      const nonce = getItem(STORAGE_KEYS.otpNonce) ?? '';
      const res = await callApi('otp-verify', { phone: mobile, otp, nonce });
      removeItem(STORAGE_KEYS.otpNonce);
      setSession(res.token, res.user);
      navigate('/', { replace: true });
    } catch (error) {
      showError(error);
      setVerifying(false);
    }
  }

  function backToPhone() {
    removeItem(STORAGE_KEYS.mobileNumber);
    removeItem(STORAGE_KEYS.otpNonce);
    setOtp('');
    setStep('phone');
  }

  return { step, mobile, setMobile, otp, setOtp, sending, verifying, sendOtp, resendOtp: sendOtp, verifyOtp, backToPhone };
}
