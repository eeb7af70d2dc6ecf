import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'bench/**/.next/**', 'bench/**/out/**', 'coverage/**'],
  },
  {
    rules: {
      // Menu labels and the logo are small static images served as they are; content images go through
      // components/Common/Picture (issue: images), which is the one place that decides formats and sizes.
      '@next/next/no-img-element': 'off',
    },
  },
];

export default config;
