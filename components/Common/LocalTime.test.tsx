import { render } from '@testing-library/react';
import { hydrateStatic } from '../../__tests__/helpers/hydrate';
import { ABROAD_CLASS } from '../../lib/visitorTimeZone';
import LocalTime from './LocalTime';
import { DEFAULT_PAGE_LANGUAGE, PageLanguageContext } from '../../lib/i18n/pageLanguage';
import { en } from '../../lib/i18n/en';

const at = '2030-04-06T12:30:00+09:00';

afterEach(() => document.documentElement.classList.remove(ABROAD_CLASS));

describe('LocalTime', () => {
  it('is an empty element in the static HTML, and fills it with the visitor’s local time after hydration when abroad', () => {
    document.documentElement.classList.add(ABROAD_CLASS);
    const { host, html, remove } = hydrateStatic(<LocalTime at={at} />);
    expect(html).toBe('<span class="local-time"></span>');
    const time = host.querySelector('time');
    expect(time).toHaveAttribute('datetime', at);
    // The visitor's zone and language, here the test process's: the same instant as the JST time.
    const local = new Date(Date.parse(at));
    expect(time?.textContent).toContain(String(local.getDate()));
    expect(time?.textContent).toMatch(new RegExp(`\\b${local.getHours() % 12 || 12}:30`));
    expect(host.querySelector('.local-time')).toHaveTextContent(/^現地時間/);
    expect(host.querySelector('.local-time')).toHaveAttribute('lang');
    remove();
  });

  it('stays empty for a visitor on Japan time', () => {
    const { container } = render(<LocalTime at={at} />);
    expect(container.innerHTML).toBe('<span class="local-time"></span>');
  });

  it('holds the line’s room, empty, without an instant', () => {
    document.documentElement.classList.add(ABROAD_CLASS);
    const { container } = render(<LocalTime />);
    expect(container.innerHTML).toBe('<span class="local-time"></span>');
  });
});

describe('LocalTime on an English page', () => {
  it('says so in English and writes the visitor’s time in US English, whatever their browser’s language', () => {
    document.documentElement.classList.add(ABROAD_CLASS);
    const { host, remove } = hydrateStatic(
      <PageLanguageContext.Provider value={{ ...DEFAULT_PAGE_LANGUAGE, lang: 'en', messages: en }}>
        <LocalTime at={at} />
      </PageLanguageContext.Provider>,
    );
    expect(host.querySelector('.local-time')).toHaveTextContent(/^Your time/);
    expect(host.querySelector('.local-time')).toHaveAttribute('lang', 'en-US');
    expect(host.querySelector('time')?.textContent).toMatch(/(AM|PM)/);
    remove();
  });
});
