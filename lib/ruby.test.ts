import { rubySegments } from './ruby';

const seg = (base: string, reading: string) => ({ base, reading });

describe('rubySegments', () => {
  it.each([
    // Aligned parts: a reading over each.
    ['aligned family and given name', '朝凪 美咲', 'あさなぎ みさき', [seg('朝凪', 'あさなぎ'), seg('美咲', 'みさき')]],
    ['aligned, three parts', 'ジョン スミス 二世', 'じょん すみす にせい', [seg('ジョン', 'じょん'), seg('スミス', 'すみす'), seg('二世', 'にせい')]],
    // Mismatched part counts: the whole name under the whole reading, each keeping its spaces.
    ['reading split, name not', '汐田ことね', 'しおた ことね', [seg('汐田ことね', 'しおた ことね')]],
    ['name split, reading not', '朝凪 美咲', 'あさなぎみさき', [seg('朝凪 美咲', 'あさなぎみさき')]],
    ['more reading parts than name parts', '渚川 透', 'なぎさがわ とおる かな', [seg('渚川 透', 'なぎさがわ とおる かな')]],
    // Full-width spaces separate parts like half-width ones and come out half-width.
    ['full-width spaces in both', '朝凪　美咲', 'あさなぎ　みさき', [seg('朝凪', 'あさなぎ'), seg('美咲', 'みさき')]],
    ['full-width in one, half-width in the other', '月岡　蓮', 'つきおか れん', [seg('月岡', 'つきおか'), seg('蓮', 'れん')]],
    ['full-width space, mismatched', '汐田ことね', 'しおた　ことね', [seg('汐田ことね', 'しおた ことね')]],
    // Extra spaces (leading, trailing, doubled) are not parts.
    ['extra spaces around and between', '  日野  ひなた ', ' ひの　 ひなた', [seg('日野', 'ひの'), seg('ひなた', 'ひなた')]],
    ['extra spaces, mismatched', ' 汐田ことね ', 'しおた  ことね ', [seg('汐田ことね', 'しおた ことね')]],
    // A single word.
    ['a single word', '美咲', 'みさき', [seg('美咲', 'みさき')]],
    ['a single word with a split reading', '白樺真澄', 'しらかば ますみ', [seg('白樺真澄', 'しらかば ますみ')]],
  ])('%s: %s (%s)', (_case, base, reading, expected) => {
    expect(rubySegments(base, reading)).toEqual(expected);
  });
});
