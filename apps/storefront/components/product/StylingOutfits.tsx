import { Price } from '@wardrobe/design-system';
import type { StylingOutfitView } from '../../lib/styling';

/**
 * The styling widget's outfits (spec 000 §2 "a styling widget with jump links"): a jump link to each outfit, then
 * each outfit's pieces, every one linking to its product page in the colour shown. Plain markup, no hooks: the
 * server renders it for guests and the styling island renders a customer's outfits with it.
 */
export function StylingOutfits({
  outfits,
  currency,
}: {
  outfits: readonly StylingOutfitView[];
  currency: string;
}) {
  if (outfits.length === 0) return <p className="styling__empty">No outfits for this piece right now.</p>;
  return (
    <>
      <nav className="styling__jump" aria-label="Outfits">
        <ul>
          {outfits.map((outfit) => (
            <li key={outfit.id}>
              <a href={`#outfit-${outfit.id}`}>{outfit.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="styling__outfits">
        {outfits.map((outfit) => (
          <section
            key={outfit.id}
            id={`outfit-${outfit.id}`}
            className="styling__outfit"
            aria-labelledby={`outfit-${outfit.id}-title`}
          >
            <h3 id={`outfit-${outfit.id}-title`}>{outfit.title}</h3>
            <ul className="styling__pieces">
              {outfit.pieces.map((piece) => (
                <li key={piece.productId} className="styling__piece">
                  <a href={piece.href} className="styling__link">
                    {/* biome-ignore lint/performance/noImgElement: a plain server-safe picture, as product cards use. */}
                    <img
                      src={sized(piece.image, 453)}
                      srcSet={`${sized(piece.image, 200)} 200w, ${sized(piece.image, 453)} 453w`}
                      sizes="(min-width: 992px) 12rem, 40vw"
                      alt=""
                      width={4}
                      height={5}
                      loading="lazy"
                      decoding="async"
                      className="styling__image"
                    />
                    <span className="styling__name">{piece.name}</span>
                  </a>
                  <span className="styling__colour">{piece.colour}</span>
                  <Price amount={piece.price} wasAmount={piece.wasPrice} currency={currency} size="small" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** The picture at a width the media hub serves (spec 000 §9 image widths). */
function sized(image: string, width: number) {
  return `${image}${image.includes('?') ? '&' : '?'}w=${width}`;
}
