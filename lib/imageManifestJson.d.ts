// Types the generated manifest's import before it exists, e.g. `tsc --noEmit` on a fresh clone.
declare module '*/.cache/images/manifest.json' {
  const manifest: Readonly<Record<string, { hash: string; width: number; height: number }>>;
  export default manifest;
}
