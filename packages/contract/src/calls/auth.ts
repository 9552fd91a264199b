import { z } from 'zod';
import { defineCall, ok } from '../define';
import { user } from '../entities';
import { loginNonce, mobile10, otp6 } from '../fields';

export const login = defineCall({
  name: 'login',
  method: 'POST',
  auth: false,
  summary:
    'Send a one-time code to a registered mobile number. Answers `nonce`: this device\'s proof of the request, required by otp-verify (the code only works with it).',
  request: z.object({ mobile: mobile10 }),
  response: ok({ nonce: z.string().min(20) }),
});

export const otpVerify = defineCall({
  name: 'otp-verify',
  method: 'POST',
  auth: false,
  summary: 'Check the one-time code; answers a bearer token and the signed-in member.',
  request: z.object({ phone: mobile10, otp: otp6, nonce: loginNonce }),
  response: ok({ token: z.string().min(1), user }),
});

export const logout = defineCall({
  name: 'logout',
  method: 'POST',
  auth: true,
  summary: 'End the current session (revokes the bearer token).',
  request: z.object({}),
  response: ok({}),
});
