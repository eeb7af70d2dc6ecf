/** Discs from `content/discs.yaml`, cross-checked against stores, volumes and episodes. */
import fs from 'node:fs';
import path from 'node:path';
import { type ContentContext, cached, contentFileLabel, langOf } from '../../content/context';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages';
import { CATALOGUES } from '../../i18n/catalogue';
import { readTranslation } from '../../content/translations';
import { namesInLang, pairTranslated } from '../../content/translatedList';
import { z } from 'zod';
import { ContentError, type ContentIssue, describeValue, loadDependency, valueAt } from '../../content/errors';
import { getMusic } from '../music/content';
import { checkImages, checkReference, checkUnique, issueAt, readYamlFile, validItems, valuesAt } from '../../content/read';
import { ReferenceSchema, SlugSchema, TextSchema } from '../../content/schema';
import { DiscFormatSchema, type DiscVolume, DiscsFileSchema, type Store, type StoreBonus } from './schema';

const EpisodeNumberSchema = z.int().positive();
import { getEpisodes } from '../story/content';
import { forWork, getAllWorks } from '../../content/works';

export type { DiscVolume, Store } from './schema';

/**
 * What `discs.en.yaml` translates: its lists, written whole as the editor writes them (`../../content/translatedList.ts`).
 * The loader takes the volumes' titles, bonus items, extras and jackets' alt text, the store bonuses' items and
 * conditions, the stores' names (as their readers know them) and the notes (the editor's `i18n: true`; every other
 * field is copied, `duplicate`): prices, dates and addresses are the original's.
 */
export const DISC_TRANSLATED = ['volumes', 'stores', 'storeBonuses', 'notes'] as const;

/** The browser editor writes `all` as a list holding `all` alone. */
function meansAllVolumes(volumes: unknown): boolean {
  return volumes === 'all' || (Array.isArray(volumes) && volumes.length === 1 && volumes[0] === 'all');
}

/** A store; `lang` when its name is the original's on a page in another language. */
export type StoreInLang = Store & { lang?: Lang };

/** A shop bonus with its shop and volumes resolved. */
export interface ResolvedStoreBonus extends Omit<StoreBonus, 'store' | 'volumes'> {
  store: StoreInLang;
  volumes: 'all' | string[];
  volumesLabel: string;
}

export interface Discs {
  volumes: DiscVolume[];
  stores: StoreInLang[];
  storeBonuses: ResolvedStoreBonus[];
  notes: string[];
}

/**
 * Volumes, stores and store bonuses; in another language, the volumes and bonuses its translation has, with their
 * translated fields. @throws ContentError naming the file and field.
 */
export function getDiscs(ctx: ContentContext): Discs {
  return cached(ctx, 'discs', () => {
    const issues: ContentIssue[] = [];
    const translation = readTranslation(ctx, 'discs.yaml', DiscsFileSchema, DISC_TRANSLATED, issues);
    // Another work without episodes (a film) has none to check against; the works check reports a missing folder.
    const noEpisodes = ctx.rootContentDir !== undefined && !fs.existsSync(path.join(ctx.contentDir, 'story', 'episodes'));
    const episodeNumbers = noEpisodes ? [] : loadDependency(() => getEpisodes(ctx).map((e) => e.number), issues);
    const music = loadDependency(() => getMusic(ctx), issues);
    const parsed = readYamlFile(ctx, 'discs.yaml', DiscsFileSchema, issues);
    if (!parsed) throw new ContentError(issues);
    const volumeOptions = validItems(parsed, ['volumes'], z.object({ id: SlugSchema, label: TextSchema }));
    const storeOptions = validItems(parsed, ['stores'], z.object({ id: SlugSchema, name: TextSchema }));
    checkUnique(
      parsed,
      [...valuesAt(parsed, ['volumes', '*', 'id'], SlugSchema), ...valuesAt(parsed, ['stores', '*', 'id'], SlugSchema)],
      'ほかの巻・店舗と重ならない id',
      issues,
    );
    const codes = valuesAt(parsed, ['volumes', '*', 'formats', '*', 'code'], DiscFormatSchema.shape.code);
    checkUnique(parsed, codes, 'ほかの商品と重ならない品番', issues);
    // Catalogue codes are unique across music and discs too.
    const musicFile = contentFileLabel(ctx, 'music.yaml');
    for (const code of codes) {
      const release = music?.find((m) => m.editions.some((e) => e.code === code.value));
      if (!release) continue;
      issues.push(
        issueAt(parsed, code.path, {
          expected: `${musicFile} の商品とも重ならない品番`,
          found: `${describeValue(code.value)}（${musicFile} の「${release.title}」と同じです）`,
        }),
      );
    }
    const episodeRefs = valuesAt(parsed, ['volumes', '*', 'episodes', '*'], EpisodeNumberSchema);
    checkUnique(parsed, episodeRefs, 'ほかの巻に入っていない話数（1つの話は1つの巻にだけ入ります）', issues);
    if (episodeNumbers) {
      checkReference(parsed, episodeRefs, episodeNumbers.map((n) => ({ id: n })), `${contentFileLabel(ctx, 'story/episodes')} にある話数`, issues);
    }
    checkReference(
      parsed,
      valuesAt(parsed, ['storeBonuses', '*', 'store'], ReferenceSchema),
      storeOptions.map((st) => ({ id: st.id, label: st.name })),
      'stores にある店舗の id',
      issues,
    );
    checkReference(
      parsed,
      valuesAt(parsed, ['storeBonuses', '*', 'volumes', '*'], ReferenceSchema).filter(
        (ref) => !meansAllVolumes(valueAt(parsed.data, ref.path.slice(0, -1))),
      ),
      volumeOptions.map((v) => ({ id: v.id, label: v.label })),
      'volumes にある巻の id（すべての巻なら volumes: all）',
      issues,
    );
    checkImages(ctx, parsed, issues);
    const original = parsed.value;
    if (!original || issues.length > 0) throw new ContentError(issues);
    const lang = langOf(ctx);
    const words = CATALOGUES[lang].disc;
    const value = lang === DEFAULT_LANG ? original : translatedDiscs(original, translation?.data ?? {});

    const storeBonuses = value.storeBonuses.flatMap((bonus): ResolvedStoreBonus[] => {
      const store = value.stores.find((s) => s.id === bonus.store);
      if (!store) return [];
      const volumes = meansAllVolumes(bonus.volumes) ? 'all' : value.volumes.map((v) => v.id).filter((id) => bonus.volumes.includes(id));
      // A bonus for volumes no longer in the list (untranslated ones) goes with them.
      if (volumes !== 'all' && volumes.length === 0) return [];
      const volumesLabel =
        volumes === 'all'
          ? words.allVolumes
          : value.volumes
              .filter((v) => volumes.includes(v.id))
              .map((v) => v.label)
              .join(words.volumeJoin);
      return [{ ...bonus, store, volumes, volumesLabel }];
    });
    return { volumes: value.volumes, stores: value.stores, storeBonuses, notes: value.notes ?? [] };
  });
}

type DiscsFile = z.infer<typeof DiscsFileSchema>;

/**
 * The discs in another language: the volumes and store bonuses its translation has (volumes by id, bonuses by their
 * place in the list), with their translatable fields; its stores' names; its notes, or none. A Japanese text is never shown as a translation.
 */
function translatedDiscs(original: DiscsFile, t: Partial<DiscsFile>): Omit<DiscsFile, 'stores'> & { stores: StoreInLang[] } {
  const volumes = pairTranslated(original.volumes, t.volumes, (v) => v.id).map(([v, tv]) => ({
    ...v,
    title: tv.title,
    bonusItems: tv.bonusItems,
    extras: tv.extras,
    jacket: { ...v.jacket, alt: tv.jacket.alt },
  }));
  const storeBonuses = pairTranslated(original.storeBonuses, t.storeBonuses, () => undefined).map(([b, tb]) => ({ ...b, item: tb.item, condition: tb.condition }));
  // A store the translation leaves out keeps its name, marked as the original's language.
  const stores: StoreInLang[] = namesInLang(original.stores, t.stores, (store) => store.id, 'name');
  return { ...original, volumes, stores, storeBonuses, notes: t.notes ?? [] };
}

/**
 * With several works (#37), every volume has its page at `/disc/<volume>/` beside each work's list `/disc/<work>/`:
 * a volume id may not repeat another work's volume id, nor be a work's id. Each work's own file checks the rest.
 */
export function checkDiscIdsAcrossWorks(ctx: ContentContext): void {
  let works: ReturnType<typeof getAllWorks>;
  try {
    works = getAllWorks(ctx);
  } catch (error) {
    // works.yaml reports its own problems.
    if (error instanceof ContentError) return;
    throw error;
  }
  if (works.length < 2) return;
  const issues: ContentIssue[] = [];
  const seen = new Map<string, { file: string; label: string }>();
  for (const work of works) {
    const workCtx = forWork(ctx, work);
    if (!fs.existsSync(path.join(workCtx.contentDir, 'discs.yaml'))) continue;
    const parsed = readYamlFile(workCtx, 'discs.yaml', DiscsFileSchema, []);
    if (!parsed) continue;
    const labels = validItems(parsed, ['volumes'], z.object({ id: SlugSchema, label: TextSchema }));
    for (const { value, path: at } of valuesAt(parsed, ['volumes', '*', 'id'], SlugSchema)) {
      const owner = works.find((w) => w.id === value);
      const earlier = seen.get(value);
      if (owner || earlier) {
        issues.push(
          issueAt(parsed, at, {
            expected: 'ほかの作品の巻の id とも、作品の id とも重ならない id（巻のページの URL /disc/<id>/ になります）',
            found: owner
              ? `${describeValue(value)}（${contentFileLabel(ctx, 'works.yaml')} の作品「${owner.label}」の id と同じです。その作品のディスク一覧が /disc/${value}/ を使います）`
              : `${describeValue(value)}（${earlier?.file} の「${earlier?.label}」と同じです）`,
            hint: `2つ目からの作品の巻は、たとえば ${work.id}-vol1 のように作品の id を付けると重なりません`,
          }),
        );
      } else {
        seen.set(value, { file: parsed.file, label: labels.find((v) => v.id === value)?.label ?? value });
      }
    }
  }
  if (issues.length > 0) throw new ContentError(issues);
}
