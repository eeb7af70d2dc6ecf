import type { SiteFile } from './content/schema';

/** lib/site.ts as it reads a site.json of `fields` (the required ones invented here). */
function siteWith(fields: Partial<SiteFile>) {
  const file: SiteFile = {
    title: '架空の作品',
    titleEn: 'KAKUU',
    shortName: 'kakuu',
    description: '架空の作品のファンサイトです。',
    xAccountUrl: 'https://x.com/kakuu',
    xAccountName: '@kakuu',
    errorReportingClient: 'fans',
    copyright: '©架空の作品製作委員会',
    ...fields,
  };
  let loaded: typeof import('./site') | undefined;
  jest.isolateModules(() => {
    jest.doMock('../content/site.json', () => file);
    loaded = jest.requireActual<typeof import('./site')>('./site');
  });
  if (!loaded) throw new Error('lib/site did not load');
  return loaded.site;
}

describe('site', () => {
  it('names the work, the site, its X account and its publisher neutrally when site.json does not', () => {
    const site = siteWith({});
    expect(site.workName).toBe('『架空の作品』');
    expect(site.siteName).toBe('『架空の作品』のファンサイト');
    expect(site.xAccountLabel).toBe('X');
    expect(site.operator).toBe('『架空の作品』のファンサイト');
    for (const text of [site.workName, site.siteName, site.xAccountLabel, site.operator]) expect(text).not.toContain('公式');
  });

  it('reads a wording written empty as not written, as the content check does', () => {
    const site = siteWith({ workName: '', siteName: '', xAccountLabel: '', operator: '' });
    expect(site).toMatchObject({ workName: '『架空の作品』', siteName: '『架空の作品』のファンサイト', xAccountLabel: 'X', operator: '『架空の作品』のファンサイト' });
  });

  it('takes each wording from site.json when it is written there', () => {
    const site = siteWith({ workName: '劇場版『架空の作品』', siteName: '架空の作品 公式サイト', xAccountLabel: '公式X', operator: '架空の会' });
    expect(site).toMatchObject({ workName: '劇場版『架空の作品』', siteName: '架空の作品 公式サイト', xAccountLabel: '公式X', operator: '架空の会' });
  });

  it('builds the site name from the work name', () => {
    expect(siteWith({ workName: 'TVアニメ『架空の作品』' }).siteName).toBe('TVアニメ『架空の作品』のファンサイト');
  });
});
