/**
 * What the MUSIC pages get (#37): `/music/` shows the current work's releases (with several works, a switcher), and
 * each work with a `music.yaml` has its own page `/music/<id>/`. A series of one work gets what it always got.
 */
import type { MusicAlbum, MusicGroup, MusicRecording } from 'schema-dts';
import { type JsonLdDocument, graphJsonLd, yenOffer } from '../../jsonLd';
import { absoluteUrl } from '../../url';
import { musicWorks } from '.';
import { musicLineup } from './kinds';
import type { WorkPage } from '../../works';
import { getSiteInstant } from '../../content/clock';
import { type ContentContext, langOf } from '../../content/context';
import { CATALOGUES } from '../../i18n/catalogue';
import type { Messages } from '../../i18n/ja';
import { ja } from '../../i18n/ja';
import { pathInLang } from '../../i18n/languages';
import type { Instant } from '../../format';
import { type MusicRelease, getMusic } from './content';
import { forWork } from '../../content/works';
import { type WorkRoute, resolveWorkRoute, workRoutes } from '../../content/workRoutes';

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
  const lang = langOf(ctx);
  const messages = CATALOGUES[lang];
  return {
    releases,
    lineup: musicLineup(releases.map((r) => r.kind), messages.music.lineup),
    jsonLd: graphJsonLd(releases.map((release) => musicJsonLd(release, siteInstant, pathInLang(lang, canonical ?? '/music/'), messages))),
    ...(works ? { works } : {}),
    ...(index ? {} : { canonical: pathInLang(lang, canonical) }),
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

/** A release as `MusicAlbum` or `MusicRecording`, each edition an `Offer` in yen; its url is its anchor on `pagePath`. */
export function musicJsonLd(release: MusicRelease, now: Instant, pagePath = '/music/', messages: Pick<Messages, 'music'> = ja): MusicAlbum | MusicRecording {
  const url = absoluteUrl(`${pagePath}#${release.id}`);
  const byArtist: MusicGroup = { '@type': 'MusicGroup', name: release.artist };
  const offers = release.editions.map((e) =>
    yenOffer({ name: e.name, sku: e.code, price: e.priceTaxIncluded, url, releaseDate: release.releaseDate, now }),
  );
  const tracks: MusicRecording[] = [...release.tracks]
    .sort((a, b) => a.no - b.no)
    .map((t) => ({ '@type': 'MusicRecording', name: t.note ? `${t.title}${messages.music.trackNoteOpen}${t.note}${messages.music.trackNoteClose}` : t.title, position: t.no, byArtist }));
  const album: MusicAlbum = {
    '@type': 'MusicAlbum',
    name: release.title,
    url,
    byArtist,
    datePublished: release.releaseDate,
    image: absoluteUrl(release.jacket.src),
    albumReleaseType: release.kind === 'アルバム' ? 'https://schema.org/AlbumRelease' : 'https://schema.org/SingleRelease',
    albumProductionType: release.kind === 'アルバム' ? 'https://schema.org/StudioAlbum' : 'https://schema.org/SoundtrackAlbum',
    numTracks: tracks.length,
    track: tracks,
    offers,
  };
  if (release.kind === 'アルバム') return album;

  const credit = (role: string) => release.credits.find((c) => c.role === role)?.name;
  // The loader names each credit in the page's language.
  const lyricist = credit(messages.music.credits.lyrics);
  const composer = credit(messages.music.credits.composition);
  return {
    '@type': 'MusicRecording',
    name: release.title,
    url,
    byArtist,
    datePublished: release.releaseDate,
    image: absoluteUrl(release.jacket.src),
    genre: messages === ja ? release.kind : messages.music.kinds[release.kind],
    ...(lyricist || composer
      ? {
          recordingOf: {
            '@type': 'MusicComposition',
            name: release.title,
            ...(lyricist ? { lyricist: { '@type': 'Person', name: lyricist } } : {}),
            ...(composer ? { composer: { '@type': 'Person', name: composer } } : {}),
          },
        }
      : {}),
    inAlbum: album,
  };
}
