/**
 * /login (spec sections 2, 4, 5). Kept deliberately light — no form or schema
 * library, no icon set — because it is the first screen a member opens on a
 * slow connection.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
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
            <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-base font-medium text-amber-950">
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
      <LightButton type="submit" size="lg" disabled={flow.mobile.length !== MOBILE_LENGTH} loading={flow.sending}>
        Send OTP
      </LightButton>
    </form>
  );
}

function OtpStep({ flow }: { flow: Flow }) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const error = otpError(flow.otp);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void flow.verifyOtp();
  }

  return (
    <form className="mt-2 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <p id={hintId} className="text-base text-muted-foreground">
        Code sent to <span className="font-semibold tracking-wider text-foreground">{maskPhone(flow.mobile)}</span>
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
      <div className="flex flex-col items-center gap-1 text-base">
        <ResendButton flow={flow} />
        <LightButton type="button" variant="link" onClick={flow.backToPhone}>
          Back to phone number
        </LightButton>
      </div>
    </form>
  );
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

/** Resend OTP, disabled with a countdown until the server's gap between two codes has passed. */
function ResendButton({ flow }: { flow: Flow }) {
  const seconds = useSecondsUntil(flow.resendAt);
  const waiting = seconds > 0;
  return (
    <LightButton
      type="button"
      variant="link"
      onClick={() => void flow.resendOtp()}
      disabled={flow.sending || waiting}
      extraClass="font-normal! text-muted-foreground!"
    >
      Didn&apos;t receive?{' '}
      <span className="font-semibold text-primary">{flow.sending ? 'Sending…' : waiting ? `Resend OTP in ${seconds} s` : 'Resend OTP'}</span>
    </LightButton>
  );
}
