import { type ImgHTMLAttributes, useState } from 'react';

/**
 * Diner §7 (`GET /api/diner/file/{id}/url`): a plate whose picture cannot be had shows a
 * placeholder image. Its background is transparent, so the frame's themed colour shows through
 * in light and dark mode; the grey cutlery reads on both.
 */
export const PLATE_IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><g fill="none" stroke="#808080" stroke-width="4" stroke-linecap="round" opacity="0.8"><circle cx="48" cy="48" r="20"/><path d="M22 28v14a5 5 0 0 0 10 0V28M27 28v40M70 28c-6 4-6 16 0 18v22"/></g></svg>',
)}`;

export interface PlateImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  readonly src: string;
}

/**
 * A plate's picture, drawn decoratively (the plate's name is the control's label). One that fails
 * to load gives way to the placeholder instead of a broken icon or an empty frame.
 */
export function PlateImage({ src, ...props }: PlateImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const placeholder = failed === src || src === PLATE_IMAGE_PLACEHOLDER;
  return (
    <img
      {...props}
      src={placeholder ? PLATE_IMAGE_PLACEHOLDER : src}
      alt=""
      data-placeholder={placeholder || undefined}
      onError={() => setFailed(src)}
    />
  );
}
