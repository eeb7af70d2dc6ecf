/** The shell's props (the menu) from each page's `getStaticProps`: built at build time because written pages can be timed. */
import type { GetStaticPaths, GetStaticPathsResult, GetStaticProps, GetStaticPropsContext, GetStaticPropsResult } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { type MenuItem, buildMenu } from '../menu';
import type { SectionName } from '../sections';
import { SHAPE, filmShape, isSectionOn } from '../sections/shape';
import { getWrittenPageMenuItems } from '../sections/pages/content';
import { type ContentContext, siteContext } from './context';
import { getCurrentWork } from './works';

/** The shell's share of a page's props. */
export interface ShellProps {
  /** The menu's entries in order, the X account last; the footer and the top page's cards list them too. */
  menu: MenuItem[];
}

/** What a page in the shell receives besides its own props. */
export type WithShell<P> = P & { shell: ShellProps };

/**
 * The shell's props as of this build. Written pages published at the build's instant join the menu: a timed page
 * joins it with the build that publishes it.
 */
export function getShellProps(ctx: ContentContext): ShellProps {
  const shape = getCurrentWork(ctx).kind === 'film' ? filmShape(SHAPE) : SHAPE;
  return { menu: buildMenu(shape, getWrittenPageMenuItems(ctx)) };
}

/** A page's props from the site's context (resolved once per process) and Next's own (the route's params). */
type PropsBuilder<P, Q extends ParsedUrlQuery> = (
  ctx: ContentContext,
  context: GetStaticPropsContext<Q>,
) => GetStaticPropsResult<P> | Promise<GetStaticPropsResult<P>>;

/**
 * A page's `getStaticProps` with the shell's props added (a page of no section: a written page): the page's builder
 * and the shell read the same context.
 */
export function withShell<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery>(getProps: PropsBuilder<P, Q>): GetStaticProps<WithShell<P>, Q> {
  return async (context): Promise<GetStaticPropsResult<WithShell<P>>> => {
    const ctx = siteContext();
    const result = await getProps(ctx, context);
    if (!('props' in result)) return result;
    return { ...result, props: { ...(await result.props), shell: getShellProps(ctx) } };
  };
}

/** `withShell` for a section's page; not found, without running its loaders, while the series has the section off. */
export function sectionProps<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery>(
  section: SectionName,
  getProps: PropsBuilder<P, Q>,
): GetStaticProps<WithShell<P>, Q> {
  const withProps = withShell(getProps);
  return async (context) => (isSectionOn(section) ? withProps(context) : { notFound: true });
}

/** A dynamic page's `getStaticPaths` from the site's context: none while the series has `section` off. */
export function sectionPaths<Q extends ParsedUrlQuery>(section: SectionName, getPaths: (ctx: ContentContext) => GetStaticPathsResult<Q>): GetStaticPaths<Q> {
  return async (): Promise<GetStaticPathsResult<Q>> => (isSectionOn(section) ? getPaths(siteContext()) : { paths: [], fallback: false });
}
