/** The structured data of a written page (`pages/[page].tsx`). */
import type { WebPage, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT, publisherJsonLd, seriesRefJsonLd } from '../../jsonLd';
import { SHARE_IMAGE } from '../../siteImages';
import { absoluteUrl } from '../../url';
import { writtenPagePath } from '.';
import type { WrittenPage } from './content';
import { DEFAULT_LANG, LANG_TAGS, type Lang, pathInLang } from '../../i18n/languages';

/** `WebPage` for a written page, part of the series' site; dated only when it was timed. */
export function writtenPageJsonLd(
  page: Pick<WrittenPage, 'slug' | 'title' | 'description' | 'hero' | 'publishedAt'>,
  lang: Lang = DEFAULT_LANG,
): WithContext<WebPage> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: absoluteUrl(pathInLang(lang, writtenPagePath(page.slug))),
    image: absoluteUrl(page.hero?.src ?? SHARE_IMAGE),
    inLanguage: LANG_TAGS[lang].html,
    ...(page.publishedAt !== null ? { datePublished: page.publishedAt } : {}),
    about: seriesRefJsonLd(),
    publisher: publisherJsonLd(),
  };
}
