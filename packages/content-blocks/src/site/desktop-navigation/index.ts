// The desktop mega menu (spec 002 §3 "Navigation top-level link", §4, §7, §9). `DesktopNavigation` is a client
// component ('use client'): export it through the package's client entry, not the server-safe root.
export {
  DesktopNavigation,
  type DesktopNavigationProps,
  MEGA_MENU_HOVER_CLOSE_DELAY_MS,
  MEGA_MENU_HOVER_OPEN_DELAY_MS,
} from './DesktopNavigation';
