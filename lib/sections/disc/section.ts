import { DISC_TRANSLATED, type Discs, checkDiscIdsAcrossWorks, getDiscs } from './content';
import { langOf } from '../../content/context';
import { pathInLang } from '../../i18n/languages';
import { DiscsFileSchema } from './schema';
import { everyWorkWithFile } from '../../content/workContent';
import { type Work, forWork, workAnnouncedAt } from '../../content/works';
import { contentSection } from '../contentSection';
import { type ContentContext } from '../../content/context';
import { disc as discSection, discPath } from '.';
import { discFormatsLabel } from './volumes';
import { releaseChange } from '../../jsonLd';
import { workRoutes } from '../../content/workRoutes';
import { discWorks } from '.';

/** The segments under `/disc/`: every volume of every work and, when several works have discs, their ids. */
export function discSegments(ctx: ContentContext): string[] {
  const routes = workRoutes(ctx, discWorks);
  // In another language, the translated volumes and the lists that have one.
  const volumesOf = (work: Work) => getDiscs(forWork(ctx, work)).volumes;
  return [...routes.works.flatMap((work) => volumesOf(work).map((v) => v.id)), ...routes.own.filter((r) => volumesOf(r.work).length > 0).map((r) => r.work.id)];
}

/** Whether `/disc/` has a page in the language of `ctx`: its work has a translated volume. */
export function hasDiscIndex(ctx: ContentContext): boolean {
  return getDiscs(forWork(ctx, workRoutes(ctx, discWorks).index.work)).volumes.length > 0;
}

export const disc = contentSection({
  files: [{ pattern: /^discs\.yaml$/, schema: DiscsFileSchema, translated: DISC_TRANSLATED }],
  needs: ['music'],
  loaders: [getDiscs, checkDiscIdsAcrossWorks],
  load: (ctx): { discs: Discs } => ({ discs: getDiscs(ctx) }),
  // A volume's page and a work's list share the form /disc/<id>/.
  paths: (ctx) => [discSection.path, ...discSegments(ctx).map(discPath)],
  // Pages in another language hold translated volumes only: a list with none is not there.
  langPaths: (ctx) => [...(hasDiscIndex(ctx) ? [discSection.path] : []), ...discSegments(ctx).map(discPath)].map((p) => pathInLang(langOf(ctx), p)),
  summary: ({ discs }) => [`ディスク: ${discs.volumes.length} 巻、店舗 ${discs.stores.length}`],
  // A work after the first may have its own discs.yaml; without one, it has no DISC page.
  works: {
    files: [{ pattern: /^discs\.yaml$/, schema: DiscsFileSchema, translated: DISC_TRANSLATED }],
    loaders: [(ctx, work) => everyWorkWithFile('discs.yaml', ctx).includes(work) && getDiscs(forWork(ctx, work))],
    summary: (ctx, work) => (everyWorkWithFile('discs.yaml', ctx).includes(work) ? [`ディスク ${getDiscs(forWork(ctx, work)).volumes.length} 巻`] : []),
    // Without the store and volume choices: those are the first work's.
    editor: (work) => ({
      files: [{ name: 'discs', label: '巻・店舗別特典', file: `${work.dir}/discs.yaml`, schema: DiscsFileSchema, markdown: false, imageSection: 'disc' }],
    }),
  },
  // The first work's stores and volumes, for its store bonuses.
  editorOptions: (ctx) => {
    const { stores, volumes } = getDiscs(ctx);
    return {
      stores: stores.map((s) => ({ value: s.id, label: s.name })),
      volumes: volumes.map((v) => ({ value: v.id, label: v.label })),
    };
  },
  editor: {
    files: {
      name: 'discs',
      label: 'ディスク',
      files: [
        {
          name: 'discs',
          label: '巻・店舗別特典',
          file: 'discs.yaml',
          schema: DiscsFileSchema,
          markdown: false,
          imageSection: 'disc',
          references: (options) => ({
            'storeBonuses.store': options.stores,
            'storeBonuses.volumes': [{ value: 'all', label: 'すべての巻（all）' }, ...options.volumes],
          }),
        },
      ],
    },
  },
  // Every work's volumes; another work's are named with its label.
  schedule: (ctx) =>
    everyWorkWithFile('discs.yaml', ctx).flatMap((work) =>
      getDiscs(forWork(ctx, work)).volumes.map((v) => releaseChange(`${work.first ? '' : `${work.label} `}${discFormatsLabel([v])} ${v.label}`, v.releaseDate)),
    ),
  // A work's jackets stay out of the export until it is announced.
  withheld: (ctx) =>
    everyWorkWithFile('discs.yaml', ctx).map((work) => ({ at: workAnnouncedAt(work, ctx), images: getDiscs(forWork(ctx, work)).volumes.map((v) => v.jacket.src) })),
});
