import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { expect, test } from 'vitest';
import { openedFrom, ReturnLink, returnsBack } from '../../src/pages/_shared/ReturnLink';

/** The screen shown: its path and query, and how the router got there. */
function Where() {
  const location = useLocation();
  const mark = (location.state as { mark?: string } | null)?.mark ?? '';
  return <p data-testid="where">{location.pathname + location.search + mark}</p>;
}

function show(entries: InitialEntry[], link: { to: string; anyQuery?: boolean }) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <ReturnLink to={link.to} anyQuery={link.anyQuery}>
                返回
              </ReturnLink>
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

test('opened from the list’s tab: 返回保单列表 goes back to that entry, the tab as it was', async () => {
  const list = { pathname: '/Policy', search: '?status=active', hash: '' };
  show(
    [
      '/Home',
      list,
      { pathname: '/Policy/policyDetail', search: '?policyNo=P1', state: openedFrom(list) },
    ],
    { to: '/Policy', anyQuery: true },
  );
  expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/Policy');
  await userEvent.click(screen.getByRole('link', { name: '返回' }));
  // Back: the list entry with its own tab, not a new /Policy on top.
  expect(where()).toBe('/Policy?status=active');
});

test('opened from the plan: the preview’s way to the plan is Back', async () => {
  const plan = { pathname: '/Proposal', search: '?id=P7K3QX2M', hash: '' };
  // The plan's own entry carries a mark: arriving there, not at a new plan, shows it.
  const planEntry = { ...plan, state: { mark: '#entry' } };
  show(
    [
      '/Home',
      planEntry,
      { pathname: '/Proposal/Preview', search: '?id=P7K3QX2M', state: openedFrom(plan) },
    ],
    {
      to: '/Proposal?id=P7K3QX2M',
    },
  );
  await userEvent.click(screen.getByRole('link', { name: '返回' }));
  expect(where()).toBe('/Proposal?id=P7K3QX2M#entry');
});

test('opened any other way (a link from a chat), it is a plain link', async () => {
  show(['/Home', { pathname: '/Proposal/Preview', search: '?id=P7K3QX2M' }], {
    to: '/Proposal?id=P7K3QX2M',
  });
  await userEvent.click(screen.getByRole('link', { name: '返回' }));
  expect(where()).toBe('/Proposal?id=P7K3QX2M');
});

test('Back only to the same screen: another plan, or another query without anyQuery, is a link', () => {
  expect(returnsBack('/Proposal?id=A', '/Proposal?id=A')).toBe(true);
  expect(returnsBack('/Proposal?id=B', '/Proposal?id=A')).toBe(false);
  expect(returnsBack('/Policy?status=ended', '/Policy')).toBe(false);
  expect(returnsBack('/Policy?status=ended', '/Policy', true)).toBe(true);
  expect(returnsBack('/Policy.html', '/Policy', true)).toBe(true);
  expect(returnsBack('/Policy/policyDetail?policyNo=1', '/Policy', true)).toBe(false);
  expect(returnsBack(null, '/Policy', true)).toBe(false);
});
