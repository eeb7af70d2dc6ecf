import { getMembers, getSupportingCharacters } from '../members';
import { type Member, MembersFileSchema, type SupportingCharacter } from '../schema';
import { contentSection } from './section';
import { member as memberSection, memberPath } from '../../sections/member';

export const member = contentSection({
  files: [{ pattern: /^members\.yaml$/, schema: MembersFileSchema }],
  loaders: [getMembers],
  load: (ctx): { members: Member[]; supporting: SupportingCharacter[] } => ({
    members: getMembers(ctx),
    supporting: getSupportingCharacters(ctx),
  }),
  paths: (ctx) => [memberSection.path, ...getMembers(ctx).map((m) => memberPath(m.id))],
  summary: ({ members, supporting }) => [`キャラクター: メンバー ${members.length} 人、サブキャラクター ${supporting.length} 人`],
  editor: {
    files: {
      name: 'characters',
      label: 'キャラクター',
      files: [{ name: 'members', label: 'メンバー・サブキャラクター', file: 'members.yaml', schema: MembersFileSchema, markdown: false, imageSection: 'member' }],
    },
  },
});
