import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { CAMPAIGN_COPY } from '../../src/config/copy-campaign';
import '../../src/data/active';
import { leadInsuredFor } from '../../src/data/active/types';
import { resetDb } from '../../src/mocks/node';
import { LeadForm } from '../../src/pages/_campaign/LeadForm';
import { toast } from '../../src/ui/feedback';
import { renderScreen } from '../support/render';

vi.mock('../../src/ui/feedback', () =>
  import('../support/recorded-toast').then(({ recordedToast }) => recordedToast()),
);

/**
 * 为谁咨询 follows the product's ages (fresh-eyes walk, issue 22): the short video's product for
 * people of 50 to 85 offered 孩子 and 全家.
 */

beforeEach(() => {
  resetDb();
  sessionStorage.clear();
  Object.values(toast).forEach((fn) => vi.mocked(fn).mockReset());
});

const whomShown = () =>
  Array.from(
    screen.getByRole('group', { name: '为谁咨询' }).querySelectorAll('button'),
    (button) => button.textContent,
  );

function showForm(ages: { min: number; max: number }) {
  return renderScreen(
    <LeadForm
      kind="shortvideo"
      pageId="senior-2026"
      title="免费测算保费"
      submitText="立即测算"
      estimate={{ ageRange: ages, terms: [{ value: '1y', label: '1年' }] }}
    />,
  );
}

test('the rule: the elderly are asked about for 父母, 本人, 配偶; children for 孩子; others for all five', () => {
  expect(leadInsuredFor({ min: 50, max: 85 })).toEqual(['parents', 'self', 'spouse']);
  expect(leadInsuredFor({ min: 0, max: 17 })).toEqual(['children']);
  expect(leadInsuredFor({ min: 0, max: 65 })).toHaveLength(5);
  expect(leadInsuredFor()).toHaveLength(5);
});

test('a product for 50 to 85: 父母, 本人 and 配偶 offered, not 孩子 or 全家', async () => {
  showForm({ min: 50, max: 85 });
  expect(await screen.findByRole('group', { name: '为谁咨询' })).toBeInTheDocument();
  expect(whomShown()).toEqual(['父母', '本人', '配偶']);
  // The only cover term there is is chosen already: no 请选择保障期限 for a choice of one.
  expect(screen.getByRole('button', { name: '1年' })).toHaveAttribute('aria-pressed', 'true');
  // So the short video's lead asks for the age of the one insured, whoever it is, not 父母's.
  expect(CAMPAIGN_COPY.shortVideo.estimateLead).toMatch(/^选择被保人的年龄/);
});

test('a 孩子 kept from another form in the tab is not sent for such a product: 请选择为谁咨询', async () => {
  sessionStorage.setItem(
    'lead:shortvideo:senior-2026',
    JSON.stringify({
      name: '李女士',
      phone: '13912345678',
      insured: 'children',
      age: '60',
      term: '1y',
    }),
  );
  showForm({ min: 50, max: 85 });
  await userEvent.click(await screen.findByRole('button', { name: '立即测算' }));
  expect(toast.fail).toHaveBeenCalledWith('请选择为谁咨询', expect.any(Number));
});
