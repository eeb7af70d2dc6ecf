import { CAST_TRANSLATED, type CastEntry, STAFF_TRANSLATED, getCast, getStaff, hasCastTranslation } from './content';
import { langOf } from '../../content/context';
import { pathInLang } from '../../i18n/languages';
import { CastFileSchema, type StaffEntry, StaffFileSchema } from './schema';
import { everyWorkWithFile } from '../../content/workContent';
import { forWork } from '../../content/works';
import { contentSection } from '../contentSection';
import { cast as castSection } from '.';

const STAFF_FILE = { name: 'staff', label: 'スタッフ', file: 'staff.yaml', schema: StaffFileSchema, markdown: false };

export const cast = contentSection({
  files: [
    { pattern: /^cast\.yaml$/, schema: CastFileSchema, translated: CAST_TRANSLATED },
    { pattern: /^staff\.yaml$/, schema: StaffFileSchema, translated: STAFF_TRANSLATED },
  ],
  needs: ['member'],
  loaders: [getCast, getStaff],
  load: (ctx): { cast: CastEntry[]; staff: StaffEntry[] } => ({ cast: getCast(ctx), staff: getStaff(ctx) }),
  paths: () => [castSection.path],
  langPaths: (ctx) => (hasCastTranslation(ctx) ? [pathInLang(langOf(ctx), castSection.path)] : []),
  summary: ({ cast: c, staff }) => [`キャスト・スタッフ: キャスト ${c.length} 人、スタッフ ${staff.length} 件`],
  // A work after the first may have its own staff.yaml (the cast is one list, with works: on its entries).
  works: {
    files: [{ pattern: /^staff\.yaml$/, schema: StaffFileSchema, translated: STAFF_TRANSLATED }],
    loaders: [(ctx, work) => everyWorkWithFile('staff.yaml', ctx).includes(work) && getStaff(forWork(ctx, work))],
    summary: (ctx, work) => (everyWorkWithFile('staff.yaml', ctx).includes(work) ? [`スタッフ ${getStaff(forWork(ctx, work)).length} 件`] : []),
    editor: (work) => ({ files: [{ ...STAFF_FILE, file: `${work.dir}/${STAFF_FILE.file}` }] }),
  },
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
        STAFF_FILE,
      ],
    },
  },
});
