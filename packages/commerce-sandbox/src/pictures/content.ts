import { fnv1a } from './colours';

/**
 * Content images (`/i/{endpoint}/{name}`, Amplience's delivery form that domain-rules `imageUrl` builds): an
 * abstract banner in the brand's colours, the same for the same endpoint and name.
 * Reading: the base size is 1920x1080 (16:9, the hero banner's shape); `w` scales it and `h`, when given,
 * crops the composition around its centre, as a delivery host's fill crop would.
 */
export const CONTENT_BASE = { width: 1920, height: 1080 } as const;

/** The design system's brand palette (teal brand, its hover and pressed tones, sale red, greys). */
const BRAND = ['#64E6D6', '#3FCFBE', '#2BB8A8', '#000000', '#FFFFFF', '#C8102E', '#F5F5F5', '#1A1A1A'];
const BACKGROUNDS = ['#64E6D6', '#000000', '#F5F5F5', '#1A1A1A', '#FFFFFF', '#2BB8A8'];

export interface ContentPictureInput {
  endpoint: string;
  name: string;
  width: number;
  height: number;
}

/** mulberry32: a tiny seeded generator, so a name always gives the same composition. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function contentPictureSvg({ endpoint, name, width, height }: ContentPictureInput): string {
  const next = random(fnv1a(`${endpoint}/${name}`));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const between = (min: number, max: number) => Math.round(min + next() * (max - min));
  const background = pick(BACKGROUNDS);
  const colours = BRAND.filter((c) => c !== background);
  const shapes: string[] = [];
  const count = between(6, 9);
  for (let i = 0; i < count; i += 1) {
    const fill = pick(colours);
    const x = between(-100, 1920);
    const y = between(-100, 1080);
    switch (Math.floor(next() * 5)) {
      case 0:
        shapes.push(`<circle cx="${x}" cy="${y}" r="${between(80, 360)}" fill="${fill}"/>`);
        break;
      case 1:
        shapes.push(
          `<rect x="${x}" y="${y}" width="${between(160, 620)}" height="${between(120, 420)}" rx="${between(0, 60)}" fill="${fill}" transform="rotate(${between(-30, 30)} ${x} ${y})"/>`,
        );
        break;
      case 2: {
        // The brand's wavy underline (spec 002 rich text `{~…~}`), drawn large.
        const amplitude = between(20, 60);
        const step = between(60, 120);
        let d = `M ${x - 600} ${y}`;
        for (let k = 0; k < 14; k += 1) d += ` q ${step / 2} ${k % 2 ? amplitude : -amplitude} ${step} 0`;
        shapes.push(
          `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${between(14, 36)}" stroke-linecap="round"/>`,
        );
        break;
      }
      case 3:
        shapes.push(
          `<rect x="-200" y="${y}" width="2400" height="${between(40, 160)}" fill="${fill}" transform="rotate(${between(-20, 20)} 960 ${y})"/>`,
        );
        break;
      default: {
        const r = between(120, 320);
        shapes.push(`<path d="M ${x - r} ${y} A ${r} ${r} 0 0 1 ${x + r} ${y} Z" fill="${fill}"/>`);
      }
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1920 1080" preserveAspectRatio="xMidYMid slice">` +
    `<rect x="-2000" y="-2000" width="6000" height="6000" fill="${background}"/>` +
    shapes.join('') +
    '</svg>'
  );
}
