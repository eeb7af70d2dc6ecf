import type { Section } from '../section';

/** The members and the supporting characters. */
export const member = {
  name: 'member',
  path: '/member/',
  menu: { label: 'MEMBER', labelJa: 'メンバー', image: '/images/menu/member.png' },
} as const satisfies Section;

/** The URL of a member's page: `/member/<id>/`. */
export function memberPath(id: string): string {
  return `${member.path}${id}/`;
}
