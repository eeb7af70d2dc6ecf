import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mitt from 'next/dist/shared/lib/mitt';
import { type MenuItem, buildMenu } from '../../lib/menu';
import { SHAPE } from '../../lib/sections/shape';
import { site } from '../../lib/site';
import { LOGO_IMAGE } from '../../lib/siteImages';
import { PageImagesContext } from '../../lib/pageImages';
import Menu from './Menu';

const events = mitt();
let asPath = '/news/page/2/';
jest.mock('next/router', () => ({
  useRouter: () => ({ asPath, events, push: jest.fn(), prefetch: jest.fn(() => Promise.resolve()) }),
}));

const menuItems = buildMenu(SHAPE, []);

function renderMenu(items: readonly MenuItem[] = menuItems) {
  // react-modal's setAppElement('#__next') needs the app root to exist, as it does in the real page.
  const appRoot = document.createElement('div');
  appRoot.id = '__next';
  document.body.appendChild(appRoot);
  const utils = render(<Menu items={items} />, { container: appRoot });
  return { ...utils, user: userEvent.setup() };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'メニューを開く' }));
  return screen.findByRole('dialog', { name: 'サイトメニュー' });
}

afterEach(() => {
  document.body.innerHTML = '';
  asPath = '/news/page/2/';
});

describe('Menu', () => {
  it('renders a closed menu button that controls the menu', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'メニューを開く' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on click, moves focus into the dialog, and lists every entry as an image link', async () => {
    const { user } = renderMenu();
    const dialog = await openMenu(user);
    // While the dialog is open the rest of the app is aria-hidden, hence `hidden: true`.
    const button = screen.getByRole('button', { name: 'メニューを開く', hidden: true });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('__next')).toHaveAttribute('aria-hidden', 'true');
    expect(dialog).toHaveAttribute('id', 'site-menu');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    for (const item of menuItems) {
      const link = within(dialog).getByRole('link', { name: new RegExp(`^${item.label} ${item.labelJa}`) });
      expect(link).toHaveAttribute('href', item.path);
      if (item.image !== null) expect(within(link).getByRole('img', { name: `${item.label} ${item.labelJa}` })).toBeInTheDocument();
    }
    const expected = SHAPE.flatMap((e) => (e.kind === 'section' ? [e.path] : []));
    const nav = within(dialog).getByRole('navigation', { name: 'サイトメニュー' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href')).slice(0, -1)).toEqual(expected);

    const logo = within(dialog).getByRole('img', { name: `${site.title} トップページ` });
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('draws an entry without an image as text, a link named by both its names', async () => {
    const items: MenuItem[] = [
      { label: 'NEWS', labelJa: 'ニュース', path: '/news/', image: '/images/menu/news.png', newTab: false },
      { label: 'CHARACTER', labelJa: 'キャラクター', path: '/member/', image: null, newTab: false },
    ];
    asPath = '/member/hana/';
    const { user } = renderMenu(items);
    const dialog = await openMenu(user);
    const link = within(dialog).getByRole('link', { name: 'CHARACTER キャラクター' });
    expect(link).toHaveAttribute('href', '/member/');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(link).queryByRole('img')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'NEWS ニュース' })).not.toHaveAttribute('aria-current');
  });

  it('opens the X account in a new tab, safely', async () => {
    const { user } = renderMenu();
    const dialog = await openMenu(user);
    const link = within(dialog).getByRole('link', { name: new RegExp(`^Twitter ${site.xAccountLabel}アカウント`) });
    expect(link).toHaveAttribute('href', site.xAccountUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('marks the current section with aria-current', async () => {
    const { user } = renderMenu();
    const dialog = await openMenu(user);
    expect(within(dialog).getByRole('link', { name: /NEWS/ })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('link', { name: /STORY/ })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close icon', async (user: ReturnType<typeof userEvent.setup>) =>
      user.click(screen.getByRole('button', { name: 'メニューを閉じる' }))],
    ['an overlay click', async (user: ReturnType<typeof userEvent.setup>) => {
      const overlay = screen.getByRole('dialog').parentElement;
      if (!overlay) throw new Error('no overlay');
      await user.click(overlay);
    }],
  ])('closes with %s and returns focus to the menu button', async (_how, close) => {
    const { user } = renderMenu();
    await openMenu(user);
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const button = screen.getByRole('button', { name: 'メニューを開く' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a navigation starts', async () => {
    const { user } = renderMenu();
    await openMenu(user);
    events.emit('routeChangeStart', '/story/');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Menu on a page without images in its props', () => {
  it('draws the logo as its original file, where Picture would have no variants to point at (Next’s own error page)', async () => {
    const appRoot = document.createElement('div');
    appRoot.id = '__next';
    document.body.appendChild(appRoot);
    render(
      <PageImagesContext.Provider value={{}}>
        <Menu items={menuItems} />
      </PageImagesContext.Provider>,
      { container: appRoot },
    );
    const dialog = await openMenu(userEvent.setup());
    const logo = within(dialog).getByRole('img', { name: `${site.title} トップページ` });
    expect(logo).toHaveAttribute('src', LOGO_IMAGE);
  });
});
