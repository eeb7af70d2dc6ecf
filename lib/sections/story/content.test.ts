/** @jest-environment node */
import { type TempContent, makeTempContent } from '../../content/__fixtures__/tempContent';
import { ContentError } from '../../content/errors';
import { clearContentCache, inLang } from '../../content/context';
import { getEpisode, getEpisodeCards, getStoryIntro } from './content';
import { getOnAir } from '../onair/content';
import { story } from './section';
import { onair } from '../onair/section';

// The base fixture's episodes, stations and intro are Japanese; each test writes the English files it needs.
let content: TempContent;
beforeEach(() => {
  content = makeTempContent();
  content.setYaml('site.json', ['languages'], ['ja', 'en']);
});
afterEach(() => content.cleanup());

const en = () => inLang({ ...content.ctx, buildInstant: '2100-01-01T00:00:00+09:00' }, 'en');
const ja = () => ({ ...content.ctx, buildInstant: '2100-01-01T00:00:00+09:00' });

const TRANSLATED = `---
title: The First
stills:
  - src: /images/story/ep01.png
    alt: A scene
---

The synopsis in English.
`;

describe('an episode in English', () => {
  it('takes the title, synopsis and alt texts of its translation, the rest (images, dates, staff) from the original', () => {
    content.write('story/episodes/01.en.md', TRANSLATED);
    const original = getEpisode(1, ja())!;
    const episode = getEpisode(1, en())!;
    expect(episode).toMatchObject({ title: 'The First', airsAt: original.airsAt, credits: original.credits, summary: 'The synopsis in English.' });
    expect(episode.stills).toEqual([{ src: original.stills[0].src, alt: 'A scene' }]);
    expect(episode.bodyHtml).toContain('The synopsis in English.');
    expect(episode.inDefaultLang).toBeUndefined();
  });

  it('without a translation: no title, no synopsis, no stills, and says its synopsis is in Japanese', () => {
    const original = getEpisode(1, ja())!;
    const episode = getEpisode(1, en())!;
    expect(episode).toMatchObject({ title: '', bodyHtml: '', summary: '', stills: [], inDefaultLang: true, airsAt: original.airsAt });
    expect(JSON.stringify(episode)).not.toContain(original.title);
    expect(getEpisodeCards(en())[0]).toMatchObject({ title: '', stills: [], inDefaultLang: true });
  });

  it('a translation with a title only keeps the rule for the synopsis and the stills', () => {
    content.write('story/episodes/01.en.md', '---\ntitle: The First\n---\n');
    expect(getEpisode(1, en())).toMatchObject({ title: 'The First', bodyHtml: '', stills: [], inDefaultLang: true });
  });

  it('leaves the Japanese pages as they were', () => {
    const before = getEpisode(1, ja());
    clearContentCache();
    content.write('story/episodes/01.en.md', TRANSLATED);
    expect(getEpisode(1, { ...ja() })).toEqual(before);
  });

  it('refuses a field a translation may not give, in Japanese, naming the file and the field', () => {
    content.write('story/episodes/01.en.md', '---\ntitle: The First\nairDate: 2000-01-02\n---\n');
    expect(() => getEpisode(1, en())).toThrow(ContentError);
    try {
      getEpisode(1, en());
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('story/episodes/01.en.md');
      expect(message).toContain('airDate');
      expect(message).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
  });
});

describe('the introduction in English', () => {
  it('is its translation, or nothing (never the Japanese one)', () => {
    expect(getStoryIntro(en())).toEqual({ title: '', lead: null, bodyHtml: '' });
    clearContentCache();
    content.write('story/intro.en.md', '---\ntitle: Introduction\nlead: A lead.\n---\n\nThe story.\n');
    expect(getStoryIntro(en())).toMatchObject({ title: 'Introduction', lead: 'A lead.' });
    expect(getStoryIntro(en()).bodyHtml).toContain('The story.');
  });
});

describe('ON AIR in English', () => {
  it('takes the notes and the stations’ words by id; without a translation, no notes', () => {
    const original = getOnAir(ja());
    expect(getOnAir(en()).notes).toEqual([]);
    clearContentCache();
    const [first] = original.stations;
    content.write(
      'onair.en.yaml',
      `notes:\n  - Times may change.\nstations:\n  - id: ${first.id}\n    name: Station One\n    area: Kanto\n    firstAirDate: ${first.firstAirDate}\n    weekday: ${first.weekday}\n    time: "${first.time}"\n`,
    );
    const onairEn = getOnAir(en());
    expect(onairEn.notes).toEqual(['Times may change.']);
    expect(onairEn.stations[0]).toMatchObject({ id: first.id, name: 'Station One', area: 'Kanto', firstAirAt: first.firstAirAt });
    expect(onairEn.stations.slice(1)).toEqual(original.stations.slice(1));
  });
});

describe('English pages (langPaths)', () => {
  it('has every STORY page (translated or not) and ON AIR with its calendars, under /en/', () => {
    const storyJa = story.paths(ja());
    expect(story.langPaths!(en())).toEqual(storyJa.map((path) => `/en${path}`));
    expect(onair.langPaths!(en())).toEqual(onair.paths(ja()).map((path) => `/en${path}`));
  });
});
