import type { Plate } from '@comanda/domain/catalog';
import { type KeyboardEvent, useId, useRef } from 'react';
import { PlateCard, type PlateCardItem } from '../PlateCard/PlateCard.tsx';
import * as styles from './HighlightsSlider.css.ts';

export const highlightsSliderMessages = { title: 'Lo más destacado' } as const;

export interface HighlightsSliderProps {
  /** The menu's remarked plates. */
  readonly items: readonly PlateCardItem[];
  readonly onOpen: (plate: Plate) => void;
  readonly country?: string;
  readonly title?: string;
  /** Level of the title's heading; the plates' names are one level below. */
  readonly headingLevel?: 2 | 3;
}

function prefersReducedMotion(element: Element): boolean {
  return element.ownerDocument.defaultView?.matchMedia('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The 'Lo más destacado' slider: a labelled, focusable scrolling region. Arrow keys move one
 * slide, Home and End to the ends; Tab walks the plates.
 */
export function HighlightsSlider({
  items,
  onOpen,
  country,
  title = highlightsSliderMessages.title,
  headingLevel = 2,
}: HighlightsSliderProps) {
  const titleId = useId();
  const scrollerRef = useRef<HTMLElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const slide = scroller.querySelector<HTMLElement>('li');
    const step = slide ? slide.offsetWidth : scroller.clientWidth;
    const behavior: ScrollBehavior = prefersReducedMotion(scroller) ? 'auto' : 'smooth';
    switch (event.key) {
      case 'ArrowRight':
        scroller.scrollBy({ left: step, behavior });
        break;
      case 'ArrowLeft':
        scroller.scrollBy({ left: -step, behavior });
        break;
      case 'Home':
        scroller.scrollTo({ left: 0, behavior });
        break;
      case 'End':
        scroller.scrollTo({ left: scroller.scrollWidth, behavior });
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root} data-slot="highlights-slider">
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <section
        ref={scrollerRef}
        aria-labelledby={titleId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
        tabIndex={0}
        className={styles.scroller}
        onKeyDown={onKeyDown}
        data-slot="highlights-slider-scroller"
      >
        <ul className={styles.track}>
          {items.map((item) => (
            <li key={item.plate.id} className={styles.slide}>
              <PlateCard
                {...item}
                layout="tile"
                country={country}
                headingLevel={headingLevel === 2 ? 3 : 4}
                onOpen={onOpen}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
