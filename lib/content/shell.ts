/** The shell's props (the menu) from each page's `getStaticProps`: built at build time because written pages can be timed. */
import type { GetStaticPaths, GetStaticPathsResult, GetStaticProps, GetStaticPropsContext, GetStaticPropsResult } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { type MenuItem, buildMenu } from '../menu';
import type { SectionName } from '../sections';
import { SHAPE, filmShape, isSectionOn } from '../sections/shape';
import { getWrittenPageMenuItems } from '../sections/pages/content';
import { type ContentContext, inLang, langOf, siteContext } from './context';
import { getCurrentWork } from './works';
import { DEFAULT_LANG, type Lang, pathInLang } from '../i18n/languages';
import { CATALOGUES } from '../i18n/catalogue';
import type { Messages } from '../i18n/ja';
import type { Alternates, SiteText } from '../i18n/pageLanguage';
import { langSitePaths } from '../sections/registry';
import { siteTextOf } from './siteText';
import { siteLanguagesOf } from './translations';
import type { ImageManifest } from '../imageManifest';
import { pageImagesOf } from './pageImages';
import { bodiesInLang } from './bodyLinks';
import { workNavInLang } from './workRoutes';

/** The shell's share of a page's props. */
export interface ShellProps {
  /** The menu's entries in order, the X account last; the footer and the top page's cards list them too. */
  menu: MenuItem[];
  /** A page in another language than the default: its language and words (a Japanese page carries none). */
  language?: { lang: Lang; messages: Messages; site: SiteText };
  /** On a site in more than one language: the page's path in each language it is published in. */
  alternates?: Alternates;
  /** Every image the page and its menu show (lib/pageImages.ts), added by `withShell`; absent on Next's own error page, which has no props. */
  images?: ImageManifest;
}

/** What a page in the shell receives besides its own props. */
export type WithShell<P> = P & { shell: ShellProps };

/**
 * The shell's props as of this build. Written pages published at the build's instant join the menu: a timed page
 * joins it with the build that publishes it.
 */
export function getShellProps(ctx: ContentContext, route?: string, params?: ParsedUrlQuery): ShellProps {
  const shape = getCurrentWork(ctx).kind === 'film' ? filmShape(SHAPE) : SHAPE;
  const menu = buildMenu(shape, getWrittenPageMenuItems(ctx));
  const lang = langOf(ctx);
  const languages = siteLanguagesOf(ctx);
  const alternates = languages.length > 1 && route !== undefined ? { alternates: alternatesOf(ctx, languages, fillRoute(route, params)) } : {};
  if (lang === DEFAULT_LANG) return { menu, ...alternates };
  const site = siteTextOf(ctx);
  return { menu: menuInLang(ctx, menu, site), language: { lang, messages: CATALOGUES[lang], site }, ...alternates };
}

/** A route's path for its params: `('/news/[slug]', { slug: 'a' })` → `/news/a/`. */
export function fillRoute(route: string, params: ParsedUrlQuery = {}): string {
  const filled = route.replace(/\[([^\]]+)\]/g, (_, name: string) => String(params[name] ?? ''));
  return filled.endsWith('/') ? filled : `${filled}/`;
}

/** The page at `basePath` (its default-language path) in each of `languages` the export has it in. */
function alternatesOf(ctx: ContentContext, languages: readonly Lang[], basePath: string): Alternates {
  return Object.fromEntries(
    languages.flatMap((lang) => {
      const langPath = pathInLang(lang, basePath);
      return langSitePaths(inLang(ctx, lang)).has(langPath) ? [[lang, langPath]] : [];
    }),
  );
}

/**
 * The menu on a page in another language: names as text (the label images are Japanese), each entry leading to its
 * section's pages in that language, or, for a section with none, to its Japanese pages, marked so.
 */
function menuInLang(ctx: ContentContext, menu: readonly MenuItem[], site: SiteText): MenuItem[] {
  const lang = langOf(ctx);
  const paths = langSitePaths(ctx);
  return menu.map((item): MenuItem => {
    if (item.newTab) return { ...item, label: site.xAccountLabel, labelJa: site.xAccountName, image: null };
    const langPath = pathInLang(lang, item.path);
    return paths.has(langPath)
      ? { ...item, path: langPath, labelJa: '', image: null }
      : { ...item, labelJa: CATALOGUES[lang].shell.langNames[DEFAULT_LANG], image: null, lang: DEFAULT_LANG };
  });
}

/** A page's props from the site's context (resolved once per process) and Next's own (the route's params). */
type PropsBuilder<P, Q extends ParsedUrlQuery> = (
  ctx: ContentContext,
  context: GetStaticPropsContext<Q>,
) => GetStaticPropsResult<P> | Promise<GetStaticPropsResult<P>>;

/**
 * A page's `getStaticProps` with the shell's props added (a page of no section: a written page): the page's builder
 * and the shell read the same context.
 */
export function withShell<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery>(
  getProps: PropsBuilder<P, Q>,
  page: PageOptions = {},
): GetStaticProps<WithShell<P>, Q> {
  return async (context): Promise<GetStaticPropsResult<WithShell<P>>> => {
    const ctx = siteContext(page.lang);
    if (!siteLanguagesOf(ctx).includes(langOf(ctx))) return { notFound: true };
    const result = await getProps(ctx, context);
    if (!('props' in result)) return result;
    const lang = langOf(ctx);
    const written = await result.props;
    // On a page in another language, its links lead to that language's pages where the export has them.
    const paths = lang === DEFAULT_LANG ? undefined : langSitePaths(ctx);
    const props = paths === undefined ? written : workNavInLang(bodiesInLang(written, lang, paths), lang, paths);
    const shell = getShellProps(ctx, page.route, context.params);
    return { ...result, props: { ...props, shell: { ...shell, images: pageImagesOf([props, shell.menu]) } } };
  };
}

/** Which page a `getStaticProps` is for, beyond what Next tells it. */
export interface PageOptions {
  /**
   * The page's route in the default language (`/news/[slug]`), so that on a site in more than one language the page
   * links its other-language versions (the switch, `hreflang`).
   */
  route?: string;
  /** The language of the page (absent: the default): pages under `/en/` pass `'en'`, and are not built unless site.json names it. */
  lang?: Lang;
}

/** `withShell` for a section's page; not found, without running its loaders, while the series has the section off. */
export function sectionProps<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery>(
  section: SectionName,
  getProps: PropsBuilder<P, Q>,
  page: PageOptions = {},
): GetStaticProps<WithShell<P>, Q> {
  const withProps = withShell(getProps, page);
  return async (context) => (isSectionOn(section) ? withProps(context) : { notFound: true });
}

/** A dynamic page's `getStaticPaths` from the site's context: none while the series has `section` off. */
export function sectionPaths<Q extends ParsedUrlQuery>(
  section: SectionName,
  getPaths: (ctx: ContentContext) => GetStaticPathsResult<Q>,
  lang: Lang = DEFAULT_LANG,
): GetStaticPaths<Q> {
  return async (): Promise<GetStaticPathsResult<Q>> => {
    const ctx = siteContext(lang);
    return isSectionOn(section) && siteLanguagesOf(ctx).includes(lang) ? getPaths(ctx) : { paths: [], fallback: false };
  };
}
