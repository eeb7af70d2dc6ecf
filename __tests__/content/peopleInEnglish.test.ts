/** @jest-environment node */
// MEMBER and CAST in another language (#45): members.en.yaml, cast.en.yaml and staff.en.yaml beside their originals,
// list items matched by id (by position without one), only their words taken, and what an editor reads for a mistake.
import { stringify } from 'yaml';
import { type ContentContext, inLang } from '../../lib/content/context';
import { issuesOf } from '../helpers/contentIssues';
import { getCast, getStaff } from '../../lib/sections/cast/content';
import { hasCastPage } from '../../lib/sections/cast/pages';
import { getMemberPageLead, getMembersFile } from '../../lib/sections/member/content';
import { hasMemberPages, memberIds, memberPageProps } from '../../lib/sections/member/pages';
import { member as memberSection } from '../../lib/sections/member/section';
import { cast as castSection } from '../../lib/sections/cast/section';
import { type TempContent, makeTempContent } from '../../lib/content/__fixtures__/tempContent';

const en = (ctx: ContentContext) => inLang(ctx, 'en');

/** Runs `test` on a fresh copy of the base content, cleaned up after. */
function withContent(test: (t: TempContent) => void): void {
  const t = makeTempContent();
  try {
    test(t);
  } finally {
    t.cleanup();
  }
}


const langPathsOf = (ctx: ContentContext, name: 'member' | 'cast') => ({ member: memberSection, cast: castSection })[name].langPaths?.(ctx) ?? [];

describe('members.en.yaml', () => {
  it('leaves MEMBER without English pages until it exists, and every word in Japanese marked so', () => {
    withContent((t) => {
      const { members, supporting } = getMembersFile(en(t.ctx));
      expect(hasMemberPages(en(t.ctx))).toBe(false);
      expect(memberIds(en(t.ctx))).toEqual([]);
      expect(langPathsOf(en(t.ctx), 'member')).toEqual([]);
      expect(members.every((m) => m.untranslated?.includes('profile') && m.untranslated.includes('images.main.alt'))).toBe(true);
      expect(supporting.every((c) => c.untranslated?.includes('description'))).toBe(true);
    });
  });

  it('lays each item over the original with the same id, whatever the order, and takes only its words', () => {
    withContent((t) => {
      const original = getMembersFile(t.ctx);
      const [first, second] = original.members;
      const character = original.supporting[0]!;
      t.write(
        'members.en.yaml',
        stringify({
          // The editor writes a list whole, with the fields it does not translate copied: those are ignored.
          members: [{ id: second!.id, color: second!.color, profile: 'An English profile.', cv: { name: 'Voice Actor' }, images: { main: { alt: 'Her picture' } } }],
          supporting: [{ id: character.id, name: 'A Teacher', description: 'An English description.' }],
        }),
      );
      const translated = getMembersFile(en(t.ctx));
      const byId = (id: string) => translated.members.find((m) => m.id === id)!;
      expect(translated.members.map((m) => m.id)).toEqual(original.members.map((m) => m.id));
      expect(byId(second!.id)).toMatchObject({ profile: 'An English profile.', cv: { name: 'Voice Actor', reading: second!.cv.reading }, color: second!.color });
      expect(byId(second!.id).images.main).toEqual({ src: second!.images.main.src, alt: 'Her picture' });
      expect(byId(second!.id).untranslated).toEqual(expect.arrayContaining(['quote', 'part']));
      expect(byId(second!.id).untranslated).not.toContain('profile');
      expect(byId(first!.id).untranslated).toContain('profile');
      expect(translated.supporting[0]).toMatchObject({ name: 'A Teacher', description: 'An English description.' });
      // Japanese is as it was.
      expect(getMembersFile(t.ctx)).toEqual(original);
      expect(hasMemberPages(en(t.ctx))).toBe(true);
      expect(langPathsOf(en(t.ctx), 'member')).toEqual(['/en/member/', ...original.members.map((m) => `/en/member/${m.id}/`)]);
      // The links between members name them by their English name.
      expect(memberPageProps(en(t.ctx), first!.id)?.members.map((m) => m.name)).toEqual(original.members.map((m) => m.nameEn));
    });
  });

  it('gives a lead of its own, or an English one', () => {
    withContent((t) => {
      t.write('members.en.yaml', stringify({ members: [] }));
      expect(getMemberPageLead(en(t.ctx))).toMatch(/^Meet the \d+ members/);
    });
    withContent((t) => {
      t.write('members.en.yaml', stringify({ lead: 'Our band.' }));
      expect(getMemberPageLead(en(t.ctx))).toBe('Our band.');
    });
  });

  it.each([
    ['a field the original does not have', (id: string) => ({ members: [{ id, nickname: 'Misa' }] }), 'nickname'],
    ['a text that is not one', (id: string) => ({ members: [{ id, profile: ['a', 'list'] }] }), 'profile'],
    ['an id the original does not have', () => ({ members: [{ id: 'nobody', profile: 'Text.' }] }), 'nobody'],
    ['an item without its id', () => ({ members: [{ profile: 'Text.' }] }), 'id'],
  ])('reports %s, naming the file', (_, data, found) => {
    withContent((t) => {
      const id = getMembersFile(t.ctx).members[0]!.id;
      t.write('members.en.yaml', stringify(data(id)));
      const issues = issuesOf(() => getMembersFile(en(t.ctx)));
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatch(/^content\/members\.en\.yaml \d+行目/);
      expect(issues[0]).toContain(found);
    });
  });
});

describe('cast.en.yaml and staff.en.yaml', () => {
  it('leave CAST without an English page until one exists', () => {
    withContent((t) => {
      expect(hasCastPage(en(t.ctx))).toBe(false);
      expect(langPathsOf(en(t.ctx), 'cast')).toEqual([]);
      t.write('staff.en.yaml', stringify({ staff: [] }));
      expect(hasCastPage(en(t.ctx))).toBe(true);
      expect(langPathsOf(en(t.ctx), 'cast')).toEqual(['/en/cast/']);
    });
  });

  it('name members by their English name and keep only the credits translated, by position', () => {
    withContent((t) => {
      const staff = getStaff(t.ctx);
      t.write('staff.en.yaml', stringify({ staff: [{ role: 'Director', names: ['A Director'] }] }));
      expect(getStaff(en(t.ctx))).toEqual([{ role: 'Director', names: ['A Director'] }]);
      expect(getStaff(t.ctx)).toEqual(staff);
      const { members } = getMembersFile(t.ctx);
      const cast = getCast(en(t.ctx));
      for (const entry of cast.filter((c) => c.kind === 'member')) {
        expect(entry.characterName).toBe(members.find((m) => m.id === entry.characterId)?.nameEn);
      }
    });
  });

  it('reports a credit with a field the original does not have', () => {
    withContent((t) => {
      t.write('staff.en.yaml', stringify({ staff: [{ role: 'Director', title: 'x' }] }));
      const issues = issuesOf(() => getStaff(en(t.ctx)));
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatch(/^content\/staff\.en\.yaml \d+行目.*title/);
    });
  });
});
