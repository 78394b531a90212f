export { createSandboxLiveShopping } from './service';
export { RECORDED_SHOWS, type RecordedShow, type RecordedShowItem, WINTER_KNITS_SHOW_ID } from './shows';
