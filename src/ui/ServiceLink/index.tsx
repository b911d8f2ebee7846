import type { ReactNode } from 'react';
import { COPY } from '../../config/copy';
import { SITE } from '../../config/site';
import { safeExternalUrl } from '../../lib/url';

/**
 * The site's customer service, from the site configuration only (config/site.ts): the chat page
 * (`customerServiceUrl`) where it is an address a browser can open (http or https), else the
 * operator's hotline. No screen names either itself.
 */

/** The configured customer-service page, or null when it cannot be opened (the hotline then). */
export function customerServicePage(): string | null {
  return safeExternalUrl(SITE.customerServiceUrl);
}

/** The operator's hotline as a tel: address (digits only: `400-820-6688` dials as 4008206688). */
export const HOTLINE_HREF = `tel:${SITE.operator.hotline.replace(/[^\d+]/g, '')}`;

/** What a screen says where it offers the hotline instead of the chat page. */
export const HOTLINE_TEXT = COPY.service.hotline(SITE.operator.hotline, SITE.operator.serviceHours);

/**
 * A link to customer service: the chat page in a new tab, or, where it cannot open, the hotline
 * (the phone asks before it dials), named so in its accessible name.
 */
export function ServiceLink({ className, children }: { className?: string; children: ReactNode }) {
  const page = customerServicePage();
  if (page) {
    return (
      <a className={className} href={page} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a className={className} href={HOTLINE_HREF} aria-label={HOTLINE_TEXT}>
      {children}
    </a>
  );
}
