// The Good Stuff logged-in greeting (spec 002 §3 "Logged-in greeting", §4; spec 001 §2, §3, §9). A server
// component whose only client part is its refresh button (`RefreshButton.tsx`, a client part of its own in the
// build). Its schema and fixtures are exported by `site/index.ts` already.
export {
  GoodStuffGreeting,
  type GoodStuffGreetingHeadingLevel,
  type GoodStuffGreetingProps,
} from './GoodStuffGreeting';
