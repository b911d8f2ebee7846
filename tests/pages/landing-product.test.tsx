import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PRODUCT_DETAILS } from '../../src/mocks/fixtures/products';
import { setFault } from '../../src/mocks/node';
import { renderApp } from '../support/render';

/**
 * A campaign landing shows the product it names as the product's own reply tells it (issue 22):
 * the facts of product 105 on its feed ad's and its poster's landings are the detail's, and a
 * product that cannot be loaded says so in its place, with a retry, while the landing stays.
 */
const MEDICAL = PRODUCT_DETAILS.find((product) => product.id === 105)!;

async function productSection() {
  return screen.findByTestId('product-facts');
}

for (const route of ['/Active/InformationFow', '/Active/Poster/medical-2026']) {
  test(`${route} tells product 105 as its detail does`, async () => {
    renderApp({ route });
    const section = await productSection();
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(MEDICAL.name);
    expect(within(section).getByTestId('fact-renewal')).toHaveTextContent(MEDICAL.keyFacts.renewal);
    expect(within(section).getByTestId('fact-ageRange')).toHaveTextContent(
      MEDICAL.keyFacts.ageRange,
    );
    expect(within(section).getByTestId('fact-filingNumber')).toHaveTextContent(
      MEDICAL.keyFacts.filingNumber,
    );
    expect(within(section).getByTestId('fact-clause')).toHaveTextContent(MEDICAL.keyFacts.clause);
    expect(within(section).getByTestId('fact-insurer')).toHaveTextContent(MEDICAL.insurer);
    expect(within(section).getByTestId('fact-priceFrom')).toHaveTextContent(
      String(MEDICAL.priceFrom),
    );
    expect(
      within(section)
        .getAllByTestId('fact-sum')
        .map((cell) => cell.textContent),
    ).toEqual(MEDICAL.plans[0]!.coverages.map((coverage) => coverage.sumInsured));
    // What limits a sum is said with it, as on the detail (the fresh-eyes walk found 一般医疗 200万
    // here without its 年免赔额1万元), and every plan the product sells is named with its price.
    for (const coverage of MEDICAL.plans[0]!.coverages.filter((each) => each.note)) {
      expect(
        within(section).getByRole('row', { name: new RegExp(coverage.item) }),
      ).toHaveTextContent(coverage.note!);
    }
    const plans = within(section).getByTestId('fact-plans');
    for (const plan of MEDICAL.plans) {
      expect(plans).toHaveTextContent(plan.name);
      expect(plans).toHaveTextContent(String(plan.premiumFrom));
    }
    // What issue 22 found on these landings: another renewal, other ages, another filing.
    expect(section).not.toHaveTextContent('不保证续保');
    expect(section).not.toHaveTextContent('078号');
    expect(within(section).getByRole('link', { name: '查看产品详情' })).toHaveAttribute(
      'href',
      '/ProductNew?id=105',
    );
  });
}

test('a product that cannot be loaded says so in its place, and 重新加载 shows it', async () => {
  setFault('GET', '/rest/api/product/detail/105', { code: 5001, message: '服务繁忙', times: 1 });
  renderApp({ route: '/Active/Poster/medical-2026' });
  const retry = await screen.findByRole('button', { name: '重新加载' });
  expect(screen.getByText('内容加载失败')).toBeInTheDocument();
  // The landing itself stays: its form and its call to action.
  expect(screen.getAllByRole('button', { name: '预约顾问讲解' }).length).toBeGreaterThan(0);
  fireEvent.click(retry);
  expect(await productSection()).toHaveTextContent(MEDICAL.keyFacts.filingNumber);
});

test('the planning landing sells a service and names no product', async () => {
  renderApp({ route: '/Active/InformationFow/p3' });
  await screen.findByRole('heading', { level: 1, name: '家庭保障，从一份规划开始' });
  expect(screen.queryByTestId('product-facts')).not.toBeInTheDocument();
});
