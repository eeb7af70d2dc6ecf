import { render, screen, within } from '@testing-library/react';
import type { NewsArticle as Article } from '../../lib/sections/news/content';
import NewsArticle from './NewsArticle';
import { site } from '../../lib/site';

const article: Article = {
  slug: '2026-11-06-schedule-change',
  title: '【放送時間変更】第6話の放送について',
  date: '2026-11-06',
  time: null,
  publishedAt: '2026-11-06T00:00:00+09:00',
  category: { slug: 'onair', label: '放送・配信', color: null },
  image: null,
  summary: '放送時間が変更になりました。',
  bodyHtml: '<p>放送時間が<strong>変更</strong>になりました。</p><h2>変更後</h2><ul><li>27:10〜</li></ul>',
  prev: { slug: '2026-10-28-op-release', title: 'OP主題歌 本日発売' },
  next: { slug: '2026-11-11-ed-release', title: 'ED主題歌 配信開始' },
};

describe('NewsArticle', () => {
  it('shows the headline as the h1 with its date, category link and the HTML body', () => {
    render(<NewsArticle article={article} siteInstant="2026-11-08T12:00:00+09:00" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
    expect(screen.getByText('2026.11.06（金）')).toHaveAttribute('dateTime', '2026-11-06T00:00:00+09:00');
    expect(screen.getByRole('link', { name: '放送・配信' })).toHaveAttribute('href', '/news/category/onair/');
    expect(screen.getByText('NEW')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '変更後' })).toBeInTheDocument();
    expect(screen.getByText('変更', { selector: 'strong' })).toBeInTheDocument();
  });

  it('links the older and newer articles and the list', () => {
    render(<NewsArticle article={article} siteInstant="2026-12-31T12:00:00+09:00" />);
    const nav = screen.getByRole('navigation', { name: '前後の記事' });
    expect(within(nav).getByRole('link', { name: /前の記事.*OP主題歌 本日発売/ })).toHaveAttribute('href', '/news/2026-10-28-op-release/');
    expect(within(nav).getByRole('link', { name: /次の記事.*ED主題歌 配信開始/ })).toHaveAttribute('href', '/news/2026-11-11-ed-release/');
    expect(screen.getByRole('link', { name: 'ニュース一覧へ戻る' })).toHaveAttribute('href', '/news/');
    expect(screen.queryByText('NEW')).not.toBeInTheDocument();
  });

  it('leaves out the neighbours that do not exist', () => {
    render(<NewsArticle article={{ ...article, prev: null, next: null }} siteInstant="2026-12-31T12:00:00+09:00" />);
    expect(screen.queryByRole('navigation', { name: '前後の記事' })).not.toBeInTheDocument();
  });

  it('shares on X with the headline and the article’s absolute URL', () => {
    render(<NewsArticle article={article} siteInstant="2026-12-31T12:00:00+09:00" />);
    const link = screen.getByRole('link', { name: /Xでポストする/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://x.com/intent/post');
    expect(url.searchParams.get('text')).toBe(`【放送時間変更】第6話の放送について｜${site.title}`);
    expect(url.searchParams.get('url')).toBe('http://localhost:3000/news/2026-11-06-schedule-change/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('（新しいタブで開きます）');
  });
});
