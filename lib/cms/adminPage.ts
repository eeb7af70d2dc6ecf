/** Build-time props of the editor's page; reads content through the loaders, so `getStaticProps` only. */
import type { CmsConfig } from '@sveltia/cms';
import { getOnAir } from '../sections/onair/content';
import { getSiteInstant } from '../content/clock';
import { getSettings } from '../content/settings';
import { getNewsCategories } from '../sections/news/content';
import { siteTextOf } from '../content/siteText';
import { CATALOGUES } from '../i18n/catalogue';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { getEpisodes } from '../sections/story/content';
import { editorCollections, editorOptions } from '../sections/registry';
import { type ContentContext, inLang, siteContext } from '../content/context';
import { siteLanguagesOf } from '../content/translations';
import { EPISODES_COLLECTION, NEWS_COLLECTION, WRITTEN_PAGES_COLLECTION, type FolderCollection, workEpisodesCollection } from './collections';
import { forWork, getAllWorks, getWorks, workRef } from '../content/works';
import { isSectionOn } from '../sections/shape';
import { type CmsEnvironment, cmsBackendSettings, cmsConfig, translatedFieldsOf } from './config';
import { type EditorScript, editorScript } from '../content/editorScript';
import type { EpisodeNavItem, PreviewContext, PreviewLanguage, WorkEpisodesPreview } from './preview';

/** Props of `pages/admin/`. */
export interface AdminPageProps {
  config: CmsConfig;
  script: EditorScript;
  preview: PreviewContext;
}

/**
 * The editor of `next dev` (`npm run cms`) shows works not yet announced too: it is no part of an export. The exported
 * one, a public page, shows a work from its announcement unless the group chose otherwise (`CMS_UNANNOUNCED_WORKS`).
 */
const showsUnannounced = (env: CmsEnvironment): boolean => env.NODE_ENV === 'development' || cmsBackendSettings(env).unannouncedWorks;

/** With several works, each later TV work's episode collection with its station and episodes (absent otherwise). */
function workPreviews(ctx: ContentContext, unannounced: boolean): { works?: WorkEpisodesPreview[] } {
  const works = (unannounced ? getAllWorks(ctx) : getWorks(ctx)).filter((w) => !w.first && w.kind !== 'film');
  // A work's episodes are STORY's collection: none while STORY is off.
  if (works.length === 0 || !isSectionOn('story')) return {};
  return {
    works: works.map((w) => {
      const workCtx = forWork(ctx, w);
      const fastest = isSectionOn('onair') ? getOnAir(workCtx).fastest : { name: '', time: '' };
      return {
        collection: workEpisodesCollection(w.id),
        work: workRef(w),
        fastest: { name: fastest.name, time: fastest.time },
        episodes: getEpisodes(workCtx).map(({ number, slug, title, airsAt }) => ({ number, slug, title, airsAt })),
      };
    }),
  };
}

const fastestOf = (ctx: ContentContext): PreviewContext['fastest'] => {
  const { name, time } = isSectionOn('onair') ? getOnAir(ctx).fastest : { name: '', time: '' };
  return { name, time };
};

const navItemsOf = (ctx: ContentContext): EpisodeNavItem[] =>
  (isSectionOn('story') ? getEpisodes(ctx) : []).map(({ number, slug, title, airsAt }) => ({ number, slug, title, airsAt }));

/**
 * With several languages, each other one as its pages show the previewed collections: its words, its categories and
 * episodes, and the fields each collection's translation gives.
 */
function previewLanguages(ctx: ContentContext, languages: readonly Lang[], folders: readonly FolderCollection[]): { languages?: PreviewLanguage[] } {
  const others = languages.filter((lang) => lang !== DEFAULT_LANG);
  if (others.length === 0) return {};
  const translated = Object.fromEntries(
    [NEWS_COLLECTION, EPISODES_COLLECTION, WRITTEN_PAGES_COLLECTION].flatMap((name) => {
      const collection = folders.find((c) => c.name === name);
      return collection ? [[name, translatedFieldsOf(collection.schema)]] : [];
    }),
  );
  return {
    languages: others.map((lang) => {
      const other = inLang(ctx, lang);
      return {
        language: { lang, messages: CATALOGUES[lang], site: siteTextOf(other) },
        newsCategories: isSectionOn('news') ? getNewsCategories(other).map(({ slug, label, color }) => ({ slug, label, color })) : [],
        fastest: fastestOf(other),
        episodes: navItemsOf(other),
        translated,
      };
    }),
  };
}

/** The editor's page props, for the content and the environment of this build. */
export function getAdminPageProps(env: CmsEnvironment = process.env): AdminPageProps {
  const ctx = siteContext();
  const collections = editorCollections(ctx, { unannounced: showsUnannounced(env) });
  const languages = siteLanguagesOf(ctx);
  return {
    config: cmsConfig(editorOptions(ctx), env, collections, languages),
    script: editorScript(),
    preview: {
      newsCategories: [...getSettings(ctx).newsCategories],
      fastest: fastestOf(ctx),
      episodes: navItemsOf(ctx),
      // The instant the site shows, not the build's clock: the page, like every other, changes only when the site does.
      siteInstant: getSiteInstant(ctx),
      ...workPreviews(ctx, showsUnannounced(env)),
      ...previewLanguages(ctx, languages, collections.folders),
    },
  };
}
