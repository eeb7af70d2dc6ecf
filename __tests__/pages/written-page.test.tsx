/** @jest-environment node */
import WrittenPageRoute, { getStaticPaths, getStaticProps } from '../../pages/[page]';
import { createContentContext } from '../../lib/content/context';
import { type TempContent, makeTempContent } from '../../lib/content/__fixtures__/tempContent';
import { clearContentCache } from '../../lib/content/context';
import { getWrittenPages } from '../../lib/sections/pages/content';
import { SITE_URL } from '../../lib/url';
import { renderStatic } from '../helpers/renderStatic';
import { atBuildTime, loadPaths, loadProps, staticProps } from '../helpers/pageProps';

// The fixture's images are placeholders, outside the manifest of this series' public/.
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1600, 900));

describe('/[page]/ on this series’ content', () => {
  it('generates a page for every published written page, and no other', async () => {
    const { paths, fallback } = await loadPaths(getStaticPaths);
    expect(fallback).toBe(false);
    expect(paths).toEqual(getWrittenPages(createContentContext()).map((p) => ({ params: { page: p.slug } })));
  });

  it('answers 404 for a slug no page has', async () => {
    expect(await staticProps(getStaticProps, { page: 'no-such-page' })).toEqual({ notFound: true });
  });
});

describe('/[page]/ on written pages (lib/content/__fixtures__/pages)', () => {
  let t: TempContent;
  beforeEach(() => {
    clearContentCache();
    t = makeTempContent();
    t.overlay('pages');
    for (const name of ['menu-special', 'hero', 'wall', 'wall-pc', 'pv', 'body', 'later-hero']) t.write(`../public/images/pages/${name}.png`, 'x');
    t.write('../public/images/pages/wall-sp.jpg', 'x');
    // Pages call the loaders without a context: they read the working directory's content/ and public/.
    jest.spyOn(process, 'cwd').mockReturnValue(t.root);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    clearContentCache();
    t.cleanup();
  });

  it('has no path for a timed page before its publishAt, and one from then', async () => {
    const slugs = async (at: string) => atBuildTime(at, async () => (await loadPaths(getStaticPaths)).paths);
    expect(await slugs('2000-02-01T17:59:00+09:00')).toEqual([{ params: { page: 'wallpaper' } }]);
    clearContentCache();
    expect(await slugs('2000-02-01T18:00:00+09:00')).toEqual([{ params: { page: 'later' } }, { params: { page: 'wallpaper' } }]);
    clearContentCache();
    expect(await atBuildTime('2000-02-01T17:59:00+09:00', () => staticProps(getStaticProps, { page: 'later' }))).toEqual({ notFound: true });
  });

  it('renders the page (the title as <h1>, its galleries and downloads) with a WebPage as its JSON-LD', async () => {
    const props = await atBuildTime('2000-03-01T00:00:00+09:00', () => loadProps(getStaticProps, { page: 'wallpaper' }));
    expect(props.jsonLd).toMatchObject({ '@type': 'WebPage', name: '壁紙とアイコン', url: `${SITE_URL}/wallpaper/` });
    const { page } = renderStatic(<WrittenPageRoute {...props} />);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('壁紙とアイコン');
    expect(page.getByRole('region', { name: '壁紙' })).toBeTruthy();
    expect(page.getAllByRole('link').filter((a) => a.hasAttribute('download')).map((a) => a.getAttribute('href'))).toEqual([
      '/images/pages/wall-pc.png',
      '/images/pages/wall-sp.jpg',
    ]);
  });
});
