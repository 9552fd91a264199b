/**
 * /login (spec sections 2, 4, 5). Kept deliberately light — no form or schema
 * library, no icon set — because it is the first screen a member opens on a
 * slow connection.
 *
 * The OTP step reads the code from the SMS where the browser can (WebOTP, Chrome on Android: the
 * SMS ends with "@<app host> #<code>"), offers the code on WhatsApp once the server's resend gap
 * has passed (where the district has WhatsApp), and shows every refusal in the server's words
 * (what happened, how long, what else to try) until the next try.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { PhoneInput } from '@/components/phone-input';
import { districtTitle } from '@/lib/meta';
import { maskPhone } from '@/lib/phone';
import { prefetch, PREFETCH_AFTER_LOGIN } from '@/lib/prefetch';
import { LightButton, LightInput } from '../components/light-controls';
import { useLoginFlow } from '../use-login-flow';
import { returnPathFrom, sessionEndedFrom } from '../return-path';
import { cleanOtpInput, MOBILE_LENGTH, mobileError, OTP_LENGTH, otpError } from '../validation';

export const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';

export default function LoginPage() {
  const { state } = useLocation();
  // A shared link opened signed out (or the page a 401 interrupted) opens after the code.
  const [afterSignIn] = useState(() => returnPathFrom(state) ?? undefined);
  const [sessionEnded] = useState(() => sessionEndedFrom(state));
  const flow = useLoginFlow({ afterSignIn });
  const title = flow.step === 'phone' ? 'Login' : 'Verify OTP';

  useEffect(() => {
    document.title = `${title} · ${districtTitle()}`;
  }, [title]);

  useEffect(() => {
    // The member is about to sign in: fetch the shell and dashboard while the code is typed.
    if (flow.step === 'otp') prefetch(PREFETCH_AFTER_LOGIN);
  }, [flow.step]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-8">
      <div className="flex w-full max-w-sm flex-col items-center gap-5">
        <div className="flex flex-col items-center gap-2 text-center">
          <img src="/icons/icon-192.png" alt="" width={72} height={72} className="size-18 rounded-2xl shadow-md" />
          <p className="text-2xl font-bold tracking-tight text-primary">{districtTitle()}</p>
        </div>
        <section className="w-full rounded-2xl border bg-card p-6 shadow-lg" aria-labelledby="login-title">
          <h1 id="login-title" className="text-2xl font-bold text-foreground">
            {title}
          </h1>
          {sessionEnded && (
            <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-base font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {SESSION_ENDED_NOTICE}
            </p>
          )}
          {flow.step === 'phone' ? <PhoneStep flow={flow} /> : <OtpStep flow={flow} />}
        </section>
      </div>
    </main>
  );
}

type Flow = ReturnType<typeof useLoginFlow>;

function PhoneStep({ flow }: { flow: Flow }) {
  const inputId = useId();
  const errorId = useId();
  const error = mobileError(flow.mobile);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void flow.sendOtp();
  }

  return (
    <form className="mt-5 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <p className="text-base text-muted-foreground">Enter your registered mobile number to receive a one-time code.</p>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-base font-medium">
          Mobile Number
        </label>
        <div className="flex items-stretch">
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-input bg-muted px-3 text-base font-medium text-muted-foreground" aria-hidden="true">
            +91
          </span>
          <PhoneInput
            id={inputId}
            name="mobile"
            placeholder="10-digit mobile number"
            value={flow.mobile}
            onChange={(e) => flow.setMobile(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            extraClass="rounded-l-none! text-lg! tracking-wide placeholder:text-base placeholder:tracking-normal"
            autoFocus
          />
        </div>
        {error && (
          <p id={errorId} className="text-base font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <LightButton type="submit" size="lg" disabled={flow.mobile.length !== MOBILE_LENGTH} loading={flow.sending !== null}>
        Send OTP
      </LightButton>
      <Notice text={flow.notice} />
    </form>
  );
}

function OtpStep({ flow }: { flow: Flow }) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const error = otpError(flow.otp);
  useCodeFromSms(flow);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void flow.verifyOtp();
  }

  return (
    <form className="mt-2 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <p id={hintId} className="text-base text-muted-foreground">
        Code sent to <span className="font-semibold tracking-wider text-foreground">{maskPhone(flow.mobile)}</span>
        {flow.channel === 'whatsapp' ? ' on WhatsApp' : flow.channel === 'sms' ? ' by SMS' : ''}
      </p>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-base font-medium">
          Enter OTP
        </label>
        <LightInput
          id={inputId}
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          placeholder="6-digit code"
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
        Verify
      </LightButton>
      <Notice text={flow.notice} />
      <div className="flex flex-col items-center gap-1 text-base">
        <ResendOptions flow={flow} />
        <LightButton type="button" variant="link" onClick={flow.backToPhone}>
          Back to phone number
        </LightButton>
      </div>
    </form>
  );
}

/** The server's refusal, in its words, kept on the screen until the next try. */
function Notice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-base font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {text}
    </p>
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

/** "51 minutes", "2 hours" (rounded up). */
function waitWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

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
  return (
    <>
      {longWait && (
        <p className="text-center text-base text-muted-foreground">
          A new code can be sent in {waitWords(seconds)}. Meanwhile, enter the latest code you received. If no code reaches you, ask your club
          secretary to check your number.
        </p>
      )}
      <LightButton
        type="button"
        variant="link"
        onClick={() => void flow.resendOtp()}
        disabled={busy || countdown}
        extraClass="font-normal! text-muted-foreground!"
      >
        Didn&apos;t receive?{' '}
        <span className="font-semibold text-primary">{flow.sending === 'sms' ? 'Sending…' : countdown ? `Resend OTP in ${seconds} s` : 'Resend OTP'}</span>
      </LightButton>
      {flow.whatsapp && seconds === 0 && (
        <LightButton type="button" variant="link" onClick={() => void flow.sendOnWhatsApp()} disabled={busy} extraClass="font-semibold!">
          {flow.sending === 'whatsapp' ? 'Sending…' : 'Send the code on WhatsApp'}
        </LightButton>
      )}
    </>
  );
}
