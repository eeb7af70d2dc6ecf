import { rubySegments } from './ruby';

describe('rubySegments', () => {
  it.each([
    ['朝凪 美咲', 'あさなぎ みさき', [{ base: '朝凪', reading: 'あさなぎ' }, { base: '美咲', reading: 'みさき' }]],
    ['朝凪　美咲', 'あさなぎ　みさき', [{ base: '朝凪', reading: 'あさなぎ' }, { base: '美咲', reading: 'みさき' }]],
    ['汐田ことね', 'しおた ことね', [{ base: '汐田ことね', reading: 'しおたことね' }]],
    ['白樺真澄', 'しらかばますみ', [{ base: '白樺真澄', reading: 'しらかばますみ' }]],
    ['渚川 透', 'なぎさがわ とおる かな', [{ base: '渚川 透', reading: 'なぎさがわとおるかな' }]],
    ['  日野 ひなた ', ' ひの ひなた', [{ base: '日野', reading: 'ひの' }, { base: 'ひなた', reading: 'ひなた' }]],
  ])('%s (%s)', (base, reading, expected) => {
    expect(rubySegments(base, reading)).toEqual(expected);
  });
});
