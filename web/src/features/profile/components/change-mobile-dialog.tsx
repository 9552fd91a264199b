/**
 * Changing the login mobile (Edit Profile's mobile field): the new number must be proven. Step 1
 * sends a code by SMS to the new number; step 2 takes the code. Then the number is switched, every
 * other device is signed out and the old number gets an SMS notice (server: me/mobile/...).
 */
import { useId, useState, type FormEvent } from 'react';
import { fieldProps, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/phone-input';
import { errorMessage } from '@/lib/api-client';
import { digitsOnly } from '@/lib/phone';
import { MOBILE_PATTERN, OTP_PATTERN } from '@d320b/contract/rules';
import { useCallMutation } from '@/lib/calls';
import { i18n } from '@/i18n/i18n';

export function ChangeMobileDialog({
  open,
  onOpenChange,
  onChanged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: (mobile: string) => void;
}) {
  const id = useId();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'number' | 'code'>('number');
  const [error, setError] = useState<string | undefined>();
  // Failures are shown in the dialog, under its field.
  const request = useCallMutation('me/mobile/request-code', (number: string) => ({ mobile: number }), {
    announce: 'member',
    onSuccess: () => setStep('code'),
    onError: (err) => setError(errorMessage(err)),
  });
  const confirm = useCallMutation('me/mobile/confirm', (v: { mobile: string; code: string }) => v, {
    announce: 'member',
    onSuccess: (res) => {
      onChanged(res.mobileNumber);
      reset();
      onOpenChange(false);
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const busy = request.isPending || confirm.isPending;

  const reset = () => {
    setMobile('');
    setCode('');
    setStep('number');
    setError(undefined);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The dialog is portalled out of the profile form, but React events still bubble to it.
    e.stopPropagation();
    setError(undefined);
    if (step === 'number') {
      if (!MOBILE_PATTERN.test(mobile)) return setError(i18n._('Please enter a valid 10-digit mobile number.'));
      request.mutate(mobile);
    } else {
      if (!OTP_PATTERN.test(code)) return setError(i18n._('Please enter the 6-digit code.'));
      confirm.mutate({ mobile, code });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{i18n._('Change login mobile number')}</DialogTitle>
          <DialogDescription>
            {step === 'number'
              ? i18n._('We will send a code by SMS to the new number. Your other devices will be signed out.')
              : i18n._('Enter the 6-digit code sent to {mobile}.', { mobile })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {step === 'number' ? (
            <FormField id={`${id}-mobile`} label={i18n._('New Mobile Number')} required error={error}>
              <PhoneInput
                {...fieldProps(`${id}-mobile`, error)}
                value={mobile}
                disabled={busy}
                onChange={(e) => setMobile(e.target.value)}
              />
            </FormField>
          ) : (
            <FormField id={`${id}-code`} label={i18n._('Code')} required error={error}>
              <Input
                {...fieldProps(`${id}-code`, error)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                disabled={busy}
                onChange={(e) => setCode(digitsOnly(e.target.value, 6))}
              />
            </FormField>
          )}
          <DialogFooter>
            {step === 'code' && (
              <Button type="button" variant="outline" disabled={busy} onClick={() => setStep('number')}>
                {i18n._('Back')}
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {step === 'number' ? i18n._('Send Code') : i18n._('Confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
