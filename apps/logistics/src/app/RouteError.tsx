import { UNEXPECTED_ERROR_MESSAGE } from '@comanda/api';
import { StatusPage } from '@comanda/app-shell';
import { type StatusScreenProps, useDocumentTitle } from '@comanda/ui';

/** No blank page: any error a page throws ends here, with a way back. */
export function RouteError() {
  return <ErrorScreen icon="error" title="Algo salió mal" message={UNEXPECTED_ERROR_MESSAGE} />;
}

/** Any path the app does not know. */
export function NotFoundPage() {
  return <ErrorScreen icon="notFound" title="No encontramos esta página" message="Revisá el enlace de tu local." />;
}

/** A screen of the app that ends the way: what happened, and a way back to the start. */
export function ErrorScreen(screen: Pick<StatusScreenProps, 'icon' | 'title' | 'message'>) {
  useDocumentTitle(`${screen.title} · Repartidores`);
  return <StatusPage {...screen} action={{ label: 'Ir al inicio', href: '/logistics/' }} />;
}
