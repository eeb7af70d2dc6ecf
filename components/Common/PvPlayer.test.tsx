import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import PvPlayer, { pvEmbedUrl, pvWatchUrl } from './PvPlayer';

// The fixtures' images need not be in this series' public/.
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1600, 900));

describe('PvPlayer', () => {
  it('is a plain link to the video in the HTML for visitors without JavaScript', () => {
    const html = renderToString(<PvPlayer youtubeId="abcDEF12345" poster="/images/pv.png" title="『作品名』PV" />);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const link = within(container).getByRole('link', { name: /YouTubeでPVを見る/ });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcDEF12345');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('iframe, button')).toBeNull();
    // The page scan reads where the player will load from, so that this page's CSP lets it in (pipeline/headers.ts).
    expect(container.querySelector('[data-frame-src]')?.getAttribute('data-frame-src')).toBe(new URL(pvEmbedUrl('abcDEF12345')).origin);
    // The still is the one content/settings.yaml names, through the image pipeline.
    expect(html).toMatch(/\/_next\/static\/media\/img\/pv\.0123456789\.\d+\.webp/);
    container.remove();
  });

  it('loads the player only when the visitor clicks play, then autoplays from youtube-nocookie', async () => {
    const user = userEvent.setup();
    const { container } = render(<PvPlayer youtubeId="abcDEF12345" poster="/images/pv.png" title="『作品名』PV" />);
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'PVを再生する' }));
    const iframe = container.querySelector('iframe');
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1');
    expect(iframe).toHaveAttribute('title', '『作品名』PV');
    expect(iframe?.getAttribute('allow')).toContain('autoplay');
    expect(screen.queryByRole('button', { name: 'PVを再生する' })).not.toBeInTheDocument();
  });

  it.each([
    ['abcDEF12345', 'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1', 'https://www.youtube.com/watch?v=abcDEF12345'],
    ['a_b-c_d-e_f', 'https://www.youtube-nocookie.com/embed/a_b-c_d-e_f?autoplay=1', 'https://www.youtube.com/watch?v=a_b-c_d-e_f'],
  ])('%s → %s and %s', (id, embed, watch) => {
    expect(pvEmbedUrl(id)).toBe(embed);
    expect(pvWatchUrl(id)).toBe(watch);
  });
});
