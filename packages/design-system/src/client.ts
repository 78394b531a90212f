'use client';

export type {
  AccordionItemData,
  AccordionItemProps,
  AccordionMode,
  AccordionProps,
} from './components/Accordion';
export { Accordion, AccordionItem } from './components/Accordion';
// 'Email me when it's back' (spec 000 §7): native controls, no react-aria.
export * from './components/BackInStockForm';
// Shopping (issue 8): gift card fields, bag lines, the coupon form and the bag's body.
export * from './components/BagContents';
export * from './components/BagLine';
// Client entry: interactive primitives (react-aria-components needs a client boundary).
// Built on its own with the directive kept as a banner (dist/client.js). Never import theme `.css.ts`
// files here, only the contract, so theme CSS is emitted once, by the root entry.
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Button, ButtonLink } from './components/Button';
export type { CarouselProps } from './components/Carousel';
export {
  CAROUSEL_DEFAULT_SLIDES_PER_VIEW,
  CAROUSEL_NEXT_LABEL,
  CAROUSEL_PREVIOUS_LABEL,
  Carousel,
  carouselSlideLabel,
} from './components/Carousel';
export type { CheckboxGroupOrientation, CheckboxGroupProps, CheckboxProps } from './components/Checkbox';
export { Checkbox, CheckboxGroup } from './components/Checkbox';
export * from './components/CouponForm';
export {
  Dialog,
  type DialogContent,
  type DialogProps,
  type DialogSize,
  DialogTrigger,
  type DialogTriggerProps,
} from './components/Dialog';
export type { DisclosureHeadingLevel, DisclosureProps } from './components/Disclosure';
export { Disclosure } from './components/Disclosure';
// The product gallery's one client part: a picture that fails in the browser becomes the 404 image.
export * from './components/GalleryImageRescue';
export * from './components/GiftCardFields';
// A modal dialog on the platform's <dialog>, no react-aria: the locale overlay, which any page may open.
export * from './components/NativeDialog';
// Shopping (issue 7): the search bar.
export type { PasswordFieldProps } from './components/PasswordField';
export {
  HIDE_PASSWORD_LABEL,
  PASSWORD_HIDDEN_MESSAGE,
  PASSWORD_SHOWN_MESSAGE,
  PasswordField,
  SHOW_PASSWORD_LABEL,
} from './components/PasswordField';
export {
  Popover,
  type PopoverPlacement,
  type PopoverProps,
  PopoverTrigger,
  type PopoverTriggerProps,
} from './components/Popover';
export {
  createPageProgress,
  type DeterminateProgressBarProps,
  PAGE_LOADING_LABEL,
  type PageProgress,
  type PageProgressBarProps,
  type PageProgressOptions,
  type PageProgressPhase,
  type PageProgressSnapshot,
  PROGRESS_CEILING,
  PROGRESS_DELAY_MS,
  PROGRESS_DURATION_MS,
  ProgressBar,
  type ProgressBarProps,
  progressAt,
} from './components/ProgressBar';
export type { QuantityBounds, QuantityBoundsInput, QuantityStepperProps } from './components/QuantityStepper';
export {
  DECREASE_QUANTITY_LABEL,
  DEFAULT_MIN_QUANTITY,
  INCREASE_QUANTITY_LABEL,
  QuantityStepper,
  quantityBounds,
} from './components/QuantityStepper';
// Shopping (issue 7): product card quick add.
export * from './components/QuickAdd';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup';
export { Radio, RadioGroup } from './components/RadioGroup';
export type { ImageMediaState, ImageObjectFit, ResponsiveImageProps } from './components/ResponsiveImage';
export { ResponsiveImage } from './components/ResponsiveImage';
export * from './components/SearchBar';
export type { SearchFieldProps } from './components/SearchField';
export { CLEAR_SEARCH_LABEL, SearchField } from './components/SearchField';
export type { SelectItemProps, SelectProps } from './components/Select';
export { Select, SelectItem } from './components/Select';
export {
  SidePanel,
  type SidePanelProps,
  type SidePanelSide,
  SidePanelTrigger,
  type SidePanelTriggerProps,
} from './components/SidePanel';
export * from './components/SizePicker';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './components/Tabs';
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs';
export type { FieldErrorMessage, LabelVisibility, TextFieldProps } from './components/TextField';
export { TextField } from './components/TextField';
export {
  MAX_NOTIFICATIONS,
  NOTIFICATION_TIMEOUT_MS,
  NOTIFICATIONS_LABEL,
  type QueuedNotification,
  type ToastApi,
  type ToastNotification,
  ToastProvider,
  type ToastProviderProps,
  ToastQueue,
  type ToastQueueOptions,
  ToastRegion,
  type ToastRegionProps,
  useToast,
} from './components/Toast';
export type { VideoCaptions, VideoProps } from './components/Video';
export { Video } from './components/Video';
export * from './components/WishlistContents';
