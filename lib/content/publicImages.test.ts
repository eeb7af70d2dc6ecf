/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { checkContent, checkContentWarnings } from './check';
import { formatIssue } from './errors';
import { placeholderImage } from './__fixtures__/placeholderImages';
import { type TempContent, makeTempContent } from './__fixtures__/tempContent';

const ALLOWED = 'PNG（.png）・JPEG（.jpg .jpeg）・WebP（.webp）';
const ICON = 'public/images/common/icon.svg';
const SCRIPT = 'alert(localStorage["sveltia-cms.user"])\n';
const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>\n`;

/** Runs `test` on a fresh copy of the fixture content changed by `change`. */
async function withContent<T>(change: (t: TempContent) => void | Promise<void>, test: (t: TempContent) => T): Promise<T> {
  const t = makeTempContent();
  try {
    await change(t);
    return test(t);
  } finally {
    t.cleanup();
  }
}

function put(t: TempContent, src: string, data: string | Buffer): void {
  const file = path.join(t.root, 'public', src);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

/** The check's messages, one per file, by the file's label. */
function messagesByFile(t: TempContent): Map<string, string> {
  return new Map(checkContent(t.ctx).map((issue) => [issue.file, formatIssue(issue)]));
}

describe('files under public/images/ that are not images the build encodes', () => {
  it.each<[what: string, src: string, data: () => string | Buffer, says: string[]]>([
    ['a script', '/images/evil/evil.js', () => SCRIPT, ['テキスト（スクリプトや HTML など）', ALLOWED]],
    ['a script named .png', '/images/evil/evil.png', () => SCRIPT, ['テキスト（スクリプトや HTML など）', ALLOWED]],
    ['a GIF', '/images/news/anime.gif', () => placeholderImage('x.gif'), ['GIF の画像', ALLOWED]],
    ['an SVG outside the frame’s SVG paths', '/images/news/logo.svg', () => svg('<rect width="1" height="1"/>'), ['SVG の画像', `SVG は ${ICON} だけ`]],
    ['a JPEG named .png', '/images/news/photo.png', () => placeholderImage('x.jpg'), ['中身は JPEG の画像で、拡張子 .png と合っていません', 'photo.jpg']],
    ['a PNG cut short', '/images/news/cut.png', () => placeholderImage('x.png').subarray(0, 12), ['PNG の画像として読めません']],
    ['an HTML page', '/images/news/page.html', () => '<!doctype html><script>alert(1)</script>', ['テキスト（スクリプトや HTML など）']],
    ['a script beside images/', '/evil.js', () => SCRIPT, ['public/ に置けるのは images/ の中の画像だけです']],
    ['a page in a folder of its own', '/admin/index.html', () => '<!doctype html><script>alert(1)</script>', ['public/ に置けるのは images/ の中の画像だけです']],
    ['even an image outside images/', '/kv.png', () => placeholderImage('x.png'), ['public/images/<セクション>/ に移し']],
  ])('refuses %s, naming the file and what is allowed', async (_what, src, data, says) => {
    const message = await withContent((t) => put(t, src, data()), (t) => messagesByFile(t).get(`public${src}`));
    expect(message).toBeDefined();
    for (const words of says) expect(message).toContain(words);
  });

  it.each<[what: string, icon: string, found: string]>([
    ['a <script>', svg('<script>alert(1)</script>'), '<script>'],
    ['a <script> that loads a file beside it', svg('<script href="/images/evil/evil.js"/>'), '<script>'],
    ['an onload attribute', svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), '<svg> の onload'],
    ['a <foreignObject>', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), '<foreignObject>'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>'), '<a> の href="javascript:alert(1)"'],
    ['a link to another file', svg('<image href="https://evil.example/x.png"/>'), '<image> の href="https://evil.example/x.png"'],
    ['an <iframe>', svg('<iframe src="/"/>'), '<iframe>'],
    ['a <set> that turns a link into script', svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'), '<set>'],
    ['a DOCTYPE declaring entities, which the sanitiser never sees', `<!DOCTYPE svg [<!ENTITY x "y">]>\n${svg('<text>&x;</text>')}`, '<!DOCTYPE の中の宣言'],
    ['an encoding other than UTF-8, which this check would read otherwise', `<?xml version="1.0" encoding="UTF-16"?>\n${svg('')}`, '文字コード UTF-16'],
    ['an XSLT stylesheet', `<?xml-stylesheet type="text/xsl" href="x.xsl"?>\n${svg('')}`, '<?xml-stylesheet …?>'],
    ['an XHTML root named svg', '<svg xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svg>', 'いちばん外側が <svg'],
  ])('refuses the frame’s SVG with %s, naming what was found', async (_what, icon, found) => {
    const message = await withContent((t) => put(t, '/images/common/icon.svg', icon), (t) => messagesByFile(t).get(ICON));
    expect(message).toContain(found);
    expect(message).toContain('図形だけの SVG として書き出し直してください');
  });

  it('keeps a drawing-only SVG with an XML declaration, a comment, an external DTD, a style sheet and links inside itself', async () => {
    const icon =
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      svg(
        '<title>アイコン</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>' +
          '<path id="p" d="M0 0h1v1z"/></defs><style type="text/css">.a{fill:#fff}</style><use class="a" xlink:href="#p" fill="url(#g)"/>',
        ' xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1 1" style="enable-background:new 0 0 1 1;" xml:space="preserve"',
      );
    await withContent((t) => put(t, '/images/common/icon.svg', icon), (t) => expect(checkContent(t.ctx).map(formatIssue)).toEqual([]));
  });

  it('ignores an empty dot file (.gitkeep), but checks a dot file with something in it', async () => {
    const messages = await withContent(
      (t) => {
        put(t, '/images/empty/.gitkeep', '');
        put(t, '/images/news/.hidden.svg', svg('<script>alert(1)</script>'));
      },
      (t) => checkContent(t.ctx).map(formatIssue),
    );
    expect(messages).toEqual([expect.stringMatching(/^public\/images\/news\/\.hidden\.svg: このファイルは置けません。中身は「SVG の画像」です/)]);
  });

  it('refuses a symbolic link, which the export would copy whatever it points at', async () => {
    const message = await withContent(
      (t) => {
        put(t, '/images/evil/evil.txt', SCRIPT);
        fs.symlinkSync(path.join(t.root, 'public/images/evil/evil.txt'), path.join(t.root, 'public/images/news/link.png'));
      },
      (t) => messagesByFile(t).get('public/images/news/link.png'),
    );
    expect(message).toContain('シンボリックリンクは置けません');
  });

  it('says a refused file is refused, not that it is an unused image', async () => {
    const warnings = await withContent((t) => put(t, '/images/evil/evil.js', SCRIPT), (t) => checkContentWarnings(t.ctx).map(formatIssue));
    expect(warnings).toEqual([]);
  });
});
