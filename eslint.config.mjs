import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'out/**', 'out.previous/**', '.cache/**', 'node_modules/**', 'next-env.d.ts', 'bench/**/.next/**', 'bench/**/out/**', 'coverage/**'],
  },
  {
    rules: {
      // Menu labels and the logo are small static images served as they are; content images go through
      // components/Common/Picture (issue: images), which is the one place that decides formats and sizes.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    files: ['components/**/*.tsx', 'pages/**/*.tsx'],
    ignores: ['components/Common/Link.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'next/link', message: 'Use components/Common/Link: it prefetches on hover, not on sight.' }],
      }],
    },
  },
  {
    // Code that runs in the browser reads Japan time through lib/format.ts (a fixed +9 h offset). A formatter with
    // a time zone makes the browser load ICU's zone data while the page hydrates: 17 ms here, ~70 ms at 4× CPU.
    files: ['components/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'hooks/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', {
        object: 'Intl',
        property: 'DateTimeFormat',
        message: 'Use lib/format.ts (jstParts, formatDateJa, toThirtyHour…): no time-zone data in the browser.',
      }],
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
        message: 'Use lib/format.ts: toLocale*String depends on the visitor\'s zone and loads ICU data.',
      }],
    },
  },
  {
    // CommonJS on purpose: next.config.js, jest.config.js and the helpers they require run in plain Node.
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
