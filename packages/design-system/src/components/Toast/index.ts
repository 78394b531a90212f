export {
  NOTIFICATIONS_LABEL,
  type ToastApi,
  ToastProvider,
  type ToastProviderProps,
  ToastRegion,
  type ToastRegionProps,
  useToast,
} from './Toast';
export {
  MAX_NOTIFICATIONS,
  NOTIFICATION_TIMEOUT_MS,
  type QueuedNotification,
  type ToastNotification,
  ToastQueue,
  type ToastQueueOptions,
} from './toastQueue';
