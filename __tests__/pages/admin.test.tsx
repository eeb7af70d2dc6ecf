/** @jest-environment node */
import AdminPage, { getStaticProps } from '../../pages/admin/index';
import { editorCollections } from '../../lib/sections/registry';
import { createContentContext } from '../../lib/content/context';
import { getSiteInstant } from '../../lib/content/clock';
import { getEpisodes } from '../../lib/sections/story/content';
import { getSettings } from '../../lib/content/settings';
import { loadProps } from '../helpers/pageProps';
import { renderStatic } from '../helpers/renderStatic';

describe('/admin/', () => {
  it('gets the editor’s configuration for every collection, and what its previews need, from the content', async () => {
    const props = await loadProps(getStaticProps);
    // The sections' collections, and each later work's when the series has several.
    const { folders, files } = editorCollections(createContentContext());
    expect(props.config.collections?.map((c) => c.name)).toEqual([...folders, ...files].map((c) => c.name));
    expect(props.preview.newsCategories).toEqual(getSettings(createContentContext()).newsCategories);
    expect(props.preview.episodes.map((e) => e.number)).toEqual(getEpisodes(createContentContext()).map((e) => e.number));
    expect(props.preview.fastest?.time).toMatch(/^\d{2}:\d{2}$/);
    // The instant the site shows, as every page has it: a rebuild between two changes writes the same page.
    expect(props.preview.siteInstant).toBe(getSiteInstant(createContentContext()));
  });

  it('is a page of its own: no shell, and only a message until the editor has loaded', async () => {
    const props = await loadProps(getStaticProps);
    expect(AdminPage.getLayout?.(<p>page</p>)).toEqual(<p>page</p>);
    const { page, document } = renderStatic(<AdminPage {...props} />);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('コンテンツの編集');
    expect(page.getByRole('status')).toHaveTextContent('編集画面を読み込んでいます…');
    expect(document.querySelector('#nc-root')).not.toBeNull();
    expect(page.queryByRole('navigation')).toBeNull();
  });
});
