// The Good Stuff logged-in greeting (spec 002 §3 "Logged-in greeting", §4; spec 001 §2, §3, §9). A server
// component with no client part (its refresh button is a GET form to the page). Its schema and fixtures are exported by `site/index.ts` already.
export {
  GoodStuffGreeting,
  type GoodStuffGreetingHeadingLevel,
  type GoodStuffGreetingProps,
} from './GoodStuffGreeting';
