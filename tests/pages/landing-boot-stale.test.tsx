import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { FLOW_LANDINGS } from '../../src/mocks/fixtures/landings';
import { resetDb } from '../../src/mocks/node';
import { paintTopPicture } from '../support/boot';
import { renderApp } from '../support/render';

/** An opening picture that is not this landing's is not taken over (own file: held once per page). */
beforeEach(() => resetDb());

test('a landing picture painted from another answer is dropped, and the hero draws its own', async () => {
  const stale = paintTopPicture(
    { url: '/sandbox/art/old-hero.svg', width: 750, height: 560 },
    { skeleton: false },
  );
  renderApp({ route: '/Active/InformationFow' });
  const main = await screen.findByRole('main');
  const hero = FLOW_LANDINGS[0]!.hero.picture!;
  await waitFor(() => expect(main.querySelector(`img[src="${hero.url}"]`)).not.toBeNull());
  expect(document.body.contains(stale)).toBe(false);
  expect(main.querySelector(`img[src="${hero.url}"]`)).not.toBe(stale);
});
