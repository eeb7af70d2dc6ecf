import { render, screen, within } from '@testing-library/react';
import StoreBonusTable from './StoreBonusTable';
import { storeBonuses } from './fixtures';

describe('StoreBonusTable', () => {
  it('is a captioned table with column headers', () => {
    render(<StoreBonusTable bonuses={storeBonuses} caption="店舗別購入特典" />);
    const table = screen.getByRole('table', { name: '店舗別購入特典' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['店舗', '特典', '対象商品', '条件']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
  });

  it('groups a store’s bonuses under one row header that spans them', () => {
    render(<StoreBonusTable bonuses={storeBonuses} caption="店舗別購入特典" />);
    const storeHeaders = screen.getAllByRole('rowheader');
    expect(storeHeaders.map((h) => h.textContent?.replace('（新しいタブで開きます）', ''))).toEqual(['うみねこ堂', 'ウェーブマート']);
    expect(storeHeaders[0]).toHaveAttribute('rowspan', '2');
    expect(storeHeaders[0]).toHaveAttribute('scope', 'rowgroup');
    expect(storeHeaders[1]).toHaveAttribute('scope', 'row');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.replace(/.*（新しいタブで開きます）/, ''))).toEqual([
      'A4クリアファイル全巻各巻購入',
      'B2タペストリー全巻全巻購入',
      'メガジャケットVol.1各巻購入',
    ]);
  });

  it('links store names to the shop in a new tab', () => {
    render(<StoreBonusTable bonuses={storeBonuses} caption="店舗別購入特典" />);
    const link = screen.getByRole('link', { name: /^うみねこ堂\s*（新しいタブで開きます）$/ });
    expect(link).toHaveAttribute('href', 'https://example.com/uminekodo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('labels the volume and condition cells for the phone layout', () => {
    render(<StoreBonusTable bonuses={storeBonuses} caption="店舗別購入特典" />);
    const cells = screen.getByText('メガジャケット').closest('tr')?.querySelectorAll('td');
    expect([...(cells ?? [])].map((td) => td.getAttribute('data-label'))).toEqual([null, '対象', '条件']);
  });
});
