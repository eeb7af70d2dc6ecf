import { render, screen } from '@testing-library/react';
import type { SveltiaCmsState } from '../../hooks/useSveltiaCms';
import AdminApp from './AdminApp';

let state: SveltiaCmsState = 'loading';
jest.mock('../../hooks/useSveltiaCms', () => ({ useSveltiaCms: () => state }));

const props = {
  config: { backend: { name: 'test-repo' as const }, collections: [] },
  script: { src: 'https://unpkg.com/@sveltia/cms@1.0.0/dist/sveltia-cms.js', integrity: 'sha384-x' },
  preview: { newsCategories: [], fastest: null, episodes: [], siteInstant: '2000-01-01T00:00:00+09:00' },
};

describe('AdminApp', () => {
  it.each([
    ['loading', '編集画面を読み込んでいます…'],
    ['failed', '編集画面を読み込めませんでした。ページを再読み込みしてください。'],
  ] as const)('says what is happening while %s, above the element the editor mounts in', (current, message) => {
    state = current;
    const { container } = render(<AdminApp {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'コンテンツの編集' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(container.querySelector('#nc-root')).toBeEmptyDOMElement();
  });

  it('says what to set, and where, when the build named no repository to save to', () => {
    state = 'unconfigured';
    render(<AdminApp {...props} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('保存先のリポジトリが設定されていません');
    expect(status).toHaveTextContent('CMS_REPO');
    expect(status).toHaveTextContent('docs/deploy.md の「ブラウザでの編集（/admin/）」');
    expect(status).toHaveTextContent('npm run cms で開く編集画面を Chrome か Edge で');
    expect(status).not.toHaveTextContent('読み込んでいます');
  });

  it('leaves the page to the editor once it runs', () => {
    state = 'ready';
    const { container } = render(<AdminApp {...props} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('#nc-root')).toBeInTheDocument();
  });
});
