// The image manifest is generated (pipeline/images/manifest.cjs) and gitignored. This
// declaration types the import when it has not been generated yet, e.g. `tsc --noEmit` on a fresh clone.
declare module '*/.cache/images/manifest.json' {
  const manifest: Readonly<Record<string, { hash: string; width: number; height: number }>>;
  export default manifest;
}
