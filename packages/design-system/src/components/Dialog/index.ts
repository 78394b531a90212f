export {
  Dialog,
  type DialogContent,
  type DialogProps,
  type DialogSize,
  DialogTrigger,
  type DialogTriggerProps,
} from './Dialog';
