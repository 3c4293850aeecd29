export { type ContrastPair, contrastReport } from './contrastReport.ts';
export { ThemePlayground, type ThemePlaygroundProps } from './ThemePlayground.tsx';
