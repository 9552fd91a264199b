/**
 * The OTP step of /login: its own chunk, loaded with the app's full catalogue when the member asks
 * for a code (the phone step and its catalogue are all a cold /login downloads).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '@/i18n/use-i18n';
import { richText } from '@/i18n/rich-text';
import { waitInWords } from '../login-refusals';
import { maskPhone } from '@/lib/phone';
import { LightButton, LightInput } from '../components/light-controls';
import { Notice } from '../components/notice';
import type { useLoginFlow } from '../use-login-flow';
import { cleanOtpInput, OTP_LENGTH, otpError } from '../validation';

type Flow = ReturnType<typeof useLoginFlow>;

export function OtpStep({ flow }: { flow: Flow }) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const error = otpError(flow.otp);
  const i18n = useI18n();
  useCodeFromSms(flow);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void flow.verifyOtp();
  }

  return (
    <form className="mt-2 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <p id={hintId} className="text-base text-muted-foreground">
        {richText(
          (values) =>
            flow.channel === 'whatsapp'
              ? i18n._('Code sent to {phone} on WhatsApp', values)
              : flow.channel === 'sms'
                ? i18n._('Code sent to {phone} by SMS', values)
                : i18n._('Code sent to {phone}', values),
          { phone: <span className="font-semibold tracking-wider text-foreground">{maskPhone(flow.mobile)}</span> },
        )}
      </p>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-base font-medium">
          {i18n._('Enter OTP')}
        </label>
        <LightInput
          id={inputId}
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          placeholder={i18n._('6-digit code')}
          maxLength={OTP_LENGTH}
          value={flow.otp}
          onChange={(e) => flow.setOtp(cleanOtpInput(e.target.value))}
          aria-invalid={!!error}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          extraClass="text-center text-2xl! font-semibold tracking-[0.5em] placeholder:text-lg placeholder:font-normal placeholder:tracking-normal"
          autoFocus
        />
        {error && (
          <p id={errorId} className="text-base font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <LightButton type="submit" size="lg" disabled={flow.otp.length !== OTP_LENGTH} loading={flow.verifying}>
        {i18n._('Verify')}
      </LightButton>
      <Notice text={flow.notice} />
      <div className="flex flex-col items-center gap-1 text-base">
        <ResendOptions flow={flow} />
        <LightButton type="button" variant="link" onClick={flow.backToPhone}>
          {i18n._('Back to phone number')}
        </LightButton>
      </div>
    </form>
  );
}

/**
 * WebOTP: where the browser can read the sign-in SMS (Chrome on Android), it hands the code over
 * and the member signs in without typing. Listens while the OTP step is on screen, again after
 * each new code is asked for; leaving the screen stops it.
 */
function useCodeFromSms(flow: Flow) {
  const fill = useRef(flow.fillCodeFromSms);
  useEffect(() => {
    fill.current = flow.fillCodeFromSms;
  });
  const { requests } = flow;
  useEffect(() => {
    if (!('OTPCredential' in window) || !navigator.credentials) return;
    const listening = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: listening.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && !listening.signal.aborted) fill.current(code);
      })
      // Stopped (the member left the screen, or asked again) or dismissed: typing still works.
      .catch(() => undefined);
    return () => listening.abort();
  }, [requests]);
}

/** Seconds left until `at` (epoch ms), updated every second; 0 when passed. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= Date.now()) return;
    const tick = () => {
      setNow(Date.now());
      if (Date.now() >= at) clearInterval(timer);
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** A countdown longer than this is not shown on a disabled button: the member gets words and a button that works. */
const LONG_WAIT_SECONDS = 120;

/**
 * Resend OTP (SMS), disabled with a countdown until the server's gap between two codes has passed;
 * then also "Send the code on WhatsApp" where the district offers it. A long wait (a limit of the
 * number or the network) is said in words, and Resend stays pressable: the server may renew the
 * latest code for this device, or says again how long to wait.
 */
function ResendOptions({ flow }: { flow: Flow }) {
  const seconds = useSecondsUntil(flow.resendAt);
  const longWait = seconds > LONG_WAIT_SECONDS;
  const countdown = seconds > 0 && !longWait;
  const busy = flow.sending !== null;
  const i18n = useI18n();
  return (
    <>
      {longWait && (
        <p className="text-center text-base text-muted-foreground">
          {i18n._(
            'A new code can be sent in {wait}. Meanwhile, enter the latest code you received. If no code reaches you, ask your club secretary to check your number.',
            { wait: waitInWords(seconds) },
          )}
        </p>
      )}
      <LightButton
        type="button"
        variant="link"
        onClick={() => void flow.resendOtp()}
        disabled={busy || countdown}
        extraClass="font-normal! text-muted-foreground!"
      >
        {i18n._('Didn\'t receive?')}{' '}
        <span className="font-semibold text-primary">
          {flow.sending === 'sms' ? i18n._('Sending…') : countdown ? i18n._('Resend OTP in {seconds} s', { seconds }) : i18n._('Resend OTP')}
        </span>
      </LightButton>
      {flow.whatsapp && seconds === 0 && (
        <LightButton type="button" variant="link" onClick={() => void flow.sendOnWhatsApp()} disabled={busy} extraClass="font-semibold!">
          {flow.sending === 'whatsapp' ? i18n._('Sending…') : i18n._('Send the code on WhatsApp')}
        </LightButton>
      )}
    </>
  );
}

export default OtpStep;
