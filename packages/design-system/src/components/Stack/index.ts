export { Stack, type StackAlign, type StackProps } from './Stack';
