import { discFormatsLabel } from '../../disc';
import { type Discs, getDiscs } from '../discs';
import { DiscsFileSchema } from '../schema';
import { contentSection } from './section';

export const disc = contentSection({
  files: [{ pattern: /^discs\.yaml$/, schema: DiscsFileSchema }],
  needs: ['music'],
  loaders: [getDiscs],
  load: (ctx): { discs: Discs } => ({ discs: getDiscs(ctx) }),
  summary: ({ discs }) => [`ディスク: ${discs.volumes.length} 巻、店舗 ${discs.stores.length}`],
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
  schedule: (ctx) => ({
    releases: getDiscs(ctx).volumes.map((v) => ({ name: `${discFormatsLabel([v])} ${v.label}`, releaseDate: v.releaseDate })),
  }),
});
