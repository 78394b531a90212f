export {
  Popover,
  type PopoverPlacement,
  type PopoverProps,
  PopoverTrigger,
  type PopoverTriggerProps,
} from './Popover';
