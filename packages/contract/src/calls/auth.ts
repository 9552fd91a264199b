import { z } from 'zod';
import { defineCall, ok } from '../define';
import { user } from '../entities';
import { loginNonce, mobile10, otp6 } from '../fields';

/** Where a sign-in code goes: SMS, or WhatsApp where the district has set it up. */
export const OTP_CHANNELS = ['sms', 'whatsapp'] as const;
export const otpChannel = z.enum(OTP_CHANNELS);
export type OtpChannel = z.infer<typeof otpChannel>;

export const login = defineCall({
  name: 'login',
  changes: ['sign-in'],
  method: 'POST',
  auth: false,
  summary:
    'Send a one-time code to a registered mobile number (by SMS, or on WhatsApp with `channel: "whatsapp"`). Answers `nonce`: this device\'s proof of the request, required by otp-verify (the code only works with it); `channel`: where the code this device may use was sent; `resendAfterSeconds`: when a new code can be asked for; `whatsapp`: whether WhatsApp is offered. Refusals carry `retryAfterSeconds` and `reason`.',
  request: z.object({ mobile: mobile10, channel: otpChannel.optional() }),
  response: ok({
    nonce: z.string().min(20),
    channel: otpChannel.optional(),
    resendAfterSeconds: z.number().int().min(0).optional(),
    whatsapp: z.boolean().optional(),
  }),
});

export const otpVerify = defineCall({
  name: 'otp-verify',
  changes: ['sessions', 'sign-in'],
  method: 'POST',
  auth: false,
  summary: 'Check the one-time code; answers a bearer token and the signed-in member.',
  request: z.object({ phone: mobile10, otp: otp6, nonce: loginNonce }),
  response: ok({ token: z.string().min(1), user }),
});

export const logout = defineCall({
  name: 'logout',
  changes: ['sessions'],
  method: 'POST',
  auth: true,
  summary: 'End the current session (revokes the bearer token).',
  request: z.object({}),
  response: ok({}),
});
