/** @jest-environment node */
import { within } from '@testing-library/dom';
import CastPage, { getStaticProps } from '../../pages/cast';
import { getCast, getStaff } from '../../lib/content/cast';
import { rubySegments } from '../../lib/ruby';
import { renderStatic, textWithoutRuby } from '../helpers/renderStatic';
import { loadProps } from '../helpers/pageProps';
import { sectionLabels } from '../../lib/sections/shape';

const cast = getCast();
const staff = getStaff();

describe('/cast/', () => {
  it('loads every cast entry and staff credit from content/', async () => {
    const props = await loadProps(getStaticProps);
    expect(props.cast).toEqual(cast);
    expect(props.staff).toEqual(staff);
  });

  it('renders the cast with readings and CVs, the members linking to their pages', async () => {
    const { page } = renderStatic(<CastPage {...await loadProps(getStaticProps)} />);
    expect(page.getByRole('heading', { level: 1, name: sectionLabels('cast').labelJa })).toBeTruthy();
    const region = page.getByRole('region', { name: 'キャスト' });
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(cast.filter((c) => c.kind === 'member').map((c) => `/member/${c.characterId}/`));
    const terms = within(region).getAllByRole('term');
    const definitions = within(region).getAllByRole('definition');
    expect(terms).toHaveLength(cast.length);
    cast.forEach((entry, i) => {
      // The name with its reading in <ruby> (lib/ruby.ts pairs them), the voice actor's name after CV.
      const rt = (el: Element) => [...el.querySelectorAll('rt')].map((r) => r.textContent);
      expect(rt(terms[i])).toEqual(rubySegments(entry.characterName, entry.characterReading).map((s) => s.reading));
      expect(rt(definitions[i])).toEqual(rubySegments(entry.cv.name, entry.cv.reading).map((s) => s.reading));
      expect(textWithoutRuby(terms[i])).toBe(entry.characterName.replace(/[ 　]/g, ''));
      expect(textWithoutRuby(definitions[i])).toBe(`CV${entry.cv.name.replace(/[ 　]/g, '')}`);
    });
  });

  it('renders the staff as role → names', async () => {
    const { page } = renderStatic(<CastPage {...await loadProps(getStaticProps)} />);
    const region = page.getByRole('region', { name: 'スタッフ' });
    expect(within(region).getAllByRole('term').map((t) => t.textContent)).toEqual(staff.map((s) => s.role));
    expect(within(region).getAllByRole('definition').map((d) => d.textContent)).toEqual(staff.map((s) => s.names.join('')));
  });
});
