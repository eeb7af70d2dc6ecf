/** The structured data of a written page (`pages/[page].tsx`). */
import type { WebPage, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT, publisherJsonLd, seriesRefJsonLd } from '../../jsonLd';
import { SHARE_IMAGE } from '../../siteImages';
import { absoluteUrl } from '../../url';
import { writtenPagePath } from '.';
import type { WrittenPage } from './content';
import { DEFAULT_LANG, LANG_TAGS, pathInLang } from '../../i18n/languages';
import { type ContentContext, langOf } from '../../content/context';
import { siteTextOf } from '../../content/siteText';
import { site } from '../../site';

/** `WebPage` for a written page in the language of `ctx` (the default without one), part of the series' site; dated only when it was timed. */
export function writtenPageJsonLd(
  page: Pick<WrittenPage, 'slug' | 'title' | 'description' | 'hero' | 'publishedAt'>,
  ctx?: ContentContext,
): WithContext<WebPage> {
  const lang = ctx ? langOf(ctx) : DEFAULT_LANG;
  const text = ctx ? siteTextOf(ctx) : site;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: absoluteUrl(pathInLang(lang, writtenPagePath(page.slug))),
    image: absoluteUrl(page.hero?.src ?? SHARE_IMAGE),
    inLanguage: LANG_TAGS[lang].html,
    ...(page.publishedAt !== null ? { datePublished: page.publishedAt } : {}),
    about: seriesRefJsonLd(text, lang),
    publisher: publisherJsonLd(),
  };
}
