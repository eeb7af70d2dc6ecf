/** @jest-environment node */
import { within } from '@testing-library/dom';
import MemberDetailPage, { getStaticPaths, getStaticProps as getMemberProps } from '../../pages/member/[id]';
import MemberPage, { getStaticProps } from '../../pages/member/index';
import { createContentContext } from '../../lib/content/context';
import { getMemberPageLead, getMembers, getSupportingCharacters } from '../../lib/sections/member/content';
import { formatBirthday } from '../../lib/sections/member/characters';
import { rubySegments } from '../../lib/ruby';
import { renderStatic, textWithoutRuby } from '../helpers/renderStatic';
import { loadPaths, loadProps, staticProps } from '../helpers/pageProps';
import { sectionLabels } from '../../lib/sections/shape';

const members = getMembers(createContentContext());
const supporting = getSupportingCharacters(createContentContext());
const IDS = members.map((m) => m.id);

describe('/member/', () => {
  it('renders every member with art, reading, part and CV, each linking to its page', async () => {
    const props = await loadProps(getStaticProps);
    expect(props.members.map((m) => m.id)).toEqual(IDS);
    const { page } = renderStatic(<MemberPage {...props} />);
    expect(page.getByRole('heading', { level: 1, name: sectionLabels('member').labelJa })).toBeTruthy();
    expect(page.getByText(getMemberPageLead(createContentContext()))).toBeTruthy();
    const main = page.getByRole('region', { name: 'メインキャラクター' });
    const links = within(main).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(IDS.map((id) => `/member/${id}/`));
    members.forEach((member, i) => {
      expect([...links[i].querySelectorAll('rt')].map((rt) => rt.textContent)).toEqual(rubySegments(member.name, member.reading).map((s) => s.reading));
      expect(main.textContent).toContain(member.cv.name);
      expect(main.textContent).toContain(member.part);
      expect(within(main).getAllByRole('img', { name: member.images.main.alt }).length).toBeGreaterThanOrEqual(1);
    });
  });

  it('shows the supporting characters below the members, or no such section without them', async () => {
    const { page } = renderStatic(<MemberPage {...await loadProps(getStaticProps)} />);
    const region = page.queryByRole('region', { name: /サブキャラクター/ });
    if (supporting.length === 0) expect(region).toBeNull();
    else expect(within(region as HTMLElement).getAllByRole('article').map((a) => a.id)).toEqual(supporting.map((c) => c.id));
  });
});

describe('/member/[id]/', () => {
  it('has a path for each member', async () => {
    const { paths, fallback } = await loadPaths(getStaticPaths);
    expect(fallback).toBe(false);
    expect(paths).toEqual(IDS.map((id) => ({ params: { id } })));
  });

  it('is not found for a supporting character or an unknown id', async () => {
    for (const id of [...supporting.map((c) => c.id), 'nobody']) {
      expect(await staticProps(getMemberProps, { id })).toEqual({ notFound: true });
    }
  });

  it.each(IDS)('renders %s: name with reading, profile <dl>, quote, art and neighbours', async (id) => {
    const props = await loadProps(getMemberProps, { id });
    const { member } = props;
    const { page } = renderStatic(<MemberDetailPage {...props} />);
    const h1 = page.getByRole('heading', { level: 1 });
    expect([...h1.querySelectorAll('rt')].map((rt) => rt.textContent)).toEqual(rubySegments(member.name, member.reading).map((s) => s.reading));
    expect(textWithoutRuby(h1)).toBe(member.name.replace(/[ 　]/g, ''));
    // With several works, the works the member is in follow.
    expect(page.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['学年', 'パート', '誕生日', '身長', 'CV', ...(props.works ? ['登場作品'] : [])]);
    const values = page.getAllByRole('definition');
    expect(values.slice(0, 4).map((dd) => dd.textContent)).toEqual([member.grade, member.part, formatBirthday(member.birthday), `${member.height}cm`]);
    expect(textWithoutRuby(values[4])).toBe(member.cv.name.replace(/[ 　]/g, ''));
    expect(page.getByText(`「${member.quote}」`)).toBeTruthy();
    expect(page.getAllByRole('img', { name: member.images.main.alt }).length).toBeGreaterThanOrEqual(1);
    for (const alt of member.images.alternates) {
      expect(page.getAllByRole('img', { name: alt.alt }).length).toBeGreaterThanOrEqual(1);
    }
    // Neighbours wrap around the ends; a series of one member has none.
    const nav = page.getByRole('navigation', { name: 'ほかのメンバー' });
    const expected = IDS.length > 1 ? 1 : 0;
    expect(within(nav).queryAllByRole('link', { name: /前のメンバー/ })).toHaveLength(expected);
    expect(within(nav).queryAllByRole('link', { name: /次のメンバー/ })).toHaveLength(expected);
  });
});
