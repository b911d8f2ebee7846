import { CAMPAIGN_COPY } from '../../config/copy-campaign';
import { toast } from '../../ui/feedback';

/**
 * Copies `text` to the clipboard: the async API where the page may use it, else a selected
 * textarea and execCommand (older in-app browsers). Says whether it worked, and tells the visitor.
 */
export async function copyText(
  text: string,
  done: string = CAMPAIGN_COPY.copied,
): Promise<boolean> {
  let copied: boolean;
  try {
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    area.remove();
  }
  if (copied) toast.success(done);
  else toast.fail(CAMPAIGN_COPY.copyFailed);
  return copied;
}
