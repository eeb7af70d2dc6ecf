import type { CustomPreviewTemplate, CustomPreviewTemplateProps } from '@sveltia/cms';
import type { ReactNode } from 'react';
import { type Root, createRoot } from 'react-dom/client';

/** The site's React root in each element an editor preview draws. */
const roots = new WeakMap<Element, Root>();

/**
 * An editor preview template that draws `render(props)` with the site's own React. The editor renders templates with
 * a React of its own, in which the site's components cannot call their hooks; so the template draws only an element,
 * and on every change of the form the site's React draws the preview into it.
 */
export function previewTemplate(render: (props: CustomPreviewTemplateProps) => ReactNode): CustomPreviewTemplate {
  return function PreviewTemplate(props: CustomPreviewTemplateProps) {
    // A new callback on each render: the editor's React calls it with the element again, and the preview follows the form.
    const draw = (element: HTMLDivElement | null) => {
      if (!element) return;
      const root = roots.get(element) ?? createRoot(element);
      roots.set(element, root);
      root.render(render(props));
    };
    return <div ref={draw} />;
  };
}
