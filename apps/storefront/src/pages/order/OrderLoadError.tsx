import { isApiError } from '@comanda/api';
import { useMenuCustomizations } from '@comanda/api/react';
import { followUpRedirectOf, invalidCodeRedirectUrl } from '@comanda/domain/validation';
import { PageLayout, StatusScreen, useSearchParams } from '@comanda/ui';
import { useEffect } from 'react';
import { PageLoading, useBranchScope } from '../../branch/BranchScope.tsx';
import { flags, isFlagOn } from './query-flags.ts';

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

/**
 * The branch's REDIRECT_ACTION page for an unknown order code (diner §3), unless the page's
 * `invalidCustomRedirect` flag disables it. Undefined while the customizations are read.
 */
function useInvalidCodeRedirect(notFound: boolean): string | null | undefined {
  const { branch } = useBranchScope();
  const [searchParams] = useSearchParams();
  const { customizations, isLoading } = useMenuCustomizations(notFound ? { params: { branchId: branch.id } } : null);
  if (!notFound) return null;
  if (isLoading) return undefined;
  const disabled = isFlagOn(searchParams, flags.invalidCustomRedirect);
  return invalidCodeRedirectUrl(followUpRedirectOf(customizations ?? []), disabled);
}

export function OrderLoadError({ error, alias, onRetry }: OrderLoadErrorProps) {
  const notFound = isApiError(error) && error.status === 404;
  const redirectUrl = useInvalidCodeRedirect(notFound);
  useEffect(() => {
    if (redirectUrl) window.location.replace(redirectUrl);
  }, [redirectUrl]);
  if (redirectUrl !== null) return <PageLoading />;
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
