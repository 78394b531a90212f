import type { ReactNode, SVGProps } from 'react';
import { countBadge, icon, withCount } from './Icon.css';

export type IconSize = 'small' | 'medium' | 'large';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** 16, 24 (default) or 32 px. */
  size?: IconSize;
  /**
   * A name for an icon that stands alone (e.g. inside an icon-only link). Leave it out when the icon sits beside
   * text or inside a control that has its own name: the icon is then hidden from assistive technology.
   */
  label?: string;
}

/**
 * 24 × 24 grid, 1.5 px strokes in `currentColor`, so an icon takes the colour of the text around it. Each icon
 * below is marked pure, so a bundler drops the ones a page does not use.
 */
function createIcon(displayName: string, paths: ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: each icon is made once, at module load, never in a render.
  function IconComponent({ size = 'medium', label, className, ...props }: IconProps) {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label when labelled, aria-hidden otherwise (spread below).
      <svg
        viewBox="0 0 24 24"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        {...props}
        className={className ? `${icon({ size })} ${className}` : icon({ size })}
      >
        {paths}
      </svg>
    );
  }
  IconComponent.displayName = displayName;
  return IconComponent;
}

export const BagIcon = /* @__PURE__ */ createIcon(
  'BagIcon',
  <>
    <path d="M5 8h14l-1 13H6L5 8Z" />
    <path d="M9 10V6a3 3 0 0 1 6 0v4" />
  </>,
);
export const HeartIcon = /* @__PURE__ */ createIcon(
  'HeartIcon',
  <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10C19.5 15.4 12 20 12 20Z" />,
);
/** The filled heart: a wishlisted product. */
export const HeartFilledIcon = /* @__PURE__ */ createIcon(
  'HeartFilledIcon',
  <path
    fill="currentColor"
    d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10C19.5 15.4 12 20 12 20Z"
  />,
);
export const SearchIcon = /* @__PURE__ */ createIcon(
  'SearchIcon',
  <>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="m15 15 5 5" />
  </>,
);
export const AccountIcon = /* @__PURE__ */ createIcon(
  'AccountIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
  </>,
);
/** The account icon filled in: the header's account button when someone is signed in (spec 001 §2 "Header"). */
export const AccountSignedInIcon = /* @__PURE__ */ createIcon(
  'AccountSignedInIcon',
  <>
    <circle cx="12" cy="8" r="4" fill="currentColor" />
    <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6Z" fill="currentColor" />
  </>,
);
export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeftIcon', <path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRightIcon', <path d="m9 5 7 7-7 7" />);
export const ChevronUpIcon = /* @__PURE__ */ createIcon('ChevronUpIcon', <path d="m5 15 7-7 7 7" />);
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDownIcon', <path d="m5 9 7 7 7-7" />);
export const MenuIcon = /* @__PURE__ */ createIcon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);
export const LocationIcon = /* @__PURE__ */ createIcon(
  'LocationIcon',
  <>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.25" />
  </>,
);
export const PlayIcon = /* @__PURE__ */ createIcon(
  'PlayIcon',
  <path fill="currentColor" d="M8 5v14l11-7L8 5Z" />,
);
export const PauseIcon = /* @__PURE__ */ createIcon(
  'PauseIcon',
  <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />,
);
export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = /* @__PURE__ */ createIcon('MinusIcon', <path d="M5 12h14" />);
export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />);
export const EyeIcon = /* @__PURE__ */ createIcon(
  'EyeIcon',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ createIcon(
  'EyeOffIcon',
  <>
    <path d="M10 5.8A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.2 7.2C3.9 8.9 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1.1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);
export const ExternalIcon = /* @__PURE__ */ createIcon(
  'ExternalIcon',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const AlertIcon = /* @__PURE__ */ createIcon(
  'AlertIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);

export interface BagIconWithCountProps extends IconProps {
  /** Items in the bag. Nothing is drawn for 0; above 99 reads "99+". */
  count: number;
}

/**
 * The header bag icon with its item count. Decorative: the control around it names the bag and the count
 * (e.g. aria-label "Bag, 3 items"), so the number is not read twice.
 */
export function BagIconWithCount({ count, ...props }: BagIconWithCountProps) {
  const shown = count > 99 ? '99+' : String(Math.max(0, Math.floor(count)));
  return (
    <span className={withCount} aria-hidden="true">
      <BagIcon {...props} label={undefined} />
      {count > 0 ? (
        <span className={countBadge} data-testid="bag-count">
          {shown}
        </span>
      ) : null}
    </span>
  );
}

/** Every icon by name, for the gallery story and for code that picks an icon from data. */
export const icons = {
  bag: BagIcon,
  heart: HeartIcon,
  heartFilled: HeartFilledIcon,
  search: SearchIcon,
  account: AccountIcon,
  accountSignedIn: AccountSignedInIcon,
  close: CloseIcon,
  chevronLeft: ChevronLeftIcon,
  chevronRight: ChevronRightIcon,
  chevronUp: ChevronUpIcon,
  chevronDown: ChevronDownIcon,
  menu: MenuIcon,
  location: LocationIcon,
  play: PlayIcon,
  pause: PauseIcon,
  plus: PlusIcon,
  minus: MinusIcon,
  check: CheckIcon,
  eye: EyeIcon,
  eyeOff: EyeOffIcon,
  external: ExternalIcon,
  alert: AlertIcon,
} as const;

export type IconName = keyof typeof icons;
