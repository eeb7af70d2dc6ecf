import { render, screen, within } from '@testing-library/react';
import PriceTable from './PriceTable';

const classes = { table: 'table', caption: 'caption', name: 'name', code: 'code', price: 'price', end: 'end' };

describe('PriceTable', () => {
  it.each([
    ['形態', [{ name: '初回限定盤', code: 'ABCD-0001', priceTaxIncluded: 2200 }], [['初回限定盤', 'ABCD-0001', '2,200円（税込）']]],
    [
      '仕様',
      [
        { name: 'Blu-ray', code: 'ABXA-0001', priceTaxIncluded: 16500 },
        { name: 'DVD', code: 'ABBA-0001', priceTaxIncluded: 880 },
      ],
      [
        ['Blu-ray', 'ABXA-0001', '16,500円（税込）'],
        ['DVD', 'ABBA-0001', '880円（税込）'],
      ],
    ],
  ])('names each way to buy (%s), its code and its price, tax included', (kind, rows, expected) => {
    render(<PriceTable rows={rows} kind={kind} caption={`作品 ${kind}・価格`} classes={classes} />);
    const table = screen.getByRole('table', { name: `作品 ${kind}・価格` });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([kind, '品番', '価格']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((tr) => [within(tr).getByRole('rowheader'), ...within(tr).getAllByRole('cell')].map((c) => c.textContent))).toEqual(expected);
  });
});
