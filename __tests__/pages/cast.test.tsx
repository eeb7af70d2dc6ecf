/** @jest-environment node */
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import type { GetStaticPropsContext } from 'next';
import { renderToStaticMarkup } from 'react-dom/server';
import CastPage, { getStaticProps } from '../../pages/cast';

/** The page as the static export serves it (server HTML, no JavaScript), queried like Testing Library. */
function renderStatic(element: React.ReactElement) {
  const { window } = new JSDOM(`<!doctype html><html lang="ja"><body>${renderToStaticMarkup(element)}</body></html>`);
  return within(window.document.body);
}

async function loadProps() {
  const result = await getStaticProps({} as GetStaticPropsContext);
  if (!('props' in result)) throw new Error('expected props');
  return result.props;
}

describe('/cast/', () => {
  it('loads every cast entry and staff credit from content/', async () => {
    const props = await loadProps();
    expect(props.cast.map((c) => c.characterId)).toEqual(['misaki', 'nagi', 'kanade', 'hinata', 'ren', 'shiori', 'tetsu', 'rina']);
    expect(props.staff.find((s) => s.role === '監督')?.names).toEqual(['渚川 透']);
  });

  it('renders the cast with readings and CVs, the five members linking to their pages', async () => {
    const page = renderStatic(<CastPage {...await loadProps()} />);
    expect(page.getByRole('heading', { level: 1, name: 'キャスト・スタッフ' })).toBeTruthy();
    const cast = page.getByRole('region', { name: 'キャスト' });
    const links = within(cast).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/member/misaki/',
      '/member/nagi/',
      '/member/kanade/',
      '/member/hinata/',
      '/member/ren/',
    ]);
    const terms = within(cast).getAllByRole('term');
    expect(terms).toHaveLength(8);
    expect(terms[0].querySelectorAll('rt')[0].textContent).toBe('あさなぎ');
    expect(within(cast).getAllByRole('definition')[0].textContent).toContain('汐田ことね');
    expect(terms[7].textContent).toContain('鷹宮');
  });

  it('renders the staff as role → names', async () => {
    const page = renderStatic(<CastPage {...await loadProps()} />);
    const staff = page.getByRole('region', { name: 'スタッフ' });
    const roles = within(staff).getAllByRole('term').map((t) => t.textContent);
    expect(roles).toContain('アニメーション制作');
    const chief = within(staff).getByText('総作画監督').nextElementSibling;
    expect(chief?.textContent).toBe('綿貫ほのか樫村祐一');
  });
});
