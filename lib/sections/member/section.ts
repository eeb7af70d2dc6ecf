import { MEMBERS_TRANSLATED, getMembers, getMembersFile, getSupportingCharacters, hasMembersTranslation } from './content';
import { langOf } from '../../content/context';
import { pathInLang } from '../../i18n/languages';
import { announcedAtOf } from '../../content/works';
import { type Member, MembersFileSchema, type SupportingCharacter } from './schema';
import { contentSection } from '../contentSection';
import { member as memberSection, memberPath } from '.';

export const member = contentSection({
  files: [{ pattern: /^members\.yaml$/, schema: MembersFileSchema, translated: MEMBERS_TRANSLATED }],
  loaders: [getMembers],
  load: (ctx): { members: Member[]; supporting: SupportingCharacter[] } => ({
    members: getMembers(ctx),
    supporting: getSupportingCharacters(ctx),
  }),
  paths: (ctx) => [memberSection.path, ...getMembers(ctx).map((m) => memberPath(m.id))],
  // Every member has a page in a language members.yaml is translated into: one without its text says so there.
  langPaths: (ctx) =>
    hasMembersTranslation(ctx) ? [memberSection.path, ...getMembers(ctx).map((m) => memberPath(m.id))].map((p) => pathInLang(langOf(ctx), p)) : [],
  // A character of works not yet announced keeps its pictures out of the export until the first of them is.
  withheld: (ctx) => {
    const { members, supporting } = getMembersFile(ctx);
    return [
      ...members.map((m) => ({ at: announcedAtOf(m.works, ctx), images: [m.images.main.src, ...m.images.alternates.map((a) => a.src)] })),
      ...supporting.map((c) => ({ at: announcedAtOf(c.works, ctx), images: [c.image.src] })),
    ];
  },
  summary: ({ members, supporting }) => [`キャラクター: メンバー ${members.length} 人、サブキャラクター ${supporting.length} 人`],
  // Every character, for CAST's choice of whom an entry is.
  editorOptions: (ctx) => ({
    characters: [...getMembers(ctx), ...getSupportingCharacters(ctx)].map((c) => ({ value: c.id, label: c.name })),
  }),
  editor: {
    files: {
      name: 'characters',
      label: 'キャラクター',
      files: [{ name: 'members', label: 'メンバー・サブキャラクター', file: 'members.yaml', schema: MembersFileSchema, markdown: false, imageSection: 'member' }],
    },
  },
});
