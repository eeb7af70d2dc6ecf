/** @jest-environment node */
import { within } from '@testing-library/dom';
import MemberDetailPage, { getStaticPaths, getStaticProps as getMemberProps } from '../../pages/member/[id]';
import MemberPage, { getStaticProps } from '../../pages/member/index';
import { renderStatic } from '../helpers/renderStatic';
import { loadPaths, loadProps, staticProps } from '../helpers/pageProps';

const IDS = ['misaki', 'nagi', 'kanade', 'hinata', 'ren'];

describe('/member/', () => {
  it('renders the five members with art, reading, part and CV, each linking to its page', async () => {
    const props = await loadProps(getStaticProps);
    expect(props.members.map((m) => m.id)).toEqual(IDS);
    const { page } = renderStatic(<MemberPage {...props} />);
    expect(page.getByRole('heading', { level: 1, name: 'メンバー' })).toBeTruthy();
    const band = page.getByRole('region', { name: 'バンドメンバー' });
    const links = within(band).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(IDS.map((id) => `/member/${id}/`));
    expect(links[0].querySelectorAll('rt')[0].textContent).toBe('あさなぎ');
    expect(band.textContent).toContain('汐田ことね');
    expect(band.textContent).toContain('ボーカル＆ギター（リーダー）');
    expect(within(band).getAllByRole('img').length).toBeGreaterThanOrEqual(5);
  });

  it('shows the supporting characters below the band', async () => {
    const { page } = renderStatic(<MemberPage {...await loadProps(getStaticProps)} />);
    const supporting = page.getByRole('region', { name: /サブキャラクター/ });
    expect(within(supporting).getAllByRole('article').map((a) => a.id)).toEqual(['shiori', 'tetsu', 'rina']);
  });
});

describe('/member/[id]/', () => {
  it('has a path for each of the five members', async () => {
    const { paths, fallback } = await loadPaths(getStaticPaths);
    expect(fallback).toBe(false);
    expect(paths).toEqual(IDS.map((id) => ({ params: { id } })));
  });

  it('is not found for a supporting character or an unknown id', async () => {
    for (const id of ['shiori', 'nobody']) {
      expect(await staticProps(getMemberProps, { id })).toEqual({ notFound: true });
    }
  });

  it.each(IDS)('renders %s: name with reading, profile <dl>, quote, art and neighbours', async (id) => {
    const props = await loadProps(getMemberProps, { id });
    const { page } = renderStatic(<MemberDetailPage {...props} />);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(h1.querySelectorAll('ruby').length).toBeGreaterThanOrEqual(1);
    expect(h1.textContent?.replace(/（[^）]*）/g, '')).toBe(props.member.name);
    const terms = page.getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['学年', 'パート', '誕生日', '身長', 'CV']);
    expect(page.getByText(`「${props.member.quote}」`)).toBeTruthy();
    expect(page.getAllByRole('img', { name: props.member.images.main.alt }).length).toBeGreaterThanOrEqual(1);
    for (const alt of props.member.images.alternates) {
      expect(page.getAllByRole('img', { name: alt.alt }).length).toBeGreaterThanOrEqual(1);
    }
    const nav = page.getByRole('navigation', { name: 'ほかのメンバー' });
    expect(within(nav).getByRole('link', { name: /前のメンバー/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /次のメンバー/ })).toBeTruthy();
  });

  it('gives misaki\'s profile data', async () => {
    const { page } = renderStatic(<MemberDetailPage {...await loadProps(getMemberProps, { id: 'misaki' })} />);
    const values = page.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual(['2年', 'ボーカル＆ギター（リーダー）', '7月21日', '157cm', '汐田ことね（しおた ことね）']);
  });
});
