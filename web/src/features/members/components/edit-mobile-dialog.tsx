/**
 * "Edit Mobile Number" (docs/product.md 2.10, 5.3 and 5.4): a club manager corrects another member's
 * mobile number and e-mail. Opens by fetching the current values (get_member_number), saves
 * with update_mobile_number, toasts the server's message and, on success, lets the list refresh.
 */
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import type { MemberRow } from '@d320b/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { callApi, errorMessage } from '@/lib/api-client';
import { cleanMobileInput } from '@/lib/phone';
import { PhoneInput } from '@/components/phone-input';
import { memberNumberQuery } from '../api';
import { i18n } from '@/i18n/i18n';
import { serverSuccessText } from '@/i18n/server-messages';

export const MOBILE_LENGTH = 10;
export const MOBILE_MESSAGE = /*i18n*/ 'Please enter a valid 10-digit mobile number.';
export const EMAIL_MESSAGE = /*i18n*/ 'Please enter a valid e-mail address.';

export const contactSchema = z.object({
  mobile: z.string().check(z.regex(/^\d{10}$/, MOBILE_MESSAGE)),
  email: z.union([z.literal(''), z.email(EMAIL_MESSAGE)]),
});
export type ContactValues = z.infer<typeof contactSchema>;

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
    resolver: zodResolver(contactSchema),
    defaultValues: { mobile: '', email: '' },
    mode: 'onTouched',
  });
  const { reset } = form;

  useEffect(() => {
    if (current.data) reset({ mobile: cleanMobileInput(current.data.data), email: current.data.emailAddress ?? '' });
  }, [current.data, reset]);

  useEffect(() => {
    if (current.isError) {
      toast.error(errorMessage(current.error, i18n._('Data Not Found.')));
      onClose();
    }
  }, [current.isError, current.error, onClose]);

  const save = useMutation({
    mutationFn: (values: ContactValues) =>
      callApi('update_mobile_number', { member_id: member.memId, new_mobile: values.mobile, new_email: values.email.trim() }),
    onSuccess: (res) => {
      toast.success(serverSuccessText(res.message));
      onSaved();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

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
                aria-invalid={errors.mobile ? true : undefined}
                aria-describedby={errors.mobile ? mobileErrorId : undefined}
                {...form.register('mobile')}
              />
            )}
            {errors.mobile && (
              <p id={mobileErrorId} role="alert" className="text-sm font-medium text-destructive">
                {i18n._(errors.mobile.message ?? '')}
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
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? emailErrorId : undefined}
                {...form.register('email')}
              />
            )}
            {errors.email && (
              <p id={emailErrorId} role="alert" className="text-sm font-medium text-destructive">
                {i18n._(errors.email.message ?? '')}
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
