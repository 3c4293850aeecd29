import { UNEXPECTED_ERROR_MESSAGE } from '@comanda/api';
import { StatusPage } from '@comanda/app-shell';

const home = { label: 'Ir al inicio', href: '/' };

/** No blank page: any error a page throws ends here, with a way back. */
export function RouteError() {
  return <StatusPage icon="error" title="Algo salió mal" message={UNEXPECTED_ERROR_MESSAGE} action={home} />;
}

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <StatusPage
      icon="notFound"
      title="No encontramos esta página"
      message="Revisá el enlace o volvé al inicio."
      action={home}
    />
  );
}
