/** @jest-environment node */
// Components used by pages of several sections style themselves with global classes (CONTRIBUTING.md, "Styles").
// Their class names are plain strings in TypeScript, so nothing but this test notices a rename on one side.
import { compiledGlobalCss } from '../../styles/compileGlobalCss';
import { styles as externalLink } from '../Music/ExternalLink';
import { styles as newsItems } from '../News/NewsItems';
import { styles as pageHeader } from './PageHeader';
import { styles as picture, ratioClasses } from './Picture';
import { styles as pvPlayer } from './PvPlayer';

const css = compiledGlobalCss();
const selectors = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));

describe.each([
  ['PageHeader', pageHeader],
  ['Picture', picture],
  ['Picture (aspect ratios)', ratioClasses],
  ['PvPlayer', pvPlayer],
  ['ExternalLink', externalLink],
  ['NewsItems', newsItems],
])('%s', (_, classes) => {
  it.each(Object.entries(classes))('styles.%s (%s) is defined by styles/global.scss', (_key, className) => {
    expect(selectors).toContain(className);
  });
});
