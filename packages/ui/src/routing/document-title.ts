import { useEffect } from 'react';

/** Names the page in the browser's tab and history once it is drawn; `undefined` leaves the name as it is. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
