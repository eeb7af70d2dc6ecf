import { render } from '@testing-library/react';
import { ABROAD_CLASS } from '../../lib/visitorTimeZone';
import RevealWhen from './RevealWhen';

const airsAt = '2030-04-07T01:30:00+09:00';

afterEach(() => document.documentElement.classList.remove(ABROAD_CLASS));

describe('RevealWhen', () => {
  it.each([
    ['with the broadcast', airsAt, 'あらすじは放送後に公開します。', null],
    ['at a time of its own', '2030-04-06T18:00:00+09:00', 'あらすじは2030.04.06（土）18:00に公開します。', '2030-04-06T18:00:00+09:00'],
    ['after midnight, in 30-hour notation', '2030-04-07T02:30:00+09:00', 'あらすじは2030.04.06（土）26:30に公開します。', '2030-04-07T02:30:00+09:00'],
  ])('says when it comes out %s', (_case, revealAt, sentence, dateTime) => {
    document.documentElement.classList.add(ABROAD_CLASS);
    const { container } = render(<RevealWhen airsAt={airsAt} revealAt={revealAt} before="あらすじは" after="に公開します。" />);
    expect(container.firstElementChild).toHaveTextContent(sentence);
    const times = container.querySelectorAll('time');
    if (dateTime === null) {
      expect(times).toHaveLength(0);
    } else {
      // The JST time, then the visitor's own (abroad) for the same instant.
      expect([...times].map((t) => t.getAttribute('datetime'))).toEqual([dateTime, dateTime]);
      expect(container.querySelector('.local-time')).toHaveTextContent(/^現地時間/);
    }
  });
});
