export { HighlightsSlider, type HighlightsSliderProps, highlightsSliderMessages } from './HighlightsSlider.tsx';
