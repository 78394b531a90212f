export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { visuallyHidden } from './VisuallyHidden.css';
