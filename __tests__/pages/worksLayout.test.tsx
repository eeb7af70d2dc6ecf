/** @jest-environment node */
// What a visitor sees of a later work (#42, "On a phone"): its portrait key visual, a recast member's voice actor per
// work, and a film's page and menu entry named for a film; on a copy of the content with a second season and a film.
import fs from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/dom';
import Home from '../../components/Home/Home';
import MemberDetail from '../../components/Member/MemberDetail';
import { memberPageProps } from '../../lib/sections/member/pages';
import { createContentContext } from '../../lib/content/context';
import { homePageProps } from '../../lib/sections/home/pages';
import { placeholderImage } from '../../lib/content/__fixtures__/placeholderImages';
import { sectionLabels } from '../../lib/sections/shape';
import WorkOnAirPage, { getStaticProps as workOnAirProps } from '../../pages/onair/[work]';
import { renderStatic } from '../helpers/renderStatic';
import { atBuildTime, loadProps } from '../helpers/pageProps';
import { withMoreWorks, withWorks } from '../helpers/moreWorks';

// The fixtures' images are in a temporary public/, not in the project's manifest.
jest.mock('../../lib/imageManifest', () => jest.requireActual('../helpers/imageManifestStub').stub(1600, 900));

describe('a later work’s portrait key visual', () => {
  it('is accepted in work.yaml and drawn for phones held upright once the work is current', () => {
    const portrait = '/images/works/season2/kv-sp.png';
    withWorks(
      (t, added) => {
        const file = path.join(t.root, 'public', portrait);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, placeholderImage(portrait));
        t.setYaml(`works/${added.season.id}/work.yaml`, ['keyVisualSp'], portrait);
      },
      (t, added) => {
        const props = homePageProps(createContentContext(t.root, { buildInstant: added.season.fromInstant }));
        const { document } = renderStatic(<Home {...props} menu={[]} />);
        const sources = [...document.querySelectorAll('source[media="(max-aspect-ratio: 3/4)"]')];
        expect(sources.length).toBeGreaterThan(0);
        for (const source of sources) expect(source.getAttribute('srcset')).toContain('kv-sp');
      },
    );
  });
});

describe('a member recast for a work', () => {
  it('shows on its page each voice actor with the works they voice it in, as CAST does', () => {
    withWorks(
      () => {},
      (t, added) => {
        const ctx = createContentContext(t.root, { buildInstant: added.film.fromInstant });
        const props = memberPageProps(ctx, added.film.recast.character);
        expect(props).not.toBeNull();
        const { member, works = [] } = props!;
        const { document } = renderStatic(<MemberDetail {...props!} />);
        const cv = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'CV')!;
        const dds = [...cv.parentElement!.querySelectorAll('dd')];
        expect(dds).toHaveLength(2);
        expect(dds[0].textContent).toContain(member.cv.name);
        expect(within(dds[0] as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
          works.filter((w) => w.id !== added.film.id).map((w) => w.label),
        );
        expect(dds[1].textContent).toContain(added.film.recast.cv);
        expect(within(dds[1] as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual([added.film.label]);
      },
    );
  });
});

describe('a film', () => {
  const added = withMoreWorks();

  it('has its ONAIR page headed for its screening, not ON AIR', async () => {
    const props = await atBuildTime(added.season.fromInstant, () => loadProps(workOnAirProps, { work: added.film.id }));
    const { document } = renderStatic(<WorkOnAirPage {...props} />);
    // Unless site.json names the section, whose names then hold for every work.
    const names = sectionLabels('onair', { label: 'IN THEATERS', labelJa: '上映情報' });
    expect(document.querySelector('header')?.textContent).toContain(names.label);
    expect(document.querySelector('h1')?.textContent).toBe(names.labelJa);
  });

  it('names the menu’s ONAIR entry for its screening while it is the current work', async () => {
    const onairEntry = async (instant: string) => {
      const props = await atBuildTime(instant, () => loadProps(workOnAirProps, { work: added.film.id }));
      return props.shell.menu.find((item) => item.path === '/onair/');
    };
    const { label, labelJa } = sectionLabels('onair', { label: 'IN THEATERS', labelJa: '上映情報' });
    expect(await onairEntry(added.season.fromInstant)).toMatchObject(sectionLabels('onair'));
    expect(await onairEntry(added.film.fromInstant)).toMatchObject({ label, labelJa });
  });
});
