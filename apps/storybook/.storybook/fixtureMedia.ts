// The pictures and videos the blocks' fixtures point at, for Storybook. In the shop the storefront serves them
// (`/i/{endpoint}/{name}`, `/v/{endpoint}/{name}/{variant}`, `/images/404.jpg`, drawn by the sandbox); a static
// Storybook has no server, so they are drawn here once into a folder Storybook serves as static files, with the
// same drawing code. The query (`?w=…&fmt=auto`) is ignored by a static host: one 1536 px rendition serves every
// width, which is all a story needs. Files carry no extension, as the URLs do; browsers sniff the JPEG and the
// video bytes.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CONTENT_BASE, contentPictureSvg } from '../../../packages/commerce-sandbox/src/pictures/content';
import { notFoundPictureSvg } from '../../../packages/commerce-sandbox/src/pictures/product';

const WIDTH = 1536;
const VARIANTS = { webm_vp9: 'gallery-clip.webm', mp4_1080p: 'gallery-clip.mp4' } as const;

/** `fixtureImage('name')` and `fixtureVideo('name')` calls in the blocks' sources (fixtures and stories). */
function fixtureMediaNames(root: string): { images: Set<string>; videos: Set<string> } {
  const images = new Set<string>();
  const videos = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry)) {
        const text = readFileSync(path, 'utf8');
        for (const match of text.matchAll(/fixture(Image|Video)\(\s*['"]([^'"]+)['"]/g)) {
          (match[1] === 'Image' ? images : videos).add(match[2] as string);
        }
      }
    }
  };
  walk(root);
  return { images, videos };
}

/** Draws what is missing into `out` and returns it (for `staticDirs`). */
export async function drawFixtureMedia(packages: string, out: string): Promise<string> {
  const sandbox = join(packages, 'commerce-sandbox');
  const sharp = createRequire(join(sandbox, 'package.json'))('sharp') as (
    input: Uint8Array,
    options: { density: number },
  ) => {
    resize(
      w: number,
      h: number,
      o: { fit: 'fill' },
    ): { jpeg(o: { quality: number }): { toBuffer(): Promise<Buffer> } };
  };
  const jpeg = (svg: string, width: number, height: number) =>
    sharp(new TextEncoder().encode(svg), { density: 72 })
      .resize(width, height, { fit: 'fill' })
      .jpeg({ quality: 80 })
      .toBuffer();
  const write = async (file: string, draw: () => Promise<Buffer> | Buffer) => {
    if (existsSync(file)) return;
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, await draw());
  };

  const { images, videos } = fixtureMediaNames(join(packages, 'content-blocks', 'src'));
  const height = Math.round((WIDTH * CONTENT_BASE.height) / CONTENT_BASE.width);
  await Promise.all(
    [...images].map((name) =>
      write(join(out, 'i', 'wardrobe', name), () =>
        jpeg(contentPictureSvg({ endpoint: 'wardrobe', name, width: WIDTH, height }), WIDTH, height),
      ),
    ),
  );
  for (const name of videos) {
    for (const [variant, file] of Object.entries(VARIANTS)) {
      const target = join(out, 'v', 'wardrobe', name, variant);
      if (existsSync(target)) continue;
      mkdirSync(join(target, '..'), { recursive: true });
      copyFileSync(join(sandbox, 'media', file), target);
    }
  }
  await write(join(out, 'images', '404.jpg'), () => jpeg(notFoundPictureSvg(), 1600, 2133));
  return out;
}
