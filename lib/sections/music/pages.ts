/**
 * What the MUSIC pages get (#37): `/music/` shows the current work's releases (with several works, a switcher), and
 * each work with a `music.yaml` has its own page `/music/<id>/`. A series of one work gets what it always got.
 */
import { type JsonLdDocument, graphJsonLd, musicJsonLd } from '../jsonLd';
import { musicLineup } from '../music';
import { musicWorks } from '../sections/music';
import type { WorkPage } from '../works';
import { getSiteInstant } from './clock';
import type { ContentContext } from './context';
import { type MusicRelease, getMusic } from './music';
import { forWork } from './works';
import { type WorkRoute, resolveWorkRoute, workRoutes } from './workRoutes';

export interface MusicPageProps {
  releases: MusicRelease[];
  /** The kinds of release there are, as the lead names them (「オープニング・エンディング主題歌、挿入歌」). */
  lineup: string;
  /** Structured data, built here as of the site instant (pre-order or in stock). */
  jsonLd: JsonLdDocument;
  /** Only when several works have music. */
  works?: WorkPage;
  /** On a work's own page: its canonical URL (`/music/` while `/music/` shows that work). */
  canonical?: string;
}

/** `/music/` or a work's own `/music/<id>/` (with its canonical, where the structured data points). */
function musicPageProps(ctx: ContentContext, { work, index, canonical, works }: WorkRoute): MusicPageProps {
  const releases = getMusic(forWork(ctx, work));
  const siteInstant = getSiteInstant(ctx);
  return {
    releases,
    lineup: musicLineup(releases.map((r) => r.kind)),
    jsonLd: graphJsonLd(releases.map((release) => musicJsonLd(release, siteInstant, canonical))),
    ...(works ? { works } : {}),
    ...(index ? {} : { canonical }),
  };
}

/** `/music/`: the current work's music (or the latest earlier work's, when the current one has none). */
export function currentMusicPageProps(ctx: ContentContext): MusicPageProps {
  return musicPageProps(ctx, workRoutes(ctx, musicWorks).index);
}

/** A work's own page `/music/<id>/`, or null when it has none. */
export function ownMusicPageProps(ctx: ContentContext, segment: string): MusicPageProps | null {
  const route = resolveWorkRoute(ctx, musicWorks, segment);
  return route && musicPageProps(ctx, route);
}
