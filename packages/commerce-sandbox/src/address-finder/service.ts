import type { AddressFinderService } from '@wardrobe/commerce-sdk';
import { sandboxAddresses } from './addresses';

/**
 * The sandbox's address finder (`AddressFinderService`, issue 20 item 4): UK postcodes only, as a Loqate-style
 * finder is per country; any other country answers `[]`, and the storefront falls back to entering the address
 * by hand. No network and no table: `sandboxAddresses` makes the addresses up from the postcode.
 */
export function createSandboxAddressFinder(): AddressFinderService {
  return {
    async find({ postcode, country }) {
      return country.toUpperCase() === 'GB' ? sandboxAddresses(postcode) : [];
    },
  };
}
