/**
 * "Edit Mobile Number" (docs/product.md 2.10, 5.3 and 5.4): a club manager corrects another member's
 * mobile number and e-mail. Opens by fetching the current values (get_member_number), saves
 * with update_mobile_number, toasts the server's message and, on success, lets the list refresh.
 */
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { contactCorrectionForm, MOBILE_LENGTH, type MemberRow } from '@d320b/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useCallMutation } from '@/lib/calls';
import { contractResolver } from '@/lib/form-resolver';
import { cleanMobileInput } from '@/lib/phone';
import { PhoneInput } from '@/components/phone-input';
import { memberNumberQuery } from '../api';
import { i18n } from '@/i18n/i18n';
import { showError } from '@/lib/show-error';

/** The form checks what the server checks: the contract's rules of update_mobile_number. */
export const contactSchema = contactCorrectionForm;
export type ContactValues = { new_mobile: string; new_email: string };

export interface EditMobileDialogProps {
  member: Pick<MemberRow, 'memId' | 'memName'>;
  onClose: () => void;
  /** After a successful save (the dialog is closed by the caller). */
  onSaved: () => void;
}

export default function EditMobileDialog({ member, onClose, onSaved }: EditMobileDialogProps) {
  const mobileId = useId();
  const emailId = useId();
  const mobileErrorId = useId();
  const emailErrorId = useId();

  const current = useQuery(memberNumberQuery(member.memId));

  const form = useForm<ContactValues>({
    resolver: contractResolver<ContactValues>(contactSchema),
    defaultValues: { new_mobile: '', new_email: '' },
    mode: 'onTouched',
  });
  const { reset } = form;

  useEffect(() => {
    if (current.data) reset({ new_mobile: cleanMobileInput(current.data.data), new_email: current.data.emailAddress ?? '' });
  }, [current.data, reset]);

  useEffect(() => {
    if (current.isError) {
      showError(current.error, /*i18n*/ 'Data Not Found.');
      onClose();
    }
  }, [current.isError, current.error, onClose]);

  const save = useCallMutation(
    'update_mobile_number',
    (values: ContactValues) => ({ member_id: member.memId, new_mobile: values.new_mobile, new_email: values.new_email.trim() }),
    { announce: 'member', onSuccess: onSaved, errorFallback: /*i18n*/ 'Error' },
  );

  const { errors } = form.formState;
  const loading = current.isPending;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // No closing half-way through a save: the result would be lost.
        if (!open && !save.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{i18n._('Edit Mobile Number')}</DialogTitle>
          <DialogDescription>{member.memName}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <div className="grid gap-1.5">
            <Label htmlFor={mobileId}>{i18n._('Mobile Number')}</Label>
            {loading ? (
              <Skeleton className="h-12 w-full" />
            ) : (
              <PhoneInput
                id={mobileId}
                autoComplete="off"
                required
                minLength={MOBILE_LENGTH}
                aria-invalid={errors.new_mobile ? true : undefined}
                aria-describedby={errors.new_mobile ? mobileErrorId : undefined}
                {...form.register('new_mobile')}
              />
            )}
            {errors.new_mobile && (
              <p id={mobileErrorId} role="alert" className="text-sm font-medium text-destructive">
                {i18n._(errors.new_mobile.message ?? '')}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={emailId}>{i18n._('Email (optional)')}</Label>
            {loading ? (
              <Skeleton className="h-12 w-full" />
            ) : (
              <Input
                id={emailId}
                type="email"
                inputMode="email"
                autoComplete="off"
                aria-invalid={errors.new_email ? true : undefined}
                aria-describedby={errors.new_email ? emailErrorId : undefined}
                {...form.register('new_email')}
              />
            )}
            {errors.new_email && (
              <p id={emailErrorId} role="alert" className="text-sm font-medium text-destructive">
                {i18n._(errors.new_email.message ?? '')}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              {i18n._('Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={loading}>
              {i18n._('Confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
