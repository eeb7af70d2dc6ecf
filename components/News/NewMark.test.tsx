import { render, screen } from '@testing-library/react';
import NewMark from './NewMark';
import NewsDate from './NewsDate';

const at = (iso: string) => Date.parse(iso);
const mark = (liveInstant: string, siteInstant = '2030-04-10T12:00:00+09:00') =>
  render(<NewMark date="2030-04-01" siteInstant={siteInstant} liveInstant={at(liveInstant)} className="new" expiredClassName="expired" />);

describe('NewMark', () => {
  it('shows NEW while the article is new', () => {
    mark('2030-04-14T23:59:59+09:00');
    expect(screen.getByText('NEW')).toHaveClass('new');
    expect(screen.getByText('NEW')).not.toHaveClass('expired');
  });

  it('once the visitor’s clock is past its NEW period, stays in place invisible and silent (its room kept)', () => {
    const { container } = mark('2030-04-15T00:00:00+09:00');
    const span = container.querySelector('span');
    expect(span).toHaveClass('new', 'expired');
    expect(span).toHaveAttribute('aria-hidden', 'true');
  });

  it('is not there at all when the article was no longer new at build time', () => {
    const { container } = mark('2030-04-20T00:00:00+09:00', '2030-04-16T00:00:00+09:00');
    expect(container).toBeEmptyDOMElement();
  });
});

describe('NewsDate', () => {
  it.each([
    [null, '2030.04.01（月）', '2030-04-01T00:00:00+09:00'],
    ['12:00', '2030.04.01（月）12:00', '2030-04-01T12:00:00+09:00'],
  ])('time %p: %s, machine-readable as the loader’s instant', (time, text, datetime) => {
    render(<NewsDate date="2030-04-01" time={time} publishedAt={datetime} />);
    expect(screen.getByText(text).tagName).toBe('TIME');
    expect(screen.getByText(text)).toHaveAttribute('dateTime', datetime);
  });
});
