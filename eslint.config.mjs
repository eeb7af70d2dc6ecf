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
    // CommonJS on purpose: next.config.js, jest.config.js and the helpers they require run in plain Node.
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
