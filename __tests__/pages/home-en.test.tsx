/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import HomePage, { getStaticProps } from '../../pages/en/index';
import { getStaticProps as getJapaneseProps } from '../../pages/index';
import { getStaticProps as getNotFoundProps } from '../../pages/en/404';
import { siteContext } from '../../lib/content/context';
import { siteTextOf } from '../../lib/content/siteText';
import { en } from '../../lib/i18n/en';
import { withContentCopy } from '../helpers/contentCopy';
import { renderStatic } from '../helpers/renderStatic';
import { loadProps, staticProps } from '../helpers/pageProps';
import { PageLanguageContext, DEFAULT_PAGE_LANGUAGE } from '../../lib/i18n/pageLanguage';
import type { ShellProps } from '../../lib/content/shell';

/** Writes site.json with `languages`, and settings.en.yaml with `fields` (none: no translation). */
function englishSite(contentDir: string, fields: Record<string, string> | null): void {
  const siteFile = path.join(contentDir, 'site.json');
  fs.writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(siteFile, 'utf8')), languages: ['ja', 'en'] }, null, 2));
  const translation = path.join(contentDir, 'settings.en.yaml');
  fs.rmSync(translation, { force: true });
  if (fields) fs.writeFileSync(translation, Object.entries(fields).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n'));
}

/** The page as the app renders it: in its language from the shell's props. */
const render = (props: Awaited<ReturnType<typeof loadProps>>) => {
  const shell = (props as { shell: ShellProps }).shell;
  return renderStatic(
    <PageLanguageContext.Provider value={{ ...DEFAULT_PAGE_LANGUAGE, ...shell.language, alternates: shell.alternates ?? {} }}>
      <HomePage {...(props as Parameters<typeof HomePage>[0])} />
    </PageLanguageContext.Provider>,
  );
};

describe('/en/ with settings.en.yaml', () => {
  const words = { catchCopy: 'A catch line in English', keyVisualAlt: 'The band on the breakwater', broadcastStart: 'Premieres Oct 3 on Aozora TV' };
  withContentCopy((dir) => englishSite(dir, words));

  it('shows the translation’s catch copy, announcement and key visual text, in English words', async () => {
    const props = await loadProps(getStaticProps);
    expect(props).toMatchObject(words);
    const { document } = render(props);
    expect(document.body.textContent).toContain(words.catchCopy);
    expect(document.body.textContent).toContain(en.home.contents);
    expect(document.querySelector('img[fetchpriority="high"]')?.getAttribute('alt')).toBe(words.keyVisualAlt);
    // The logo, the page's <h1>, is named by the English title.
    expect(document.querySelector('h1 img')?.getAttribute('alt')).toBe(siteTextOf(siteContext('en')).title);
  });

  it('gives its shell the English words and links its Japanese version both ways', async () => {
    const { shell } = (await loadProps(getStaticProps)) as unknown as { shell: ShellProps };
    expect(shell.language?.lang).toBe('en');
    expect(shell.alternates).toEqual({ ja: '/', en: '/en/' });
    const ja = (await loadProps(getJapaneseProps)) as unknown as { shell: ShellProps };
    expect(ja.shell.alternates).toEqual({ ja: '/', en: '/en/' });
    expect(ja.shell.language).toBeUndefined();
  });

  it('describes the series in English in its JSON-LD, at the English top page', async () => {
    type Node = { name?: string; url?: string };
    const { jsonLd } = (await loadProps(getStaticProps)) as unknown as { jsonLd: Node & { '@graph'?: Node[] } };
    // One series, or a graph of its works (a series with a film), whichever the content makes.
    const nodes = jsonLd['@graph'] ?? [jsonLd];
    expect(nodes).toContainEqual(expect.objectContaining({ name: siteTextOf(siteContext('en')).title, url: expect.stringMatching(/\/en\/$/) }));
  });

  it('has an English not-found page with the English shell and no versions', async () => {
    const result = await staticProps(getNotFoundProps);
    expect(result).toHaveProperty('props.shell.language.lang', 'en');
    expect(result).not.toHaveProperty('props.shell.alternates');
  });
});

describe('/en/ without settings.en.yaml', () => {
  withContentCopy((dir) => englishSite(dir, null));

  it('leaves out what is not translated instead of showing it in Japanese', async () => {
    const props = await loadProps(getStaticProps);
    expect(props).toMatchObject({ catchCopy: '', broadcastStart: '', keyVisualAlt: '' });
    const { document } = render(props);
    expect(document.querySelector('img[fetchpriority="high"]')?.getAttribute('alt')).toBe('');
  });
});

describe('a series in Japanese only', () => {
  withContentCopy((dir) => {
    const siteFile = path.join(dir, 'site.json');
    const { languages: _dropped, ...rest } = JSON.parse(fs.readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
    void _dropped;
    fs.writeFileSync(siteFile, JSON.stringify(rest, null, 2));
  });

  it('has no English top page or not-found page', async () => {
    expect(await staticProps(getStaticProps)).toEqual({ notFound: true });
    expect(await staticProps(getNotFoundProps)).toEqual({ notFound: true });
  });
});
