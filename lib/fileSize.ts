/** A file's size as a visitor or an editor reads it: 「512 B」「120 KB」「4.8 MB」 (binary units, as file managers show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

const FILE_FORMATS: Readonly<Record<string, string>> = { png: 'PNG', jpg: 'JPEG', jpeg: 'JPEG', webp: 'WebP', gif: 'GIF', svg: 'SVG' };

/**
 * What a download link says of its file: 「PNG・1.2 MB」 (`join` between format and size, the page's language's), or
 * the format alone while the size is unknown.
 */
export function downloadNote(src: string, bytes: number | null, join = '・'): string {
  const extension = src.slice(src.lastIndexOf('.') + 1).toLowerCase();
  const format = FILE_FORMATS[extension] ?? extension.toUpperCase();
  return bytes === null ? format : `${format}${join}${formatBytes(bytes)}`;
}
