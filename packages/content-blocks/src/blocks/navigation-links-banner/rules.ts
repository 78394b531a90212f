// Stays beside the block while the contrast helpers it needs (`site/shared/colour`) live in content-blocks.
import { inkOn, readableTextColour } from '../../site/shared/colour';

/**
 * A link's colours on the banner's background: its `textColour` if it reads at 4.5:1 there, else black or white
 * (`inkOn`); its `textHoverColour` on the same terms, else its own colour.
 */
export function navigationBannerLinkColours(
  link: { textColour?: string | undefined; textHoverColour?: string | undefined },
  background: string,
): { ink: string; hover: string } {
  const ink = readableTextColour(link.textColour, [background]) ?? inkOn(background);
  const hover = readableTextColour(link.textHoverColour, [background]) ?? ink;
  return { ink, hover };
}
