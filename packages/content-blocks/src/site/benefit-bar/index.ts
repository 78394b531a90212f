// The benefit bar (spec 001 §2, spec 002 §4, §9). A client component ('use client' in BenefitBar.tsx).
// Its schema and fixtures are exported by `site/index.ts` already.
export { BENEFIT_BAR_TEXT, BenefitBar, type BenefitBarProps } from './BenefitBar';
