// Serves out/ the way a static CDN does: folder → index.html, unknown path → 404.html with status 404,
// gzip/brotli compression. Usage: node scripts/serve.mjs [--port 3000] [--dir out]
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT || '3000' },
    dir: { type: 'string', default: 'out' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const root = resolve(values.dir);
if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`${values.dir}/index.html がありません。先に npm run build を実行してください。`);
  process.exit(1);
}

const compress = compression();
const server = createServer((req, res) => {
  compress(req, res, () =>
    handler(req, res, {
      public: root,
      trailingSlash: true,
      directoryListing: false,
      symlinks: false,
      etag: true,
    }),
  );
});

server.listen(Number(values.port), values.host, () => {
  console.log(`out/ を http://${values.host}:${values.port}/ で配信中（Ctrl+C で停止）`);
});
