import { Toaster } from 'sonner';
import { useDisplayChoices } from '@/lib/display';
import { useI18n } from '@/i18n/use-i18n';

/** Spec: toasts at bottom-center for 2 seconds. */
export const TOAST_DURATION_MS = 2000;

/** `dir` is given: sonner would otherwise read the page's computed style while rendering (a forced style recalculation). */
export default function AppToaster() {
  const { theme } = useDisplayChoices();
  const i18n = useI18n();
  return <Toaster theme={theme} position="bottom-center" duration={TOAST_DURATION_MS} richColors offset={16} mobileOffset={16} dir="ltr" containerAriaLabel={i18n._('Notifications')} />;
}
