import { isApiError } from '@comanda/api';
import { PageLayout, StatusScreen } from '@comanda/ui';

/** Decision: the order-error screen's texts (follow-up §8 "Order load fails": an order-error screen). */
export const orderLoadErrorTexts = {
  notFoundTitle: 'No encontramos tu pedido',
  notFoundMessage: 'Revisá el enlace que recibiste o volvé al menú.',
  failedTitle: 'No pudimos cargar tu pedido',
  failedMessage: 'Hubo un error buscando tu pedido. Intente nuevamente en unos minutos.',
  retry: 'Reintentar',
  backToMenu: 'Volver al Menú',
} as const;

export interface OrderLoadErrorProps {
  readonly error: unknown;
  readonly alias: string;
  readonly onRetry: () => void;
}

export function OrderLoadError({ error, alias, onRetry }: OrderLoadErrorProps) {
  const notFound = isApiError(error) && error.status === 404;
  return (
    <PageLayout>
      <StatusScreen
        icon={notFound ? 'notFound' : 'error'}
        tone={notFound ? 'neutral' : 'danger'}
        title={notFound ? orderLoadErrorTexts.notFoundTitle : orderLoadErrorTexts.failedTitle}
        message={notFound ? orderLoadErrorTexts.notFoundMessage : orderLoadErrorTexts.failedMessage}
        action={
          notFound
            ? { label: orderLoadErrorTexts.backToMenu, href: `/menu/${encodeURIComponent(alias)}` }
            : { label: orderLoadErrorTexts.retry, onClick: onRetry }
        }
      />
    </PageLayout>
  );
}
