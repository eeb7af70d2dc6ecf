/**
 * What every page's `getStaticProps` returns for the shell (`pages/_app.tsx` → `components/Layout/Shell`): the menu,
 * built at build time because written pages can be timed. Pages wrap their loaders in {@link sectionProps} /
 * {@link sectionPaths}, which also leave an off section's pages out of the export.
 */
import type { GetStaticPaths, GetStaticPathsResult, GetStaticProps, GetStaticPropsResult } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { type MenuItem, type PageMenuEntry, buildMenu } from '../menu';
import type { SectionName } from '../sections';
import { SHAPE, isSectionOn } from '../sections/shape';
import { getWrittenPageMenuItems } from './pages';

/** The shell's share of a page's props. */
export interface ShellProps {
  /** The menu's entries in order, the X account last; the footer and the top page's cards list them too. */
  menu: MenuItem[];
}

/** What a page in the shell receives besides its own props. */
export type WithShell<P> = P & { shell: ShellProps };

/**
 * The written pages the menu can list: those published at the build's instant (a timed page joins the menu with the
 * build that publishes it; a `page` entry of `sections` shows nothing until then).
 */
function writtenPageEntries(): PageMenuEntry[] {
  return getWrittenPageMenuItems();
}

/** The shell's props as of this build. */
export function getShellProps(): ShellProps {
  return { menu: buildMenu(SHAPE, writtenPageEntries()) };
}

/** A page's `getStaticProps` with the shell's props added (a page of no section: the 404 page). */
export function withShell<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery>(
  getProps: GetStaticProps<P, Q>,
): GetStaticProps<WithShell<P>, Q> {
  return async (context): Promise<GetStaticPropsResult<WithShell<P>>> => {
    const result = await getProps(context);
    if (!('props' in result)) return result;
    return { ...result, props: { ...(await result.props), shell: getShellProps() } };
  };
}

/**
 * A page of `section`'s `getStaticProps` with the shell's props added; not found (no file in the export) while the
 * series has the section off, without running its loaders.
 */
export function sectionProps<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery>(
  section: SectionName,
  getProps: GetStaticProps<P, Q>,
): GetStaticProps<WithShell<P>, Q> {
  const withProps = withShell(getProps);
  return async (context) => (isSectionOn(section) ? withProps(context) : { notFound: true });
}

/** A dynamic page's `getStaticPaths`: none while the series has `section` off. */
export function sectionPaths<Q extends ParsedUrlQuery>(section: SectionName, getPaths: GetStaticPaths<Q>): GetStaticPaths<Q> {
  return async (context): Promise<GetStaticPathsResult<Q>> =>
    isSectionOn(section) ? getPaths(context) : { paths: [], fallback: false };
}
