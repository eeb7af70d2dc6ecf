/** @jest-environment node */
import { within } from '@testing-library/dom';
import CastPage, { getStaticProps } from '../../pages/cast';
import { getCast, getStaff } from '../../lib/sections/cast/content';
import { appearsIn } from '../../lib/sections/member/characters';
import { createContentContext } from '../../lib/content/context';
import { rubySegments } from '../../lib/ruby';
import { renderStatic, textWithoutRuby } from '../helpers/renderStatic';
import { loadProps } from '../helpers/pageProps';
import { sectionLabels } from '../../lib/sections/shape';

const cast = getCast(createContentContext());
const staff = getStaff(createContentContext());
// A character recast for a work is one term with a definition per entry (CastList), the entries of each in list order.
const characters = [...new Set(cast.map((c) => c.characterId))].map((id) => cast.filter((c) => c.characterId === id));

describe('/cast/', () => {
  it('loads every cast entry and staff credit from content/', async () => {
    const props = await loadProps(getStaticProps);
    expect(props.cast).toEqual(cast);
    expect(props.staff).toEqual(staff);
  });

  it('renders the cast with readings and CVs, the members linking to their pages', async () => {
    const props = await loadProps(getStaticProps);
    const { page } = renderStatic(<CastPage {...props} />);
    expect(page.getByRole('heading', { level: 1, name: sectionLabels('cast').labelJa })).toBeTruthy();
    const region = page.getByRole('region', { name: 'キャスト' });
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      characters.filter(([c]) => c.kind === 'member').map(([c]) => `/member/${c.characterId}/`),
    );
    const terms = within(region).getAllByRole('term');
    const definitions = within(region).getAllByRole('definition');
    expect(terms).toHaveLength(characters.length);
    expect(definitions).toHaveLength(cast.length);
    const rt = (el: Element) => [...el.querySelectorAll('rt')].map((r) => r.textContent);
    characters.forEach(([character], i) => {
      // The name with its reading in <ruby> (lib/ruby.ts pairs them).
      expect(rt(terms[i])).toEqual(rubySegments(character.characterName, character.characterReading).map((s) => s.reading));
      expect(textWithoutRuby(terms[i])).toBe(character.characterName.replace(/[ 　]/g, ''));
    });
    characters.flat().forEach((entry, i) => {
      // The voice actor's name after CV; with several works, the works the entry holds for follow (lib/sections/member/).
      expect(rt(definitions[i])).toEqual(rubySegments(entry.cv.name, entry.cv.reading).map((s) => s.reading));
      const labels = props.works ? appearsIn(entry.works, props.works).join('') : '';
      expect(textWithoutRuby(definitions[i])).toBe(`CV${entry.cv.name.replace(/[ 　]/g, '')}${labels}`);
    });
  });

  it('renders the staff as role → names', async () => {
    const props = await loadProps(getStaticProps);
    const { page } = renderStatic(<CastPage {...props} />);
    const region = page.getByRole('region', { name: 'スタッフ' });
    // With several works, each work's staff under its name, the first work's being staff.yaml.
    const credits = props.staffByWork?.flatMap((w) => w.staff) ?? staff;
    expect(props.staffByWork?.[0].staff ?? staff).toEqual(staff);
    expect(within(region).getAllByRole('term').map((t) => t.textContent)).toEqual(credits.map((s) => s.role));
    expect(within(region).getAllByRole('definition').map((d) => d.textContent)).toEqual(credits.map((s) => s.names.join('')));
  });
});
