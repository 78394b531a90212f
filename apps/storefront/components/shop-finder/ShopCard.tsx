import type { Shop } from '@wardrobe/commerce-sdk';
import { ShopMap } from './ShopMap';

/** One shop of the finder: its name, address, phone, the week's opening hours and a map picture. */
export function ShopCard({ shop }: { shop: Shop }) {
  const headingId = `shop-${shop.id}`;
  return (
    <article className="shop-card" aria-labelledby={headingId}>
      <ShopMap shop={shop} />
      <div className="shop-card__body">
        <h2 id={headingId}>{shop.name}</h2>
        <address>
          {[...shop.addressLines, shop.city, shop.postcode].map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        {shop.phone && (
          <p>
            <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
          </p>
        )}
        <table className="shop-card__hours">
          <caption>Opening hours</caption>
          <tbody>
            {shop.openingHours.map((hours) => (
              <tr key={hours.day}>
                <th scope="row">{hours.day}</th>
                <td>{hours.opens && hours.closes ? `${hours.opens} – ${hours.closes}` : 'Closed'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <a
            href={`https://www.openstreetmap.org/?mlat=${shop.latitude}&mlon=${shop.longitude}#map=17/${shop.latitude}/${shop.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Directions to {shop.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </article>
  );
}
