import * as styles from './PromotionalBanner.css.ts';

export interface PromotionalBannerProps {
  /** The PROMOTIONAL_BANNER customization's text for the current order mode (or ALL). */
  readonly text: string;
}

/** A line of promotion on the branch's promotional-banner colour (diner §1, §3 menu customizations). */
export function PromotionalBanner({ text }: PromotionalBannerProps) {
  return (
    <p className={styles.banner} data-slot="promotional-banner">
      {text}
    </p>
  );
}
