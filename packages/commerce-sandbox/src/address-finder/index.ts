export {
  NO_ADDRESS_AREAS,
  OTHER_TOWNS,
  postcodeArea,
  SANDBOX_ADDRESSES_MAX,
  SANDBOX_ADDRESSES_MIN,
  type SandboxTown,
  STREETS,
  sandboxAddresses,
  TOWNS,
  townOf,
} from './addresses';
export { createSandboxAddressFinder } from './service';
