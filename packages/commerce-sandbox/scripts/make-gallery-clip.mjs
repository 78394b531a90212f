#!/usr/bin/env node
// How the media hub's gallery clip (media/gallery-clip.*) was made: 4 s of a studio backdrop with a light sweep
// and a swinging hanger, drawn as SVG frames with sharp and encoded by ffmpeg as webm (vp9) and mp4 (h.264),
// 1080x1440 (the gallery's 3:4 box at 1080p), plus its poster. Not part of the build: the files are committed,
// so nothing here runs on a shopper's or CI's machine. Needs ffmpeg (`apt-get install ffmpeg`) to run again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'media');
const sharp = createRequire(join(here, '..', '..', '..', 'apps', 'storefront', 'package.json'))('sharp');

const WIDTH = 1080;
const HEIGHT = 1440;
const FPS = 24;
const SECONDS = 4;

function frame(t) {
  // t in [0, 1): one loop. The hanger swings ±6°, the light band crosses once.
  const angle = 6 * Math.sin(2 * Math.PI * t);
  const sweep = -400 + 1900 * t;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f3efe8"/><stop offset="0.78" stop-color="#e9e3d9"/><stop offset="1" stop-color="#ddd5c8"/>
    </linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
  <rect x="0" y="1120" width="${WIDTH}" height="320" fill="#d8cfc1"/>
  <ellipse cx="540" cy="1150" rx="300" ry="26" fill="#000" opacity="0.08"/>
  <g transform="rotate(${angle.toFixed(3)} 540 210)">
    <path d="M540 150 q0 -40 32 -40 q30 0 30 30 q0 22 -30 36 L540 200" fill="none" stroke="#5b5148" stroke-width="10" stroke-linecap="round"/>
    <path d="M540 200 L300 330 L780 330 Z" fill="none" stroke="#5b5148" stroke-width="12" stroke-linejoin="round"/>
    <path d="M330 330 L750 330 L800 1000 Q540 1060 280 1000 Z" fill="#64e6d6" opacity="0.92"/>
    <path d="M330 330 L750 330 L760 420 Q540 460 320 420 Z" fill="#000" opacity="0.06"/>
  </g>
  <rect x="${sweep.toFixed(1)}" y="0" width="420" height="${HEIGHT}" fill="url(#light)" transform="skewX(-12)"/>
</svg>`;
}

const dir = mkdtempSync(join(tmpdir(), 'wardrobe-clip-'));
try {
  const total = FPS * SECONDS;
  for (let i = 0; i < total; i++) {
    await sharp(Buffer.from(frame(i / total)))
      .png({ compressionLevel: 1 })
      .toFile(join(dir, `f${String(i).padStart(4, '0')}.png`));
  }
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(dir, 'f%04d.png')];
  execFileSync('ffmpeg', [
    ...input,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an'],
    join(out, 'gallery-clip.webm'),
  ]);
  execFileSync('ffmpeg', [
    ...input,
    ...[
      '-c:v',
      'libx264',
      '-crf',
      '30',
      '-preset',
      'slow',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
    ],
    join(out, 'gallery-clip.mp4'),
  ]);
  await sharp(Buffer.from(frame(0)))
    .resize(768)
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(join(out, 'gallery-clip-poster.jpg'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`written to ${out}`);
