import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { CUSTOM_COPY } from '../../src/config/copy-customized';
import { CUSTOM_CAMPAIGNS } from '../../src/mocks/fixtures/customized';
import { resetDb, setFault } from '../../src/mocks/node';
import { renderApp } from '../support/render';

/**
 * index.html's header of the customisation service's landing, painted from its early answer over
 * the top of the boot markup (ui/boot.ts): its loading state shows that very block, then the
 * landing draws its own header in the same place. Its own file: the boot elements are held once
 * per page, as in the browser.
 */
const CAMPAIGN = CUSTOM_CAMPAIGNS[0]!;

beforeEach(() => resetDb());

test('the customisation service’s landing shows the header index.html painted while it loads, then its own', async () => {
  document.body.innerHTML = `
    <div id="boot">
      <header class="boot-custom">
        <span>${CUSTOM_COPY.landing.badge}</span><h1>${CAMPAIGN.title}</h1><p>${CAMPAIGN.intro}</p>
      </header>
      <div class="boot-page"></div>
    </div>`;
  const painted = document.querySelector('.boot-custom')!;
  setFault('GET', `/rest/api/active/customized/${CAMPAIGN.id}`, { delayMs: 150, times: 1 });
  renderApp({ route: `/Active/CustomizedV2/${CAMPAIGN.id}` });
  // Its loading state holds the painted header, above the grey cards; the boot markup is gone.
  const loading = await screen.findByTestId('card-skeletons');
  expect(loading.parentElement?.contains(painted)).toBe(true);
  expect(document.getElementById('boot')).toBeNull();
  // The landing: its own header, with the same words; the painted one is gone.
  await screen.findByRole('heading', { level: 1, name: CAMPAIGN.title });
  await waitFor(() => expect(document.body.contains(painted)).toBe(false));
  expect(screen.getAllByRole('heading', { level: 1, name: CAMPAIGN.title })).toHaveLength(1);
  expect(screen.getByText(CAMPAIGN.intro)).toBeInTheDocument();
  expect(screen.getByText(CUSTOM_COPY.landing.badge)).toBeInTheDocument();
});

test('a later visit to the landing, with no boot markup, shows its own skeleton', async () => {
  document.body.innerHTML = '';
  setFault('GET', `/rest/api/active/customized/${CAMPAIGN.id}`, { delayMs: 150, times: 1 });
  renderApp({ route: `/Active/CustomizedV2/${CAMPAIGN.id}` });
  expect(await screen.findByLabelText('加载中')).toBeInTheDocument();
  expect(screen.queryByTestId('card-skeletons')).toBeNull();
  await screen.findByRole('heading', { level: 1, name: CAMPAIGN.title });
});
