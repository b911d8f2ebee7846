import { CAMPAIGN_COPY } from '../../config/copy-campaign';
import { toast } from '../../ui/feedback';
import { copyText as copyToClipboard } from '../_shared/copy-text';

/** Copies `text` to the clipboard (pages/_shared/copy-text), and tells the visitor whether it worked. */
export async function copyText(
  text: string,
  done: string = CAMPAIGN_COPY.copied,
): Promise<boolean> {
  const copied = await copyToClipboard(text);
  if (copied) toast.success(done);
  else toast.fail(CAMPAIGN_COPY.copyFailed);
  return copied;
}
