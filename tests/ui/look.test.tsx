import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ProductItem } from '../../src/data/home/types';
import { ProductCard } from '../../src/ui/ProductCard';
import { StateBlock } from '../../src/ui/StateBlock';

const PRODUCT: ProductItem = {
  id: 1,
  name: '安心家庭综合保障计划',
  description: '一份保单保全家',
  price: 1280,
  priceUnit: '元/年起',
  image: '/sandbox/art/products/family.svg',
  insurer: '澄衡人寿保险股份有限公司',
  insurerLogo: '/sandbox/art/insurers/chengheng.svg',
  tags: ['全家一单'],
  jump: false,
  status: 'on',
  family: 'ProductNew',
};

function card(product: ProductItem) {
  return render(
    <ul>
      <ProductCard product={product} renderAction={(content) => <div>{content}</div>} />
    </ul>,
  );
}

test('a product card shows its picture and its insurer’s mark, named by the insurer', () => {
  const { container } = card(PRODUCT);
  expect(container.querySelector('img[alt=""]')).toHaveAttribute(
    'src',
    '/sandbox/art/products/family.svg',
  );
  const mark = screen.getByRole('img', { name: '澄衡人寿保险股份有限公司' });
  expect(mark).toHaveAttribute('src', '/sandbox/art/insurers/chengheng.svg');
  expect(mark).toHaveAttribute('width');
  expect(mark).toHaveAttribute('height');
});

test('a product card loads no picture from an unsafe place', () => {
  const { container } = card({
    ...PRODUCT,
    image: 'javascript:alert(1)',
    insurerLogo: 'http://tracker.example/pixel.gif',
  });
  expect(container.querySelectorAll('img')).toHaveLength(0);
  expect(screen.getByText('安心家庭综合保障计划')).toBeInTheDocument();
});

test('an empty state and an error state say what they are, and neither looks like loading', () => {
  const { container, rerender } = render(<StateBlock kind="empty" title="暂无订单" />);
  expect(screen.getByRole('status')).toHaveTextContent('暂无订单');
  expect(container.querySelector('svg')).toBeInTheDocument();
  expect(container).not.toHaveTextContent('…');

  rerender(<StateBlock kind="error" title="产品加载失败" />);
  expect(screen.getByRole('alert')).toHaveTextContent('产品加载失败');
  expect(container.querySelector('svg')).toBeInTheDocument();
  expect(container).not.toHaveTextContent('!');
});
