import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { SITE } from '../../src/config/site';
import { customerServicePage, HOTLINE_HREF, ServiceLink } from '../../src/ui/ServiceLink';

/** Customer service comes from the site configuration; where its page cannot open, the hotline. */
const configured = SITE.customerServiceUrl;
const configure = (url: string) =>
  ((SITE as { customerServiceUrl: string }).customerServiceUrl = url);
afterEach(() => configure(configured));

describe('the customer-service link', () => {
  test('the configured chat page, in a new tab without an opener', () => {
    render(<ServiceLink>客服</ServiceLink>);
    const link = screen.getByRole('link', { name: '客服' });
    expect(link).toHaveAttribute('href', configured);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(customerServicePage()).toBe(configured);
  });

  test.each(['', 'javascript:alert(1)', 'kefu.jingxuanbx.cn/chat', 'tel:400'])(
    'configured as %j, it cannot open: the hotline is offered',
    (url) => {
      configure(url);
      expect(customerServicePage()).toBeNull();
      render(<ServiceLink>客服</ServiceLink>);
      const link = screen.getByRole('link', {
        name: `客服热线 ${SITE.operator.hotline}（${SITE.operator.serviceHours}）`,
      });
      expect(link).toHaveAttribute('href', 'tel:4008206688');
      expect(link).not.toHaveAttribute('target');
      expect(HOTLINE_HREF).toBe(`tel:${SITE.operator.hotline.replaceAll('-', '')}`);
    },
  );
});
