/** @jest-environment node */
import { within } from '@testing-library/dom';
import CastPage, { getStaticProps } from '../../pages/cast';
import { renderStatic } from '../helpers/renderStatic';
import { loadProps } from '../helpers/pageProps';

describe('/cast/', () => {
  it('loads every cast entry and staff credit from content/', async () => {
    const props = await loadProps(getStaticProps);
    expect(props.cast.map((c) => c.characterId)).toEqual(['misaki', 'nagi', 'kanade', 'hinata', 'ren', 'shiori', 'tetsu', 'rina']);
    expect(props.staff.find((s) => s.role === '監督')?.names).toEqual(['渚川 透']);
  });

  it('renders the cast with readings and CVs, the five members linking to their pages', async () => {
    const { page } = renderStatic(<CastPage {...await loadProps(getStaticProps)} />);
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
    const { page } = renderStatic(<CastPage {...await loadProps(getStaticProps)} />);
    const staff = page.getByRole('region', { name: 'スタッフ' });
    const roles = within(staff).getAllByRole('term').map((t) => t.textContent);
    expect(roles).toContain('アニメーション制作');
    const chief = within(staff).getByText('総作画監督').nextElementSibling;
    expect(chief?.textContent).toBe('綿貫ほのか樫村祐一');
  });
});
