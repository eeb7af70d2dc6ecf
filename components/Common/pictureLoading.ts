/**
 * How a Picture's `<img>` loads, read off the DOM right after render (before any IntersectionObserver fires): for
 * tests that check which images of a page are in its HTML.
 * - `priority`: real sources, eager, high fetch priority (the page's largest paint)
 * - `eager`: real sources, eager, normal priority (small images on the first screen)
 * - `lazy`: the placeholder until the image comes near the viewport
 */
export function pictureLoading(img: Element): 'priority' | 'eager' | 'lazy' {
  if (!img.hasAttribute('srcset')) return 'lazy';
  return img.getAttribute('fetchpriority') === 'high' ? 'priority' : 'eager';
}
