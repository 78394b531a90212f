export type { SkeletonAspectRatio, SkeletonProps, SkeletonShape } from './Skeleton';
export { SKELETON_ASPECT_RATIOS, Skeleton } from './Skeleton';
