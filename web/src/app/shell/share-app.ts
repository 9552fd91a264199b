import { toast } from 'sonner';
import { APP_NAME, appLink, shareText } from '@/lib/meta';
import { i18n } from '@/i18n/i18n';
import { showError } from '@/lib/show-error';

export const SHARE_FALLBACK_ALERT = /*i18n*/ 'Sharing not supported on this browser. Copying link instead!';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Old WebViews / insecure origins have no async clipboard: fall back to a hidden field.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

/** Spec: browser share with the app's public link; if unsupported, alert and copy the link. */
export async function shareApp(): Promise<void> {
  const url = appLink();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: APP_NAME, text: shareText(), url });
    } catch (error) {
      // The member closing the share sheet is not an error.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
    }
    return;
  }
  window.alert(i18n._(SHARE_FALLBACK_ALERT));
  if (await copyText(url)) toast.success(i18n._('Link copied.'));
  else showError(url);
}
