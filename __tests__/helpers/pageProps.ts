import type { GetStaticPaths, GetStaticPathsResult, GetStaticProps, GetStaticPropsResult } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { clearContentCache } from '../../lib/content/context';
import { toJstIso } from '../../lib/format';

/** What a page's `getStaticProps` answers for one path, called as `next build` calls it: with the path's params. */
export async function staticProps<Props extends object, Params extends ParsedUrlQuery>(
  getStaticProps: GetStaticProps<Props, Params>,
  params?: Params,
): Promise<GetStaticPropsResult<Props>> {
  return getStaticProps({ params });
}

/** The props a page is rendered with; the test fails when `getStaticProps` answers not-found or a redirect instead. */
export async function loadProps<Props extends object, Params extends ParsedUrlQuery>(
  getStaticProps: GetStaticProps<Props, Params>,
  params?: Params,
): Promise<Props> {
  const result = await staticProps(getStaticProps, params);
  if (!('props' in result)) throw new Error(`expected props for ${JSON.stringify(params ?? {})}, got ${JSON.stringify(result)}`);
  return result.props;
}

/** A page's own props, without the shell's share every page adds (`lib/content/shell.ts`): what its builder returns. */
export function withoutShell<Props extends object>(props: Props): Omit<Props, 'shell'> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => key !== 'shell')) as Omit<Props, 'shell'>;
}

/** The paths a dynamic page's `getStaticPaths` has `next build` generate. */
export async function loadPaths<Params extends ParsedUrlQuery>(getStaticPaths: GetStaticPaths<Params>): Promise<GetStaticPathsResult<Params>> {
  return getStaticPaths({});
}

/**
 * Runs `fn` as `next build` at `buildInstant` runs it (with `SITE_NOW` in its environment, pipeline/nextBuild.ts; `''` is
 * the real clock), in a context of its own, then puts the variable back as it was, so a page's "aired" and "NEW" marks
 * can be tested at a fixed time.
 */
export async function atBuildTime<T>(buildInstant: string, fn: () => T | Promise<T>): Promise<T> {
  const saved = process.env.SITE_NOW;
  process.env.SITE_NOW = buildInstant;
  // The pages' context is resolved once per process (`siteContext()`), as a build is one process at one instant.
  clearContentCache();
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env.SITE_NOW;
    else process.env.SITE_NOW = saved;
    clearContentCache();
  }
}

/** The instant `minutes` after `instant` (before it when negative), in JST ISO form: a build a minute either side. */
export function minutesAfter(instant: string, minutes: number): string {
  return toJstIso(Date.parse(instant) + minutes * 60_000);
}
