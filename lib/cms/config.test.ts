/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { referenceOptions } from './adminPage';
import type { EntryCollection, FileCollection } from '@sveltia/cms';
import { cmsBackendSettings, cmsConfig } from './config';

/** A collection of either kind, its kind's properties looked up without narrowing first. */
type CmsCollection = Partial<EntryCollection> & Partial<FileCollection> & { name: string };

describe('cmsBackendSettings', () => {
  it.each([
    ['nothing set: GitHub, main, no repository yet', {}, { name: 'github', branch: 'main' }, null],
    ['CMS_REPO and CMS_BRANCH', { CMS_REPO: 'fans/site', CMS_BRANCH: 'content' }, { repo: 'fans/site', branch: 'content' }, 'fans/site'],
    ['GitHub Actions’ GITHUB_REPOSITORY', { GITHUB_REPOSITORY: 'fans/site' }, { repo: 'fans/site' }, 'fans/site'],
    ['Netlify’s REPOSITORY_URL', { REPOSITORY_URL: 'https://github.com/fans/site.git' }, { repo: 'fans/site' }, 'fans/site'],
    ['Netlify’s REPOSITORY_URL over SSH', { REPOSITORY_URL: 'git@github.com:fans/site' }, { repo: 'fans/site' }, 'fans/site'],
    ['CMS_REPO before the host’s', { CMS_REPO: 'fans/a', GITHUB_REPOSITORY: 'fans/b' }, { repo: 'fans/a' }, 'fans/a'],
    ['an OAuth provider of its own', { CMS_BASE_URL: 'https://oauth.example.com/', CMS_AUTH_ENDPOINT: 'auth' }, { base_url: 'https://oauth.example.com', auth_endpoint: 'auth' }, null],
  ])('%s', (_what, env, backend, repo) => {
    const settings = cmsBackendSettings(env);
    expect(settings.backend).toMatchObject(backend);
    expect(settings.repo).toBe(repo);
  });

  it('talks to GitHub’s API and status page and to the CDNs the editor loads its strings and fonts from', () => {
    expect(cmsBackendSettings({}).connectOrigins).toEqual(['https://api.github.com', 'https://www.githubstatus.com', 'https://unpkg.com']);
    expect(cmsBackendSettings({}).fontOrigins).toEqual(['https://cdn.jsdelivr.net']);
  });

  it.each([
    [{ CMS_BACKEND: 'gitlab' }, /CMS_BACKEND は github に/],
    [{ CMS_BACKEND: 'git-gateway' }, /git-gateway は使えません/],
    [{ CMS_REPO: 'just-a-name' }, /CMS_REPO はリポジトリを owner\/name の形で/],
    [{ CMS_BASE_URL: 'http://oauth.example.com' }, /CMS_BASE_URL は https:\/\/ で始まる URL/],
    [{ CMS_BASE_URL: 'oauth.example.com' }, /CMS_BASE_URL が URL ではありません/],
  ])('stops the build, in Japanese, on a value it cannot use: %j', (env, message) => {
    expect(() => cmsBackendSettings(env)).toThrow(message);
  });
});

describe('cmsConfig', () => {
  const config = cmsConfig(referenceOptions(), { CMS_REPO: 'fans/site', CMS_EDITORIAL_WORKFLOW: 'true' });
  const collections = (config.collections ?? []) as CmsCollection[];

  it('leaves empty optional fields out of the files, and takes the workflow asked for', () => {
    expect(config).toMatchObject({
      load_config_file: false,
      output: { omit_empty_optional_fields: true },
      publish_mode: 'editorial_workflow',
      backend: { name: 'github', repo: 'fans/site' },
    });
    expect(cmsConfig(referenceOptions(), {})).not.toHaveProperty('publish_mode');
  });

  it('edits files and folders that exist in the repository', () => {
    const root = path.join(__dirname, '../..');
    for (const c of collections) {
      for (const where of [c.folder, ...(c.files ?? []).map((f) => f.file)]) {
        if (where) expect(fs.existsSync(path.join(root, where))).toBe(true);
      }
    }
  });

  it('names a new article after its date and category, which the news file-name rule allows', () => {
    const news = collections.find((c) => c.folder === 'content/news');
    expect(news?.slug).toMatch(/fields\.date.*fields\.category/);
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
  });

  it('offers the categories of settings.yaml by their names', () => {
    const news = collections.find((c) => c.folder === 'content/news');
    const category = news?.fields?.find((f) => f.name === 'category');
    expect(category).toMatchObject({ widget: 'select', options: referenceOptions().newsCategories });
    expect(referenceOptions().newsCategories.length).toBeGreaterThan(0);
  });

  it('is plain data a page prop can carry', () => {
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
  });
});
