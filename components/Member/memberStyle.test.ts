/** @jest-environment node */
// Jest stubs CSS modules, so this reads the stylesheet itself: every colour token the content may use has its class,
// and the class sets the token's theme colour.
import path from 'node:path';
import { compile } from 'sass';
import { ColorTokenSchema } from '../../lib/content/schema';

const css = compile(path.join(__dirname, 'memberColor.module.scss')).css;

it.each(ColorTokenSchema.options)('.%s sets --member-color to its theme colour', (token) => {
  const colour = token === 'ink' ? 'text-black' : token;
  expect(css).toMatch(new RegExp(`(^|\\n)\\.${token} \\{\\n\\s*--member-color: var\\(--color-${colour}\\);\\n\\}`));
});
