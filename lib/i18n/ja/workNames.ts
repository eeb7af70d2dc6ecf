/**
 * The name of a work whose label another language does not give (works.en.yaml): its kind, numbered from the second
 * work of that kind on (`{kind}`, `{n}`). Read by the build only (`lib/content/works.ts`), never by a component;
 * Japanese pages use works.yaml's labels, so these stay unused there.
 */
export const workNames = {
  kinds: { tv: 'テレビシリーズ', film: '映画', ova: 'OVA' },
  numbered: '{kind}{n}',
};
