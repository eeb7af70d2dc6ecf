import { type CastEntry, getCast, getStaff } from '../cast';
import { CastFileSchema, type StaffEntry, StaffFileSchema } from '../schema';
import { contentSection } from './section';

export const cast = contentSection({
  files: [
    { pattern: /^cast\.yaml$/, schema: CastFileSchema },
    { pattern: /^staff\.yaml$/, schema: StaffFileSchema },
  ],
  needs: ['member'],
  loaders: [getCast, getStaff],
  load: (ctx): { cast: CastEntry[]; staff: StaffEntry[] } => ({ cast: getCast(ctx), staff: getStaff(ctx) }),
  summary: ({ cast: c, staff }) => [`キャスト・スタッフ: キャスト ${c.length} 人、スタッフ ${staff.length} 件`],
  editor: {
    files: {
      name: 'credits',
      label: 'キャスト・スタッフ',
      files: [
        {
          name: 'cast',
          label: 'キャスト',
          file: 'cast.yaml',
          schema: CastFileSchema,
          markdown: false,
          references: (options) => ({ 'cast.character': options.characters }),
        },
        { name: 'staff', label: 'スタッフ', file: 'staff.yaml', schema: StaffFileSchema, markdown: false },
      ],
    },
  },
});
