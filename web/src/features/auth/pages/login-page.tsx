/**
 * /login (docs/product.md 2.4, 5.1, 5.4). Kept deliberately light — no form or schema
 * library, no icon set — because it is the first screen a member opens on a
 * slow connection.
 *
 * The OTP step reads the code from the SMS where the browser can (WebOTP, Chrome on Android: the
 * SMS ends with "@<app host> #<code>"), offers the code on WhatsApp once the server's resend gap
 * has passed (where the district has WhatsApp), and shows every refusal in the server's words
 * (what happened, how long, what else to try) until the next try.
 */
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { PhoneInput } from '@/components/phone-input';
import { useI18n } from '@/i18n/use-i18n';
import { loadAppMessages } from '@/i18n/i18n';
import { LanguageChoice } from '@/i18n/language-choice';
import { focusAfterPaint } from '@/lib/focus-after-paint';
import { districtTitle } from '@/lib/meta';
import { prefetch, PREFETCH_AFTER_LOGIN } from '@/lib/prefetch';
import { LightButton } from '../components/light-controls';
import { Notice } from '../components/notice';
import { useLoginFlow } from '../use-login-flow';
import { returnPathFrom, sessionEndedFrom } from '../return-path';
import { MOBILE_LENGTH, mobileError } from '../validation';

/** The OTP step and the app's whole catalogue: asked for with the code, not on a cold /login. */
const OtpStep = lazy(() => Promise.all([import('./otp-step'), loadAppMessages()]).then(([step]) => step));

export const SESSION_ENDED_NOTICE = /*i18n*/ 'Your session has ended. Please sign in again.';

export default function LoginPage() {
  const { state } = useLocation();
  // A shared link opened signed out (or the page a 401 interrupted) opens after the code.
  const [afterSignIn] = useState(() => returnPathFrom(state) ?? undefined);
  const [sessionEnded] = useState(() => sessionEndedFrom(state));
  const flow = useLoginFlow({ afterSignIn });
  const i18n = useI18n();
  const title = flow.step === 'phone' ? i18n._('Login') : i18n._('Verify OTP');

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
              {i18n._(SESSION_ENDED_NOTICE)}
            </p>
          )}
          {flow.step === 'phone' ? (
            <PhoneStep flow={flow} />
          ) : (
            <Suspense fallback={<p className="mt-5 text-base text-muted-foreground">…</p>}>
              <OtpStep flow={flow} />
            </Suspense>
          )}
        </section>
        <LanguageChoice />
      </div>
    </main>
  );
}

type Flow = ReturnType<typeof useLoginFlow>;

function PhoneStep({ flow }: { flow: Flow }) {
  const inputId = useId();
  const errorId = useId();
  const error = mobileError(flow.mobile);
  const i18n = useI18n();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void flow.sendOtp();
  }

  return (
    <form className="mt-5 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <p className="text-base text-muted-foreground">{i18n._('Enter your registered mobile number to receive a one-time code.')}</p>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-base font-medium">
          {i18n._('Mobile Number')}
        </label>
        <div className="flex items-stretch">
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-input bg-muted px-3 text-base font-medium text-muted-foreground" aria-hidden="true">
            +91
          </span>
          <PhoneInput
            id={inputId}
            name="mobile"
            placeholder={i18n._('10-digit mobile number')}
            value={flow.mobile}
            onChange={(e) => flow.setMobile(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            extraClass="rounded-l-none! text-lg! tracking-wide placeholder:text-base placeholder:tracking-normal"
            ref={focusAfterPaint}
          />
        </div>
        {error && (
          <p id={errorId} className="text-base font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <LightButton type="submit" size="lg" disabled={flow.mobile.length !== MOBILE_LENGTH} loading={flow.sending !== null}>
        {i18n._('Send OTP')}
      </LightButton>
      <Notice text={flow.notice} />
    </form>
  );
}
