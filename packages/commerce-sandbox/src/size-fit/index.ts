export { recommendSize, type SizeFitRecommendation, type SizeFitStyle } from './recommend';
export { createSandboxSizeFit } from './service';
