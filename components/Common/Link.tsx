import NextLink from 'next/link';
import type { ComponentProps } from 'react';

export type LinkProps = ComponentProps<typeof NextLink>;

/**
 * `next/link` that prefetches on intent, not on sight.
 *
 * By default the pages router prefetches every link that scrolls into view: page chunks and each page's
 * `_next/data` JSON. A list of twenty articles on a phone over a slow connection would download twenty pages
 * nobody asked for. With `prefetch={false}` Next still prefetches on hover and touchstart, so the page a visitor
 * is about to open is usually there by the click. A link may still opt back in with `prefetch`.
 * (eslint's `no-restricted-imports` keeps `next/link` out of the rest of the code.)
 */
export default function Link({ prefetch = false, ...props }: LinkProps) {
  return <NextLink prefetch={prefetch} {...props} />;
}
