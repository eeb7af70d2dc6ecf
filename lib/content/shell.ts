/** The shell's props (the menu) from each page's `getStaticProps`: built at build time because written pages can be timed. */
import type { GetStaticPaths, GetStaticPathsResult, GetStaticProps, GetStaticPropsResult } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { type MenuItem, type PageMenuEntry, buildMenu } from '../menu';
import type { SectionName } from '../sections';
import { SHAPE, filmShape, isSectionOn } from '../sections/shape';
import { getWrittenPageMenuItems } from '../sections/pages/content';
import { getCurrentWork } from './works';

/** The shell's share of a page's props. */
export interface ShellProps {
  /** The menu's entries in order, the X account last; the footer and the top page's cards list them too. */
  menu: MenuItem[];
}

/** What a page in the shell receives besides its own props. */
export type WithShell<P> = P & { shell: ShellProps };

/** Written pages published at the build's instant: a timed page joins the menu with the build that publishes it. */
function writtenPageEntries(): PageMenuEntry[] {
  return getWrittenPageMenuItems();
}

/** The shell's props as of this build. */
export function getShellProps(): ShellProps {
  const shape = getCurrentWork().kind === 'film' ? filmShape(SHAPE) : SHAPE;
  return { menu: buildMenu(shape, writtenPageEntries()) };
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

/** `withShell` for a section's page; not found, without running its loaders, while the series has the section off. */
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
